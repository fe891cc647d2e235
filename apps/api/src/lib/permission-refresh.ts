import type { FastifyInstance } from 'fastify';
import { PERMISSIONS_STAMP_HEADER, permissionStamp } from '@chairside/shared/permissions';

/**
 * Spec §6: "the map is rebuilt whenever any response carries a permissions object". The web sends
 * the stamp of the map it holds (PERMISSIONS_STAMP_HEADER, one 0/1 per flag); when the caller's
 * flags have changed since (someone edited them or their role), the answer — any JSON object answer,
 * a 2xx or the 403 of a route they may no longer use — carries `permissions` with the current map,
 * so the menu is rebuilt on their next request. Callers that send no stamp get answers unchanged.
 *
 * Idempotent routes' answers (stored and replayed) are left alone; the caller's next request brings the map.
 * The map is put first in the object: a route that answers its own, newer `permissions` (editing
 * oneself) still wins, as JSON keeps the last of two equal keys. Compressed bytes are left alone.
 */
export function installPermissionRefresh(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const stamp = request.headers[PERMISSIONS_STAMP_HEADER];
    const session = request.ctx?.session;
    if (typeof stamp !== 'string' || !session?.permissions || session.venueId === null) return payload;
    // An idempotent route's answer is stored for replays: it must not keep a map of its moment.
    if (request.routeOptions.config?.idempotent) return payload;
    const status = reply.statusCode;
    if (!((status >= 200 && status < 300) || status === 403)) return payload;
    if (stamp === permissionStamp(session.permissions)) return payload;
    if (reply.getHeader('content-encoding') || !String(reply.getHeader('content-type') ?? '').includes('json')) return payload;
    const text = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : null;
    if (text === null || !text.startsWith('{')) return payload;
    const map = JSON.stringify(session.permissions);
    const spliced = text.trim() === '{}' ? `{"permissions":${map}}` : `{"permissions":${map},${text.slice(1)}`;
    reply.removeHeader('content-length');
    return typeof payload === 'string' ? spliced : Buffer.from(spliced);
  });
}
