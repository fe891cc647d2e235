import type { JsonSchema, RouteInfo } from './openapi-routes';

/**
 * Inputs a careless client or an attacker sends (issue 9): text PostgreSQL cannot store, text that
 * is not Unicode, ids past the integer columns, numbers written as strings, very long strings.
 */
export const HOSTILE_TEXT: [string, unknown][] = [
  ['NUL', 'a\u0000b'],
  ['lone high surrogate', 'a\ud800b'],
  ['lone low surrogate', '\udc00'],
  ['number as a string', '1'],
  ['long number as a string', '2147483648'],
  ['very long string', 'x'.repeat(100_000)],
];

/** Ids past int4 and int8. */
export const HOSTILE_IDS: [string, unknown][] = [
  ['2^31', 2 ** 31],
  ['2^63', 2 ** 63],
  ['2^63 as a string', '9223372036854775808'],
];

type Schema = JsonSchema & { format?: string; pattern?: string; minimum?: number; minItems?: number; minLength?: number; default?: unknown };

/** A plausible value for a schema, so that one hostile field is not hidden behind another field's error. */
export function sampleOf(schema: Schema | undefined): unknown {
  if (!schema) return null;
  if (schema.default !== undefined) return schema.default;
  if (schema.enum?.length) return schema.enum[0];
  const choice = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (choice) return sampleOf(choice);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return false;
    case 'array':
      return schema.minItems ? [sampleOf(schema.items)] : [];
    case 'object':
      return Object.fromEntries((schema.required ?? []).map((key) => [key, sampleOf(schema.properties?.[key])]));
    case 'string': {
      if (schema.format === 'email') return 'fuzz@example.test';
      if (schema.pattern?.includes('\\d{4}')) return '2027-03-03';
      if (schema.pattern?.includes(':')) return '10:00';
      return 'x'.repeat(Math.max(1, schema.minLength ?? 1)).slice(0, 50) + (schema.minLength && schema.minLength > 8 ? 'Aa1!' : '');
    }
    default:
      return null;
  }
}

/** Bodies with one field at a time (the others plausible) set to `value`; fields of an unknown body: a few usual ones. */
export function hostileBodies(schema: JsonSchema | null, value: unknown): Record<string, unknown>[] {
  const keys = Object.keys(schema?.properties ?? {});
  if (!schema || !keys.length) return [{ id: value, name: value, search: value }];
  const base = Object.fromEntries(keys.map((key) => [key, sampleOf(schema.properties![key])]));
  return keys.map((key) => ({ ...base, [key]: value }));
}

/**
 * Percent-encodes text for a URL; a lone surrogate (which has no UTF-8 form, so encodeURIComponent
 * refuses it) is sent as the bytes a careless encoder would write for it (ED A0 80 for U+D800).
 */
export function looseEncode(text: string): string {
  return text.replace(/[\uD800-\uDFFF]|[^\uD800-\uDFFF]+/g, (part) => {
    const unit = part.charCodeAt(0);
    if (part.length > 1 || unit < 0xd800 || unit > 0xdfff) return encodeURIComponent(part);
    return [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 63), 0x80 | (unit & 63)].map((b) => `%${b.toString(16).toUpperCase()}`).join('');
  });
}

/** The route's URL with every path parameter (capped at the router's parameter length) and/or every query parameter set to `value`. */
export function hostileUrl(route: RouteInfo, value: unknown, where: 'path' | 'query'): string {
  const text = String(value);
  const path = route.path.replace(/\{(\w+)\}/g, () => (where === 'path' ? looseEncode(text.slice(0, 150)) : '1'));
  if (where === 'path') return path;
  const names = route.query.map((q) => q.name);
  return `${path}?${(names.length ? names : ['search']).map((name) => `${name}=${looseEncode(text.slice(0, 4000))}`).join('&')}`;
}
