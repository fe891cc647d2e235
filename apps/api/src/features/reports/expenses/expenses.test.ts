import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ExpensesResponse } from '@chairside/shared/expenses';
import type { ReportResponse } from '@chairside/shared/reports';
import { useTestApp } from '../../../test/test-app';

/** expenses and expense-categories at the HTTP edge, and the two expense reports against the stored rows. */

const t = useTestApp();
let owner: string;
beforeAll(async () => {
  owner = await t.login('owner');
});

const post = (path: string, body: unknown, token = owner, lang?: string) =>
  t.call('POST', path, { token, body, headers: { 'idempotency-key': crypto.randomUUID() }, lang });
const category = async (name: string, token = owner) => (await post('expense-categories/store', { name }, token)).json().data.id as number;

describe('expenses', () => {
  it('records, changes and archives expenses; the reports agree with the stored rows', async () => {
    const rent = await category('Rent');
    const supplies = await category('Supplies');
    const made = [
      { category_id: rent, spent_on: '2026-02-01', amount: 120_000, tax_amount: 0, note: 'February' },
      { category_id: supplies, spent_on: '2026-02-10', amount: 4_599, tax_amount: 798, note: 'Foils' },
      { category_id: supplies, spent_on: '2026-02-28', amount: 2_500, tax_amount: 434 },
      { category_id: supplies, spent_on: '2026-03-01', amount: 999, tax_amount: 173 },
    ];
    const ids: number[] = [];
    for (const body of made) {
      const response = await post('expenses/store', body);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().message).toBe('The expense has been recorded.');
      ids.push(response.json().data.id);
    }
    const changed = await post(`expenses/update/${ids[2]}`, { ...made[2], amount: 3_000, tax_amount: 521 });
    expect(changed.json().data).toMatchObject({ amount: 3_000, tax_amount: 521, category_name: 'Supplies' });
    await post(`expenses/archive/${ids[0]}`, {});

    const list = (await t.call('GET', 'expenses', { token: owner, query: { date_from: '2026-02-01', date_to: '2026-02-28' } })).json<ExpensesResponse>();
    const stored = (await t.database.db.execute(sql`select coalesce(sum(amount), 0)::int as amount, coalesce(sum(tax_amount), 0)::int as tax, count(*)::int as n
      from expenses where venue_id = ${t.seed.salon.id} and not archived and spent_on between '2026-02-01' and '2026-02-28'`)) as unknown as { rows: { amount: number; tax: number; n: number }[] };
    expect(list.totals).toEqual({ amount: stored.rows[0]!.amount, tax_amount: stored.rows[0]!.tax, count: stored.rows[0]!.n });
    expect(list.totals).toEqual({ amount: 4_599 + 3_000, tax_amount: 798 + 521, count: 2 });

    const query = { date_from: '2026-02-01', date_to: '2026-02-28' };
    const report = (await t.call('GET', 'reports/expenses/expenses', { token: owner, query })).json<ReportResponse>();
    expect(report.rows.map((r) => r.date)).toEqual(['2026-02-28', '2026-02-10']);
    expect(report.totals).toMatchObject({ amount: 7_599, tax_amount: 1_319 });
    const byCategory = (await t.call('GET', 'reports/expenses/expenses-categories', { token: owner, query })).json<ReportResponse>();
    expect(byCategory.rows).toEqual([{ category: 'Supplies', expenses: 2, amount: 7_599, tax_amount: 1_319, share: 100 }]);
    expect(byCategory.previous).toMatchObject({ date_from: '2026-01-01', date_to: '2026-01-31', totals: { amount: 0 } });
  });

  it('refuses tax above the amount, an archived or foreign category, and answers in the caller’s language', async () => {
    const fees = await category('Fees');
    const tooMuch = await post('expenses/store', { category_id: fees, spent_on: '2026-02-01', amount: 100, tax_amount: 101 }, owner, 'de');
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().errors.tax_amount[0]).toBe('Die Steuer kann nicht höher als der Betrag sein.');
    expect((await post('expenses/store', { category_id: fees, spent_on: '2026-02-30', amount: 100 })).statusCode).toBe(422);
    await post(`expense-categories/archive/${fees}`, {});
    const archived = await post('expenses/store', { category_id: fees, spent_on: '2026-02-01', amount: 100 });
    expect(archived.statusCode).toBe(422);
    expect(Object.keys(archived.json().errors)).toEqual(['category_id']);
    const other = await t.login('other');
    const theirs = await category('Their rent', other);
    expect((await post('expenses/store', { category_id: theirs, spent_on: '2026-02-01', amount: 100 })).statusCode).toBe(422);
    expect((await t.call('GET', `expense-categories/detail/${theirs}`, { token: owner })).statusCode).toBe(404);
    expect((await t.call('GET', 'expense-categories', { token: other })).json().data.map((c: { name: string }) => c.name)).toEqual(['Their rent']);
  });

  it('needs sales.reports', async () => {
    const staff = await t.login('staff');
    expect((await t.call('GET', 'expenses', { token: staff })).statusCode).toBe(403);
    expect((await post('expense-categories/store', { name: 'X' }, staff)).statusCode).toBe(403);
  });

  it('keeps a photographed receipt readable (fitted in 1600 px, not cropped), replaces and removes it; another venue gets 404', async () => {
    const id = (await post('expenses/store', { category_id: await category('Receipts'), spent_on: '2026-02-03', amount: 1_250 })).json().data.id as number;
    const photo = await sharp({ create: { width: 1200, height: 3200, channels: 3, background: { r: 250, g: 250, b: 245 } } }).jpeg().toBuffer();
    const upload = (body: Buffer | string, token = owner) => t.call('POST', `expenses/receipt/${id}`, { token, body, headers: { 'content-type': 'image/jpeg' } });
    const uploaded = await upload(photo);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const url = uploaded.json().data.receipt_photo as string;
    expect(url).toMatch(new RegExp(`^/api/v1/b2b/images/${t.seed.salon.id}/[0-9a-f]{64}\\.webp$`));
    const served = await t.call('GET', url);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ width: 600, height: 1600, format: 'webp' });
    expect((await t.call('GET', `expenses/detail/${id}`, { token: owner })).json().data.receipt_photo).toBe(url);

    expect((await upload('not a picture')).statusCode).toBe(422);
    const other = await t.login('other');
    expect((await upload(photo, other)).statusCode).toBe(404);
    expect((await post(`expenses/receipt/delete/${id}`, undefined, other)).statusCode).toBe(404);
    expect((await t.call('GET', `expenses/detail/${id}`, { token: owner })).json().data.receipt_photo).toBe(url);

    const removed = await post(`expenses/receipt/delete/${id}`, undefined);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data.receipt_photo).toBeNull();
  });
});
