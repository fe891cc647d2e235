import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { smsCredits, smsLength, SMS_PART, SMS_SINGLE } from './sms-segments';

const GSM_BASIC = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 .,:;!?@£$¥èéùìòÇØøÅåÆæßÉÄÖÑÜäöñüà\n';
const GSM_EXT = '^{}\\[~]|€';
const UCS2_ONLY = 'ąćęłńśźżĄĆĘŁŃŚŹŻãõâêôçÃÕ';

const from = (alphabet: string) => fc.array(fc.constantFrom(...alphabet), { maxLength: 700 }).map((chars) => chars.join(''));

describe('smsLength: GSM-7', () => {
  it('fits 160 septets in one SMS and splits a longer text in parts of 153', () => {
    expect(smsLength('')).toEqual({ encoding: 'gsm7', units: 0, segments: 0, perSegment: 160 });
    expect(smsLength('a'.repeat(160))).toEqual({ encoding: 'gsm7', units: 160, segments: 1, perSegment: 160 });
    expect(smsLength('a'.repeat(161))).toEqual({ encoding: 'gsm7', units: 161, segments: 2, perSegment: 153 });
    expect(smsLength('a'.repeat(306))).toMatchObject({ segments: 2 });
    expect(smsLength('a'.repeat(307))).toMatchObject({ segments: 3 });
  });

  it('counts an extension character (€, [, ] …) as two septets and never splits its escape pair', () => {
    expect(smsLength('€[]')).toMatchObject({ encoding: 'gsm7', units: 6, segments: 1 });
    expect(smsLength('€'.repeat(80))).toMatchObject({ units: 160, segments: 1 });
    // 152 septets then a two-septet €: the pair does not fit the first part's last septet.
    expect(smsLength(`${'a'.repeat(152)}€${'a'.repeat(7)}`)).toMatchObject({ units: 161, segments: 2 });
    expect(smsLength(`${'a'.repeat(152)}€${'a'.repeat(152)}`)).toMatchObject({ units: 306, segments: 3 });
  });

  it('keeps the accents the GSM alphabet has (é, ü, à, Ñ) at 160', () => {
    expect(smsLength('Café à 10:00, Müller')).toMatchObject({ encoding: 'gsm7', units: 20 });
  });
});

describe('smsLength: UCS-2', () => {
  it('any character outside GSM-7 makes the whole text UCS-2: 70 in one SMS, parts of 67', () => {
    expect(smsLength('Wizyta w środę')).toMatchObject({ encoding: 'ucs2', units: 14, segments: 1, perSegment: 70 });
    expect(smsLength('ł'.repeat(70))).toMatchObject({ segments: 1 });
    expect(smsLength('ł'.repeat(71))).toMatchObject({ encoding: 'ucs2', segments: 2, perSegment: 67 });
    expect(smsLength('ł'.repeat(134))).toMatchObject({ segments: 2 });
    expect(smsLength('ł'.repeat(135))).toMatchObject({ segments: 3 });
  });

  it('counts an emoji as two code units and never splits it', () => {
    expect(smsLength('Olá 😊')).toMatchObject({ encoding: 'ucs2', units: 6 });
    expect(smsLength(`${'a'.repeat(66)}😊`)).toMatchObject({ units: 68, segments: 1 });
    expect(smsLength(`${'a'.repeat(66)}😊${'a'.repeat(3)}`)).toMatchObject({ units: 71, segments: 2 });
    expect(smsLength(`${'a'.repeat(66)}😊${'a'.repeat(66)}`)).toMatchObject({ units: 134, segments: 3 });
  });

  it('a reminder with Polish or Portuguese diacritics costs more credits than the same without', () => {
    const plain = 'Ola Ana, lembramos a sua visita amanha as 10:00 no Salao Bela. Para cancelar ligue 912 345 678. Obrigado e ate breve!';
    const accented = 'Olá Ana, lembramos a sua visita amanhã às 10:00 no Salão Bela. Para cancelar ligue 912 345 678. Obrigado e até breve!';
    expect(smsCredits(plain)).toBe(1);
    expect(smsCredits(accented)).toBe(2);
    expect(smsCredits('Przypominamy o wizycie jutro o 10:00 w salonie Bella. Prosimy o potwierdzenie przez link w wiadomości.')).toBe(2);
  });
});

describe('smsLength: properties', () => {
  it('GSM-7 text: septets are basic + 2 × extension, and one part fits 160', () => {
    fc.assert(fc.property(from(GSM_BASIC + GSM_EXT), (text) => {
      const { encoding, units, segments } = smsLength(text);
      expect(encoding).toBe('gsm7');
      expect(units).toBe([...text].reduce((n, c) => n + (GSM_EXT.includes(c) ? 2 : 1), 0));
      if (units === 0) expect(segments).toBe(0);
      else if (units <= SMS_SINGLE.gsm7) expect(segments).toBe(1);
      else expect(segments).toBeGreaterThanOrEqual(Math.ceil(units / SMS_PART.gsm7));
    }));
  });

  it('without extension characters the parts are exactly ⌈units / 153⌉ (nothing to keep together)', () => {
    fc.assert(fc.property(from(GSM_BASIC), (text) => {
      const { units, segments } = smsLength(text);
      expect(segments).toBe(units === 0 ? 0 : units <= 160 ? 1 : Math.ceil(units / 153));
    }));
  });

  it('keeping pairs together costs at most one part per 76 pairs', () => {
    fc.assert(fc.property(from(GSM_BASIC + GSM_EXT), (text) => {
      const { units, segments } = smsLength(text);
      if (units > 160) expect(segments).toBeLessThanOrEqual(Math.ceil(units / 152));
    }));
  });

  it('one character outside GSM-7 anywhere switches the text to UCS-2 and never lowers the cost', () => {
    fc.assert(fc.property(from(GSM_BASIC), fc.constantFrom(...UCS2_ONLY), fc.nat(), (text, char, at) => {
      const i = text.length ? at % text.length : 0;
      const mixed = text.slice(0, i) + char + text.slice(i);
      const after = smsLength(mixed);
      expect(after.encoding).toBe('ucs2');
      expect(after.units).toBe(mixed.length);
      expect(after.segments).toBe(mixed.length <= 70 ? 1 : Math.ceil(mixed.length / 67));
      expect(after.segments).toBeGreaterThanOrEqual(smsLength(text).segments);
    }));
  });

  it('any text: the parts hold it, and a part is never less than full by more than one unit kept together', () => {
    fc.assert(fc.property(fc.string({ maxLength: 500, unit: 'grapheme' }), (text) => {
      const { units, segments, perSegment } = smsLength(text);
      expect(segments * perSegment).toBeGreaterThanOrEqual(units);
      if (segments > 1) expect((segments - 1) * (perSegment - 1)).toBeLessThan(units);
      expect(smsCredits(text)).toBe(segments);
    }));
  });
});
