import { translate } from '@/lib/translator';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from './api-error';

/**
 * Forms and validation messages in the user's language. Client-side zod issues get the same
 * `validation.*` phrases the server uses (apps/api/src/lib/error-handler.ts), and a 422's
 * `errors: { field: [messages] }` is shown inline on the fields it names.
 */

interface IssueLike {
  code?: string;
  input?: unknown;
  origin?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  format?: string;
  params?: Record<string, unknown>;
}

/** The `validation.*` key (and values) for one zod issue, as the server would choose it. */
export function issuePhrase(issue: IssueLike): { key: string; vars?: Record<string, number> } {
  const min = Number(issue.minimum ?? 0);
  const max = Number(issue.maximum ?? 0);
  if (typeof issue.params?.key === 'string') return { key: issue.params.key };
  switch (issue.code) {
    case 'invalid_type':
      return { key: issue.input === undefined || issue.input === null ? 'validation.required' : 'validation.invalid_type' };
    case 'too_small':
      if (issue.origin === 'string') return min <= 1 ? { key: 'validation.required' } : { key: 'validation.too_short', vars: { min } };
      if (issue.origin === 'array') return { key: 'validation.too_few', vars: { min } };
      return { key: 'validation.too_small', vars: { min } };
    case 'too_big':
      if (issue.origin === 'string') return { key: 'validation.too_long', vars: { max } };
      if (issue.origin === 'array') return { key: 'validation.too_many', vars: { max } };
      return { key: 'validation.too_big', vars: { max } };
    case 'invalid_format':
      return { key: issue.format === 'email' ? 'validation.email' : 'validation.format' };
    case 'invalid_value':
      return { key: 'validation.one_of' };
    default:
      return { key: 'validation.invalid' };
  }
}

/** zod parse options for zodResolver: messages translated at validation time. */
export const translatedIssues = {
  error: (issue: IssueLike) => {
    const { key, vars } = issuePhrase(issue);
    return translate(key, vars ?? {});
  },
};

/**
 * Puts a failed call's 422 field errors on the form's fields. Returns the messages that match no
 * field of `fields` (the caller shows them above the form), or null when the error had no field errors.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[],
): string[] | null {
  if (!isApiError(error)) return null;
  const errors = error.fieldErrors;
  const entries = Object.entries(errors).filter(([, messages]) => messages.length > 0);
  if (entries.length === 0) return null;
  const unmatched: string[] = [];
  let first = true;
  for (const [field, messages] of entries) {
    const known = fields.some((name) => field === name || field.startsWith(`${name}.`));
    if (known) {
      setError(field as Path<T>, { type: 'server', message: messages[0] }, { shouldFocus: first });
      first = false;
    } else unmatched.push(...messages.slice(0, 1));
  }
  return unmatched;
}

/** The message a failed call carries for people (message, else the first field error), if any. */
export function errorText(error: unknown): string | null {
  if (!isApiError(error)) return null;
  const { message } = error.body;
  if (typeof message === 'string' && message.trim()) return message;
  const [firstField] = Object.values(error.fieldErrors);
  return firstField?.[0] ?? null;
}

/** What a form shows above its fields after a failed call: field errors go on their fields, the rest here. */
export function failureMessages<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[],
  fallback: string,
): string[] {
  return applyServerErrors(error, setError, fields) ?? [errorText(error) ?? fallback];
}
