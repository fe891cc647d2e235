import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Checkout, SaleDetail } from '@chairside/shared/sales';
import { useTestApp } from '../../test/test-app';

/** Packages, memberships and catalogue discounts at the till (issue 14), at the HTTP edge on the demo salon's catalogue. */

const TODAY = '2027-03-10';
const t = useTestApp({ now: () => new Date(`${TODAY}T15:00:00Z`) });
let owner: string;
let staff: string;
let blowDry: { id: number; price: number };
let manicure: { id: number; price: number };
let customers: number[];

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}
const one = async <T>(query: ReturnType<typeof sql>) => (await rows<T>(query))[0]!;
const service = (name: string) => one<{ id: number; price: number }>(sql`select id, price from services where venue_id = ${t.seed.salon.id} and name = ${name}`);
const offerId = async (table: 'packages' | 'memberships' | 'discounts', name: string) =>
  (await one<{ id: number }>(sql`select id from ${sql.raw(table)} where venue_id = ${t.seed.salon.id} and name = ${name}`)).id;
const key = () => ({ 'idempotency-key': crypto.randomUUID() });
const post = (path: string, body: unknown, token = owner, lang?: string) => t.call('POST', path, { token, body, headers: key(), lang });
const cart = async (body: Record<string, unknown>, token = owner) => {
  const response = await post('checkouts/store', body, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: Checkout }>().data;
};
const payAll = async (checkout: Checkout) => {
  const response = await post(`checkouts/pay/${checkout.id}`, { payments: [{ method: 'card', amount: checkout.totals.due }] });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: SaleDetail }>().data;
};
const remaining = async (customerPackageId: number, serviceId: number) =>
  (await one<{ remaining: number }>(sql`select remaining from customer_package_services where customer_package_id = ${customerPackageId} and service_id = ${serviceId}`)).remaining;
const errorsOf = (body: string) => JSON.stringify((JSON.parse(body) as { errors?: unknown }).errors);

beforeAll(async () => {
  [owner, staff] = await Promise.all([t.login('owner'), t.login('staff')]);
  [blowDry, manicure] = await Promise.all([service('Blow-dry'), service('Classic manicure')]);
  customers = (await rows<{ id: number }>(sql`select id from customers where venue_id = ${t.seed.salon.id} order by id limit 6`)).map((row) => row.id);
});

/** Sells the 5 × Blow-dry package to a customer; answers the customer's package id. */
async function sellBlowDryPackage(customerId: number) {
  const packageId = await offerId('packages', '5 × Blow-dry');
  const checkout = await cart({ customer_id: customerId, items: [{ kind: 'package', package_id: packageId }] });
  expect(checkout.lines[0]).toMatchObject({ kind: 'package', name: '5 × Blow-dry', unit_price: 14000, total: 14000 });
  const sale = await payAll(checkout);
  expect(sale.lines[0]).toMatchObject({ kind: 'package', package_id: packageId });
  return { sale, ownId: sale.lines[0]!.customer_package_id! };
}

describe('catalogue discounts at the till', () => {
  it('applies a discount typed by its code with exact totals, then refuses it past its limit per customer (translated)', async () => {
    const customerId = customers[0]!;
    const checkout = await cart({ customer_id: customerId, items: [{ kind: 'service', service_id: blowDry.id }], cart_discount: { code: 'welcome10' } });
    expect(checkout.tax_mode).toBe('included');
    const off = Math.round(blowDry.price / 10);
    expect(checkout.lines[0]).toMatchObject({ discount: { kind: 'percent', value: 1000 }, discount_amount: off, total: blowDry.price - off, discount_name: 'Welcome 10 %' });
    expect(checkout.totals).toMatchObject({ subtotal: blowDry.price, discount: off, total: blowDry.price - off, due: blowDry.price - off });
    const sale = await payAll(checkout);
    const discountId = await offerId('discounts', 'Welcome 10 %');
    expect(sale.lines[0]).toMatchObject({ discount_id: discountId, discount: off, total: blowDry.price - off });

    const again = await post('checkouts/store', { customer_id: customerId, items: [{ kind: 'service', service_id: blowDry.id, catalog_discount: { code: 'WELCOME10' } }] }, owner, 'de');
    expect(again.statusCode).toBe(422);
    expect(errorsOf(again.body)).toContain('bereits 1-mal');
    // Limited per customer: no customer, no discount.
    const anonymous = await post('checkouts/store', { items: [{ kind: 'service', service_id: blowDry.id }], cart_discount: { code: 'WELCOME10' } });
    expect(anonymous.statusCode).toBe(422);
    // An unknown code is a field error.
    const unknown = await post('checkouts/store', { items: [{ kind: 'service', service_id: blowDry.id }], cart_discount: { code: 'NOPE' } }, owner, 'fr-fr');
    expect(unknown.statusCode).toBe(422);
    expect(errorsOf(unknown.body)).toContain('Aucune remise');
  });

  it('shares a fixed discount over the lines to the minor unit; refuses one out of its dates (422) and a restricted one without the flag (403)', async () => {
    const student = await offerId('discounts', 'Student');
    const checkout = await cart({ items: [{ kind: 'service', service_id: blowDry.id }, { kind: 'service', service_id: manicure.id }], cart_discount: { discount_id: student } });
    const whole = blowDry.price + manicure.price;
    const first = Math.floor((blowDry.price * 500) / whole);
    expect(checkout.totals).toMatchObject({ subtotal: whole, discount: 500, total: whole - 500 });
    expect(checkout.lines.map((line) => line.discount_amount).reduce((a, b) => a + b, 0)).toBe(500);
    expect(Math.abs(checkout.lines[0]!.discount_amount - first)).toBeLessThanOrEqual(1);

    const restricted = await post('checkouts/store', { items: [{ kind: 'service', service_id: blowDry.id }], cart_discount: { discount_id: student } }, staff, 'pl');
    expect(restricted.statusCode).toBe(403);
    expect(restricted.json()).toMatchObject({ code: 'FORBIDDEN' });
    // A manual discount needs the same flag; the staff's own cart keeps working without one.
    const manual = await post('checkouts/store', { items: [{ kind: 'service', service_id: blowDry.id, discount: { kind: 'percent', value: 5000 } }] }, staff);
    expect(manual.statusCode).toBe(403);
    expect((await post('checkouts/store', { items: [{ kind: 'service', service_id: blowDry.id }] }, staff)).statusCode).toBe(200);

    const summer = await post('checkouts/store', { items: [{ kind: 'product', product_id: (await one<{ id: number }>(sql`select id from products where venue_id = ${t.seed.salon.id} and archived = false order by id limit 1`)).id }], cart_discount: { code: 'SUMMER15' } }, owner, 'es-es');
    expect(summer.statusCode).toBe(422);
    expect(errorsOf(summer.body)).toContain('no es válido hoy');
  });
});

describe('packages at the till', () => {
  it('sells a package to the cart’s customer, then covers a service with it (price 0, one session less) and a void gives the session back', async () => {
    const customerId = customers[1]!;
    const noCustomer = await post('checkouts/store', { items: [{ kind: 'package', package_id: await offerId('packages', '5 × Blow-dry') }] });
    expect(noCustomer.statusCode).toBe(422);
    const { ownId } = await sellBlowDryPackage(customerId);
    expect(await remaining(ownId, blowDry.id)).toBe(5);
    const own = await one<{ expires_on: string }>(sql`select expires_on::text from customer_packages where id = ${ownId}`);
    expect(own.expires_on).toBe('2027-09-06');

    const checkout = await cart({
      customer_id: customerId,
      items: [{ kind: 'service', service_id: blowDry.id, cover: { customer_package_id: ownId } }, { kind: 'service', service_id: manicure.id }],
    });
    expect(checkout.lines[0]).toMatchObject({ unit_price: 0, total: 0, cover: { kind: 'package', id: ownId, effect: 'covered' } });
    expect(checkout.totals).toMatchObject({ subtotal: manicure.price, total: manicure.price, due: manicure.price });
    const sale = await payAll(checkout);
    expect(sale.lines[0]).toMatchObject({ customer_package_id: ownId, total: 0 });
    expect(await remaining(ownId, blowDry.id)).toBe(4);

    // The package sold cannot be given back once a session was used.
    const soldSale = (await rows<{ sale_id: number }>(sql`select sale_id from sale_lines where customer_package_id = ${ownId} and kind = 'package'`))[0]!.sale_id;
    const refused = await post(`sales/void/${soldSale}`, { reason: 'mistake' }, owner, 'it-it');
    expect(refused.statusCode).toBe(422);
    expect(errorsOf(refused.body)).toContain('non può più essere reso');

    const voided = await post(`sales/void/${sale.id}`, { reason: 'wrong customer' });
    expect(voided.statusCode, voided.body).toBe(200);
    expect(await remaining(ownId, blowDry.id)).toBe(5);
    // Now unused: voiding the package's sale removes it.
    expect((await post(`sales/void/${soldSale}`, { reason: 'changed their mind' })).statusCode).toBe(200);
    expect(await rows(sql`select id from customer_packages where id = ${ownId}`)).toEqual([]);
  });

  it('lets only one of two simultaneous pays take the last session', async () => {
    const customerId = customers[2]!;
    const { ownId } = await sellBlowDryPackage(customerId);
    await t.database.db.execute(sql`update customer_package_services set remaining = 1 where customer_package_id = ${ownId}`);
    const carts = await Promise.all([0, 1].map(() => cart({ customer_id: customerId, items: [{ kind: 'service', service_id: blowDry.id, cover: { customer_package_id: ownId } }] })));
    const answers = await Promise.all(carts.map((c) => post(`checkouts/pay/${c.id}`, { payments: [{ method: 'cash', amount: 0 }] })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 422]);
    expect(await remaining(ownId, blowDry.id)).toBe(0);
    // Nothing left: a new cover is refused already at the cart.
    const none = await post('checkouts/store', { customer_id: customerId, items: [{ kind: 'service', service_id: blowDry.id, cover: { customer_package_id: ownId } }] });
    expect(none.statusCode).toBe(422);
    // Someone else's package cannot pay.
    const stranger = await post('checkouts/store', { customer_id: customers[3], items: [{ kind: 'service', service_id: blowDry.id, cover: { customer_package_id: ownId } }] });
    expect(stranger.statusCode).toBe(422);
  });
});

describe('memberships at the till', () => {
  it('sells a session membership, covers its services (a session less) and gives its discount on the others', async () => {
    const customerId = customers[4]!;
    const manicureTen = await offerId('memberships', 'Manicure 10');
    const sold = await payAll(await cart({ customer_id: customerId, items: [{ kind: 'membership', membership_id: manicureTen }] }));
    const ownId = sold.lines[0]!.customer_membership_id!;
    const own = await one<{ state: string; sessions_left: number; started_on: string }>(sql`select state, sessions_left, started_on::text from customer_memberships where id = ${ownId}`);
    expect(own).toEqual({ state: 'active', sessions_left: 10, started_on: TODAY });

    const covered = await cart({ customer_id: customerId, items: [{ kind: 'service', service_id: manicure.id, cover: { customer_membership_id: ownId } }] });
    expect(covered.totals.total).toBe(0);
    const sale = await payAll(covered);
    expect((await one<{ n: number }>(sql`select sessions_left as n from customer_memberships where id = ${ownId}`)).n).toBe(9);
    // Manicure 10 gives no discount on what it does not cover.
    const nothing = await post('checkouts/store', { customer_id: customerId, items: [{ kind: 'service', service_id: blowDry.id, cover: { customer_membership_id: ownId } }] });
    expect(nothing.statusCode).toBe(422);
    // A refund of the covered line gives the session back.
    const refund = await post(`sales/refund/${sale.id}`, { method: 'cash', reason: 'redo' });
    expect(refund.statusCode, refund.body).toBe(200);
    expect((await one<{ n: number }>(sql`select sessions_left as n from customer_memberships where id = ${ownId}`)).n).toBe(10);
    // Unused again: refunding the membership cancels it.
    expect((await post(`sales/refund/${sold.id}`, { method: 'card', reason: 'cancelled' })).statusCode).toBe(200);
    expect((await one<{ state: string }>(sql`select state from customer_memberships where id = ${ownId}`)).state).toBe('cancelled');
  });

  it('gives a recurring membership’s discount (basis points) on a service it does not cover, exactly', async () => {
    const customerId = customers[5]!;
    const club = await offerId('memberships', 'Blow-dry club');
    const sold = await payAll(await cart({ customer_id: customerId, items: [{ kind: 'membership', membership_id: club }] }));
    const ownId = sold.lines[0]!.customer_membership_id!;
    expect(await one(sql`select renews_on::text, sessions_left from customer_memberships where id = ${ownId}`)).toEqual({ renews_on: '2027-04-10', sessions_left: null });
    const checkout = await cart({
      customer_id: customerId,
      items: [{ kind: 'service', service_id: blowDry.id, cover: { customer_membership_id: ownId } }, { kind: 'service', service_id: manicure.id, cover: { customer_membership_id: ownId } }],
    });
    const off = Math.round(manicure.price / 10);
    expect(checkout.lines.map((line) => [line.total, line.cover?.effect])).toEqual([[0, 'covered'], [manicure.price - off, 'discount']]);
    expect(checkout.totals).toMatchObject({ subtotal: manicure.price, discount: off, total: manicure.price - off });
    await payAll(checkout);
  });
});

describe('the demo data', () => {
  it('has a customer who bought a package at the till and used two of its blow-dries, and one with a manicure membership used once', async () => {
    const last = await rows<{ id: number }>(sql`select id from customers where venue_id = ${t.seed.salon.id} order by id desc limit 2`);
    const left = await rows<{ remaining: number }>(sql`
      select s.remaining from customer_packages p join customer_package_services s on s.customer_package_id = p.id where p.customer_id = ${last[0]!.id}`);
    expect(left).toEqual([{ remaining: 3 }]);
    const held = await rows<{ sessions_left: number }>(sql`select sessions_left from customer_memberships where customer_id = ${last[1]!.id}`);
    expect(held).toEqual([{ sessions_left: 9 }]);
  });
});

describe('the till’s offers', () => {
  it('lists discounts valid today, what is for sale, and the sessions the customer has left', async () => {
    const customerId = customers[3]!;
    const { ownId } = await sellBlowDryPackage(customerId);
    const answer = await t.call('GET', 'checkouts/offers', { token: staff, query: { customer_id: String(customerId) } });
    expect(answer.statusCode, answer.body).toBe(200);
    const data = answer.json<{ data: { discounts: { name: string }[]; packages: unknown[]; memberships: unknown[]; customer_packages: { id: number; remaining: { service_id: number; count: number }[] }[]; can_discount: boolean } }>().data;
    expect(data.discounts.map((d) => d.name)).toContain('Welcome 10 %');
    expect(data.discounts.map((d) => d.name)).not.toContain('Summer products');
    expect(data.packages.length).toBeGreaterThan(0);
    expect(data.customer_packages.find((p) => p.id === ownId)?.remaining).toEqual([expect.objectContaining({ service_id: blowDry.id, count: 5 })]);
    expect(data.can_discount).toBe(false);
  });
});

describe('tenancy', () => {
  it('answers 404 for another venue’s package, membership, discount and customer package', async () => {
    const otherVenue = (await one<{ id: number }>(sql`select id from venues where id <> ${t.seed.salon.id} order by id limit 1`)).id;
    const ids = await one<{ p: number; m: number; d: number; c: number; cp: number }>(sql`
      with c as (select id from customers where venue_id = ${otherVenue} order by id limit 1),
      p as (insert into packages (venue_id, name, price, validity_days) values (${otherVenue}, 'Foreign', 1000, 30) returning id),
      m as (insert into memberships (venue_id, name, kind, period, price) values (${otherVenue}, 'Foreign', 'recurring', 'month', 1000) returning id),
      d as (insert into discounts (venue_id, name, kind, value, code) values (${otherVenue}, 'Foreign', 'percent', 1000, 'FOREIGN') returning id),
      cp as (insert into customer_packages (venue_id, customer_id, package_id, expires_on) select ${otherVenue}, c.id, p.id, '2030-01-01' from c, p returning id)
      select p.id as p, m.id as m, d.id as d, (select id from c) as c, cp.id as cp from p, m, d, cp`);
    const customerId = customers[0]!;
    for (const items of [
      [{ kind: 'package', package_id: ids.p }],
      [{ kind: 'membership', membership_id: ids.m }],
      [{ kind: 'service', service_id: blowDry.id, catalog_discount: { discount_id: ids.d } }],
      [{ kind: 'service', service_id: blowDry.id, cover: { customer_package_id: ids.cp } }],
    ]) {
      const answer = await post('checkouts/store', { customer_id: customerId, items });
      expect(answer.statusCode, JSON.stringify(items)).toBe(404);
    }
    expect((await t.call('GET', 'checkouts/offers', { token: owner, query: { customer_id: String(ids.c) } })).statusCode).toBe(404);
    // Its code is not ours either.
    expect((await post('checkouts/store', { items: [{ kind: 'service', service_id: blowDry.id }], cart_discount: { code: 'FOREIGN' } })).statusCode).toBe(422);
  });
});
