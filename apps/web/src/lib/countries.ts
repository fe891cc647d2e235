import { getCountries, getCountryCallingCode, type CountryCode } from 'libphonenumber-js';

export type { CountryCode };

export interface CountryOption {
  value: CountryCode;
  label: string;
}

/**
 * Every country libphonenumber knows (ISO 3166-1 alpha-2), named in the interface language and
 * sorted by that name; `withCallingCode` adds its calling code: "Niederlande (+31)".
 */
export function countryOptions(locale: string, { withCallingCode = false } = {}): CountryOption[] {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([locale], { type: 'region' });
  } catch {
    names = null;
  }
  return getCountries()
    .map((code) => {
      const name = names?.of(code) ?? code;
      return { value: code, label: withCallingCode ? `${name} (+${getCountryCallingCode(code)})` : name };
    })
    .sort((a, b) => a.label.localeCompare(b.label, locale));
}

const isCountry = (value: string | undefined): value is CountryCode =>
  !!value && (getCountries() as string[]).includes(value);

/** The browser's region (en-GB → GB) when it is a known country, else the Netherlands. */
export function browserCountry(
  languages: readonly string[] = typeof navigator === 'undefined' ? [] : navigator.languages ?? [],
): CountryCode {
  for (const tag of languages) {
    const region = tag.split('-')[1]?.toUpperCase();
    if (isCountry(region)) return region;
  }
  return 'NL';
}

export const asCountry = (value: string | undefined | null, fallback: CountryCode): CountryCode =>
  isCountry(value ?? undefined) ? (value as CountryCode) : fallback;
