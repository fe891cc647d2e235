import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isAnnouncementShown } from './announcement';

const base = { enabled: true, title: 'Closed for renovation', text: '', starts_on: '2026-12-20', ends_on: '2026-12-27' };

describe('isAnnouncementShown', () => {
  it('shows from the first to the last day, both included', () => {
    expect(isAnnouncementShown(base, '2026-12-19')).toBe(false);
    expect(isAnnouncementShown(base, '2026-12-20')).toBe(true);
    expect(isAnnouncementShown(base, '2026-12-27')).toBe(true);
    expect(isAnnouncementShown(base, '2026-12-28')).toBe(false);
  });

  it('treats a missing date as open, and hides when off or empty', () => {
    expect(isAnnouncementShown({ ...base, starts_on: null }, '2020-01-01')).toBe(true);
    expect(isAnnouncementShown({ ...base, ends_on: null }, '2099-01-01')).toBe(true);
    expect(isAnnouncementShown({ ...base, enabled: false }, '2026-12-21')).toBe(false);
    expect(isAnnouncementShown({ ...base, title: '' }, '2026-12-21')).toBe(false);
  });

  it('agrees with day-by-day comparison for any range', () => {
    const day = fc.date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
    fc.assert(
      fc.property(day, day, day, (a, b, probe) => {
        const [from, to] = a <= b ? [a, b] : [b, a];
        expect(isAnnouncementShown({ ...base, starts_on: from, ends_on: to }, probe)).toBe(from <= probe && probe <= to);
      }),
    );
  });
});
