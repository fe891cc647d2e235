import { describe, expect, it } from 'vitest';
import type { CalendarItem } from '@chairside/shared/calendar-responses';
import { bookingFromLines, processingOf } from './booking-values';

const line = (id: number, extra: Partial<CalendarItem>): CalendarItem => ({
  id, group_id: 5, date: '2027-03-10', start_time: '10:00', end_date: '2027-03-10', end_time: '10:45', status: 'confirmed', type: 'appointment',
  color: 'appt_green', duration_detail: '{"initial":45,"gap":0,"finish":0}', duration: 45, employee_id: 7, resource_id: null,
  customer: { id: 31, first_name: 'Anna', last_name: 'Smit', phone: '+31 6 1234 5678', alerts: '' }, service: { id: 1, name: "Women's cut" }, variant: null,
  price: 5200, note: 'likes tea', forced: false, online_bookable: false, expires_at: null, cancel_reason: null, ...extra,
});

describe('bookingFromLines', () => {
  it('fills in every line with its id, service, employee, time, length, split, resource and price, in time order', () => {
    const colour = line(12, {
      start_time: '11:00', end_time: '12:50', employee_id: 9, service: { id: 2, name: 'Full colour' }, variant: { id: 61, name: 'Long hair' }, resource_id: 21,
      duration: 110, duration_detail: '{"initial":45,"gap":40,"finish":25}', price: 8900,
    });
    const booking = bookingFromLines([colour, line(11, {})]);
    expect(booking).toEqual({
      date: '2027-03-10', customer_id: 31, color: 'appt_green', note: 'likes tea',
      services: [
        { id: 11, service_id: 1, variant_id: null, employee_id: 7, start_time: '10:00', date: null, duration: 45, gap: null, finish: null, resource_id: null, price: 5200 },
        { id: 12, service_id: 2, variant_id: 61, employee_id: 9, start_time: '11:00', date: null, duration: 110, gap: 40, finish: 25, resource_id: 21, price: 8900 },
      ],
    });
    expect(booking).not.toHaveProperty('status');
    expect(processingOf(booking!)).toEqual([false, true]);
  });

  it('leaves cancelled lines out, keeps a line on another date, a walk-in and an unknown colour as default', () => {
    const booking = bookingFromLines([
      line(11, { status: 'cancelled' }),
      line(12, { start_time: '23:30', customer: null, color: '#123456' }),
      line(13, { date: '2027-03-11', start_time: '00:15' }),
    ]);
    expect(booking?.customer_id).toBeNull();
    expect(booking?.color).toBe('appt_default');
    expect(booking?.services.map((l) => [l.id, l.date])).toEqual([[12, null], [13, '2027-03-11']]);
  });

  it('is null when nothing is left to edit', () => {
    expect(bookingFromLines([line(11, { status: 'cancelled' })])).toBeNull();
  });
});
