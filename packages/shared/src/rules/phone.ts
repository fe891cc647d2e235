import { getCountries, getCountryCallingCode, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';

/**
 * Phone numbers are kept in E.164 form ("+" and the digits, country code first). A number typed
 * without a country code is read as a number of the venue's country (ISO 3166-1 alpha-2):
 * "06 1234 5678" in NL → "+31612345678". Parsing is libphonenumber's, as in the web's phone input.
 */

const asCountry = (country: string): CountryCode | undefined => {
  const code = country.trim().toUpperCase();
  return (getCountries() as string[]).includes(code) ? (code as CountryCode) : undefined;
};

/** Whether `text` reads as (part of) a phone number: digits, an optional leading + and separators only. */
export const isPhoneLike = (text: string): boolean => /^\+?[\d\s\-.()/]+$/.test(text.trim()) && /\d/.test(text);

/**
 * The number in E.164 form, or null when it cannot be one: letters, a length no number of that
 * country has, or no country code when the venue's country is unknown. Only the length is checked
 * (a possible number), not the operator ranges, so a new range is not refused at the desk.
 */
export function normalizePhone(raw: string, country: string): string | null {
  const text = raw.trim();
  if (!isPhoneLike(text)) return null;
  const parsed = parsePhoneNumberFromString(text.startsWith('00') ? `+${text.slice(2)}` : text, asCountry(country));
  return parsed?.isPossible() ? parsed.number : null;
}

/**
 * The digit strings a typed (partial) number may appear as inside stored E.164 numbers: its
 * digits and, when typed nationally, without the 00 or trunk 0 but with the venue's country code.
 */
export function phoneSearchDigits(raw: string, country: string): string[] {
  if (!isPhoneLike(raw)) return [];
  const digits = raw.replace(/\D/g, '');
  const forms = [digits];
  const known = asCountry(country);
  if (!raw.trim().startsWith('+')) {
    if (digits.startsWith('00')) forms.push(digits.slice(2));
    else if (digits.startsWith('0') && known) forms.push(getCountryCallingCode(known) + digits.slice(1));
  }
  return [...new Set(forms.filter(Boolean))];
}
