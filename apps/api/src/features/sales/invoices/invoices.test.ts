import { and, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { extractText, getDocumentProxy } from 'unpdf';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Checkout, SaleDetail } from '@chairside/shared/sales';
import type { InvoiceCandidatesResponse, InvoiceResponse, InvoicesListResponse, InvoiceStoreBody } from '@chairside/shared/sales-invoices';
import { mailAttachments, mailOutbox } from '../../../db/schema/index';
import { useTestApp } from '../../../test/test-app';

/** Invoices (/sales/invoices): issuing from paid sales, numbering, double invoicing, cancelling, the PDF, the export, the e-mail, the report. */

const TODAY = '2027-03-10';
const t = useTestApp({ now: () => new Date(`${TODAY}T15:00:00Z`) });
let owner: string;
let customerId: number;
let otherCustomerId: number;
beforeAll(async () => {
  owner = await t.login('owner');
  const found = await rows<{ id: number }>(sql`select id from customers where venue_id = ${t.seed.salon.id} and first_name <> '' and not archived order by id limit 2`);
  customerId = found[0]!.id;
  otherCustomerId = found[1]!.id;
});

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}
const key = () => ({ 'idempotency-key': crypto.randomUUID() });
const post = (path: string, body: unknown, token = owner, lang?: string) => t.call('POST', path, { token, body, headers: key(), lang });

/** A paid sale of one custom item for the customer. */
async function sale(customer = customerId, price = 12_100, name = 'Balayage and blow-dry'): Promise<SaleDetail> {
  const stored = await post('checkouts/store', { customer_id: customer, items: [{ kind: 'custom', name, unit_price: price }] });
  expect(stored.statusCode, stored.body).toBe(200);
  const cart = stored.json<{ data: Checkout }>().data;
  const paid = await post(`checkouts/pay/${cart.id}`, { payments: [{ method: 'card', amount: cart.totals.due }] });
  expect(paid.statusCode, paid.body).toBe(200);
  return paid.json<{ data: SaleDetail }>().data;
}

const company = { company_name: 'Łódź Ąę Salon Supplies Sp. z o.o.', tax_number: 'PL5261040828', address: 'ul. Piotrkowska 12', postcode: '90-001', city: 'Łódź', country: 'PL' };
const invoice = (saleIds: number[], extra: Partial<InvoiceStoreBody> = {}, token = owner, lang?: string) =>
  post('invoices/store', { ...company, customer_id: customerId, sale_ids: saleIds, ...extra }, token, lang);

async function pdfText(id: number, token = owner) {
  const response = await t.call('GET', `invoices/${id}.pdf`, { token });
  expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
  expect(response.headers['content-type']).toBe('application/pdf');
  expect(response.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
  const document = await getDocumentProxy(new Uint8Array(response.rawPayload));
  return (await extractText(document, { mergePages: true })).text;
}

describe('invoices', () => {
  it('issues an invoice from paid sales, lists and shows it, and prints it as an A4 PDF with the buyer, number and total', async () => {
    const one = await sale();
    const two = await sale(customerId, 2_500, 'Hand cream');
    const created = await invoice([one.id, two.id], { notes: 'Zapłacono gotówką — obrigado' });
    expect(created.statusCode, created.body).toBe(200);
    const body = created.json<InvoiceResponse>();
    expect(body.data).toMatchObject({ status: 'issued', company_name: company.company_name, total: one.total + two.total, tax_total: one.tax_total + two.tax_total, issue_date: TODAY });
    expect(body.data.number).toMatch(/^INV-2027-\d{5}$/);
    expect(body.data.lines.map((l) => l.name)).toEqual(['Balayage and blow-dry', 'Hand cream']);
    expect(body.data.tax_summary.reduce((s, r) => s + r.tax, 0)).toBe(body.data.tax_total);
    expect(body.message).toContain(body.data.number);

    const list = (await t.call('GET', 'invoices', { token: owner, query: { search: 'piotr' } })).json<InvoicesListResponse>();
    expect(list.data).toHaveLength(0);
    const bySearch = (await t.call('GET', 'invoices', { token: owner, query: { search: 'łódź ąę' } })).json<InvoicesListResponse>();
    expect(bySearch.data.map((i) => i.id)).toContain(body.data.id);
    const byNumber = (await t.call('GET', 'invoices', { token: owner, query: { search: body.data.number.slice(-5) } })).json<InvoicesListResponse>();
    expect(byNumber.data.map((i) => i.id)).toContain(body.data.id);
    const byFilters = (await t.call('GET', 'invoices', { token: owner, query: { from: TODAY, to: TODAY, customer_id: String(customerId), status: 'issued' } })).json<InvoicesListResponse>();
    expect(byFilters.data.map((i) => i.id)).toContain(body.data.id);
    expect((await t.call('GET', 'invoices', { token: owner, query: { status: 'cancelled', customer_id: String(customerId) } })).json<InvoicesListResponse>().data).toHaveLength(0);
    expect((await t.call('GET', `invoices/detail/${body.data.id}`, { token: owner })).json<InvoiceResponse>().data.sales).toHaveLength(2);

    const text = await pdfText(body.data.id);
    const total = (body.data.total / 100).toFixed(2);
    for (const part of [body.data.number, company.company_name, 'PL5261040828', 'Demo Salon', 'NL859123456B01', 'Invoice', 'Balayage and blow-dry', 'Zapłacono gotówką — obrigado']) expect(text).toContain(part);
    expect(text.replace(/\s/g, '')).toContain(total.replace('.', ','));
  });

  it('refuses a sale already on an invoice (422 in the request’s language), another customer’s sale, a voided one, and a void of an invoiced sale', async () => {
    const one = await sale();
    expect((await invoice([one.id])).statusCode).toBe(200);
    const again = await invoice([one.id], {}, owner, 'pl');
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({ code: 'VALIDATION', errors: { sale_ids: [expect.stringContaining('jest już na fakturze INV-2027-')] } });
    const theirs = await sale(otherCustomerId);
    expect((await invoice([theirs.id])).json()).toMatchObject({ errors: { sale_ids: [expect.stringContaining('another customer')] } });
    const voided = await sale();
    expect((await post(`sales/void/${voided.id}`, { reason: 'twice' })).statusCode).toBe(200);
    expect((await invoice([voided.id])).json()).toMatchObject({ errors: { sale_ids: [expect.stringContaining('voided or refunded')] } });
    const refused = await post(`sales/void/${one.id}`, { reason: 'mistake' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ errors: { id: [expect.stringContaining('cancel the invoice first')] } });
    expect((await invoice([2_000_000_000])).statusCode).toBe(422);
    expect((await invoice([one.id], { company_name: '' })).statusCode).toBe(422);
  });

  it('numbers 30 concurrent invoices 1..n without gaps or duplicates, and invoices one sale once when 10 desks try at once', async () => {
    const made: SaleDetail[] = [];
    for (let i = 0; i < 31; i++) made.push(await sale(customerId, 1_000 + i, `Service ${i}`));
    const [before] = await rows<{ n: number }>(sql`select coalesce(max(number), 0)::int as n from sale_invoices where venue_id = ${t.seed.salon.id} and year = 2027`);
    const answers = await Promise.all(made.slice(0, 30).map((s) => invoice([s.id])));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(30).fill(200));
    const numbers = await rows<{ number: number }>(sql`select number from sale_invoices where venue_id = ${t.seed.salon.id} and year = 2027 order by number`);
    const mine = numbers.map((r) => r.number).filter((n) => n > before!.n);
    expect(mine).toEqual(Array.from({ length: 30 }, (_, i) => before!.n + i + 1));
    expect(numbers.map((r) => r.number)).toEqual(Array.from({ length: numbers.length }, (_, i) => i + 1));

    const last = made[30]!;
    const race = await Promise.all(Array.from({ length: 10 }, () => invoice([last.id])));
    expect(race.map((r) => r.statusCode).sort()).toEqual([200, ...Array(9).fill(422)]);
    const [links] = await rows<{ n: number }>(sql`select count(*)::int as n from sale_invoice_sales where venue_id = ${t.seed.salon.id} and sale_id = ${last.id} and active`);
    expect(links!.n).toBe(1);
    const after = await rows<{ number: number }>(sql`select number from sale_invoices where venue_id = ${t.seed.salon.id} and year = 2027 order by number`);
    expect(after.map((r) => r.number)).toEqual(Array.from({ length: after.length }, (_, i) => i + 1));
  });

  it('cancels with a reason and sales.invoices.void: the number stays (shown as cancelled), the sales are free again', async () => {
    const one = await sale();
    const created = (await invoice([one.id])).json<InvoiceResponse>().data;
    const staff = await t.login('staff');
    expect((await post(`invoices/cancel/${created.id}`, { reason: 'Wrong company' }, staff)).statusCode).toBe(403);
    expect((await post(`invoices/cancel/${created.id}`, { reason: '' })).statusCode).toBe(422);
    const cancelled = await post(`invoices/cancel/${created.id}`, { reason: 'Wrong company' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json<InvoiceResponse>().data).toMatchObject({ status: 'cancelled', cancel_reason: 'Wrong company', number: created.number });
    expect((await post(`invoices/cancel/${created.id}`, { reason: 'again' })).statusCode).toBe(422);
    const text = await pdfText(created.id);
    expect(text).toContain('CANCELLED');
    expect(text).toContain(created.number);

    const [{ first_name: first }] = (await rows<{ first_name: string }>(sql`select first_name from customers where id = ${customerId}`)) as [{ first_name: string }];
    const pickable = (await t.call('GET', 'invoices/customers', { token: owner, query: { search: first.slice(0, 4) } })).json<{ data: { id: number; sales: number }[] }>();
    expect(pickable.data.find((c) => c.id === customerId)?.sales).toBeGreaterThanOrEqual(1);
    const candidates = (await t.call('GET', 'invoices/sales', { token: owner, query: { customer_id: String(customerId) } })).json<InvoiceCandidatesResponse>();
    expect(candidates.data.map((s) => s.id)).toContain(one.id);
    expect(candidates.company.company_name).toBe(company.company_name);
    // Billing details saved on the customer's profile come first.
    const profiled = await post(`customers/update/${otherCustomerId}`, { company_name: 'Żółta Łąka Sp. z o.o.', company_tax_number: 'PL1234563218', street: 'ul. Długa 5', city: 'Gdańsk' });
    expect(profiled.statusCode, profiled.body).toBe(200);
    expect(profiled.json<{ customer: { company_name: string } }>().customer.company_name).toBe('Żółta Łąka Sp. z o.o.');
    await sale(otherCustomerId);
    const fromProfile = (await t.call('GET', 'invoices/sales', { token: owner, query: { customer_id: String(otherCustomerId) } })).json<InvoiceCandidatesResponse>();
    expect(fromProfile.company).toMatchObject({ company_name: 'Żółta Łąka Sp. z o.o.', tax_number: 'PL1234563218', address: 'ul. Długa 5', city: 'Gdańsk' });
    const reissued = await invoice([one.id]);
    expect(reissued.statusCode).toBe(200);
    expect(reissued.json<InvoiceResponse>().data.number).not.toBe(created.number);
  });

  it('exports the filtered list as XLSX and CSV', async () => {
    const one = await sale();
    const created = (await invoice([one.id], { company_name: 'Exportowa Spółka' })).json<InvoiceResponse>().data;
    const response = await t.call('GET', 'invoices/export', { token: owner, query: { format: 'xlsx', search: 'Exportowa' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/filename="invoices-.*\.xlsx"/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe('Number');
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getRow(2).getCell(1).value).toBe(created.number);
    expect(sheet.getRow(2).getCell(5).value).toBe('Exportowa Spółka');
    expect(sheet.getRow(2).getCell(10).value).toBe(created.total / 100);
    const csv = await t.call('GET', 'invoices/export', { token: owner, query: { format: 'csv', search: 'Exportowa' }, lang: 'de' });
    expect(csv.body).toContain('Nummer');
    expect(csv.body).toContain(created.number);
  });

  it('e-mails the PDF through the outbox, once per Idempotency-Key', async () => {
    const one = await sale();
    const created = (await invoice([one.id], { email: 'accounts@example.com' })).json<InvoiceResponse>().data;
    const headers = key();
    const send = () => t.call('POST', `invoices/${created.id}/email`, { token: owner, body: {}, headers });
    const [a, b] = [await send(), await send()];
    expect(a.statusCode, a.body).toBe(200);
    expect(b.json()).toEqual(a.json());
    const mails = await t.database.db.select().from(mailOutbox).where(and(eq(mailOutbox.venueId, t.seed.salon.id), eq(mailOutbox.to, 'accounts@example.com')));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain(created.number);
    const [attachment] = await t.database.db.select().from(mailAttachments).where(eq(mailAttachments.outboxId, mails[0]!.id));
    expect(attachment!.filename).toBe(`invoice-${created.number}.pdf`);
  });

  it('reports the range’s invoices by status, the totals counting the issued ones', async () => {
    const report = (await t.call('GET', 'reports/financial/invoices', { token: owner, query: { date_from: TODAY, date_to: TODAY } })).json<{
      state: string; rows: { invoice_status: string; invoices: number; total: number }[]; totals: { invoices: number; total: number };
    }>();
    expect(report.state).toBe('ready');
    const issued = report.rows.find((r) => r.invoice_status === 'issued')!;
    expect(report.rows.find((r) => r.invoice_status === 'cancelled')!.invoices).toBeGreaterThanOrEqual(1);
    expect(report.totals).toMatchObject({ invoices: issued.invoices, total: issued.total });
    const [sum] = await rows<{ n: number; total: number }>(sql`select count(*)::int as n, sum(total)::int as total from sale_invoices where venue_id = ${t.seed.salon.id} and issue_date = ${TODAY} and status = 'issued'`);
    expect(issued).toMatchObject({ invoices: sum!.n, total: sum!.total });
  });

  it('keeps venues apart (404) and needs sales.reports (403)', async () => {
    const one = await sale();
    const created = (await invoice([one.id])).json<InvoiceResponse>().data;
    const other = await t.login('other');
    for (const path of [`invoices/detail/${created.id}`, `invoices/${created.id}.pdf`]) expect((await t.call('GET', path, { token: other })).statusCode).toBe(404);
    expect((await post(`invoices/cancel/${created.id}`, { reason: 'x' }, other)).statusCode).toBe(404);
    expect((await post(`invoices/${created.id}/email`, { email: 'a@b.co' }, other)).statusCode).toBe(404);
    expect((await t.call('GET', 'invoices', { token: other })).json<InvoicesListResponse>().data.map((i) => i.id)).not.toContain(created.id);
    const theirs = await post('invoices/store', { ...company, customer_id: customerId, sale_ids: [one.id] }, other);
    expect(theirs.statusCode).toBe(422);
    const staff = await t.login('staff');
    expect((await t.call('GET', 'invoices', { token: staff })).statusCode).toBe(403);
    expect((await invoice([one.id], {}, staff)).statusCode).toBe(403);
  });

  it('issues and prints quickly (figures logged: issue and PDF, p50 and p95 of 20 each)', async () => {
    const made: SaleDetail[] = [];
    for (let i = 0; i < 20; i++) made.push(await sale(customerId, 3_000 + i, `Timed service ${i}`));
    const issue: number[] = [];
    const pdf: number[] = [];
    for (const s of made) {
      let start = performance.now();
      const created = (await invoice([s.id])).json<InvoiceResponse>().data;
      issue.push(performance.now() - start);
      start = performance.now();
      expect((await t.call('GET', `invoices/${created.id}.pdf`, { token: owner })).statusCode).toBe(200);
      pdf.push(performance.now() - start);
    }
    const at = (list: number[], q: number) => [...list].sort((a, b) => a - b)[Math.ceil(q * list.length) - 1]!;
    console.log(`invoices: issue p50 ${at(issue, 0.5).toFixed(1)} ms, p95 ${at(issue, 0.95).toFixed(1)} ms; PDF p50 ${at(pdf, 0.5).toFixed(1)} ms, p95 ${at(pdf, 0.95).toFixed(1)} ms`);
    expect(at(pdf, 0.95)).toBeLessThan(1000);
  });

  it('keeps an erased customer’s invoice with its buyer as issued, the person’s name replaced', async () => {
    const person = (await post('customers/store', { first_name: 'Ewa', last_name: 'Zając', email: 'ewa@example.com' })).json<{ customer: { id: number } }>().customer.id;
    const theirs = await sale(person);
    const created = (await invoice([theirs.id], { customer_id: person })).json<InvoiceResponse>().data;
    expect(created.customer_name).toBe('Ewa Zając');
    const erased = await post(`customers/erase/${person}`, { confirmation: 'Ewa Zając' });
    expect(erased.statusCode, erased.body).toBe(200);
    const after = (await t.call('GET', `invoices/detail/${created.id}`, { token: owner })).json<InvoiceResponse>().data;
    expect(after).toMatchObject({ company_name: company.company_name, tax_number: company.tax_number, address: company.address, number: created.number });
    expect(after.customer_name).not.toContain('Ewa');
  });

  it('the demo salon has invoices made by the seed, one of them cancelled', async () => {
    const seeded = await rows<{ status: string; n: number }>(sql`select status, count(*)::int as n from sale_invoices where venue_id = ${t.seed.salon.id} and issue_date < ${TODAY} group by status order by status`);
    expect(seeded.map((r) => r.status)).toEqual(['cancelled', 'issued']);
    expect(seeded.find((r) => r.status === 'issued')!.n).toBeGreaterThanOrEqual(2);
  });
});
