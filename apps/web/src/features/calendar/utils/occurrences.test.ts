import { describe, expect, it } from 'vitest';
import type { StoreBody } from '@chairside/shared/calendar';
import { ApiError } from '@/lib/api-error';
import { bookSeries, recurringRequest } from './book-series';
import { bookedCount, choicesBody, initialChoices, seriesClash, skipAllClashes, undecided, type Occurrence, type OccurrenceChoices } from './occurrences';

const occurrence = (date: string, flags: Partial<Occurrence> = {}): Occurrence => ({ date, clash: false, skipped: false, forced: false, ...flags });
const first: Occurrence[] = [occurrence('2027-09-01'), occurrence('2027-09-08', { clash: true }), occurrence('2027-09-15'), occurrence('2027-09-22', { clash: true })];
const slotTaken = (occurrences: Occurrence[]) =>
  new ApiError(409, 'SLOT_TAKEN', { code: 'SLOT_TAKEN', occurrences, clashes: occurrences.filter((o) => o.clash).map((o) => ({ occurrence: o.date, line: 0, employee_id: 3, resource_id: null, start_time: '10:15', end_time: '11:00' })) });

const body: StoreBody = {
  customer_id: 12, date: '2027-09-01', note: '', color: 'appt_default', status: 'new', type: undefined, expires_in: undefined, force: undefined,
  services: [{ service_id: 1, employee_id: 3, start_time: '10:00' }],
};
const repeat = { every: 1, unit: 'week' as const, count: 4 };

describe('occurrence choices', () => {
  it('reads the occurrences and clashes of a recurring 409, and nothing else', () => {
    expect(seriesClash(slotTaken(first))?.occurrences).toEqual(first);
    expect(seriesClash(slotTaken(first))?.clashes.map((c) => c.occurrence)).toEqual(['2027-09-08', '2027-09-22']);
    expect(seriesClash(new ApiError(409, 'SLOT_TAKEN', { code: 'SLOT_TAKEN' }))).toBeNull();
    expect(seriesClash(new ApiError(422, 'VALIDATION', {}))).toBeNull();
    expect(seriesClash(new Error('offline'))).toBeNull();
  });

  it('turns each clash’s choice into skip and force_dates; "skip all" skips every clash', () => {
    const choices: OccurrenceChoices = { '2027-09-08': 'skip', '2027-09-22': 'force' };
    expect(choicesBody(first, choices)).toEqual({ skip: ['2027-09-08'], force_dates: ['2027-09-22'] });
    expect(undecided(first, { '2027-09-08': 'skip' })).toEqual(['2027-09-22']);
    const all = skipAllClashes(first, { '2027-09-22': 'force' });
    expect(choicesBody(first, all)).toEqual({ skip: ['2027-09-08', '2027-09-22'], force_dates: [] });
    expect(bookedCount(first, all)).toBe(2);
    expect(bookedCount(first, choices)).toBe(3);
  });

  it('starts from what the answer says was sent before', () => {
    const second = [occurrence('2027-09-01'), occurrence('2027-09-08', { skipped: true }), occurrence('2027-09-15', { clash: true }), occurrence('2027-09-22', { forced: true })];
    expect(initialChoices(second, { '2027-09-08': 'skip', '2027-09-22': 'force', '2027-09-29': 'skip' })).toEqual({ '2027-09-08': 'skip', '2027-09-22': 'force' });
    expect(undecided(second, initialChoices(second))).toEqual(['2027-09-15']);
  });

  it('builds the recurring request from the booking form, the rule and the choices', () => {
    expect(recurringRequest(body, repeat)).toEqual({ customer_id: 12, date: '2027-09-01', note: '', color: 'appt_default', status: 'new', services: body.services, repeat });
    expect(recurringRequest(body, repeat, first, { '2027-09-08': 'skip', '2027-09-22': 'force' })).toMatchObject({ skip: ['2027-09-08'], force_dates: ['2027-09-22'] });
  });

  it('books again with the user’s choices after a clash, or stops when the user goes back', async () => {
    const sent: unknown[] = [];
    const store = async (request: object) => {
      sent.push(request);
      if (sent.length === 1) throw slotTaken(first);
      return { created: 3 };
    };
    const result = await bookSeries(body, repeat, store, async (clash) => skipAllClashes(clash.occurrences, {}));
    expect(result).toEqual({ created: 3 });
    expect(sent).toHaveLength(2);
    expect(sent[1]).toMatchObject({ skip: ['2027-09-08', '2027-09-22'] });
    expect(sent[0]).not.toHaveProperty('skip');

    const back = await bookSeries(body, repeat, async () => { throw slotTaken(first); }, async () => null);
    expect(back).toBeNull();
    await expect(bookSeries(body, repeat, async () => { throw new ApiError(422, 'VALIDATION', {}); }, async () => null)).rejects.toThrow('422');
  });
});
