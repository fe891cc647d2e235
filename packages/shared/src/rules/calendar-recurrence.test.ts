import { describe, expect, it } from 'vitest';
import { MAX_OCCURRENCES, occurrences } from './calendar-recurrence';

describe('recurring dates', () => {
  it('repeats every N days, weeks or months, until a date or for a count', () => {
    expect(occurrences('2027-09-01', { every: 1, unit: 'week', until: '2027-09-22' })).toEqual(['2027-09-01', '2027-09-08', '2027-09-15', '2027-09-22']);
    expect(occurrences('2027-09-01', { every: 10, unit: 'day', count: 3 })).toEqual(['2027-09-01', '2027-09-11', '2027-09-21']);
    expect(occurrences('2027-01-31', { every: 1, unit: 'month', count: 4 })).toEqual(['2027-01-31', '2027-02-28', '2027-03-31', '2027-04-30']);
    expect(occurrences('2027-01-01', { every: 1, unit: 'day', until: '2030-01-01' })).toHaveLength(MAX_OCCURRENCES);
  });
});
