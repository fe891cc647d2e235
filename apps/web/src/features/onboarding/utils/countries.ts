import { getCountries } from 'libphonenumber-js';

/** Country choices (ISO 3166-1 alpha-2) named in the interface language. */
export function countryChoices(locale: string): { value: string; label: string }[] {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([locale], { type: 'region' });
  } catch {
    names = null;
  }
  return getCountries()
    .map((code) => ({ value: code, label: names?.of(code) ?? code }))
    .sort((a, b) => a.label.localeCompare(b.label, locale));
}

/** The browser's region when it is a known country, else the Netherlands. */
export function browserCountry(): string {
  const known = new Set<string>(getCountries());
  for (const tag of typeof navigator === 'undefined' ? [] : navigator.languages ?? []) {
    const region = tag.split('-')[1]?.toUpperCase();
    if (region && known.has(region)) return region;
  }
  return 'NL';
}
