import { describe, expect, it } from 'vitest';
import { computeSlots } from './calendar-slots';
import { zonedInstant } from './calendar-time';

const tz = 'UTC';
const at = (time: string) => zonedInstant('2027-08-04', Number(time.slice(0, 2)) * 60 + Number(time.slice(3)), tz).getTime();

describe('slots', () => {
  it('fills a processing gap and needs a free resource for the whole line', () => {
    const days = computeSlots({
      dates: ['2027-08-04'],
      timeZone: tz,
      interval: 30,
      notBefore: 0,
      employees: [
        // Busy 09:00–09:30 and 10:30–11:00 (a colour with an hour of processing between).
        { id: 1, chain: [{ split: { initial: 20, gap: 0, finish: 0 }, resourceIds: null }], work: [[at('09:00'), at('12:00')]], busy: [[at('09:00'), at('09:30')], [at('10:30'), at('11:00')]] },
        { id: 2, chain: [{ split: { initial: 20, gap: 30, finish: 10 }, resourceIds: [7] }], work: [[at('09:00'), at('12:00')]], busy: [] },
      ],
      resourceBusy: new Map([[7, [[at('10:00'), at('10:30')] as [number, number]]]]),
    });
    expect(days[0]!.slots).toEqual([
      { time: '09:00', employee_ids: [2] },
      { time: '09:30', employee_ids: [1] },
      { time: '10:00', employee_ids: [1] },
      { time: '10:30', employee_ids: [2] },
      { time: '11:00', employee_ids: [1, 2] },
      { time: '11:30', employee_ids: [1] },
    ]);
  });
});
