import { describe, expect, it } from 'vitest';
import type { CalendarItem } from '@chairside/shared/calendar';
import { deriveCatalog, searchCustomers } from './derive-catalog';

const line = (id: number, over: Partial<CalendarItem>): CalendarItem => ({
  id, group_id: id, date: '2025-06-04', start_time: '10:00', end_date: '2025-06-04', end_time: '11:00', status: 'confirmed', type: 'appointment',
  color: 'appt_default', duration_detail: '{"initial":60,"gap":0,"finish":0}', duration: 60, employee_id: 1, resource_id: null,
  customer: null, service: null, price: 0, note: '', forced: false, online_bookable: false, expires_at: null, cancel_reason: null, ...over,
});

describe('booking catalogue from calendar items', () => {
  it('learns services with their usual length, split, price, staff and resources', () => {
    const colour = { id: 5, name: 'Colour' };
    const { services } = deriveCatalog([
      line(1, { service: colour, duration: 90, duration_detail: '{"initial":30,"gap":45,"finish":15}', price: 6500, employee_id: 2, resource_id: 9 }),
      line(2, { service: colour, duration: 90, duration_detail: '{"initial":30,"gap":45,"finish":15}', price: 6500, employee_id: 1 }),
      line(3, { service: colour, duration: 120, duration_detail: '{"initial":60,"gap":45,"finish":15}', price: 7000, employee_id: 2 }),
      line(4, { service: { id: 6, name: 'Cut' }, duration: 30, price: 3000 }),
      line(5, { type: 'blocked', service: { id: 7, name: 'ignored' } }),
    ]);
    expect(services.map((s) => s.name)).toEqual(['Colour', 'Cut']);
    expect(services[0]).toEqual({ id: 5, name: 'Colour', duration: 90, gap: 45, finish: 15, price: 6500, employeeIds: [1, 2], resourceIds: [9] });
  });

  it('lists each customer once and searches names and phone numbers', () => {
    const anna = { id: 1, first_name: 'Anna', last_name: 'Müller', phone: '+31 6 1234 5678' };
    const { customers } = deriveCatalog([line(1, { customer: anna }), line(2, { customer: anna }), line(3, { customer: { id: 2, first_name: 'Bram', last_name: 'Vos', phone: '' } })]);
    expect(customers).toHaveLength(2);
    expect(searchCustomers(customers, 'mul').map((c) => c.id)).toEqual([1]);
    expect(searchCustomers(customers, 'anna muller').map((c) => c.id)).toEqual([1]);
    expect(searchCustomers(customers, '12345').map((c) => c.id)).toEqual([1]);
    expect(searchCustomers(customers, 'zzz')).toEqual([]);
    expect(searchCustomers(customers, '')).toHaveLength(2);
  });
});
