import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendJsonBytes } from '../../../lib/json-bytes';
import type { LiveFeed } from '../../../lib/live';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/**
 * Serialized appointment lists (UTF-8 bytes, compressed once when a client accepts it), per app
 * process. An entry is used only while the venue's live version is unchanged (every write, in any process, NOTIFYs and bumps it; the writing process
 * bumps it before answering), the feed is listening, and no reserved slot in it has expired.
 */

/** A list's JSON, and its compressed forms, each made once on first demand (off the event loop). */
export interface ListBody {
  json: Buffer;
  gzipped(): Promise<Buffer>;
  brotli(): Promise<Buffer>;
}

export function listBody(json: Buffer): ListBody {
  let gz: Promise<Buffer> | undefined;
  let br: Promise<Buffer> | undefined;
  return {
    json,
    gzipped: () => (gz ??= gzipAsync(json, { level: 6 })),
    brotli: () => (br ??= brotliAsync(json, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: json.length } })),
  };
}

/** Sends kept JSON as it is, compressed when the client accepts it (brotli first, then gzip). */
export async function sendListBody(request: FastifyRequest, reply: FastifyReply, body: ListBody) {
  reply.header('vary', 'accept-encoding');
  const accepted = request.headers['accept-encoding'] ?? '';
  if (/\bbr\b/.test(accepted)) return sendJsonBytes(reply.header('content-encoding', 'br'), await body.brotli());
  if (/\bgzip\b/.test(accepted)) return sendJsonBytes(reply.header('content-encoding', 'gzip'), await body.gzipped());
  return sendJsonBytes(reply, body.json);
}

interface Entry {
  version: string;
  body: ListBody;
  /** Epoch ms after which the entry is stale (a reserved slot in it expires, or the safety limit). */
  until: number;
}

const MAX_ENTRIES = 300;
const MAX_BYTES = 64 * 1024 * 1024;
/** Even with notifications flowing, lists are rebuilt at least this often. */
const MAX_AGE_MS = 5 * 60_000;

export interface ListCache {
  get(key: string, venueId: number, now: number): ListBody | undefined;
  set(key: string, version: string, body: ListBody, until: number, now: number): void;
  /** Concurrent misses of one key share one build while the venue's version stays the same. */
  share(key: string, venueId: number, build: () => Promise<ListBody>): Promise<ListBody>;
}

const caches = new WeakMap<LiveFeed, ListCache>();

export function listCache(feed: LiveFeed): ListCache {
  let cache = caches.get(feed);
  if (cache) return cache;
  const entries = new Map<string, Entry>();
  const flights = new Map<string, { version: string; promise: Promise<ListBody> }>();
  let bytes = 0;
  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= entry.body.json.length;
    entries.delete(key);
  };
  cache = {
    get(key, venueId, now) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (!feed.listening() || entry.version !== feed.version(venueId) || now >= entry.until) {
        drop(key);
        return undefined;
      }
      // Most recently used last.
      entries.delete(key);
      entries.set(key, entry);
      return entry.body;
    },
    set(key, version, body, until, now) {
      if (!feed.listening() || body.json.length > MAX_BYTES / 8) return;
      drop(key);
      entries.set(key, { version, body, until: Math.min(until, now + MAX_AGE_MS) });
      bytes += body.json.length;
      for (const oldest of entries.keys()) {
        if (entries.size <= MAX_ENTRIES && bytes <= MAX_BYTES) break;
        drop(oldest);
      }
    },
    share(key, venueId, build) {
      const version = feed.version(venueId);
      const flight = flights.get(key);
      if (flight && flight.version === version) return flight.promise;
      const promise = build().finally(() => {
        if (flights.get(key)?.promise === promise) flights.delete(key);
      });
      flights.set(key, { version, promise });
      return promise;
    },
  };
  caches.set(feed, cache);
  return cache;
}
