/**
 * SMS segment counting (issue 19): the encoding a text forces, how many parts the phone company
 * bills, and so its cost in SMS credits (one credit per part).
 *
 * - GSM-7 (GSM 03.38): one septet per character of the basic set, two for the extension table (an
 *   escape plus the character). 160 septets fit one SMS; a longer text is sent as concatenated parts
 *   of 153 (the user-data header takes 7), and an escape pair is never split between two parts.
 * - UCS-2, as soon as one character is outside both tables (ł, ę, ã, õ, emoji …): UTF-16 code units,
 *   70 in one SMS, 67 per part; a surrogate pair (an emoji) is never split between two parts.
 */

/** GSM 03.38 basic character set (one septet each). */
const GSM_BASIC = new Set(
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
);
/** GSM 03.38 extension table (an escape plus the character: two septets each). */
const GSM_EXTENDED = new Set('^{}\\[~]|€\f');

export const SMS_SINGLE = { gsm7: 160, ucs2: 70 } as const;
export const SMS_PART = { gsm7: 153, ucs2: 67 } as const;
/** The longest text the app sends: ten parts (carriers reassemble at most about that many). */
export const MAX_SMS_SEGMENTS = 10;

export type SmsEncoding = 'gsm7' | 'ucs2';

export interface SmsLength {
  /** gsm7 when every character is in the GSM alphabet, else ucs2 (any accent outside it, emoji…). */
  encoding: SmsEncoding;
  /** Septets (gsm7) or UTF-16 code units (ucs2) the text takes. */
  units: number;
  /** Messages the phone company bills: 160/70 fit one; longer ones are split in 153/67 parts. */
  segments: number;
  /** How many units one part holds at this length (160 or 153, 70 or 67). */
  perSegment: number;
}

/** The units of each character (code point) of `text` in GSM-7, or null when one is not in its tables. */
function gsmUnits(text: string): number[] | null {
  const units: number[] = [];
  for (const char of text) {
    if (GSM_BASIC.has(char)) units.push(1);
    else if (GSM_EXTENDED.has(char)) units.push(2);
    else return null;
  }
  return units;
}

/** How many parts of `capacity` units the characters fill, none split across two parts. */
function partsOf(units: number[], capacity: number): number {
  let parts = 1;
  let used = 0;
  for (const size of units) {
    if (used + size > capacity) {
      parts += 1;
      used = 0;
    }
    used += size;
  }
  return parts;
}

/** The encoding, length and number of parts of an SMS text. */
export function smsLength(text: string): SmsLength {
  const gsm = gsmUnits(text);
  const encoding: SmsEncoding = gsm ? 'gsm7' : 'ucs2';
  const perChar = gsm ?? [...text].map((char) => char.length);
  const units = perChar.reduce((sum, n) => sum + n, 0);
  if (units === 0) return { encoding, units, segments: 0, perSegment: SMS_SINGLE[encoding] };
  if (units <= SMS_SINGLE[encoding]) return { encoding, units, segments: 1, perSegment: SMS_SINGLE[encoding] };
  return { encoding, units, segments: partsOf(perChar, SMS_PART[encoding]), perSegment: SMS_PART[encoding] };
}

/** What sending `text` costs in SMS credits: one per billed part. */
export const smsCredits = (text: string): number => smsLength(text).segments;
