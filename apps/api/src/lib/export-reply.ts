import { PassThrough, type Writable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const EXPORT_TYPES = { csv: 'text/csv; charset=utf-8', xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' } as const;

/**
 * Answers a table export as a streamed download: `write` fills the stream (a HEAD gets the headers
 * only); when the receiver goes away the stream is destroyed and `write` stops (lib/table-stream).
 */
export function sendExport(
  request: FastifyRequest, reply: FastifyReply, file: { name: string; format: keyof typeof EXPORT_TYPES }, write: (out: Writable) => Promise<void>,
) {
  const out = new PassThrough();
  reply.raw.once('close', () => out.destroy());
  if (request.method === 'HEAD') out.end();
  else {
    write(out).catch((error: unknown) => {
      request.log.error({ err: error }, 'export failed');
      out.destroy(error as Error);
    });
  }
  return reply
    .header('content-type', EXPORT_TYPES[file.format])
    .header('content-disposition', `attachment; filename="${file.name}"`)
    .header('cache-control', 'no-store')
    .send(out as unknown as string); // a stream is sent as it is (never serialised)
}
