import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomerRow, CustomersResponse } from '@chairside/shared/customers';
import { createTestApp, type TestApp } from '../../../test/test-app';

/** GET customers as the list screen uses it: near spellings, phone formats, filters, sorts and visit figures. */

let t: TestApp;
let owner: string;
let staff: string;
let annMarie: number;
let piotr: number;
let zofia: number;
let service: number;

const rows = async <T>(query: ReturnType<typeof sql>): Promise<T[]> => ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
const list = async (query: Record<string, string | string[]>, token = owner): Promise<CustomersResponse> => {
  const response = await t.call('GET', 'customers', { token, query: { per_page: '100', ...query } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CustomersResponse>();
};
const ids = (answer: CustomersResponse) => answer.data.map((c) => c.id);
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function add(values: { first: string; last: string; phone: string; tags?: string[]; birthday?: string; sms?: boolean }): Promise<number> {
  const [row] = await rows<{ id: number }>(sql`
    insert into customers (venue_id, first_name, last_name, phone, email, tags, birthday, sms_marketing)
    values (${t.seed.salon.id}, ${values.first}, ${values.last}, ${values.phone}, '', ${`{${(values.tags ?? []).map((tag) => JSON.stringify(tag)).join(',')}}`}::text[], ${values.birthday ?? null}, ${values.sms ?? false}) returning id`);
  return row!.id;
}

async function book(customerId: number, date: string, time: string): Promise<{ id: number; group_id: number }> {
  const [employee] = t.seed.salon.employeeIds;
  const response = await t.call('POST', 'appointments/store', {
    token: owner,
    body: { customer_id: customerId, date, services: [{ service_id: service, employee_id: employee, start_time: time }], force: true },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ appointments: { id: number; group_id: number }[] }>().appointments[0]!;
}

beforeAll(async () => {
  t = await createTestApp();
  [owner, staff] = await Promise.all([t.login('owner'), t.login('staff')]);
  [{ id: service }] = (await rows<{ id: number }>(sql`select service_id as id from employee_services where venue_id = ${t.seed.salon.id} and employee_id = ${t.seed.salon.employeeIds[0]!} order by service_id limit 1`)) as [{ id: number }];
  annMarie = await add({ first: 'Ann-Marie', last: 'Kowalska', phone: '+48600100200', tags: ['ListVIP', 'ListColour'], birthday: '1990-07-14', sms: true });
  piotr = await add({ first: 'Piotr', last: 'Wiśniewski', phone: '+48600999888', tags: ['ListVIP'], birthday: '1985-07-02' });
  zofia = await add({ first: 'Zofia', last: 'Nowakowska', phone: '+48601222333', tags: ['ListColour'] });
  // Ann-Marie: two visits behind her (one of them two lines), one ahead; Piotr: a no-show; Zofia: a cancellation.
  await book(annMarie, day(-20), '10:00');
  const twoLines = await t.call('POST', 'appointments/store', {
    token: owner,
    body: { customer_id: annMarie, date: day(-3), force: true, services: [10, 11].map((h) => ({ service_id: service, employee_id: t.seed.salon.employeeIds[0], start_time: `${h}:00` })) },
  });
  expect(twoLines.statusCode, twoLines.body).toBe(200);
  await book(annMarie, day(5), '09:00');
  const noShow = await book(piotr, day(-2), '12:00');
  expect((await t.call('POST', `appointments/cancel/${noShow.id}`, { token: owner, body: { reason: 'no_show' } })).statusCode).toBe(200);
  const cancelled = await book(zofia, day(4), '15:00');
  expect((await t.call('POST', `appointments/cancel/${cancelled.id}`, { token: owner, body: { reason: 'client_request' } })).statusCode).toBe(200);
});
afterAll(() => t.close());

describe('search', () => {
  it('finds Ann-Marie Kowalska from part of the name and from a typo', async () => {
    for (const search of ['kowalsk', 'KOWALSKA', 'ann-marie', 'ann kowal', 'kowalksa', 'kowalsak']) {
      expect(ids(await list({ search })), search).toContain(annMarie);
    }
    // As typed first: a word that matches as typed does not bring in near spellings.
    expect(ids(await list({ search: 'kowalska' }))).toEqual([annMarie]);
  });

  it('finds +48 600 100 200 from the number in any format', async () => {
    for (const search of ['600100200', '600 100 200', '+48 600 100 200', '0048600100200', '600-100-200', '(600) 100200']) {
      expect(ids(await list({ search })), search).toEqual([annMarie]);
    }
  });
});

describe('filters and sorts', () => {
  it('filters by tags (any or all), birthday month and consent', async () => {
    const vipOrColour = ids(await list({ tags: ['ListVIP', 'ListColour'] }));
    expect(vipOrColour).toEqual(expect.arrayContaining([annMarie, piotr, zofia]));
    const both = ids(await list({ tags: ['ListVIP', 'ListColour'], tags_mode: 'all' }));
    expect(both).toContain(annMarie);
    expect(both).not.toContain(piotr);
    expect(both).not.toContain(zofia);
    const july = await list({ birthday_month: '7', search: 'kowalska wisniewski' });
    expect(july.data).toEqual([]);
    const julyPeople = ids(await list({ birthday_month: '7' }));
    expect(julyPeople).toEqual(expect.arrayContaining([annMarie, piotr]));
    expect(julyPeople).not.toContain(zofia);
    for (const row of (await list({ birthday_month: '7' })).data) expect(row.birthday!.slice(5, 7)).toBe('07');
    for (const row of (await list({ sms_marketing: 'yes' })).data) expect(row.sms_marketing).toBe(true);
    expect(ids(await list({ sms_marketing: 'no', tags: ['ListColour'] }))).toContain(zofia);
  });

  it('counts visits, no-shows and cancellations per booking, and filters by them', async () => {
    const row = (answer: CustomersResponse, id: number) => answer.data.find((c) => c.id === id) as CustomerRow;
    const tagged = await list({ tags: ['ListVIP', 'ListColour'] });
    expect(row(tagged, annMarie)).toMatchObject({ visits: 2, no_shows: 0, cancellations: 0 });
    expect(row(tagged, annMarie).last_visit!.slice(0, 10)).toBe(day(-3));
    expect(row(tagged, annMarie).next_visit!.slice(0, 10)).toBe(day(5));
    expect(row(tagged, piotr)).toMatchObject({ visits: 0, no_shows: 1, cancellations: 0, last_visit: null, next_visit: null });
    expect(row(tagged, zofia)).toMatchObject({ visits: 0, no_shows: 0, cancellations: 1, next_visit: null });

    expect(ids(await list({ no_shows: 'yes', tags: ['ListVIP', 'ListColour'] }))).toEqual([piotr]);
    expect(ids(await list({ upcoming: 'yes', tags: ['ListVIP', 'ListColour'] }))).toEqual([annMarie]);
    expect(ids(await list({ upcoming: 'no', tags: ['ListVIP', 'ListColour'] })).sort()).toEqual([piotr, zofia].sort());
    expect(ids(await list({ last_visit_from: day(-4), last_visit_to: day(-2), tags: ['ListVIP', 'ListColour'] }))).toEqual([annMarie]);
    expect(ids(await list({ last_visit_from: day(-2), tags: ['ListVIP', 'ListColour'] }))).toEqual([]);
  });

  it('sorts by name, last visit, creation and visits, both ways, with stable pages', async () => {
    const byName = (await list({})).data.map((c) => `${c.last_name} ${c.first_name}`.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, ''));
    expect(byName).toEqual([...byName].sort());
    const desc = (await list({ sort: 'name', order: 'desc' })).data.map((c) => c.id);
    expect(desc.length).toBeGreaterThan(10);
    const created = (await list({ sort: 'created', order: 'desc' })).data;
    expect(created.map((c) => c.created_at)).toEqual([...created.map((c) => c.created_at)].sort().reverse());
    const visits = (await list({ sort: 'visits', order: 'desc' })).data.map((c) => c.visits);
    expect(visits).toEqual([...visits].sort((a, b) => b - a));
    const last = (await list({ sort: 'last_visit', order: 'desc' })).data.map((c) => c.last_visit).filter(Boolean) as string[];
    expect(last).toEqual([...last].sort().reverse());
    const pages = [...(await list({ per_page: '10', sort: 'visits' })).data, ...(await list({ per_page: '10', page: '2', sort: 'visits' })).data];
    expect(new Set(pages.map((c) => c.id)).size).toBe(20);
  });

  it('lists archived customers only when asked', async () => {
    expect((await t.call('POST', `customers/archive/${zofia}`, { token: owner })).statusCode).toBe(200);
    expect(ids(await list({ search: 'nowakowska' }))).not.toContain(zofia);
    expect(ids(await list({ search: 'nowakowska', archived: 'yes' }))).toEqual([zofia]);
    expect((await t.call('POST', `customers/restore/${zofia}`, { token: owner })).statusCode).toBe(200);
    expect(ids(await list({ search: 'nowakowska' }))).toEqual([zofia]);
  });
});

describe('who may list', () => {
  it('lets whoever may book search, but keeps the list screen’s filters for customers.manage', async () => {
    expect(ids(await list({ search: 'kowalska' }, staff))).toEqual([annMarie]);
    for (const query of [{ tags: 'ListVIP' }, { no_shows: 'yes' }, { archived: 'yes' }, { birthday_month: '7' }] as Record<string, string>[]) {
      expect((await t.call('GET', 'customers', { token: staff, query })).statusCode, JSON.stringify(query)).toBe(403);
    }
    expect((await t.call('GET', 'customers/tags', { token: staff })).statusCode).toBe(403);
    const [count] = await rows<{ n: number }>(sql`select count(*)::int as n from customers where venue_id = ${t.seed.salon.id} and 'ListVIP' = any(tags)`);
    expect((await list({ tags: 'ListVIP' })).meta.total).toBe(count!.n);
    expect((await t.call('GET', 'customers/tags', { token: owner })).json().tags).toEqual(expect.arrayContaining(['ListColour', 'ListVIP']));
  });

  it('refuses bad filters with messages in the request language', async () => {
    const bad = await t.call('GET', 'customers', { token: owner, query: { birthday_month: '13', last_visit_from: 'yesterday', sort: 'age' }, lang: 'de' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['birthday_month', 'last_visit_from', 'sort']);
    expect(bad.json().errors.sort[0]).toMatch(/\p{L}/u);
  });
});

describe('a search alone and a search with filters', () => {
  it('page the same matches in the same order, whichever way the list reads them', async () => {
    // A search alone reads its count and order from the search view; with a filter (here one every row
    // passes: not archived, and the sort by creation), from customers. Both must agree page by page.
    for (let i = 0; i < 24; i += 1) await add({ first: `Pagina${String(i).padStart(2, '0')}`, last: i % 2 ? 'Zebrowska' : 'Abramowicz', phone: `+4860070${String(i).padStart(4, '0')}`, tags: ['PagingAll'] });
    const pages = async (extra: Record<string, string | string[]>) => {
      const seen: number[] = [];
      let total = 0;
      for (const page of ['1', '2', '3']) {
        const answer = await list({ search: 'pagina', per_page: '10', page, ...extra });
        total = answer.meta.total;
        seen.push(...ids(answer));
      }
      return { total, seen };
    };
    const alone = await pages({});
    const filtered = await pages({ tags: ['PagingAll'] });
    expect(alone.total).toBe(24);
    expect(alone).toEqual(filtered);
    expect(new Set(alone.seen).size).toBe(24);
    const names = (await list({ search: 'pagina' })).data.map((c) => c.last_name);
    expect(names.slice(0, 6)).toEqual(Array(6).fill('Abramowicz'));
    const descending = await list({ search: 'pagina', order: 'desc', per_page: '10' });
    expect(descending.data.map((c) => c.last_name)).toEqual(Array(10).fill('Zebrowska'));
    // A page past the last still answers the count (a search alone carries it on its rows).
    const beyond = await list({ search: 'pagina', per_page: '10', page: '4' });
    expect(beyond.data).toEqual([]);
    expect(beyond.meta).toMatchObject({ total: 24, last_page: 3 });
  });
});
