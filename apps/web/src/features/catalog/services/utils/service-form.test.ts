import { describe, expect, it } from 'vitest';
import type { ServiceDetailResponse } from '@chairside/shared/catalog-services';
import { bodyOf, emptyForm, formOf, minorOf, tabOf, validate } from './service-form';

const detail: ServiceDetailResponse = {
  service: {
    id: 7, name: 'Highlights', group_id: 3, description: '', color: '#1971c2', initial: 40, gap: 20, finish: 15, duration: 75,
    price_type: 'from', price: 8050, tax_id: null, resource_types: ['Colour station'], online_bookable: true, online_name: '', online_description: '',
    buffer_after: 5, sort_order: 0, archived: false, employee_count: 1,
    variants: [{ id: 11, name: 'Long', initial: 60, gap: 20, finish: 15, price: 9900 }],
  },
  employees: [{ employee_id: 2, price: 7500, duration: null }],
};

describe('the service form', () => {
  it('reads typed prices in the venue’s decimal style and refuses anything else', () => {
    expect(minorOf('12,50')).toBe(1250);
    expect(minorOf(' 12.5 ')).toBe(1250);
    expect(minorOf('')).toBeNull();
    expect(minorOf('12,505')).toBeNaN();
  });

  it('round-trips a service: prices to minor units, the team in the team’s order, variants kept by id', () => {
    const form = formOf(detail, ',');
    expect(form.price).toBe('80,50');
    form.team[1] = { on: true, price: '', duration: 90 };
    const body = bodyOf(form, [1, 2, 3]);
    expect(body).toMatchObject({
      price_type: 'from', price: 8050, initial: 40, gap: 20, finish: 15, buffer_after: 5,
      employees: [{ employee_id: 1, price: null, duration: 90 }, { employee_id: 2, price: 7500, duration: null }],
      variants: [{ id: 11, name: 'Long', initial: 60, price: 9900 }],
    });
    expect(validate(body, () => 'bad')).toEqual({});
  });

  it('sends a free service at 0 and names the fields of a bad one for their tab', () => {
    const form = { ...emptyForm(null, 0), name: 'Consult', price_type: 'free' as const, price: '30' };
    expect(bodyOf(form, []).price).toBe(0);
    const errors = validate(bodyOf({ ...form, name: '', variants: [{ id: null, name: '', initial: 30, gap: 0, finish: 0, price: '' }] }, []), () => 'bad');
    expect(Object.keys(errors).sort()).toEqual(['name', 'variants.0.name']);
    expect(tabOf('variants.0.name')).toBe('variants');
    expect(tabOf('employees.1.price')).toBe('team');
  });
});
