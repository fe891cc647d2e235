import { describe, expect, it } from 'vitest';
import { asCountry, browserCountry, countryOptions } from './countries';

describe('countries', () => {
  it('defaults the country from the browser and keeps only known countries', () => {
    expect(browserCountry(['pl-PL', 'en'])).toBe('PL');
    expect(browserCountry(['en'])).toBe('NL');
    expect(asCountry('GB', 'NL')).toBe('GB');
    expect(asCountry('XX', 'NL')).toBe('NL');
  });

  it('names countries in the interface language, with their calling code when asked', () => {
    expect(countryOptions('de-DE', { withCallingCode: true }).find((o) => o.value === 'NL')?.label).toBe(
      'Niederlande (+31)',
    );
    expect(countryOptions('de-DE').find((o) => o.value === 'NL')?.label).toBe('Niederlande');
  });
});
