import { describe, expect, it } from 'vitest';
import { reminderDue } from './reminder-due';

const WARSAW = 'Europe/Warsaw';
const hours = (a: Date, b: Date) => (a.getTime() - b.getTime()) / 3_600_000;

describe('reminderDue', () => {
  it('is the offset before the visit on an ordinary day', () => {
    const start = new Date('2026-06-10T08:00:00Z'); // 10:00 in Warsaw (summer time)
    expect(reminderDue(start, 24 * 60, WARSAW).toISOString()).toBe('2026-06-09T08:00:00.000Z');
    expect(reminderDue(start, 120, WARSAW).toISOString()).toBe('2026-06-10T06:00:00.000Z');
  });

  it('counts 24 h on the venue clock across the autumn change (last Sunday of October: 25 real hours)', () => {
    const start = new Date('2026-10-25T09:00:00Z'); // Sunday 10:00 CET, the clocks went back at 03:00 that night
    const due = reminderDue(start, 24 * 60, WARSAW);
    expect(due.toISOString()).toBe('2026-10-24T08:00:00.000Z'); // Saturday 10:00 CEST
    expect(hours(start, due)).toBe(25);
  });

  it('counts 24 h on the venue clock across the spring change (last Sunday of March: 23 real hours)', () => {
    const start = new Date('2026-03-29T08:00:00Z'); // Sunday 10:00 CEST, the clocks went forward at 02:00
    const due = reminderDue(start, 24 * 60, WARSAW);
    expect(due.toISOString()).toBe('2026-03-28T09:00:00.000Z'); // Saturday 10:00 CET
    expect(hours(start, due)).toBe(23);
  });

  it('moves a due time in quiet hours to their end when that is still before the visit', () => {
    const start = new Date('2026-06-10T07:00:00Z'); // 09:00
    const due = reminderDue(start, 120, WARSAW, { from: '21:00', to: '08:00' }); // 07:00 is quiet
    expect(due.toISOString()).toBe('2026-06-10T06:00:00.000Z'); // 08:00
  });

  it('moves it to the start of the quiet hours when their end is too late', () => {
    const start = new Date('2026-06-10T05:30:00Z'); // 07:30
    const due = reminderDue(start, 120, WARSAW, { from: '21:00', to: '08:00' }); // 05:30 is quiet, 08:00 is after the visit
    expect(due.toISOString()).toBe('2026-06-09T19:00:00.000Z'); // 21:00 the evening before
  });

  it('leaves a due time outside quiet hours alone (quiet hours within one day too)', () => {
    const start = new Date('2026-06-10T16:00:00Z'); // 18:00
    expect(reminderDue(start, 120, WARSAW, { from: '12:00', to: '14:00' }).toISOString()).toBe('2026-06-10T14:00:00.000Z');
    expect(reminderDue(start, 300, WARSAW, { from: '12:00', to: '14:00' }).toISOString()).toBe('2026-06-10T12:00:00.000Z'); // 13:00 → 14:00
  });
});
