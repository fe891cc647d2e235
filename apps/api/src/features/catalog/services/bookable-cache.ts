import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { employeeServicesResponse, type EmployeeServicesResponse } from '@chairside/shared/catalog';
import { servicesResponse, type ServicesResponse } from '@chairside/shared/catalog-services';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { VenueCtx } from '../../../lib/context';
import { sendJsonBytes } from '../../../lib/json-bytes';
import type { LiveFeed } from '../../../lib/live';
import { oncePer } from '../../../lib/once-per';
import { createScopedCache } from '../../../lib/scoped-cache';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/**
 * GET employees/services (the whole bookable catalogue) and GET services, serialised once per venue and change: the
 * booking dialog, the team screen and the calendar all read it, and a catalogue of 500 services is
 * a few hundred kB. An answer is kept while the venue's live version is unchanged — triggers on
 * services, service_groups, employee_services, service_resources and service_variants (migration
 * catalog_services) and on employees (migration 0003) announce every change at commit — and is
 * compressed once per encoding.
 */
export interface CatalogueBody {
  json: Buffer;
  gzipped(): Promise<Buffer>;
  brotli(): Promise<Buffer>;
}

function catalogueBody(json: Buffer): CatalogueBody {
  let gz: Promise<Buffer> | undefined;
  let br: Promise<Buffer> | undefined;
  return {
    json,
    gzipped: () => (gz ??= gzipAsync(json, { level: 6 })),
    brotli: () => (br ??= brotliAsync(json, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: json.length } })),
  };
}

/** The route's own serialiser (validation included), so the cached bytes are what the route would send. */
const serialize = serializerCompiler({
  schema: employeeServicesResponse,
  method: 'GET',
  url: '/employees/services',
  httpStatus: '200',
}) as (data: EmployeeServicesResponse) => string;

const serializeList = serializerCompiler({
  schema: servicesResponse,
  method: 'GET',
  url: '/services',
  httpStatus: '200',
}) as (data: ServicesResponse) => string;

/** A safety net: even while no change is heard, the answer is rebuilt after this long. */
const ANSWER_MS = 60_000;
const cacheOf = oncePer((live: LiveFeed) => createScopedCache<CatalogueBody>(live, 2_000));

async function cached(ctx: VenueCtx, key: string, build: () => Promise<string>): Promise<CatalogueBody> {
  const cache = cacheOf(ctx.deps.live);
  const now = ctx.deps.now().getTime();
  const hit = cache.get(key, now);
  if (hit) return hit;
  const stamp = cache.stamp();
  const body = catalogueBody(Buffer.from(await build()));
  cache.set(key, stamp, [ctx.venueId], body, now + ANSWER_MS);
  return body;
}

/** The venue's whole bookable catalogue as bytes: from the cache while nothing changed, else built by `build`. */
export const cachedCatalogue = (ctx: VenueCtx, build: () => Promise<EmployeeServicesResponse>) =>
  cached(ctx, `bookable:${ctx.venueId}`, async () => serialize(await build()));

/** GET services (active or archived) as bytes, cached the same way. */
export const cachedServiceList = (ctx: VenueCtx, archived: boolean, build: () => Promise<ServicesResponse>) =>
  cached(ctx, `list:${ctx.venueId}:${archived ? 1 : 0}`, async () => serializeList(await build()));

/** Sends cached bytes in the encoding the client accepts (compressed once per change). */
export async function sendCatalogue(request: FastifyRequest, reply: FastifyReply, body: CatalogueBody) {
  reply.header('vary', 'accept-encoding');
  const accepted = request.headers['accept-encoding'] ?? '';
  if (/\bbr\b/.test(accepted)) return sendJsonBytes(reply.header('content-encoding', 'br'), await body.brotli());
  if (/\bgzip\b/.test(accepted)) return sendJsonBytes(reply.header('content-encoding', 'gzip'), await body.gzipped());
  return sendJsonBytes(reply, body.json);
}
