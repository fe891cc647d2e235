import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentTranslation, setPhrases, subscribeTranslation, translate } from './translator';

afterEach(() => setPhrases('en-us', {}));

describe('translator', () => {
  it('answers the key itself for a phrase it does not have', () => {
    setPhrases('en-us', { 'shell.menu': 'Menu' });
    expect(translate('shell.menu')).toBe('Menu');
    expect(translate('shell.nothing_here')).toBe('shell.nothing_here');
    expect(currentTranslation().has('shell.menu')).toBe(true);
    expect(currentTranslation().has('toString')).toBe(false);
  });

  it('fills {{placeholders}} without escaping, and empties the ones not given', () => {
    setPhrases('en-us', { greet: 'Hello {{ name }}, {{venue}}{{missing}}!' });
    expect(translate('greet', { name: 'Ana & Bo', venue: '<Salon>' })).toBe('Hello Ana & Bo, <Salon>!');
  });

  it('chooses the plural form of the language by count (Polish has one, few and many)', () => {
    setPhrases('pl', { booked_one: '{{count}} wizyta', booked_few: '{{count}} wizyty', booked_many: '{{count}} wizyt', booked_other: '{{count}} wizyty' });
    expect([1, 3, 5, 22, 25].map((count) => translate('booked', { count }))).toEqual(['1 wizyta', '3 wizyty', '5 wizyt', '22 wizyty', '25 wizyt']);
    setPhrases('en-us', { booked_one: 'one booking', booked_other: '{{count}} bookings', plain: '{{count}} in all' });
    expect(translate('booked', { count: 1 })).toBe('one booking');
    expect(translate('booked', { count: 0 })).toBe('0 bookings');
    expect(translate('plain', { count: 4 })).toBe('4 in all');
  });

  it('tells subscribers when the language changes, with a new t', () => {
    const before = currentTranslation();
    const listener = vi.fn();
    const unsubscribe = subscribeTranslation(listener);
    setPhrases('de', { 'shell.menu': 'Menü' });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(currentTranslation().language).toBe('de');
    expect(currentTranslation().t).not.toBe(before.t);
    unsubscribe();
    setPhrases('en-us', {});
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
