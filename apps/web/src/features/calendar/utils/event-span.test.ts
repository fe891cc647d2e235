import { describe, expect, it } from 'vitest';
import { eventSpanOn } from './event-span';

describe('time-off on a date', () => {
  it('covers part of a single day', () => {
    const event = { start: '2025-06-04', end: '2025-06-04', start_time: '12:00', end_time: '14:30' };
    expect(eventSpanOn(event, '2025-06-04')).toEqual([720, 870]);
    expect(eventSpanOn(event, '2025-06-05')).toBeNull();
  });

  it('covers whole days of a multi-day time-off, with partial first and last days', () => {
    const event = { start: '2025-06-04', end: '2025-06-06', start_time: '13:00', end_time: '10:00' };
    expect(eventSpanOn(event, '2025-06-03')).toBeNull();
    expect(eventSpanOn(event, '2025-06-04')).toEqual([780, 1440]);
    expect(eventSpanOn(event, '2025-06-05')).toEqual([0, 1440]);
    expect(eventSpanOn(event, '2025-06-06')).toEqual([0, 600]);
  });

  it('reads a 24:00 end as the end of the last date covered', () => {
    const wholeDay = { start: '2025-06-04', end: '2025-06-04', start_time: '00:00', end_time: '24:00' };
    expect(eventSpanOn(wholeDay, '2025-06-04')).toEqual([0, 1440]);
    expect(eventSpanOn(wholeDay, '2025-06-05')).toBeNull();
    const twoDays = { start: '2025-06-04', end: '2025-06-05', start_time: '00:00', end_time: '24:00' };
    expect(eventSpanOn(twoDays, '2025-06-05')).toEqual([0, 1440]);
    expect(eventSpanOn(twoDays, '2025-06-06')).toBeNull();
  });
});
