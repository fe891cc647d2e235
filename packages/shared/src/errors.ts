/**
 * Every machine `code` an API error carries (DESIGN.md §2 rule 5, §3). The API maps each to its
 * status (apps/api/src/lib/errors.ts); the web branches on them, never on message text.
 */
export const ERROR_CODES = [
  'BAD_REQUEST',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'PLAN_LIMIT',
  'NOT_FOUND',
  'SLOT_TAKEN',
  'CONFLICT',
  'IDEMPOTENCY_KEY_REUSED',
  'VALIDATION',
  'INVALID_CREDENTIALS',
  'INVALID_TOKEN',
  'INVALID_CODE',
  'WRONG_PASSWORD',
  'EMAIL_TAKEN',
  'CUSTOMER_EXISTS',
  'SOCIAL_NOT_CONFIGURED',
  'SOCIAL_INVALID',
  'SOCIAL_NO_ACCOUNT',
  'NO_VENUE',
  'UNKNOWN_LANGUAGE',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'INTERNAL',
  'CUSTOMER_ERASED',
  'OUT_OF_STOCK',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

const known: ReadonlySet<string> = new Set(ERROR_CODES);
export const isErrorCode = (value: unknown): value is ErrorCode => typeof value === 'string' && known.has(value);
