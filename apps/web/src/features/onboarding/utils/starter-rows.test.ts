import { describe, expect, it } from 'vitest';
import { starterCatalogue } from '@chairside/shared/rules/starter-catalogue';
import { chosenOf, rowOfChoice, starterRows } from './starter-rows';

const offered = starterCatalogue('hair_salon', 'en-us', 'EUR');

describe('services step lines', () => {
  it('ticks every starter service before the first save, with the starter values and the shortest length', () => {
    const rows = starterRows(offered, null);
    expect(rows.every((row) => row.checked)).toBe(true);
    expect(rows.find((row) => row.key === 'full_colour')).toMatchObject({ group: 'colour', duration: 95, gap: 35, min: 70, price: 7000 });
  });

  it('comes back ticked as last saved, with the edited values, and sends only the ticked lines', () => {
    const rows = starterRows(offered, [{ key: 'men_cut', name: 'Gents', duration: 25, price: 2200 }]);
    expect(rows.filter((row) => row.checked).map((row) => [row.key, row.name, row.duration, row.price])).toEqual([['men_cut', 'Gents', 25, 2200]]);
    rows[0]!.checked = true;
    rows[0]!.name = '  Ladies  ';
    expect(chosenOf(rows).map((c) => c.name)).toEqual(['Ladies', 'Gents']);
    expect(rowOfChoice(rows, 1)).toBe(1);
    expect(rowOfChoice(rows, 2)).toBeUndefined();
  });

  it('ticks nothing after a skip, and everything again when the business type changed since the save', () => {
    expect(starterRows(offered, []).some((row) => row.checked)).toBe(false);
    const barberChoice = [{ key: 'beard_trim', name: 'Beard trim', duration: 20, price: 1500 }];
    expect(starterRows(offered, barberChoice).every((row) => row.checked)).toBe(true);
  });
});
