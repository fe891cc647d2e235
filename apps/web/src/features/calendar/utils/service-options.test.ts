import { describe, expect, it } from 'vitest';
import type { BookableService } from '@chairside/shared/catalog';
import { allowedResources, employeeValues, lineValues, resourceAfterServiceChange, serviceOptions } from './service-options';

const service = (id: number, name: string, group: string, extra: Partial<BookableService> = {}): BookableService => ({
  id, name, group_id: group ? 1 : null, group_name: group, color: '#000', duration: 45, gap: 0, finish: 0, price: 5200,
  resource_required: false, resource_ids: [], resource_types: [], employees: [], variants: [], ...extra,
});

const cut = service(1, "Women's cut", 'Haircuts', {
  employees: [
    { employee_id: 7, duration: 45, gap: 0, finish: 0, price: 5200 },
    { employee_id: 9, duration: 60, gap: 0, finish: 0, price: 6500 },
  ],
});
const colour = service(2, 'Full colour', 'Colour', {
  duration: 110, gap: 40, finish: 25, price: 8900,
  employees: [{ employee_id: 9, duration: 120, gap: 45, finish: 25, price: 9900 }],
});
const massage = service(3, 'Massage', '', { resource_required: true, resource_ids: [21], employees: [{ employee_id: 7, duration: 60, gap: 0, finish: 0, price: 7000 }] });
const all = [cut, colour, massage];
const label = (s: BookableService, v: { duration: number; price: number }) => `${s.name} ${v.duration} ${v.price}`;

describe('service options per employee', () => {
  it('lists only the services the employee performs, grouped, each with that employee’s own length and price', () => {
    expect(serviceOptions(all, 7, label, 'Other')).toEqual([
      { group: 'Haircuts', items: [{ value: '1', label: "Women's cut 45 5200" }] },
      { group: 'Other', items: [{ value: '3', label: 'Massage 60 7000' }] },
    ]);
    expect(serviceOptions(all, 9, label, 'Other')).toEqual([
      { group: 'Haircuts', items: [{ value: '1', label: "Women's cut 60 6500" }] },
      { group: 'Colour', items: [{ value: '2', label: 'Full colour 120 9900' }] },
    ]);
    expect(serviceOptions(all, 42, label, 'Other')).toEqual([]);
  });

  it('fills the line from the chosen employee’s values, else the service’s own', () => {
    expect(employeeValues(colour, 9)).toEqual({ duration: 120, gap: 45, finish: 25, price: 9900 });
    expect(employeeValues(colour, 7)).toEqual({ duration: 110, gap: 40, finish: 25, price: 8900 });
  });

  it('limits resources to those the service may use, all when it names none', () => {
    const rooms = [{ id: 20 }, { id: 21 }, { id: 22 }];
    expect(allowedResources(massage, rooms)).toEqual([{ id: 21 }]);
    expect(allowedResources(cut, rooms)).toEqual(rooms);
    expect(allowedResources(undefined, rooms)).toEqual(rooms);
  });

  it('keeps an allowed resource, picks the only one a service needs, and drops one it may not use', () => {
    const rooms = [{ id: 20 }, { id: 21 }];
    expect(resourceAfterServiceChange(massage, rooms, null)).toBe(21);
    expect(resourceAfterServiceChange(massage, rooms, 20)).toBe(21);
    expect(resourceAfterServiceChange(cut, rooms, 20)).toBe(20);
    expect(resourceAfterServiceChange(cut, rooms, null)).toBeNull();
    const twoRooms = { ...massage, resource_ids: [20, 21] };
    expect(resourceAfterServiceChange(twoRooms, rooms, null)).toBeNull();
  });

  it('offers the resources of the types a service needs, besides those it lists', () => {
    const rooms = [{ id: 20, type: 'Colour station' }, { id: 21, type: 'Wash basin' }, { id: 22, type: 'Colour station' }];
    const colour = service(4, 'Colour', '', { resource_required: true, resource_types: ['Colour station'] });
    expect(allowedResources(colour, rooms).map((r) => r.id)).toEqual([20, 22]);
    expect(allowedResources({ ...colour, resource_ids: [21] }, rooms).map((r) => r.id)).toEqual([20, 21, 22]);
    expect(resourceAfterServiceChange(colour, rooms, null)).toBeNull();
  });

  it('takes a chosen variant’s own length and price', () => {
    const blowDry = service(5, 'Blow-dry', '', { variants: [{ id: 51, name: 'Long hair', duration: 50, gap: 0, finish: 10, price: 4200 }] });
    expect(lineValues(blowDry, 7, 51)).toEqual({ duration: 50, gap: 0, finish: 10, price: 4200 });
    expect(lineValues(blowDry, 7, null)).toEqual({ duration: 45, gap: 0, finish: 0, price: 5200 });
  });
});
