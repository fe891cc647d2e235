import { isApiError } from '@/lib/api-error';
import { errorText } from '@/lib/form-errors';

/** The message for a field of a failed PIN call: its own field error first, else the answer's message. */
export function pinErrorText(error: unknown, field: string, fallback: string): string {
  if (isApiError(error)) {
    const own = error.fieldErrors[field]?.[0];
    if (own) return own;
  }
  return errorText(error) ?? fallback;
}

export const isPin = (value: string) => /^\d{4,6}$/.test(value);
