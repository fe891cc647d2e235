import { getCountries, getCountryCallingCode, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';

export type { CountryCode };

export interface CountryOption {
  value: CountryCode;
  label: string;
}

/** Every country libphonenumber knows, named in the interface language, with its calling code. */
export function countryOptions(locale: string): CountryOption[] {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([locale], { type: 'region' });
  } catch {
    names = null;
  }
  return getCountries()
    .map((code) => ({ value: code, label: `${names?.of(code) ?? code} (+${getCountryCallingCode(code)})` }))
    .sort((a, b) => a.label.localeCompare(b.label, locale));
}

const isCountry = (value: string | undefined): value is CountryCode =>
  !!value && (getCountries() as string[]).includes(value);

/** The browser's region (en-GB → GB), else the Netherlands. */
export function defaultCountry(languages: readonly string[] = typeof navigator === 'undefined' ? [] : navigator.languages ?? []): CountryCode {
  for (const tag of languages) {
    const region = tag.split('-')[1]?.toUpperCase();
    if (isCountry(region)) return region;
  }
  return 'NL';
}

export const asCountry = (value: string | undefined | null, fallback: CountryCode): CountryCode =>
  isCountry(value ?? undefined) ? (value as CountryCode) : fallback;

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
