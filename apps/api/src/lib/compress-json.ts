import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Answers smaller than this travel as they are: compressing them saves less than it costs. */
const MIN_BYTES = 1024;
/** Pre-built answers (Buffers such as the translations) are compressed once per encoding. */
const compressedOnce = new WeakMap<Buffer, { br?: Buffer; gzip?: Buffer }>();

type Encoding = 'br' | 'gzip';

function chooseEncoding(accept: string | string[] | undefined): Encoding | null {
  const header = (Array.isArray(accept) ? accept.join(',') : (accept ?? '')).toLowerCase();
  const offered = new Set(
    header
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !q || !/^\s*q=0(\.0*)?\s*$/.test(q))
      .map(([name]) => name!.trim()),
  );
  if (offered.has('br')) return 'br';
  if (offered.has('gzip')) return 'gzip';
  return null;
}

/** Per-request answers at a quick level; pre-built ones (compressed once) at the smallest. */
const compress = (encoding: Encoding, body: Buffer, once = false) =>
  encoding === 'br'
    ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: once ? 11 : 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
    : gzipSync(body, { level: once ? 9 : 6 });

/**
 * Compresses the API's JSON answers of 1 kB or more (brotli, else gzip) for clients that accept it:
 * the translations (34 kB of phrases for Login's first visit, 8 kB compressed), the calendar's
 * reads. Streams (the calendar's live events) and the web app's files (sent precompressed by
 * @fastify/static) are left alone.
 */
export function installJsonCompression(app: FastifyInstance): void {
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (reply.hasHeader('content-encoding')) return payload;
    const type = String(reply.getHeader('content-type') ?? '');
    if (!type.startsWith('application/json')) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
    if (body.length < MIN_BYTES) return payload;
    reply.header('vary', 'accept-encoding');
    const encoding = chooseEncoding(request.headers['accept-encoding']);
    if (!encoding) return payload;
    let compressed: Buffer;
    if (Buffer.isBuffer(payload)) {
      const cached = compressedOnce.get(payload) ?? {};
      compressed = cached[encoding] ??= compress(encoding, payload, true);
      compressedOnce.set(payload, cached);
    } else {
      compressed = compress(encoding, body);
    }
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    return compressed;
  });
}
