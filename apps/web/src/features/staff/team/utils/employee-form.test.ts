import { describe, expect, it } from 'vitest';
import type { BookableService } from '@chairside/shared/catalog';
import type { Employee } from '@chairside/shared/staff-team';
import { bodyOf, emptyForm, formOf, minorOf, validate } from './employee-form';

const service = (id: number): BookableService => ({
  id, name: `S${id}`, group_id: null, group_name: '', color: '#1971c2', duration: 30, gap: 0, finish: 0, price: 3000, resource_required: false, resource_ids: [], resource_types: [], employees: [], variants: [],
});

const employee: Employee = {
  id: 7, first_name: 'Ana', last_name: 'Lopes', email: 'ana@example.test', phone: '', photo: null, type_id: null, type_name: '', color: '#1971c2',
  role: 'receptionist', is_owner: false, bookable: true, visible_online: false, archived: false, archived_at: null, sort_order: 2, has_login: true,
  commissions: { services: 1250, products: 0, vouchers: 500 },
};

describe('the employee form', () => {
  it('reads typed prices in either separator as minor units', () => {
    expect(minorOf('39,50')).toBe(3950);
    expect(minorOf(' 12.5 ')).toBe(1250);
    expect(minorOf('')).toBeNull();
    expect(minorOf('12,345')).toBeNaN();
  });

  it('round-trips an employee: own values, percent commissions in basis points, services in catalogue order', () => {
    const form = formOf(employee, [{ service_id: 2, price: 2500, duration: null }, { service_id: 1, price: null, duration: 45 }], ',');
    expect(form.services[2]).toEqual({ on: true, price: '25,00', duration: '' });
    expect(form.commissions).toEqual({ services: 12.5, products: 0, vouchers: 5 });
    const body = bodyOf(form, [service(1), service(2), service(3)]);
    expect(body.services).toEqual([{ service_id: 1, price: null, duration: 45 }, { service_id: 2, price: 2500, duration: null }]);
    expect(body.commissions).toEqual({ services: 1250, products: 0, vouchers: 500 });
    expect(validate(body, (() => 'bad') as never)).toEqual({});
  });

  it('names the fields the shared schema refuses', () => {
    const form = { ...emptyForm(0), services: { 1: { on: true, price: 'abc', duration: '' as const } } };
    const errors = validate(bodyOf(form, [service(1)]), (() => 'bad') as never);
    expect(Object.keys(errors).sort()).toEqual(['first_name', 'services.0.price']);
  });
});
