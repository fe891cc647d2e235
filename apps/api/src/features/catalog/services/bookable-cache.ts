import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { employeeServicesResponse, type EmployeeServicesResponse } from '@chairside/shared/catalog';
import type { VenueCtx } from '../../../lib/context';
import type { LiveFeed } from '../../../lib/live';
import { oncePer } from '../../../lib/once-per';
import { createScopedCache } from '../../../lib/scoped-cache';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/**
 * GET employees/services (the whole bookable catalogue) serialised once per venue and change: the
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

/** A safety net: even while no change is heard, the answer is rebuilt after this long. */
const ANSWER_MS = 60_000;
const cacheOf = oncePer((live: LiveFeed) => createScopedCache<CatalogueBody>(live, 2_000));

/** The venue's whole bookable catalogue as bytes: from the cache while nothing changed, else built by `build`. */
export async function cachedCatalogue(ctx: VenueCtx, build: () => Promise<EmployeeServicesResponse>): Promise<CatalogueBody> {
  const cache = cacheOf(ctx.deps.live);
  const key = String(ctx.venueId);
  const now = ctx.deps.now().getTime();
  const hit = cache.get(key, now);
  if (hit) return hit;
  const stamp = cache.stamp();
  const body = catalogueBody(Buffer.from(serialize(await build())));
  cache.set(key, stamp, [ctx.venueId], body, now + ANSWER_MS);
  return body;
}
