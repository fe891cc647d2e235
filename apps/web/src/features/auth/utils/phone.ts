import { parsePhoneNumberFromString } from 'libphonenumber-js';
import type { CountryCode } from '@/lib/countries';

/** A valid number of `country` (or in international form) as E.164, else null. */
export function toE164(input: string, country: CountryCode): string | null {
  const parsed = parsePhoneNumberFromString(input.trim(), country);
  return parsed?.isValid() ? parsed.number : null;
}

/** An E.164 number shown the way people of its country write it. */
export function nationalFormat(e164: string | undefined): string {
  if (!e164) return '';
  return parsePhoneNumberFromString(e164)?.formatNational() ?? e164;
}
