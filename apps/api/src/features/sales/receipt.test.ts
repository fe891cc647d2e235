import { and, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { extractText, getDocumentProxy } from 'unpdf';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Checkout, SaleDetail } from '@chairside/shared/sales';
import { defaultReceiptSettings, type ReceiptSettings, type ReceiptSettingsResponse } from '@chairside/shared/sales-receipt';
import { mailAttachments, mailOutbox } from '../../db/schema/index';
import { useTestApp } from '../../test/test-app';

/** Receipt settings (/sales/receipt) shaping the receipt PDF, and e-mailing a receipt through the outbox. */

const TODAY = '2027-03-10';
const t = useTestApp({ now: () => new Date(`${TODAY}T15:00:00Z`) });
let owner: string;
beforeAll(async () => {
  owner = await t.login('owner');
});

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}
const key = () => ({ 'idempotency-key': crypto.randomUUID() });
const post = (path: string, body: unknown, token = owner, headers: Record<string, string> = key(), lang?: string) => t.call('POST', path, { token, body, headers, lang });

/** A paid walk-in sale of one custom item by Emma, for the given customer. */
async function sale(customerId: number | null = null): Promise<SaleDetail> {
  const emma = (t.seed.salon.employeeIds as number[])[0]!;
  const stored = await post('checkouts/store', { customer_id: customerId, items: [{ kind: 'custom', name: 'Hand cream sample', unit_price: 2500, employee_id: emma }] });
  expect(stored.statusCode, stored.body).toBe(200);
  const cart = stored.json<{ data: Checkout }>().data;
  const paid = await post(`checkouts/pay/${cart.id}`, { payments: [{ method: 'card', amount: cart.totals.due }] });
  expect(paid.statusCode, paid.body).toBe(200);
  return paid.json<{ data: SaleDetail }>().data;
}

async function pdf(id: number, format?: 'thermal' | 'a4') {
  const response = await t.call('GET', `sales/receipt/${id}.pdf`, { token: owner, query: format ? { format } : {} });
  expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
  const document = await getDocumentProxy(new Uint8Array(response.rawPayload));
  const page = await document.getPage(1);
  const [, , width, height] = page.view as [number, number, number, number];
  const { text } = await extractText(document, { mergePages: true });
  return { text, width, height };
}

const save = (settings: ReceiptSettings, token = owner, lang?: string) => post('sales/receipt-settings/update', settings, token, key(), lang);

describe('receipt settings', () => {
  it('has the demo salon’s settings (made by the seed through the service), saves a change and logs it', async () => {
    const read = await t.call('GET', 'sales/receipt-settings', { token: owner });
    expect(read.statusCode, read.body).toBe(200);
    const current = read.json<ReceiptSettingsResponse>();
    expect(current.data).toMatchObject({ tax_number: 'NL859123456B01', show_employees: false });
    expect(current.preview_sale_id).toEqual(expect.any(Number));

    const saved = await save({ ...current.data, paper: 'a4', header_text: 'Open every day' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<ReceiptSettingsResponse>()).toMatchObject({ data: { paper: 'a4', header_text: 'Open every day' }, message: 'Receipt settings saved.' });
    expect((await t.call('GET', 'sales/receipt-settings', { token: owner })).json<ReceiptSettingsResponse>().data.paper).toBe('a4');
    const logged = await rows<{ n: number }>(sql`select count(*)::int as n from activity_log where venue_id = ${t.seed.salon.id} and action = 'settings.receipt'`);
    expect(logged[0]!.n).toBeGreaterThanOrEqual(2);
  });

  it('refuses invalid settings with field messages in the request’s language, and staff without sales.reports', async () => {
    const tooLong = await save({ ...defaultReceiptSettings(), header_text: 'x'.repeat(501) }, owner, 'de');
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json()).toMatchObject({ code: 'VALIDATION', errors: { header_text: [expect.any(String)] } });
    const badPaper = await save({ ...defaultReceiptSettings(), paper: 'a5' as 'a4' });
    expect(badPaper.statusCode).toBe(422);
    const staff = await t.login('staff');
    expect((await t.call('GET', 'sales/receipt-settings', { token: staff })).statusCode).toBe(403);
    expect((await save(defaultReceiptSettings(), staff)).statusCode).toBe(403);
  });

  it('prints the header, footer and tax number, hides what is switched off, and sizes the page by paper', async () => {
    const [customer] = await rows<{ id: number; first_name: string; last_name: string }>(sql`select id, first_name, last_name from customers where venue_id = ${t.seed.salon.id} and first_name <> '' order by id limit 1`);
    const made = await sale(customer!.id);
    const shown: ReceiptSettings = {
      ...defaultReceiptSettings(), paper: 'thermal', header_text: 'Welcome to the salon', footer_text: 'See you soon — zapraszamy ponownie', tax_number: 'PL5261040828',
    };
    expect((await save(shown)).statusCode).toBe(200);
    const full = await pdf(made.id);
    for (const part of ['Welcome to the salon', 'See you soon — zapraszamy ponownie', 'PL5261040828', customer!.first_name, 'Card', 'Tax', 'Emma']) expect(full.text).toContain(part);
    expect(full.text).not.toContain('Thank you for your visit!');

    expect((await save({ ...shown, paper: 'a4', footer_text: '', show_customer: false, show_employees: false, show_payments: false, show_tax_breakdown: false })).statusCode).toBe(200);
    const hidden = await pdf(made.id);
    expect(hidden.text).toContain('Welcome to the salon');
    expect(hidden.text).toContain('Thank you for your visit!');
    for (const part of [customer!.first_name, 'Card', 'Net', 'Served by', 'Emma']) expect(hidden.text).not.toContain(part);

    // A4 (595 × 842 pt) against the 80 mm roll (204 pt wide, as long as its content); the query's format wins over the setting.
    expect([Math.round(hidden.width), Math.round(hidden.height)]).toEqual([595, 842]);
    expect(Math.round(full.width)).toBe(204);
    expect(Math.round((await pdf(made.id, 'thermal')).width)).toBe(204);
  });

  it('prints the venue’s logo (its WebP turned into PNG) only while show_logo is on', async () => {
    const made = await sale();
    const png = await sharp({ create: { width: 300, height: 120, channels: 3, background: { r: 30, g: 120, b: 200 } } }).png().toBuffer();
    const uploaded = await t.call('POST', 'settings/venue/logo', { token: owner, body: png, headers: { 'content-type': 'image/png' } });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const bytes = async () => (await t.call('GET', `sales/receipt/${made.id}.pdf`, { token: owner })).rawPayload.toString('latin1');
    expect((await t.call('GET', 'sales/receipt-settings', { token: owner })).json<ReceiptSettingsResponse>().logo).toBe(uploaded.json().logo);
    expect((await save({ ...defaultReceiptSettings(), show_logo: true })).statusCode).toBe(200);
    expect(await bytes()).toMatch(/\/Subtype \/Image/);
    expect((await save({ ...defaultReceiptSettings(), show_logo: false })).statusCode).toBe(200);
    expect(await bytes()).not.toMatch(/\/Subtype \/Image/);
  });
});

describe('e-mailing a receipt', () => {
  const mailsTo = (to: string) => t.database.db.select().from(mailOutbox).where(and(eq(mailOutbox.venueId, t.seed.salon.id), eq(mailOutbox.to, to)));

  it('sends one mail with the PDF to the customer’s address, once under a retried Idempotency-Key', async () => {
    const [customer] = await rows<{ id: number }>(sql`select id from customers where venue_id = ${t.seed.salon.id} order by id limit 1`);
    await t.database.db.execute(sql`update customers set email = 'receipt.customer@example.test' where id = ${customer!.id}`);
    const made = await sale(customer!.id);
    const address = await t.call('GET', `sales/receipt/${made.id}/email`, { token: owner });
    expect(address.json()).toEqual({ data: { id: made.id, number: made.number, email: 'receipt.customer@example.test' } });

    const headers = key();
    const first = await post(`sales/receipt/${made.id}/email`, {}, owner, headers);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ data: { id: made.id, email: 'receipt.customer@example.test' }, message: 'The receipt was sent to receipt.customer@example.test.' });
    const again = await post(`sales/receipt/${made.id}/email`, {}, owner, headers);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');

    const mails = (await mailsTo('receipt.customer@example.test')).filter((mail) => mail.subject.includes(made.number));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Your receipt ${made.number} from Demo Salon`);
    const files = await t.database.db.select().from(mailAttachments).where(eq(mailAttachments.outboxId, mails[0]!.id));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatchObject({ filename: `receipt-${made.number}.pdf`, contentType: 'application/pdf' });
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(files[0]!.content)), { mergePages: true });
    expect(text).toContain(made.number);
  });

  it('sends to a given address; 422 in the request’s language with none; 404 for another venue’s sale', async () => {
    const made = await sale(null);
    expect((await t.call('GET', `sales/receipt/${made.id}/email`, { token: owner })).json().data.email).toBeNull();
    const none = await post(`sales/receipt/${made.id}/email`, {}, owner, key(), 'pl');
    expect(none.statusCode).toBe(422);
    expect(none.json()).toMatchObject({ code: 'VALIDATION', errors: { email: ['Ta sprzedaż nie ma adresu e-mail klienta. Wpisz go, aby wysłać paragon.'] } });
    expect((await post(`sales/receipt/${made.id}/email`, { email: 'not an address' })).statusCode).toBe(422);

    const given = await post(`sales/receipt/${made.id}/email`, { email: 'Walk.In@Example.test' });
    expect(given.statusCode, given.body).toBe(200);
    expect((await mailsTo('walk.in@example.test')).filter((mail) => mail.subject.includes(made.number))).toHaveLength(1);

    const other = await t.login('other');
    const before = (await t.database.db.select().from(mailOutbox)).length;
    expect((await post(`sales/receipt/${made.id}/email`, { email: 'x@example.test' }, other)).statusCode).toBe(404);
    expect((await t.call('GET', `sales/receipt/${made.id}/email`, { token: other })).statusCode).toBe(404);
    expect((await t.database.db.select().from(mailOutbox)).length).toBe(before);
  });
});
