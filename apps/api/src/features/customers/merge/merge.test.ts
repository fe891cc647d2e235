import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConsentsResponse } from '@chairside/shared/customers-settings';
import type { DuplicatesResponse, MergeResponse, MergesResponse } from '@chairside/shared/customers-transfer';
import type { ReportResponse } from '@chairside/shared/reports';
import type { SaleDetail } from '@chairside/shared/sales';
import { databaseFingerprint } from '../../../test/fingerprint';
import { createTestApp, type TestApp } from '../../../test/test-app';

/** Duplicate candidates, merge and undo at the HTTP edge, on the demo salon's customers and bookings. */

let t: TestApp;
let owner: string;
let other: string;

const rows = async <T>(query: ReturnType<typeof sql>): Promise<T[]> => ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
const itemsOf = (customerId: number) =>
  rows<{ id: number }>(sql`select id from appointments where customer_id = ${customerId} order by id`).then((r) => r.map((x) => x.id));
const formResponsesOf = (customerId: number) =>
  rows<{ id: number }>(sql`select id from customer_form_responses where customer_id = ${customerId} order by id`).then((r) => r.map((x) => x.id));
const groupsOf = (customerId: number) =>
  rows<{ id: number }>(sql`select id from appointment_groups where customer_id = ${customerId} order by id`).then((r) => r.map((x) => x.id));
/** The ids of a customer's rows in one of the tables the sales, offers and consents movers move. */
const idsOf = (table: 'sales' | 'checkouts' | 'customer_packages' | 'customer_consents', customerId: number) =>
  rows<{ id: number }>(sql`select id from ${sql.identifier(table)} where customer_id = ${customerId} order by id`).then((r) => r.map((x) => x.id));
const sorted = (...lists: number[][]) => lists.flat().sort((x, y) => x - y);

let keep: number;
let merge: number;
beforeAll(async () => {
  t = await createTestApp();
  [owner, other] = await Promise.all([t.login('owner'), t.login('other')]);
  // Two demo customers with bookings become one person written twice: the same e-mail.
  const booked = await rows<{ id: number }>(sql`
    select customer_id as id from appointments where venue_id = ${t.seed.salon.id} and customer_id is not null
    group by customer_id having count(*) >= 2 order by customer_id limit 2`);
  [keep, merge] = booked.map((r) => r.id) as [number, number];
  await t.database.db.execute(sql`update customers set email = 'same.person@example.test', notes = 'Likes tea', tags = '{VIP}',
    sms_marketing = false, sms_marketing_at = '2026-01-01T10:00:00Z', sms_marketing_source = 'desk' where id = ${keep}`);
  await t.database.db.execute(sql`update customers set email = 'Same.Person@example.test', notes = 'Allergic to latex', tags = '{colour,VIP}', birthday = '1990-04-23',
    preferred_employee_id = ${t.seed.salon.employeeIds[0]!}, sms_marketing = true, sms_marketing_at = '2026-03-01T10:00:00Z', sms_marketing_source = 'online' where id = ${merge}`);
});
afterAll(() => t.close());

describe('GET customers/duplicates', () => {
  it('groups customers by the same e-mail, the same phone and similar names', async () => {
    const salon = t.seed.salon.id;
    const [a] = await rows<{ id: number }>(sql`insert into customers (venue_id, first_name, last_name, phone) values (${salon}, 'Jonathan', 'Quixotesque', '+34600999001') returning id`);
    const [b] = await rows<{ id: number }>(sql`insert into customers (venue_id, first_name, last_name, phone) values (${salon}, 'Jonathon', 'QUIXOTESQUE', '+34600999002') returning id`);
    const [c] = await rows<{ id: number }>(sql`insert into customers (venue_id, first_name, last_name, phone) values (${salon}, 'Maria', 'Phoneshare', '+34600999003') returning id`);
    const [d] = await rows<{ id: number }>(sql`insert into customers (venue_id, first_name, last_name, phone) values (${salon}, 'Pedro', 'Elsewhere', '+34600999003') returning id`);
    const all: DuplicatesResponse['data'] = [];
    for (let page = 1; ; page++) {
      const response = await t.call('GET', 'customers/duplicates', { token: owner, query: { page: String(page), per_page: '5' } });
      expect(response.statusCode, response.body).toBe(200);
      const answer = response.json<DuplicatesResponse>();
      all.push(...answer.data);
      if (!answer.meta.has_more) break;
    }
    const find = (reason: string, id: number) => all.find((g) => g.reason === reason && g.customers.some((x) => x.id === id))?.customers.map((x) => x.id);
    expect(find('email', keep)).toEqual([keep, merge].sort((x, y) => x - y));
    expect(find('name', a!.id)).toEqual([a!.id, b!.id]);
    expect(find('phone', c!.id)).toEqual([c!.id, d!.id]);
    const pair = all.find((g) => g.reason === 'email' && g.customers.some((x) => x.id === keep))!;
    expect(pair.customers.find((x) => x.id === merge)).toMatchObject({ notes: 'Allergic to latex', appointments: expect.any(Number) });
    // The preferred employee comes with a name to compare, not only an id.
    const [preferred] = await rows<{ name: string }>(sql`select first_name || ' ' || last_name as name from employees where id = ${t.seed.salon.employeeIds[0]!}`);
    expect(pair.customers.find((x) => x.id === merge)).toMatchObject({ preferred_employee_id: t.seed.salon.employeeIds[0], preferred_employee_name: preferred!.name.trim() });
    expect(pair.customers.find((x) => x.id === keep)?.preferred_employee_name ?? null).toBeNull();
    // Another venue sees none of these.
    const theirs = await t.call('GET', 'customers/duplicates', { token: other });
    expect(theirs.json<DuplicatesResponse>().data.flatMap((g) => g.customers.map((x) => x.id))).not.toContain(keep);
  });
});

describe('POST customers/merge and undo', () => {
  it('moves the bookings, keeps one customer, and undo restores both', async () => {
    // A signed form of the merged-away customer goes with them too (the forms mover).
    await t.database.db.execute(sql`insert into customer_form_responses (venue_id, form_id, customer_id, source, fields, answers)
      select f.venue_id, f.id, ${merge}, 'desk', f.fields, '{}'::jsonb from customer_forms f join customers c on c.venue_id = f.venue_id and c.id = ${merge} order by f.id limit 1`);
    const [keepForms, mergeForms] = await Promise.all([formResponsesOf(keep), formResponsesOf(merge)]);
    expect(mergeForms.length).toBe(1);
    const [keepItems, mergeItems, keepGroups, mergeGroups] = await Promise.all([itemsOf(keep), itemsOf(merge), groupsOf(keep), groupsOf(merge)]);
    expect(mergeItems.length).toBeGreaterThan(0);
    const [before] = await rows<Record<string, unknown>>(sql`select first_name, last_name, phone, email, birthday, notes, tags, sms_marketing, sms_marketing_source from customers where id = ${keep}`);
    const [mergedBefore] = await rows<{ phone: string }>(sql`select phone from customers where id = ${merge}`);

    const response = await t.call('POST', 'customers/merge', { token: owner, body: { keep_id: keep, merge_id: merge, values: { phone: 'merge', birthday: 'merge' } }, lang: 'pl' });
    expect(response.statusCode, response.body).toBe(200);
    const { merge: record, message } = response.json<MergeResponse>();
    expect(message).toBe('Klienci zostali scaleni.');
    expect(record).toMatchObject({ kept: { id: keep }, merged: { id: merge }, undone: false, can_undo: true, moved: { 'calendar.appointments': mergeItems.length, 'calendar.groups': mergeGroups.length } });

    expect(await itemsOf(merge)).toEqual([]);
    expect(await formResponsesOf(merge)).toEqual([]);
    expect(await formResponsesOf(keep)).toEqual([...keepForms, ...mergeForms].sort((x, y) => x - y));
    expect(await itemsOf(keep)).toEqual([...keepItems, ...mergeItems].sort((x, y) => x - y));
    const [kept] = await rows<Record<string, unknown>>(sql`select phone, to_char(birthday, 'YYYY-MM-DD') as birthday, notes, tags, sms_marketing, sms_marketing_source from customers where id = ${keep}`);
    expect(kept).toEqual({ phone: mergedBefore!.phone, birthday: '1990-04-23', notes: 'Likes tea\n\nAllergic to latex', tags: ['VIP', 'colour'], sms_marketing: true, sms_marketing_source: 'online' });
    const [gone] = await rows<{ archived: boolean }>(sql`select archived from customers where id = ${merge}`);
    expect(gone!.archived).toBe(true);
    const search = await t.call('GET', 'customers', { token: owner, query: { search: 'same.person' } });
    expect(search.json().data.map((c: { id: number }) => c.id)).toEqual([keep]);
    const log = await rows<{ entity_id: number; action: string }>(sql`select entity_id, action from activity_log where entity = 'customer' and entity_id in (${keep}, ${merge}) and action like 'merge%' order by entity_id`);
    expect(log.map((l) => [l.entity_id, l.action]).sort()).toEqual([[keep, 'merged'], [merge, 'merged_into']].sort());

    const list = await t.call('GET', 'customers/merges', { token: owner });
    expect(list.json<MergesResponse>().data[0]).toMatchObject({ id: record.id, can_undo: true });

    // Another venue can neither undo it nor merge the salon's customers.
    const fingerprint = await databaseFingerprint(t.database.db);
    expect((await t.call('POST', `customers/merge/undo/${record.id}`, { token: other })).statusCode).toBe(404);
    expect((await t.call('POST', 'customers/merge', { token: other, body: { keep_id: keep, merge_id: merge } })).statusCode).toBe(404);
    expect(await databaseFingerprint(t.database.db)).toEqual(fingerprint);

    const undo = await t.call('POST', `customers/merge/undo/${record.id}`, { token: owner });
    expect(undo.statusCode, undo.body).toBe(200);
    expect(undo.json<MergeResponse>().merge).toMatchObject({ undone: true, can_undo: false });
    expect(await itemsOf(keep)).toEqual(keepItems);
    expect(await itemsOf(merge)).toEqual(mergeItems);
    expect(await groupsOf(keep)).toEqual(keepGroups);
    expect(await groupsOf(merge)).toEqual(mergeGroups);
    expect(await formResponsesOf(keep)).toEqual(keepForms);
    expect(await formResponsesOf(merge)).toEqual(mergeForms);
    const [restored] = await rows<Record<string, unknown>>(sql`select first_name, last_name, phone, email, birthday, notes, tags, sms_marketing, sms_marketing_source from customers where id = ${keep}`);
    expect(restored).toEqual(before);
    const [back] = await rows<{ archived: boolean }>(sql`select archived from customers where id = ${merge}`);
    expect(back!.archived).toBe(false);

    const twice = await t.call('POST', `customers/merge/undo/${record.id}`, { token: owner, lang: 'de' });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().errors.merge).toEqual(['Diese Zusammenführung wurde bereits rückgängig gemacht.']);
  });

  it('moves the sales history, bought packages and consent history, and undo moves back exactly those', async () => {
    const salon = t.seed.salon.id;
    const till = (path: string, body: unknown) => t.call('POST', path, { token: owner, body, headers: { 'idempotency-key': crypto.randomUUID() } });
    /** A walk-in sale paid for `customerId` (its checkout and sale document). */
    const sell = async (customerId: number, cents: number) => {
      const cart = await till('checkouts/store', { customer_id: customerId, items: [{ kind: 'custom', name: 'Hair oil', unit_price: cents }] });
      expect(cart.statusCode, cart.body).toBe(200);
      const { id, totals } = cart.json<{ data: { id: number; totals: { due: number } } }>().data;
      const paid = await till(`checkouts/pay/${id}`, { payments: [{ method: 'cash', amount: totals.due }] });
      expect(paid.statusCode, paid.body).toBe(200);
      return paid.json<{ data: SaleDetail }>().data;
    };
    const sale = await sell(merge, 4200);
    const open = await till('checkouts/store', { customer_id: merge, items: [{ kind: 'custom', name: 'Shampoo', unit_price: 1500 }] });
    expect(open.statusCode, open.body).toBe(200);
    const [pkg] = await rows<{ id: number }>(sql`select id from packages where venue_id = ${salon} order by id limit 1`);
    await t.database.db.execute(sql`insert into customer_packages (venue_id, customer_id, package_id, expires_on) values (${salon}, ${merge}, ${pkg!.id}, '2099-12-31')`);
    // Withdrawn at the desk, then given on a form (whatever the demo had, the history gains the latter).
    for (const [granted, source] of [[false, 'desk'], [true, 'form']] as const) {
      const consent = await t.call('POST', `customers/${merge}/consents/store`, { token: owner, body: { channel: 'email', granted, source } });
      expect(consent.statusCode, consent.body).toBe(200);
    }

    const tables = ['sales', 'checkouts', 'customer_packages', 'customer_consents'] as const;
    const snapshot = async (customerId: number) =>
      Object.fromEntries(await Promise.all(tables.map(async (table) => [table, await idsOf(table, customerId)] as const))) as Record<(typeof tables)[number], number[]>;
    const [keepBefore, mergeBefore] = await Promise.all([snapshot(keep), snapshot(merge)]);
    expect(mergeBefore.sales).toContain(sale.id);
    expect(mergeBefore.checkouts.length).toBeGreaterThanOrEqual(2);
    const today = new Date();
    const range = { date_from: new Date(today.getTime() - 360 * 86_400_000).toISOString().slice(0, 10), date_to: new Date(today.getTime() + 2 * 86_400_000).toISOString().slice(0, 10) };
    const revenue = async () => {
      const response = await t.call('GET', 'reports/customer/revenue', { token: owner, query: range });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<ReportResponse>().rows;
    };
    const names = await rows<{ id: number; name: string }>(sql`select id, trim(first_name || ' ' || last_name) as name from customers where id in (${keep}, ${merge})`);
    const nameOf = (id: number) => names.find((n) => n.id === id)!.name;
    const salesIn = (list: Awaited<ReturnType<typeof revenue>>, id: number) => Number(list.find((row) => row.customer === nameOf(id))?.sales ?? 0);
    const revenueBefore = await revenue();
    expect(salesIn(revenueBefore, merge)).toBeGreaterThan(0);

    const response = await t.call('POST', 'customers/merge', { token: owner, body: { keep_id: keep, merge_id: merge } });
    expect(response.statusCode, response.body).toBe(200);
    const { merge: record } = response.json<MergeResponse>();
    expect(record.moved).toMatchObject({
      'sales.sales': mergeBefore.sales.length, 'sales.checkouts': mergeBefore.checkouts.length,
      'offers.packages': mergeBefore.customer_packages.length, 'consents.history': mergeBefore.customer_consents.length,
    });
    for (const table of tables) {
      expect(await idsOf(table, merge), table).toEqual([]);
      expect(await idsOf(table, keep), table).toEqual(sorted(keepBefore[table], mergeBefore[table]));
    }
    // The document now belongs to the kept customer, but still reads as it was printed.
    const detail = await t.call('GET', `sales/detail/${sale.id}`, { token: owner });
    expect(detail.json<{ data: SaleDetail }>().data).toMatchObject({ customer_id: keep, customer_name: sale.customer_name });
    // The money side: the customer revenue report counts the merged customer's sales under the kept one.
    const revenueAfter = await revenue();
    expect(salesIn(revenueAfter, keep)).toBe(salesIn(revenueBefore, keep) + salesIn(revenueBefore, merge));
    expect(revenueAfter.some((row) => row.customer === nameOf(merge))).toBe(false);
    // The consent history that backs the kept customer's e-mail consent came along.
    const consents = (await t.call('GET', `customers/${keep}/consents`, { token: owner })).json<ConsentsResponse>();
    expect(consents).toMatchObject({ email_marketing: true });
    expect(consents.history[0]).toMatchObject({ channel: 'email', granted: true, source: 'form' });

    // Sold to the kept customer after the merge: stays theirs when the merge is undone.
    const later = await sell(keep, 900);
    const [laterCheckout] = await rows<{ id: number }>(sql`select checkout_id as id from sales where id = ${later.id}`);
    const undo = await t.call('POST', `customers/merge/undo/${record.id}`, { token: owner });
    expect(undo.statusCode, undo.body).toBe(200);
    const [keepAfter, mergeAfter] = await Promise.all([snapshot(keep), snapshot(merge)]);
    expect(mergeAfter).toEqual(mergeBefore);
    expect(keepAfter).toEqual({ ...keepBefore, sales: sorted(keepBefore.sales, [later.id]), checkouts: sorted(keepBefore.checkouts, [laterCheckout!.id]) });
    expect((await t.call('GET', `sales/detail/${sale.id}`, { token: owner })).json<{ data: SaleDetail }>().data.customer_id).toBe(merge);
    expect(salesIn(await revenue(), merge)).toBe(salesIn(revenueBefore, merge));
  });

  it('refuses to merge a customer with itself, or one already merged away', async () => {
    const same = await t.call('POST', 'customers/merge', { token: owner, body: { keep_id: keep, merge_id: keep } });
    expect(same.statusCode).toBe(422);
    expect(same.json().errors.merge_id).toEqual(['Choose two different customers.']);
    const first = await t.call('POST', 'customers/merge', { token: owner, body: { keep_id: keep, merge_id: merge } });
    expect(first.statusCode).toBe(200);
    const again = await t.call('POST', 'customers/merge', { token: owner, body: { keep_id: keep, merge_id: merge } });
    expect(again.statusCode).toBe(404);
  });
});
