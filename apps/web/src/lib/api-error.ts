import type { ErrorCode } from '@chairside/shared/errors';

/** Codes the client gives a failure the server did not name: no answer, a 302 navigation, an unknown answer. */
export type ClientErrorCode = 'NETWORK' | 'REDIRECT' | 'HTTP_ERROR';

/** A failed API call, thrown after the error catalogue (spec §8) has been applied. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode | ClientErrorCode,
    readonly body: Record<string, unknown>,
  ) {
    super(`${status} ${code}`);
    this.name = 'ApiError';
  }

  /** Field errors of a 422 (`errors: { field: [messages] }`), for forms that show them inline. */
  get fieldErrors(): Record<string, string[]> {
    const errors = this.body.errors;
    if (typeof errors !== 'object' || errors === null || Array.isArray(errors)) return {};
    return Object.fromEntries(
      Object.entries(errors as Record<string, unknown>).map(([field, value]) => [field, toMessages(value)]),
    );
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** Status used for a request that never got an answer (offline, DNS, CORS). */
export const NETWORK_FAILURE = 0;

export function toMessages(value: unknown): string[] {
  if (typeof value === 'string') return value.trim() ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(toMessages);
  if (typeof value === 'object' && value !== null && typeof (value as { message?: unknown }).message === 'string') {
    return toMessages((value as { message: string }).message);
  }
  return [];
}
