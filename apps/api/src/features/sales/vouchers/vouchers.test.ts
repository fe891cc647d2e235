import { and, eq, sql } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Checkout, SaleDetail } from '@chairside/shared/sales';
import type { Voucher, VoucherCheck, VoucherDetail, VouchersListResponse } from '@chairside/shared/sales-vouchers';
import { mailAttachments, mailOutbox } from '../../../db/schema/index';
import { useTestApp } from '../../../test/test-app';

/** Gift vouchers (/payments/vouchers): selling, checking, spending at the till, giving back, printing, mailing, other venues. */

const TODAY = '2027-03-10';
const t = useTestApp({ now: () => new Date(`${TODAY}T15:00:00Z`) });
let owner: string;
beforeAll(async () => {
  owner = await t.login('owner');
});

const key = () => ({ 'idempotency-key': crypto.randomUUID() });
const post = (path: string, body: unknown, token = owner, lang?: string) => t.call('POST', path, { token, body, headers: key(), lang });
async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

async function sell(body: Record<string, unknown> = {}, token = owner): Promise<Voucher> {
  const amount = (body.amount as number | undefined) ?? 5000;
  const response = await post('vouchers/store', { kind: 'amount', amount, payments: [{ method: 'card', amount }], ...body }, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: Voucher }>().data;
}

async function walkIn(price: number, token = owner): Promise<Checkout> {
  const response = await post('checkouts/store', { items: [{ kind: 'custom', name: 'Blow-dry', unit_price: price }] }, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: Checkout }>().data;
}

const pay = (id: number, payments: unknown[], token = owner, lang?: string) => post(`checkouts/pay/${id}`, { payments }, token, lang);
const check = async (code: string, token = owner) => t.call('GET', `vouchers/check/${encodeURIComponent(code)}`, { token });
const balanceOf = async (code: string) => (await check(code)).json<{ data: VoucherCheck }>().data;

describe('selling and checking', () => {
  it('sells a voucher at the desk: a sale with an untaxed voucher line, an active voucher with a hard-to-guess code', async () => {
    const voucher = await sell({ amount: 7500, recipient_name: 'Zofia Łęcka', message: 'Happy birthday!', expires_on: '2028-03-10' });
    expect(voucher).toMatchObject({ kind: 'amount', initial_amount: 7500, balance: 7500, status: 'active', expires_on: '2028-03-10', recipient_name: 'Zofia Łęcka' });
    expect(voucher.code).toMatch(/^[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/);
    const sale = (await t.call('GET', `sales/detail/${voucher.sale_id}`, { token: owner })).json<{ data: SaleDetail }>().data;
    expect(sale.lines).toEqual([expect.objectContaining({ kind: 'voucher', tax_rate: 0, tax_amount: 0, total: 7500 })]);
    expect(sale.tax_total).toBe(0);
    // Typed back in lower case without dashes.
    const checked = await check(voucher.code.replace(/-/g, '').toLowerCase());
    expect(checked.statusCode, checked.body).toBe(200);
    expect(checked.json<{ data: VoucherCheck }>().data).toMatchObject({ id: voucher.id, balance: 7500, status: 'active' });
    expect((await check('ABCD-EFGH-JKLM')).statusCode).toBe(404);
    expect((await check('not a code')).statusCode).toBe(404);
  });

  it('sells a voucher for a service at its price, and one added to a cart with other lines', async () => {
    const [service] = await rows<{ id: number; name: string; price: number }>(sql`select id, name, price from services where venue_id = ${t.seed.salon.id} and price > 0 order by id limit 1`);
    const voucher = await sell({ kind: 'service', service_id: service!.id, amount: undefined, payments: [{ method: 'cash', amount: service!.price }] });
    expect(voucher).toMatchObject({ kind: 'service', service_id: service!.id, title: service!.name, balance: service!.price });

    const cart = (await post('checkouts/store', { items: [
      { kind: 'custom', name: 'Shampoo', unit_price: 1500 },
      { kind: 'voucher', unit_price: 2500, voucher: { recipient_name: 'Ana', expires_on: '2027-12-31' } },
    ] })).json<{ data: Checkout }>().data;
    expect(cart.lines[1]).toMatchObject({ kind: 'voucher', tax_rate: 0, total: 2500, voucher: { recipient_name: 'Ana' } });
    const paid = await pay(cart.id, [{ method: 'card', amount: cart.totals.due }]);
    expect(paid.statusCode, paid.body).toBe(200);
    const made = await rows<{ n: number }>(sql`select count(*)::int as n from gift_vouchers where venue_id = ${t.seed.salon.id} and sale_id = ${paid.json<{ data: SaleDetail }>().data.id} and recipient_name = 'Ana' and balance = 2500`);
    expect(made[0]!.n).toBe(1);
  });

  it('refuses a voucher without a value, with an expiry in the past, and an unknown customer', async () => {
    const none = await post('vouchers/store', { kind: 'amount', payments: [{ method: 'card', amount: 100 }] });
    expect(none.statusCode).toBe(422);
    expect(none.json()).toMatchObject({ errors: { amount: [expect.any(String)] } });
    const past = await post('vouchers/store', { kind: 'amount', amount: 100, expires_on: '2027-03-09', payments: [{ method: 'card', amount: 100 }] });
    expect(past.json()).toMatchObject({ errors: { expires_on: [expect.any(String)] } });
    const stranger = await post('vouchers/store', { kind: 'amount', amount: 100, customer_id: 2_000_000_000, payments: [{ method: 'card', amount: 100 }] });
    expect(stranger.json()).toMatchObject({ errors: { customer_id: [expect.any(String)] } });
  });
});

describe('spending at the till', () => {
  it('pays part of a sale with a voucher; the rest stays on it; the history shows the redemption', async () => {
    const voucher = await sell({ amount: 5000 });
    const cart = await walkIn(3000);
    const paid = await pay(cart.id, [{ method: 'voucher', amount: 2000, voucher_code: voucher.code }, { method: 'card', amount: 1000 }]);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json<{ data: SaleDetail }>().data.payments).toEqual([expect.objectContaining({ method: 'voucher', amount: 2000 }), expect.objectContaining({ method: 'card', amount: 1000 })]);
    expect(await balanceOf(voucher.code)).toMatchObject({ balance: 3000, status: 'active' });
    const detail = (await t.call('GET', `vouchers/detail/${voucher.id}`, { token: owner })).json<{ data: VoucherDetail }>().data;
    expect(detail.redemptions).toEqual([expect.objectContaining({ kind: 'redeem', amount: 2000, balance_after: 3000, sale_id: paid.json<{ data: SaleDetail }>().data.id })]);

    // The rest, then nothing more.
    const second = await walkIn(3000);
    expect((await pay(second.id, [{ method: 'voucher', amount: 3000, voucher_code: voucher.code }])).statusCode).toBe(200);
    expect(await balanceOf(voucher.code)).toMatchObject({ balance: 0, status: 'used' });
    const third = await walkIn(100);
    const refused = await pay(third.id, [{ method: 'voucher', amount: 100, voucher_code: voucher.code }], owner, 'de');
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'VALIDATION', errors: { 'payments.0.voucher_code': ['Dieser Geschenkgutschein ist bereits aufgebraucht.'] } });
  });

  it('refuses more than the balance, an unknown code and a code on another method', async () => {
    const voucher = await sell({ amount: 1000 });
    const cart = await walkIn(1500);
    const short = await pay(cart.id, [{ method: 'voucher', amount: 1500, voucher_code: voucher.code }]);
    expect(short.statusCode).toBe(422);
    expect(short.json()).toMatchObject({ errors: { 'payments.0.voucher_code': [expect.any(String)] } });
    expect((await pay(cart.id, [{ method: 'voucher', amount: 1500, voucher_code: 'ZZZZ-ZZZZ-ZZZZ' }])).json()).toMatchObject({ errors: { 'payments.0.voucher_code': [expect.any(String)] } });
    expect((await pay(cart.id, [{ method: 'card', amount: 1500, voucher_code: voucher.code }])).statusCode).toBe(422);
    expect(await balanceOf(voucher.code)).toMatchObject({ balance: 1000 });
  });

  it('10 concurrent pays against one voucher never spend more than it holds', async () => {
    const voucher = await sell({ amount: 5000 });
    const carts = [];
    for (let i = 0; i < 10; i++) carts.push(await walkIn(1000));
    const answers = await Promise.all(carts.map((cart) => pay(cart.id, [{ method: 'voucher', amount: 1000, voucher_code: voucher.code }])));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(5);
    expect(answers.filter((a) => a.statusCode === 422)).toHaveLength(5);
    expect(await balanceOf(voucher.code)).toMatchObject({ balance: 0, status: 'used' });
    const spent = await rows<{ n: number; sum: number }>(sql`select count(*)::int as n, sum(amount)::int as sum from voucher_redemptions where venue_id = ${t.seed.salon.id} and voucher_id = ${voucher.id} and kind = 'redeem'`);
    expect(spent[0]).toEqual({ n: 5, sum: 5000 });
  });

  it('refuses an expired voucher with a translated message, and lists it as expired', async () => {
    const voucher = await sell({ amount: 2000, expires_on: TODAY });
    const cart = await walkIn(500);
    // Today is its last day: still good.
    expect((await pay(cart.id, [{ method: 'voucher', amount: 500, voucher_code: voucher.code }])).statusCode).toBe(200);
    await t.database.db.execute(sql`update gift_vouchers set expires_on = '2027-03-09' where id = ${voucher.id}`);
    const late = await walkIn(500);
    const refused = await pay(late.id, [{ method: 'voucher', amount: 500, voucher_code: voucher.code }], owner, 'fr-fr');
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ errors: { 'payments.0.voucher_code': ['Ce bon cadeau a expiré le 2027-03-09.'] } });
    expect(await balanceOf(voucher.code)).toMatchObject({ balance: 1500, status: 'expired' });
    const expired = (await t.call('GET', 'vouchers', { token: owner, query: { status: 'expired' } })).json<VouchersListResponse>();
    expect(expired.data.map((v) => v.id)).toContain(voucher.id);
    const active = (await t.call('GET', 'vouchers', { token: owner, query: { status: 'active', per_page: '100' } })).json<VouchersListResponse>();
    expect(active.data.map((v) => v.id)).not.toContain(voucher.id);
  });
});

describe('giving back', () => {
  it('a void of a sale paid by voucher puts the amount back on it', async () => {
    const voucher = await sell({ amount: 4000 });
    const cart = await walkIn(4000);
    const sale = (await pay(cart.id, [{ method: 'voucher', amount: 4000, voucher_code: voucher.code }])).json<{ data: SaleDetail }>().data;
    expect(await balanceOf(voucher.code)).toMatchObject({ balance: 0, status: 'used' });
    const voided = await post(`sales/void/${sale.id}`, { reason: 'Wrong customer' });
    expect(voided.statusCode, voided.body).toBe(200);
    expect(await balanceOf(voucher.code)).toMatchObject({ balance: 4000, status: 'active' });
    const detail = (await t.call('GET', `vouchers/detail/${voucher.id}`, { token: owner })).json<{ data: VoucherDetail }>().data;
    expect(detail.redemptions.map((r) => [r.kind, r.amount, r.balance_after])).toEqual([['redeem', 4000, 0], ['restore', 4000, 4000]]);
  });

  it('a refund to the voucher method gives back at most what vouchers paid', async () => {
    const voucher = await sell({ amount: 3000 });
    const cart = await walkIn(5000);
    const sale = (await pay(cart.id, [{ method: 'voucher', amount: 3000, voucher_code: voucher.code }, { method: 'cash', amount: 2000 }])).json<{ data: SaleDetail }>().data;
    const tooMuch = await post(`sales/refund/${sale.id}`, { method: 'voucher', reason: 'Unhappy' });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json()).toMatchObject({ errors: { method: [expect.any(String)] } });
    expect(await balanceOf(voucher.code)).toMatchObject({ balance: 0 });
  });

  it('a void of the sale that sold a voucher cancels it, unless it was spent', async () => {
    const voucher = await sell({ amount: 1000 });
    expect((await post(`sales/void/${voucher.sale_id}`, { reason: 'Rung up twice' })).statusCode).toBe(200);
    expect(await balanceOf(voucher.code)).toMatchObject({ status: 'cancelled', balance: 0 });

    const spent = await sell({ amount: 1000 });
    const cart = await walkIn(200);
    await pay(cart.id, [{ method: 'voucher', amount: 200, voucher_code: spent.code }, ]);
    const refused = await post(`sales/void/${spent.sale_id}`, { reason: 'Changed mind' });
    expect(refused.statusCode).toBe(422);
    expect(await balanceOf(spent.code)).toMatchObject({ status: 'active', balance: 800 });
  });
});

describe('list, PDF, e-mail and other venues', () => {
  it('lists by code search and status, with the balance still held', async () => {
    const voucher = await sell({ amount: 1234, recipient_name: 'Searchable Person' });
    const byCode = (await t.call('GET', 'vouchers', { token: owner, query: { search: voucher.code.slice(0, 9).toLowerCase() } })).json<VouchersListResponse>();
    expect(byCode.data.map((v) => v.id)).toContain(voucher.id);
    const byName = (await t.call('GET', 'vouchers', { token: owner, query: { search: 'searchable' } })).json<VouchersListResponse>();
    expect(byName.data.map((v) => v.id)).toEqual([voucher.id]);
    expect(byName.totals).toEqual({ count: 1, balance: 1234 });
    const staff = await t.login('staff');
    expect((await t.call('GET', 'vouchers', { token: staff })).statusCode).toBe(403);
  });

  it('prints a PDF with the code and the venue, and mails it through the outbox once per key', async () => {
    const voucher = await sell({ amount: 2500, recipient_name: 'Łucja Żak' });
    const response = await t.call('GET', `vouchers/${voucher.id}.pdf`, { token: owner, lang: 'pl' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/pdf');
    expect(response.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(response.rawPayload)), { mergePages: true });
    // Spaced wide, the code's letters come back from the text layer with a space now and then (about one code in ten: "3BRT-ZRFC -285H").
    expect(text.replace(/\s+/g, '')).toContain(voucher.code);
    expect(text).toContain('Demo Salon');
    expect(text).toContain('Łucja Żak');
    expect(text).toContain('Bon podarunkowy');

    expect((await post(`vouchers/${voucher.id}/email`, {})).statusCode).toBe(422);
    const headers = key();
    const first = await t.call('POST', `vouchers/${voucher.id}/email`, { token: owner, body: { email: 'gift@example.com' }, headers });
    expect(first.statusCode, first.body).toBe(200);
    await t.call('POST', `vouchers/${voucher.id}/email`, { token: owner, body: { email: 'gift@example.com' }, headers });
    const mails = await t.database.db.select().from(mailOutbox).where(and(eq(mailOutbox.venueId, t.seed.salon.id), eq(mailOutbox.to, 'gift@example.com')));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(voucher.code);
    const files = await t.database.db.select().from(mailAttachments).where(eq(mailAttachments.outboxId, mails[0]!.id));
    expect(files).toEqual([expect.objectContaining({ contentType: 'application/pdf' })]);
  });

  it('answers 404 for another venue’s voucher ids and codes, and its till cannot spend them', async () => {
    const voucher = await sell({ amount: 1000 });
    const other = await t.login('other');
    expect((await t.call('GET', `vouchers/detail/${voucher.id}`, { token: other })).statusCode).toBe(404);
    expect((await t.call('GET', `vouchers/${voucher.id}.pdf`, { token: other })).statusCode).toBe(404);
    expect((await post(`vouchers/${voucher.id}/email`, { email: 'x@example.com' }, other)).statusCode).toBe(404);
    expect((await check(voucher.code, other)).statusCode).toBe(404);
    expect((await t.call('GET', 'vouchers', { token: other, query: { search: voucher.code } })).json<VouchersListResponse>().data).toEqual([]);
    const cart = await walkIn(500, other);
    const refused = await pay(cart.id, [{ method: 'voucher', amount: 500, voucher_code: voucher.code }], other);
    expect(refused.statusCode).toBe(422);
    expect(await balanceOf(voucher.code)).toMatchObject({ balance: 1000 });
  });
});

describe('report', () => {
  it('financial/vouchers: sold, redeemed and the balance still held, per day', async () => {
    const report = async () => {
      const response = await t.call('GET', 'reports/financial/vouchers', { token: owner, query: { date_from: TODAY, date_to: TODAY } });
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json<{ state: string; rows: { date: string; issued: number; issued_value: number; redeemed: number; outstanding: number }[] }>();
      expect(body.state).toBe('ready');
      return body.rows.find((row) => row.date === TODAY) ?? { issued: 0, issued_value: 0, redeemed: 0, outstanding: 0 };
    };
    const before = await report();
    const voucher = await sell({ amount: 4000 });
    const cart = await walkIn(1500);
    await pay(cart.id, [{ method: 'voucher', amount: 1500, voucher_code: voucher.code }]);
    const after = await report();
    expect(after.issued - before.issued).toBe(1);
    expect(after.issued_value - before.issued_value).toBe(4000);
    expect(after.redeemed - before.redeemed).toBe(1500);
    expect(after.outstanding - before.outstanding).toBe(2500);
    const [held] = await rows<{ sum: number }>(sql`select sum(balance)::int as sum from gift_vouchers where venue_id = ${t.seed.salon.id}`);
    expect(after.outstanding).toBe(held!.sum);
  });
});

describe('demo data', () => {
  it('has vouchers sold through the till, some partly spent, one expired', async () => {
    const list = (await t.call('GET', 'vouchers', { token: owner, query: { per_page: '100' } })).json<VouchersListResponse>();
    const demo = list.data.filter((v) => v.created_at < '2027-01-01');
    expect(demo.length).toBeGreaterThanOrEqual(4);
    expect(demo.some((v) => v.balance > 0 && v.balance < v.initial_amount)).toBe(true);
    expect(demo.some((v) => v.status === 'expired')).toBe(true);
  });
});

describe('in the reports', () => {
  const summary = async () => {
    const response = await t.call('GET', 'reports/financial/summary', { token: owner, query: { date_from: TODAY, date_to: TODAY } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ totals: Record<string, number>; rows: Record<string, unknown>[] }>().totals;
  };
  const transactionsNet = async () =>
    (await t.call('GET', 'reports/financial/transactions', { token: owner, query: { date_from: TODAY, date_to: TODAY } })).json<{ totals: Record<string, number> }>().totals.net_sales;

  it('counts a voucher as sales when it is spent, not when it is sold (a prepayment), and a void of the spending sale takes it out again', async () => {
    const before = await summary();
    const voucher = await sell({ amount: 4000 });
    const afterSelling = await summary();
    // The money came in (card), but no sale was made yet.
    expect(afterSelling.net_sales).toBe(before.net_sales);
    expect(afterSelling.payments_card).toBe(before.payments_card! + 4000);
    expect(await transactionsNet()).toBe(afterSelling.net_sales);

    const cart = await walkIn(3000);
    const paid = await pay(cart.id, [{ method: 'voucher', voucher_code: voucher.code, amount: 3000 }]);
    expect(paid.statusCode, paid.body).toBe(200);
    const afterSpending = await summary();
    expect(afterSpending.net_sales! - before.net_sales!).toBe(cart.totals.net);
    expect(await transactionsNet()).toBe(afterSpending.net_sales);

    const sale = paid.json<{ data: { id: number } }>().data;
    expect((await post(`sales/void/${sale.id}`, { reason: 'Wrong customer' })).statusCode).toBe(200);
    expect((await summary()).net_sales).toBe(before.net_sales);
    // The voucher's own sale is not in the tax report's rates either: 0 % is a prepayment, not a sale.
    const tax = (await t.call('GET', 'reports/financial/tax', { token: owner, query: { date_from: TODAY, date_to: TODAY } })).json<{ rows: { tax_rate: number }[] }>();
    expect(tax.rows.map((row) => row.tax_rate)).not.toContain(0);
  });
});
