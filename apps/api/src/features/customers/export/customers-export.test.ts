import ExcelJS from 'exceljs';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_COLUMNS, type CustomerRow, type CustomersResponse } from '@chairside/shared/customers';
import { createTestApp, type TestApp } from '../../../test/test-app';

/** GET customers/export: the demo venue's list as CSV and XLSX, read back with csv-parse and exceljs. */

let t: TestApp;
let owner: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.login('owner');
});
afterAll(() => t.close());

/** Every row of the list with these filters, page by page, in the list's order. */
async function wholeList(query: Record<string, string | string[]>): Promise<CustomerRow[]> {
  const all: CustomerRow[] = [];
  for (let page = 1; ; page += 1) {
    const answer = (await t.call('GET', 'customers', { token: owner, query: { ...query, per_page: '100', page: String(page) } })).json<CustomersResponse>();
    all.push(...answer.data);
    if (page >= answer.meta.last_page) return all;
  }
}

/** The list's rows as the export writes them (the columns both have). */
const expected = (rows: CustomerRow[]) =>
  rows.map((row) => [row.first_name, row.last_name, row.phone, row.email, row.birthday ?? '', row.tags.join(', '), String(row.visits), String(row.no_shows), String(row.cancellations)]);
const pick = (line: string[]) => ['first_name', 'last_name', 'phone', 'email', 'birthday', 'tags', 'visits', 'no_shows', 'cancellations'].map((c) => line[EXPORT_COLUMNS.indexOf(c as never)] ?? '');

const download = (query: Record<string, string | string[]>, lang = 'en-us') =>
  t.app.inject({ method: 'GET', url: '/api/v1/b2b/customers/export', query, headers: { authorization: `Bearer ${owner}`, 'content-language': lang } });

describe('GET customers/export', () => {
  it('writes the demo venue’s list as a CSV that parses back to the same rows, headers in the caller’s language', async () => {
    const list = await wholeList({ sort: 'last_visit', order: 'desc' });
    expect(list.length).toBeGreaterThan(100);
    const response = await download({ format: 'csv', sort: 'last_visit', order: 'desc' }, 'de');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="kunden-demo-salon-\d{4}-\d{2}-\d{2}\.csv"$/);
    const [header, ...lines] = parse(response.rawPayload, { bom: true, relax_column_count: false }) as string[][];
    expect(header!.slice(0, 4)).toEqual(['Vorname', 'Nachname', 'Telefon', 'E-Mail']);
    expect(header).toHaveLength(EXPORT_COLUMNS.length);
    expect(lines.map(pick)).toEqual(expected(list));
  });

  it('writes an XLSX that exceljs reads back to the same rows, with the same filters as the list', async () => {
    const query = { tags_mode: 'any', sms_marketing: 'yes', sort: 'name' };
    const list = await wholeList(query);
    expect(list.length).toBeGreaterThan(5);
    const response = await download({ ...query, format: 'xlsx' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/filename="customers-demo-salon-.*\.xlsx"/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const values: string[][] = [];
    sheet.eachRow((row) => values.push((row.values as unknown[]).slice(1).map((cell) => (cell === null || cell === undefined ? '' : String(cell)))));
    const [header, ...lines] = values;
    expect(header![0]).toBe('First name');
    expect(lines.map(pick)).toEqual(expected(list));
  });

  it('exports only the selected customers, and an empty selection as headers only', async () => {
    const list = await wholeList({});
    const chosen = [list[3]!.id, list[7]!.id];
    const response = await download({ format: 'csv', ids: chosen.map(String) });
    const [, ...lines] = parse(response.rawPayload, { bom: true }) as string[][];
    expect(lines.map((line) => line[1])).toEqual([list[3]!.last_name, list[7]!.last_name]);
    const none = await download({ format: 'csv', search: 'zzzzqqq' });
    expect((parse(none.rawPayload, { bom: true }) as string[][]).length).toBe(1);
  });

  it('needs customers.manage', async () => {
    const staff = await t.login('staff');
    const response = await t.call('GET', 'customers/export', { token: staff });
    expect(response.statusCode).toBe(403);
  });
});
