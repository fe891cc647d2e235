import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomerDetailResponse } from '@chairside/shared/customers-profile';
import { createTestApp, type TestApp } from '../../../test/test-app';

/** A customer's profile: read, edit with edit_customer (logged before/after), archive, tags, activity, appointments; tenancy. */

let t: TestApp;
let owner: string;
let staff: string;
let other: string;
let customer: number;
let otherCustomer: number;

const rows = async <T>(query: ReturnType<typeof sql>): Promise<T[]> => ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
const update = (id: number, body: Record<string, unknown>, token = owner, lang?: string) => t.call('POST', `customers/update/${id}`, { token, body, lang });

beforeAll(async () => {
  t = await createTestApp();
  [owner, staff, other] = await Promise.all([t.login('owner'), t.login('staff'), t.login('other')]);
  [{ id: customer }] = (await rows<{ id: number }>(sql`insert into customers (venue_id, first_name, last_name, phone) values (${t.seed.salon.id}, 'Greta', 'Lindqvist', '+31612340000') returning id`)) as [{ id: number }];
  [{ id: otherCustomer }] = (await rows<{ id: number }>(sql`select id from customers where venue_id = ${t.seed.other.id} order by id limit 1`)) as [{ id: number }];
});
afterAll(() => t.close());

describe('POST customers/update/{id}', () => {
  it('changes the fields sent, logs each with before and after, and stamps a consent when it changes', async () => {
    const response = await update(customer, {
      last_name: 'Lindqvist-Berg', birthday: '1988-02-29', gender: 'female', street: 'Keizersgracht 1', city: 'Amsterdam', postcode: '1015 CJ', country: 'nl',
      tags: ['VIP', ' vip ', 'Balayage'], alerts: 'Allergic to PPD', notes: 'Prefers mornings', sms_marketing: true, sms_marketing_source: 'phone', phone: '06 1234 9999',
      preferred_employee_id: t.seed.salon.employeeIds[1], blocked_online: true,
    });
    expect(response.statusCode, response.body).toBe(200);
    const { customer: saved } = response.json<CustomerDetailResponse>();
    expect(saved).toMatchObject({
      first_name: 'Greta', last_name: 'Lindqvist-Berg', phone: '+31612349999', birthday: '1988-02-29', gender: 'female', country: 'NL', tags: ['VIP', 'Balayage'],
      alerts: 'Allergic to PPD', blocked_online: true, preferred_employee_id: t.seed.salon.employeeIds[1], sms_marketing: true,
      sms_consent: { given: true, at: expect.any(String), source: 'phone' }, email_consent: { given: false, at: null, source: '' },
    });
    const detail = await t.call('GET', `customers/detail/${customer}`, { token: owner });
    expect(detail.json()).toEqual(response.json());

    const activity = await t.call('GET', `customers/${customer}/activity`, { token: owner });
    expect(activity.statusCode, activity.body).toBe(200);
    const [latest] = activity.json().data;
    expect(latest).toMatchObject({ action: 'updated', source: 'web', by: expect.stringMatching(/\S/) });
    expect(latest.changes).toMatchObject({
      last_name: { before: 'Lindqvist', after: 'Lindqvist-Berg' },
      phone: { before: '+31612340000', after: '+31612349999' },
      tags: { before: [], after: ['VIP', 'Balayage'] },
      sms_marketing: { before: false, after: true },
    });
    expect(latest.changes.first_name).toBeUndefined();

    // Sending the same values again changes and logs nothing.
    expect((await update(customer, { last_name: 'Lindqvist-Berg', tags: ['VIP', 'Balayage'] })).statusCode).toBe(200);
    expect((await t.call('GET', `customers/${customer}/activity`, { token: owner })).json().data).toHaveLength(1);
  });

  it('refuses bad values with messages in the request language, and another customer’s phone', async () => {
    const bad = await update(customer, { phone: 'call me', birthday: '1988-02-30', email: 'nope', gender: 'robot' }, owner, 'pl');
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['birthday', 'email', 'gender']);
    const phone = await update(customer, { phone: 'call me' }, owner, 'pl');
    expect(phone.statusCode).toBe(422);
    expect(phone.json().errors.phone[0]).toContain('numer');
    const [taken] = await rows<{ phone: string }>(sql`select phone from customers where venue_id = ${t.seed.salon.id} and id <> ${customer} and phone <> '' and not archived limit 1`);
    const clash = await update(customer, { phone: taken!.phone });
    expect(clash.statusCode).toBe(422);
    expect(Object.keys(clash.json().errors)).toEqual(['phone']);
    expect((await update(customer, { unknown: 1 })).statusCode).toBe(422);
    expect((await update(customer, { preferred_employee_id: 999_999 })).statusCode).toBe(422);
  });

  it('is refused (403) to an employee without edit_customer, who can still book the customer', async () => {
    const refused = await update(customer, { notes: 'changed by staff' }, staff);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('FORBIDDEN');
    expect((await t.call('GET', `customers/detail/${customer}`, { token: staff })).statusCode).toBe(403);
    const [lucas] = [t.seed.salon.employeeIds[2]!];
    const [{ id: service }] = (await rows<{ id: number }>(sql`select service_id as id from employee_services where venue_id = ${t.seed.salon.id} and employee_id = ${lucas} order by service_id limit 1`)) as [{ id: number }];
    const date = new Date(Date.now() + 9 * 86_400_000).toISOString().slice(0, 10);
    const booked = await t.call('POST', 'appointments/store', { token: staff, body: { customer_id: customer, date, services: [{ service_id: service, employee_id: lucas, start_time: '08:00' }], force: true } });
    expect(booked.statusCode, booked.body).toBe(200);
    // The booking dialog's customer carries the alerts.
    expect(booked.json().appointments[0].customer).toMatchObject({ id: customer, alerts: 'Allergic to PPD' });
    const [notes] = await rows<{ notes: string }>(sql`select notes from customers where id = ${customer}`);
    expect(notes!.notes).toBe('Prefers mornings');

    const upcoming = await t.call('GET', `customers/${customer}/appointments`, { token: owner, query: { kind: 'upcoming' } });
    expect(upcoming.statusCode, upcoming.body).toBe(200);
    expect(upcoming.json()).toMatchObject({ data: [{ group_id: expect.any(Number), status: expect.any(String), service: expect.any(String) }], meta: { total: 1, page: 1, per_page: 10 } });
    expect((await t.call('GET', `customers/${customer}/appointments`, { token: owner, query: { kind: 'no_shows' } })).json().meta.total).toBe(0);
  });
});

describe('archive, restore and tags', () => {
  it('archives and restores, logged', async () => {
    const archived = await t.call('POST', `customers/archive/${customer}`, { token: owner });
    expect(archived.json().customer.archived).toBe(true);
    const restored = await t.call('POST', `customers/restore/${customer}`, { token: owner });
    expect(restored.json().customer.archived).toBe(false);
    const actions = (await t.call('GET', `customers/${customer}/activity`, { token: owner })).json().data.map((row: { action: string }) => row.action);
    expect(actions.slice(0, 2)).toEqual(['restored', 'archived']);
  });

  it('adds and removes tags on many customers at once', async () => {
    const [a, b] = await rows<{ id: number }>(sql`select id from customers where venue_id = ${t.seed.salon.id} and id <> ${customer} order by id limit 2`);
    const added = await t.call('POST', 'customers/tags/update', { token: owner, body: { ids: [a!.id, b!.id, customer], add: ['Winter promo'] } });
    expect(added.json()).toEqual({ updated: 3 });
    const removed = await t.call('POST', 'customers/tags/update', { token: owner, body: { ids: [a!.id, customer], remove: ['winter PROMO', 'VIP'] } });
    expect(removed.json()).toEqual({ updated: 2 });
    const tags = await rows<{ id: number; tags: string[] }>(sql`select id, tags from customers where id in (${a!.id}, ${b!.id}, ${customer}) order by id`);
    expect(tags.find((row) => row.id === b!.id)!.tags).toContain('Winter promo');
    expect(tags.find((row) => row.id === customer)!.tags).toEqual(['Balayage']);
    expect((await t.call('POST', 'customers/tags/update', { token: staff, body: { ids: [customer], add: ['x'] } })).statusCode).toBe(403);
  });
});

describe("another venue's customer", () => {
  it('is not found on every route, and nothing changes', async () => {
    const calls: [string, string, Record<string, unknown>?][] = [
      ['GET', `customers/detail/${customer}`], ['POST', `customers/update/${customer}`, { notes: 'x' }], ['POST', `customers/archive/${customer}`],
      ['POST', `customers/restore/${customer}`], ['GET', `customers/${customer}/activity`], ['GET', `customers/${customer}/appointments`],
      ['POST', 'customers/tags/update', { ids: [customer, otherCustomer], add: ['x'] }],
    ];
    for (const [method, path, body] of calls) {
      const response = await t.call(method as 'GET', path, { token: other, body });
      expect(response.statusCode, `${method} ${path}`).toBe(404);
    }
    expect((await t.call('GET', 'customers/export', { token: other, query: { ids: String(customer) } })).body).not.toContain('Lindqvist');
    const [row] = await rows<{ notes: string; archived: boolean; tags: string[] }>(sql`select notes, archived, tags from customers where id = ${customer}`);
    expect(row).toEqual({ notes: 'Prefers mornings', archived: false, tags: ['Balayage'] });
  });
});
