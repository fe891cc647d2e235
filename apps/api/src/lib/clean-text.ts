import type { FastifyRequest } from 'fastify';
import { AppError, type FieldMessage } from './errors';

/**
 * Text PostgreSQL cannot store (U+0000) or that is not Unicode at all (a UTF-16 surrogate without
 * its pair) is refused once, for every route, before validation: 422 naming each field.
 */
// eslint-disable-next-line no-control-regex -- U+0000 is exactly what is refused
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const MAX_FIELDS = 20;

export const isUnstorable = (text: string) => UNSTORABLE.test(text);

const join = (base: string, key: string) => (base ? `${base}.${key}` : key);
const printable = (key: string) => key.replace(new RegExp(UNSTORABLE.source, 'g'), '\uFFFD');

/** The dotted names of the fields (values or keys) holding unstorable text, at most MAX_FIELDS. */
export function unstorableFields(value: unknown, base: string, found: string[] = []): string[] {
  if (found.length >= MAX_FIELDS) return found;
  if (typeof value === 'string') {
    if (isUnstorable(value)) found.push(base || 'body');
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => unstorableFields(item, join(base, String(index)), found));
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (isUnstorable(key)) found.push(join(base, printable(key)));
      else unstorableFields(item, join(base, key), found);
    }
  }
  return found;
}

/** preValidation hook: path parameters, query string and body are walked once. */
export async function refuseUnstorableText(request: FastifyRequest): Promise<void> {
  const fields = [
    ...unstorableFields(request.params, ''),
    ...unstorableFields(request.query, ''),
    ...unstorableFields(request.body, ''),
  ];
  if (!fields.length) return;
  const errors: Record<string, FieldMessage[]> = Object.create(null);
  for (const field of fields.slice(0, MAX_FIELDS)) errors[field] = [{ key: 'validation.unstorable_text' }];
  throw new AppError('VALIDATION', { errors });
}
