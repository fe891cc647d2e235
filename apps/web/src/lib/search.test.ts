import { describe, expect, it } from 'vitest';
import { matchesSearch } from './search';

describe('matchesSearch', () => {
  it('needs every word, ignoring case and accents', () => {
    expect(matchesSearch(['Zoë', 'de Vries', 'Colourist'], 'zoe vries')).toBe(true);
    expect(matchesSearch(['Zoë', 'de Vries', 'Colourist'], 'zoe bakker')).toBe(false);
    expect(matchesSearch(['Emma'], '  ')).toBe(true);
  });
});
