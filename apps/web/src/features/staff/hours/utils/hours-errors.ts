import { isApiError } from '@/lib/api-client';
import { errorText } from '@/lib/form-errors';

/** A failed save as field messages (`weeks.0.1`, `spans`, `ends_on` …) plus a general message when no field is named. */
export function saveFailure(error: unknown, fallback: string): { fields: Record<string, string>; message: string | null } {
  const fields = isApiError(error) ? Object.fromEntries(Object.entries(error.fieldErrors).map(([field, list]) => [field, list[0] ?? ''])) : {};
  return { fields, message: Object.keys(fields).length ? null : (errorText(error) ?? fallback) };
}

/** The first message of a field or of any field under it (`weeks.0` finds `weeks.0.3`). */
export const fieldMessage = (fields: Record<string, string>, prefix: string): string | undefined =>
  fields[prefix] ?? Object.entries(fields).find(([field]) => field.startsWith(`${prefix}.`))?.[1];
