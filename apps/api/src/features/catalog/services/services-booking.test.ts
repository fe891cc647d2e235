import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';

/**
 * Issue 12, services: a venue made by sign-up builds its catalogue through the API and books it,
 * with the processing gap free for a second client; variants book with their own values, and a
 * later price change leaves the booking as it was.
 */
const t = useTestApp();

const span = (start_time: string, end_time: string) => ({ start_time, end_time });
const weekdays = (from: string, to: string) => [[], ...Array.from({ length: 5 }, () => [span(from, to)]), []];
const DATE = '2030-06-03'; // a Monday

async function signUp(email: string): Promise<string> {
  const response = await t.call('POST', 'auth/signup', {
    body: { email, password: 'owner-password', first_name: 'Lena', last_name: 'Brandt', phone: '+49 30 1234567', venue_title: 'Studio Lena', lang: 'en-us' },
  });
  expect(response.statusCode, response.body).toBe(302);
  const token = response.json().token as string;
  for (const step of [
    { step: 'about', business_type: 'hair_salon', team_size: '2-5' },
    { step: 'goals', goals: ['fill_calendar'] },
    { step: 'details', title: 'Studio Lena' },
    { step: 'location', address: 'Torstraße 5', city: 'Berlin', country: 'DE' },
    { step: 'schedule', hours: [] },
    { step: 'services', services: [] },
    { step: 'plan', plan: 'pro' },
  ]) {
    const saved = await t.call('POST', 'onboarding/save', { token, body: step });
    expect(saved.statusCode, saved.body).toBeLessThan(400);
  }
  return token;
}

async function employee(token: string, firstName: string): Promise<number> {
  const response = await t.call('POST', 'employees/store', { token, body: { first_name: firstName } });
  expect(response.statusCode, response.body).toBe(200);
  const id = response.json().employee.id as number;
  const shifts = await t.call('POST', `employees/working-hours/update/${id}`, { token, body: { starts_on: '2030-01-07', weeks: [weekdays('09:00', '18:00')] } });
  expect(shifts.statusCode, shifts.body).toBe(200);
  return id;
}

async function customer(token: string, firstName: string): Promise<number> {
  const response = await t.call('POST', 'customers/store', { token, body: { first_name: firstName } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().customer.id as number;
}

const book = (token: string, line: Record<string, unknown>, customerId?: number) =>
  t.call('POST', 'appointments/store', { token, body: { date: DATE, customer_id: customerId, services: [line] } });

async function listed(token: string) {
  const response = await t.call('GET', 'appointments', { token, query: { date_from: DATE, date_to: DATE } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().appointments as { id: number; group_id: number; employee_id: number; start_time: string; end_time: string; price: number; duration: number; duration_detail: string; service: { id: number } | null; variant: { id: number; name: string } | null }[];
}

describe('a new venue builds its catalogue and books it', () => {
  it('creates a group and a service with a 20-minute gap done by two employees at different prices, books it, and fits a second client into the gap', async () => {
    const owner = await signUp('lena@studio.test');
    const mia = await employee(owner, 'Mia');
    const jonas = await employee(owner, 'Jonas');

    const group = await t.call('POST', 'service-groups/store', { token: owner, headers: { 'idempotency-key': 'group-1' }, body: { name: 'Colour' } });
    expect(group.statusCode, group.body).toBe(200);
    const groupId = group.json().group.id as number;

    const body = {
      name: 'Highlights', group_id: groupId, initial: 40, gap: 20, finish: 15, price: 8000,
      employees: [{ employee_id: mia, price: 7500 }, { employee_id: jonas, price: 9500 }],
    };
    const stored = await t.call('POST', 'services/store', { token: owner, headers: { 'idempotency-key': 'svc-1' }, body });
    expect(stored.statusCode, stored.body).toBe(200);
    // A retry with the same key is answered from the first call: still one service.
    const retry = await t.call('POST', 'services/store', { token: owner, headers: { 'idempotency-key': 'svc-1' }, body });
    expect(retry.json().service.id).toBe(stored.json().service.id);
    const highlights = stored.json().service.id as number;
    expect(stored.json().service).toMatchObject({ group_id: groupId, initial: 40, gap: 20, finish: 15, duration: 75, price: 8000, price_type: 'fixed', employee_count: 2 });

    const catalogue = (await t.call('GET', 'services', { token: owner })).json();
    expect(catalogue.groups).toHaveLength(1);
    expect(catalogue.groups[0].services.map((s: { id: number }) => s.id)).toEqual([highlights]);

    // What the booking dialog offers: each employee at their own price, the gap in the split.
    const bookable = (await t.call('GET', 'employees/services', { token: owner })).json().data;
    const offered = bookable.find((s: { id: number }) => s.id === highlights);
    expect(offered.employees).toEqual(expect.arrayContaining([
      expect.objectContaining({ employee_id: mia, price: 7500, duration: 75, gap: 20, finish: 15 }),
      expect.objectContaining({ employee_id: jonas, price: 9500, duration: 75, gap: 20, finish: 15 }),
    ]));

    const anna = await customer(owner, 'Anna');
    const ben = await customer(owner, 'Ben');
    const first = await book(owner, { service_id: highlights, employee_id: mia, start_time: '10:00' }, anna);
    expect(first.statusCode, first.body).toBe(200);
    const withJonas = await book(owner, { service_id: highlights, employee_id: jonas, start_time: '10:00' }, ben);
    expect(withJonas.statusCode, withJonas.body).toBe(200);

    // A quick service for a second client inside Mia's processing gap (10:40–11:00) fits …
    const trim = await t.call('POST', 'services/store', { token: owner, body: { name: 'Fringe trim', group_id: groupId, initial: 15, price: 1500, employees: [{ employee_id: mia }] } });
    expect(trim.statusCode, trim.body).toBe(200);
    const trimId = trim.json().service.id as number;
    const carla = await customer(owner, 'Carla');
    const inGap = await book(owner, { service_id: trimId, employee_id: mia, start_time: '10:42' }, carla);
    expect(inGap.statusCode, inGap.body).toBe(200);
    // … while the initial work is taken.
    const clash = await book(owner, { service_id: trimId, employee_id: mia, start_time: '10:20' }, carla);
    expect(clash.statusCode).toBe(409);
    expect(clash.json().code).toBe('SLOT_TAKEN');

    const items = await listed(owner);
    const byEmployee = (id: number, service: number) => items.find((item) => item.employee_id === id && item.service?.id === service)!;
    expect(byEmployee(mia, highlights)).toMatchObject({ start_time: '10:00', end_time: '11:15', price: 7500, duration: 75 });
    expect(JSON.parse(byEmployee(mia, highlights).duration_detail)).toEqual({ initial: 40, gap: 20, finish: 15 });
    expect(byEmployee(jonas, highlights)).toMatchObject({ price: 9500, duration: 75 });
    expect(byEmployee(mia, trimId)).toMatchObject({ start_time: '10:42', end_time: '10:57', price: 1500 });
  });
});

describe('variants and later changes', () => {
  it('books a variant with its own duration and price; a later change of the service does not alter the booking', async () => {
    const owner = await signUp('vera@studio.test');
    const mia = await employee(owner, 'Mia');
    const stored = await t.call('POST', 'services/store', {
      token: owner,
      body: {
        name: 'Blow-dry', initial: 30, price: 3000, employees: [{ employee_id: mia }],
        variants: [{ name: 'Short hair', initial: 25, price: 2500 }, { name: 'Long hair', initial: 40, gap: 0, finish: 10, price: 4200 }],
      },
    });
    expect(stored.statusCode, stored.body).toBe(200);
    const service = stored.json().service;
    expect(service.variants.map((v: { name: string }) => v.name)).toEqual(['Short hair', 'Long hair']);
    const long = service.variants[1];

    const booked = await book(owner, { service_id: service.id, variant_id: long.id, employee_id: mia, start_time: '09:00' });
    expect(booked.statusCode, booked.body).toBe(200);
    const plain = await book(owner, { service_id: service.id, employee_id: mia, start_time: '12:00' });
    expect(plain.statusCode, plain.body).toBe(200);
    let items = await listed(owner);
    const variantLine = items.find((item) => item.start_time === '09:00')!;
    expect(variantLine).toMatchObject({ end_time: '09:50', duration: 50, price: 4200, variant: { id: long.id, name: 'Long hair' } });
    expect(items.find((item) => item.start_time === '12:00')!.variant).toBeNull();
    expect(items.find((item) => item.start_time === '12:00')).toMatchObject({ duration: 30, price: 3000 });

    // Another service's variant is not this service's.
    const other = await t.call('POST', 'services/store', { token: owner, body: { name: 'Cut', initial: 30, price: 3000, variants: [{ name: 'Kids', initial: 20, price: 1500 }] } });
    const foreign = other.json().service.variants[0].id as number;
    const wrong = await book(owner, { service_id: service.id, variant_id: foreign, employee_id: mia, start_time: '15:00' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors['services.0.variant_id']).toEqual(['This variant no longer exists. Reload and try again.']);

    // The price and length change (the variant too): the bookings keep what they were booked with,
    // also when one is moved later without sending price or length.
    const changed = await t.call('POST', `services/update/${service.id}`, {
      token: owner,
      body: {
        name: 'Blow-dry', initial: 45, price: 3900, employees: [{ employee_id: mia, price: 3600 }],
        variants: [{ id: service.variants[0].id, name: 'Short hair', initial: 30, price: 2900 }, { id: long.id, name: 'Long hair', initial: 60, price: 5500 }],
      },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().service.variants.map((v: { id: number }) => v.id)).toEqual(service.variants.map((v: { id: number }) => v.id));
    items = await listed(owner);
    expect(items.find((item) => item.start_time === '09:00')).toMatchObject({ duration: 50, price: 4200 });
    expect(items.find((item) => item.start_time === '12:00')).toMatchObject({ duration: 30, price: 3000 });

    const moved = await t.call('POST', 'appointments/update', {
      token: owner,
      body: { group_id: variantLine.group_id, date: DATE, services: [{ id: variantLine.id, service_id: service.id, employee_id: mia, start_time: '09:30' }] },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    items = await listed(owner);
    expect(items.find((item) => item.id === variantLine.id)).toMatchObject({ start_time: '09:30', end_time: '10:20', duration: 50, price: 4200 });
    expect(JSON.parse(items.find((item) => item.id === variantLine.id)!.duration_detail)).toEqual({ initial: 40, gap: 0, finish: 10 });
    expect(items.find((item) => item.id === variantLine.id)!.variant).toEqual({ id: long.id, name: 'Long hair' });

    // Choosing the other variant on the line takes that variant's current length and price, and the history names both.
    const switched = await t.call('POST', 'appointments/update', {
      token: owner,
      body: { group_id: variantLine.group_id, date: DATE, services: [{ id: variantLine.id, service_id: service.id, variant_id: service.variants[0].id, employee_id: mia, start_time: '09:30' }] },
    });
    expect(switched.statusCode, switched.body).toBe(200);
    expect(switched.json().appointments[0]).toMatchObject({ duration: 30, price: 2900, variant: { id: service.variants[0].id, name: 'Short hair' } });
    const details = await t.call('GET', `appointments/details/${variantLine.id}`, { token: owner });
    expect(details.statusCode, details.body).toBe(200);
    expect(details.json().names.variants).toEqual({ [String(long.id)]: 'Long hair', [String(service.variants[0].id)]: 'Short hair' });
    const change = details.json().activity.find((entry: { action: string; changes: Record<string, unknown> }) => entry.action === 'updated' && entry.changes.variant_id);
    expect(change.changes.variant_id).toEqual({ before: long.id, after: service.variants[0].id });

    // Removing the variant from the catalogue leaves the booked line as it was, without the variant.
    const removed = await t.call('POST', `services/update/${service.id}`, {
      token: owner,
      body: { name: 'Blow-dry', initial: 45, price: 3900, employees: [{ employee_id: mia }], variants: [{ id: long.id, name: 'Long hair', initial: 60, price: 5500 }] },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await listed(owner)).find((item) => item.id === variantLine.id)).toMatchObject({ duration: 30, price: 2900, variant: null });
  });
});
