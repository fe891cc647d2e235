import { describe, expect, it } from 'vitest';
import { nationalFormat, toE164 } from './phone';

describe('phone numbers', () => {
  it('turns a national number of the chosen country into E.164', () => {
    expect(toE164('06 12345678', 'NL')).toBe('+31612345678');
    expect(toE164('(201) 555-0123', 'US')).toBe('+12015550123');
    expect(toE164('+48 601 234 567', 'NL')).toBe('+48601234567');
  });

  it('refuses numbers that are not valid for the country', () => {
    expect(toE164('12345', 'US')).toBeNull();
    expect(toE164('06 1234', 'NL')).toBeNull();
    expect(toE164('', 'NL')).toBeNull();
  });

  it('shows an E.164 number the way its country writes it', () => {
    expect(nationalFormat('+31612345678')).toBe('06 12345678');
  });
});
