import { isApiError } from '@/lib/api-client';

/** The first field message of a failed call (e.g. "The file is empty."), else its message, else null. */
export function failureText(error: unknown): string | null {
  if (!isApiError(error)) return null;
  const [first] = Object.values(error.fieldErrors).flat();
  if (first) return first;
  return typeof error.body.message === 'string' ? error.body.message : null;
}
