import type { FastifyRequest } from 'fastify';
import { pgCode } from './errors';

/**
 * What the logs may hold (issue 9): no personal data. Known personal fields are redacted wherever
 * they appear (up to three levels deep), request URLs are logged without their query string, and
 * a failed request logs its error's code, route and request id only: a database error's message
 * and stack carry the query's parameters (e-mail addresses, password hashes, phone numbers).
 */
const PERSONAL_FIELDS = [
  'password', 'current_password', 'password_confirmation', 'passwordHash', 'password_hash', 'hash',
  'email', 'phone', 'token', 'id_token', 'authorization', 'cookie', 'params', 'query',
  'first_name', 'last_name', 'firstName', 'lastName', 'address',
  // Staff PINs (employees/pin, employees/pin/check) and their hashes.
  'pin', 'staff_pin', 'pinHash', 'pin_hash',
];

export const LOG_REDACT_PATHS = PERSONAL_FIELDS.flatMap((field) => [field, `*.${field}`, `*.*.${field}`]);

export const LOG_REDACT = { paths: [...LOG_REDACT_PATHS, 'req.headers.authorization', 'req.headers.cookie'], censor: '[redacted]' };

/** The request as logged: method, path without the query string, request id. */
export function requestSummary(request: { method?: string; url?: string; id?: unknown }) {
  const url = request.url ?? '';
  const cut = url.indexOf('?');
  return { method: request.method, url: cut < 0 ? url : `${url.slice(0, cut)}?…`, id: request.id };
}

/** What an unexpected error may leave in the log: its code (PostgreSQL's or Node's), its class, the route and the request id. */
export function errorSummary(error: unknown, request: FastifyRequest) {
  const e = error as { code?: unknown; name?: unknown } | null;
  const code = pgCode(error) ?? (typeof e?.code === 'string' ? e.code : undefined);
  return { code, type: typeof e?.name === 'string' ? e.name : typeof error, route: request.routeOptions?.url ?? null, request_id: request.id };
}

/** The same for work outside a request (jobs, the live feed). */
export function backgroundErrorSummary(error: unknown) {
  const e = error as { code?: unknown; name?: unknown } | null;
  return { code: pgCode(error) ?? (typeof e?.code === 'string' ? e.code : undefined), type: typeof e?.name === 'string' ? e.name : typeof error };
}
