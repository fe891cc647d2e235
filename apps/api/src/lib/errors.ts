import type { z } from 'zod';
import type { redirectResponse } from '@chairside/shared/auth';
import type { ErrorCode } from '@chairside/shared/errors';
/**
 * Errors are codes (DESIGN.md §2 rule 5). Services throw AppError; the error handler in app.ts
 * turns the code into a status and the wire shape of DESIGN.md §3, with messages in the
 * request's language.
 */
export const ERROR_STATUS: Record<ErrorCode, number> = {
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  PLAN_LIMIT: 403,
  NOT_FOUND: 404,
  SLOT_TAKEN: 409,
  CONFLICT: 409,
  IDEMPOTENCY_KEY_REUSED: 409,
  VALIDATION: 422,
  INVALID_CREDENTIALS: 422,
  INVALID_TOKEN: 422,
  INVALID_CODE: 422,
  WRONG_PASSWORD: 422,
  EMAIL_TAKEN: 422,
  CUSTOMER_EXISTS: 422,
  SOCIAL_NOT_CONFIGURED: 422,
  SOCIAL_INVALID: 422,
  SOCIAL_NO_ACCOUNT: 422,
  NO_VENUE: 403,
  UNKNOWN_LANGUAGE: 404,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  CUSTOMER_ERASED: 422,
  OUT_OF_STOCK: 422,
};

export interface AppErrorDetails {
  /** Field errors: translation keys (with optional vars) per field. */
  errors?: Record<string, FieldMessage[]>;
  /** Plan limit payload (spec §8). */
  limits?: Record<string, number>;
  /** Interpolation values for the code's message. */
  vars?: Record<string, string | number>;
  /** Extra fields copied to the response as they are. */
  extra?: Record<string, unknown>;
}

/** A translation key under `validation.` or `errors.` with its interpolation values. */
export interface FieldMessage {
  key: string;
  vars?: Record<string, string | number>;
}

export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    readonly details: AppErrorDetails = {},
  ) {
    super(code);
    this.status = ERROR_STATUS[code];
  }
}

/** A single-field validation failure (422). */
export const fieldError = (field: string, key: string, vars?: FieldMessage['vars']) =>
  new AppError('VALIDATION', { errors: { [field]: [{ key, vars }] } });

/** A failure whose code's own message (errors.<CODE>) also marks one field, e.g. EMAIL_TAKEN on `email`. */
export const fieldCodeError = (code: ErrorCode, field: string) => new AppError(code, { errors: { [field]: [{ key: `errors.${code}` }] } });

/** The PostgreSQL error code of a failed query (drizzle wraps the driver's error), e.g. 23505 unique violation. */
export function pgCode(error: unknown): string | undefined {
  const e = error as { code?: unknown; cause?: { code?: unknown } } | null;
  const code = e?.code ?? e?.cause?.code;
  return typeof code === 'string' ? code : undefined;
}

/** Server-driven navigation (spec §4 "302"): not an error for the client, but the request is rejected. */
export type RedirectBody = z.infer<typeof redirectResponse>;
export type RedirectAction = RedirectBody['action'];
export class Redirect extends Error {
  constructor(readonly body: RedirectBody) {
    super(body.action);
  }
}
