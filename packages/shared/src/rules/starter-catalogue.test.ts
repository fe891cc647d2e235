import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../constants';
import { BUSINESS_TYPES } from '../onboarding';
import { STARTER_DATA, STARTER_KINDS } from './starter-catalogue-data';
import { findStarter, niceAmount, splitStarterDuration, starterCatalogue, starterKind, starterPrice } from './starter-catalogue';

describe('starter catalogue', () => {
  it('gives every business type a catalogue of its own trade (spa and massage share one)', () => {
    expect(BUSINESS_TYPES.map(starterKind)).toEqual(['hair', 'barber', 'beauty', 'nails', 'spa', 'spa', 'clinic', 'other']);
    expect(starterKind('')).toBe('other');
    expect(starterCatalogue('hair_salon', 'en-us', 'EUR').map((g) => g.name)).toEqual(['Cuts & styling', 'Colour', 'Treatments']);
    expect(starterCatalogue('barbershop', 'pl', 'PLN')[1]!.services.map((s) => s.name)).toContain('Trymowanie brody');
  });

  it('names every group and service in all eight languages, each distinct within its catalogue and language', () => {
    for (const kind of STARTER_KINDS) {
      const keys = STARTER_DATA[kind].flatMap((g) => g.services.map((s) => s.key));
      expect(new Set(keys).size, kind).toBe(keys.length);
      LANGUAGES.forEach((lang, index) => {
        const names = STARTER_DATA[kind].flatMap((g) => g.services.map((s) => s.names[index]!));
        expect(names.every((name) => name.trim().length > 0 && name.length <= 120), `${kind} ${lang}`).toBe(true);
        expect(new Set(names).size, `${kind} ${lang}`).toBe(names.length);
        expect(STARTER_DATA[kind].every((g) => g.names[index]!.trim().length > 0)).toBe(true);
      });
    }
  });

  it('keeps the processing gaps of the trade: a colour is applied, left to develop, then finished', () => {
    const colour = findStarter(starterCatalogue('hair_salon', 'de', 'EUR'), 'full_colour')!.service;
    expect(colour).toMatchObject({ name: 'Coloration komplett', initial: 30, gap: 35, finish: 30, duration: 95, price: 7000, price_type: 'fixed' });
    const consultation = findStarter(starterCatalogue('clinic', 'fr-fr', 'EUR'), 'first_consultation')!.service;
    expect(consultation).toMatchObject({ price: 0, price_type: 'free', gap: 0 });
  });

  it('prices in the venue currency, in round amounts and integer minor units', () => {
    expect(starterPrice(45, 'EUR')).toBe(4500);
    expect(starterPrice(45, 'usd')).toBe(4500);
    expect(starterPrice(45, 'GBP')).toBe(4500);
    expect(starterPrice(45, 'PLN')).toBe(19_500); // 193.5 → 195
    expect(starterPrice(70, 'CZK')).toBe(175_000); // 1,750
    expect(starterPrice(25, 'SEK')).toBe(28_000); // 275 → 280
    expect(starterPrice(12, 'XXX')).toBe(1200); // unknown currency: the EUR figure
    expect(starterPrice(0, 'PLN')).toBe(0);
    for (const amount of [3, 14.6, 19.4, 123, 987, 4321]) {
      const nice = niceAmount(amount);
      expect(Number.isInteger(nice)).toBe(true);
      expect(Math.abs(nice - amount) / amount).toBeLessThan(0.1);
    }
    for (const kind of BUSINESS_TYPES) {
      for (const group of starterCatalogue(kind, 'pl', 'PLN')) {
        for (const service of group.services) expect(service.price % 500, service.key).toBe(0);
      }
    }
  });

  it('splits an edited length: the gap and finish stay, the first part takes the change', () => {
    expect(splitStarterDuration({ gap: 35, finish: 30 }, 120)).toEqual({ initial: 55, gap: 35, finish: 30 });
    expect(splitStarterDuration({ gap: 0, finish: 0 }, 5)).toEqual({ initial: 5, gap: 0, finish: 0 });
    expect(splitStarterDuration({ gap: 35, finish: 30 }, 69)).toBeNull();
  });
});
