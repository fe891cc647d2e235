import { isErrorCode } from '@chairside/shared/errors';
import { translate } from '@/lib/translator';
import { ApiError, NETWORK_FAILURE } from './api-error';
import { applyFailure, type FailureEffects, type LimitAlertData } from './api-failures';
import { PERMISSIONS_STAMP_HEADER, permissionStamp } from '@chairside/shared/permissions';
import { absorbAccessFields, accessStore } from './can';
import { chosenLanguage } from './language';
import { notify } from './notify';
import { IDEMPOTENCY_HEADER, createsSomething, idempotencyKey, settleIdempotencyKey } from './idempotency';
import { currentPlatform } from './platform';
import { applyRedirect, getToken, signOut } from './session';

export { ApiError, isApiError } from './api-error';
export { applyRedirect } from './session';

/** API base: same origin on the web; a configured host inside the native app. */
const API_HOST = (import.meta.env.VITE_API_HOST as string | undefined) ?? '';
export const API_BASE = `${API_HOST.replace(/\/$/, '')}/api/v1/b2b/`;

export type Query = Record<string, string | number | boolean | null | undefined | readonly (string | number)[]>;

export interface RequestOptions {
  /** Suppress the catalogue's notices: the caller shows the errors itself (e.g. inline form errors). */
  silent?: boolean;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

/** Opens the limit alert; loaded on demand so the dialog code stays out of the first screen's bundle. */
function openLimitAlert(data: LimitAlertData): void {
  void import('@/components/ui/limit-alert').then((m) => m.openLimitAlert(data));
}

const effects: FailureEffects = {
  notify: (kind, message) => notify(kind, message),
  openLimitAlert,
  signOut,
  redirect: applyRedirect,
  t: (key) => translate(key),
};

export function buildUrl(path: string, query?: Query): string {
  const url = API_BASE + path.replace(/^\//, '');
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) params.append(key, String(item));
    else params.append(key, String(value));
  }
  const text = params.toString();
  return text ? `${url}?${text}` : url;
}

export function requestHeaders(hasJsonBody: boolean, extra: Record<string, string> = {}): Headers {
  const headers = new Headers({ Accept: 'application/json', 'Content-Language': chosenLanguage(), 'X-Platform': currentPlatform() });
  if (hasJsonBody) headers.set('Content-Type', 'application/json');
  const token = getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  // The map we hold: an answer to a caller whose flags changed since carries the new one (spec §6).
  const held = accessStore.get().permissions;
  if (token && held) headers.set(PERMISSIONS_STAMP_HEADER, permissionStamp(held));
  for (const [name, value] of Object.entries(extra)) headers.set(name, value);
  return headers;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return { message: text.slice(0, 300) };
  }
}

const WITH_BODY = new Set(['POST', 'PUT', 'PATCH']);

async function request<T>(method: string, path: string, body: unknown, query: Query | undefined, opts: RequestOptions = {}): Promise<T> {
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  // A file (a picture upload) goes as it is, with its own content type.
  const file = typeof Blob !== 'undefined' && body instanceof Blob ? body : null;
  // Fastify refuses an empty JSON body, so body-carrying methods always send at least {}.
  const payload = isForm || file ? body : body !== undefined ? JSON.stringify(body) : WITH_BODY.has(method) ? '{}' : undefined;
  // A creating POST sent again while its outcome is unknown keeps its key (lib/idempotency.ts).
  const once = createsSomething(method, path) && typeof payload === 'string' ? payload : null;
  const withKey = once === null ? opts.headers : { ...opts.headers, [IDEMPOTENCY_HEADER]: idempotencyKey(path, once) };
  const headers = file ? { 'Content-Type': file.type || 'application/octet-stream', ...withKey } : withKey;
  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), {
      method,
      headers: requestHeaders(!isForm && !file && payload !== undefined, headers),
      body: payload as BodyInit | undefined,
      signal: opts.signal,
    });
  } catch (error) {
    if (opts.signal?.aborted) throw error;
    applyFailure(NETWORK_FAILURE, {}, effects, opts);
    throw new ApiError(NETWORK_FAILURE, 'NETWORK', {});
  }
  if (once !== null) settleIdempotencyKey(path, once, response.status);
  const parsed = await readBody(response);
  if (response.ok) {
    absorbAccessFields(parsed);
    return parsed as T;
  }
  // A route the caller may no longer use answers 403 with their current flags: the menu follows.
  if (response.status === 403) absorbAccessFields(parsed);
  applyFailure(response.status, parsed, effects, opts);
  const bodyObject = typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
  const code = isErrorCode(bodyObject.code) ? bodyObject.code : typeof bodyObject.action === 'string' ? 'REDIRECT' : 'HTTP_ERROR';
  throw new ApiError(response.status, code, bodyObject);
}

/** The Chairside API (base /api/v1/b2b/), resolving to the parsed JSON body. See the web contract. */
export const api = {
  get: <T>(path: string, query?: Query, opts?: RequestOptions) => request<T>('GET', path, undefined, query, opts),
  post: <T>(path: string, body?: unknown, opts?: RequestOptions) => request<T>('POST', path, body, undefined, opts),
  put: <T>(path: string, body?: unknown, opts?: RequestOptions) => request<T>('PUT', path, body, undefined, opts),
  patch: <T>(path: string, body?: unknown, opts?: RequestOptions) => request<T>('PATCH', path, body, undefined, opts),
  delete: <T>(path: string, body?: unknown, opts?: RequestOptions) => request<T>('DELETE', path, body, undefined, opts),
};
