import { and, asc, eq, gt, inArray, isNotNull } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CustomerForm, FormsResponse, ResponseDetailResponse, ResponsesResponse } from '@chairside/shared/customer-forms';
import { appointments, customerFormRequests, customerForms, mailOutbox, services } from '../../../db/schema/index';
import { databaseFingerprint } from '../../../test/fingerprint';
import { useTestApp } from '../../../test/test-app';
import { demoSignaturePng } from './forms.seed';

/** /customers/forms and /customers/form-responses at the HTTP edge: the builder, desk filling, the PDF. */

const t = useTestApp();
let owner: string;
let signature: string;
beforeAll(async () => {
  owner = await t.login('owner');
  signature = await demoSignaturePng();
});

const fields = [
  { id: 'h', type: 'heading', label: 'Before we start', help: 'A few questions.' },
  { id: 'name', type: 'short_text', label: 'Preferred name', required: true },
  { id: 'skin', type: 'single_choice', label: 'Skin type', options: ['Dry', 'Oily', 'Normal'], required: true },
  { id: 'patch', type: 'yes_no', label: 'Patch test done?', required: true },
  { id: 'when', type: 'date', label: 'Last treatment' },
  { id: 'sig', type: 'signature', label: 'Signature', required: true },
];
const serviceIds = async () =>
  (await t.database.db.select({ id: services.id }).from(services).where(eq(services.venueId, t.seed.salon.id)).orderBy(asc(services.id)).limit(2)).map((r) => r.id);
const customerId = async () => (await t.call('GET', 'customers', { token: owner, query: { per_page: '10' } })).json<{ data: { id: number }[] }>().data[0]!.id;

async function createForm(name = 'Skin consultation'): Promise<CustomerForm> {
  const response = await t.call('POST', 'forms/store', { token: owner, body: { name, description: 'Before a facial', fields, service_ids: await serviceIds() }, headers: { 'idempotency-key': crypto.randomUUID() } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: CustomerForm }>().data;
}

describe('the builder', () => {
  it('lists the demo forms, attached to demo services', async () => {
    const body = (await t.call('GET', 'forms', { token: owner })).json<FormsResponse>();
    const colour = body.data.find((f) => f.name === 'Hair colour consultation')!;
    expect(colour.service_ids.length).toBeGreaterThan(0);
    expect(colour.fields.filter((f) => f.type === 'signature')).toHaveLength(1);
    expect(colour.response_count).toBeGreaterThan(0);
    expect(body.data.some((f) => f.name === 'Massage health questionnaire')).toBe(true);
  });

  it('creates, searches, updates, archives and restores a form', async () => {
    const form = await createForm();
    expect(form).toMatchObject({ name: 'Skin consultation', ask_by_link: true, ask_at_desk: true, archived: false, response_count: 0 });
    expect(form.fields.map((f) => f.id)).toEqual(fields.map((f) => f.id));
    const found = (await t.call('GET', 'forms', { token: owner, query: { search: 'skin consult' } })).json<FormsResponse>();
    expect(found.data.map((f) => f.id)).toEqual([form.id]);
    const byService = (await t.call('GET', 'forms', { token: owner, query: { service_id: String(form.service_ids[0]) } })).json<FormsResponse>();
    expect(byService.data.map((f) => f.id)).toContain(form.id);

    const reordered = [fields[0], fields[2], fields[1], fields[3], fields[4], fields[5]];
    const updated = await t.call('POST', `forms/update/${form.id}`, { token: owner, lang: 'de', body: { name: 'Skin check', fields: reordered, service_ids: [], ask_by_link: false, ask_at_desk: true } });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ data: { name: 'Skin check', service_ids: [], ask_by_link: false }, message: 'Das Formular wurde gespeichert.' });
    expect(updated.json<{ data: CustomerForm }>().data.fields.map((f) => f.id)).toEqual(['h', 'skin', 'name', 'patch', 'when', 'sig']);

    expect((await t.call('POST', `forms/archive/${form.id}`, { token: owner })).json().data.archived).toBe(true);
    expect((await t.call('GET', 'forms', { token: owner })).json<FormsResponse>().data.some((f) => f.id === form.id)).toBe(false);
    expect((await t.call('GET', 'forms', { token: owner, query: { archived: '1' } })).json<FormsResponse>().data.map((f) => f.id)).toContain(form.id);
    expect((await t.call('POST', `forms/restore/${form.id}`, { token: owner })).json().data.archived).toBe(false);
  });

  it('refuses bad field definitions with messages per field, in the caller’s language, and changes nothing', async () => {
    const before = await databaseFingerprint(t.database.db);
    const response = await t.call('POST', 'forms/store', {
      token: owner, lang: 'pl',
      body: { name: 'Bad', fields: [{ id: 'a', type: 'single_choice', label: 'Pick', options: ['One'] }, { id: 'a', type: 'signature', label: 'S' }, { id: 'b', type: 'signature', label: 'S2' }] },
    });
    expect(response.statusCode).toBe(422);
    const errors = response.json<{ errors: Record<string, string[]> }>().errors;
    expect(errors['fields.0.options']).toEqual(['Podaj co najmniej dwie opcje.']);
    expect(errors['fields.1.id']).toEqual(['Dwa pytania mają ten sam klucz.']);
    expect(errors['fields.2.type']).toEqual(['Formularz może mieć tylko jeden podpis.']);
    const otherVenueService = await t.database.db.select({ id: services.id }).from(services).where(eq(services.venueId, t.seed.other.id)).limit(1);
    const foreign = await t.call('POST', 'forms/store', { token: owner, body: { name: 'X', fields, service_ids: [otherVenueService[0]!.id] } });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors.service_ids).toEqual(['Choose services of this venue.']);
    expect(await databaseFingerprint(t.database.db)).toEqual(before);
  });

  it('needs customers.manage to change forms, while a stylist may read them to fill one at the desk', async () => {
    const stylist = await t.login('staff');
    expect((await t.call('GET', 'forms', { token: stylist })).statusCode).toBe(200);
    expect((await t.call('POST', 'forms/store', { token: stylist, body: { name: 'X', fields } })).statusCode).toBe(403);
    expect((await t.call('GET', 'form-responses', { token: stylist })).statusCode).toBe(403);
  });
});

describe('filling at the desk', () => {
  it('checks the answers against the form and names each problem', async () => {
    const form = await createForm('Desk check');
    const before = await databaseFingerprint(t.database.db);
    const response = await t.call('POST', 'form-responses/store', {
      token: owner,
      body: { form_id: form.id, customer_id: await customerId(), answers: { name: '', skin: 'Purple', patch: 'yes', when: '2026-02-30', sig: 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAA' } },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      'answers.name': ['This answer is required.'],
      'answers.skin': ['Choose one of the options given.'],
      'answers.patch': ['This answer has the wrong format.'],
      'answers.when': ['Enter a valid date.'],
    });
    // A well-formed data URL that is not a real PNG.
    const fake = await t.call('POST', 'form-responses/store', {
      token: owner,
      body: { form_id: form.id, customer_id: await customerId(), answers: { name: 'Ann', skin: 'Dry', patch: true, sig: `data:image/png;base64,${Buffer.from('\x89PNG\r\n\x1a\n' + 'x'.repeat(80)).toString('base64')}` } },
    });
    expect(fake.statusCode).toBe(422);
    expect(fake.json().errors['answers.sig']).toEqual(['The signature could not be read. Please sign again.']);
    expect(await databaseFingerprint(t.database.db)).toEqual(before);
  });

  it('stores a response with its signature, lists it, shows it and prints it as a PDF that reads back', async () => {
    const form = await createForm('Facial consent');
    const customer = await customerId();
    const saved = await t.call('POST', 'form-responses/store', {
      token: owner, headers: { 'idempotency-key': crypto.randomUUID() },
      body: { form_id: form.id, customer_id: customer, answers: { name: '  Łucja Żółć ', skin: 'Oily', patch: false, when: '2026-01-15', sig: signature } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const detail = saved.json<ResponseDetailResponse>().data;
    expect(detail).toMatchObject({ form_name: 'Facial consent', customer_id: customer, source: 'desk', has_signature: true, answers: { name: 'Łucja Żółć', skin: 'Oily', patch: false, when: '2026-01-15', sig: true } });
    expect(detail.signature!.startsWith('data:image/png;base64,iVBORw0KGgo')).toBe(true);
    expect(detail.filled_by).toBeTruthy();

    const list = (await t.call('GET', 'form-responses', { token: owner, query: { form_id: String(form.id) } })).json<ResponsesResponse>();
    expect(list.data.map((r) => r.id)).toEqual([detail.id]);
    const today = new Date().toISOString().slice(0, 10);
    const byCustomer = (await t.call('GET', 'form-responses', { token: owner, query: { customer_id: String(customer), from: '2020-01-01', to: '2099-12-31' } })).json<ResponsesResponse>();
    expect(byCustomer.data.map((r) => r.id)).toContain(detail.id);
    const old = (await t.call('GET', 'form-responses', { token: owner, query: { form_id: String(form.id), to: '2020-01-01' } })).json<ResponsesResponse>();
    expect(old.meta.total).toBe(0);
    expect(today).toMatch(/^\d{4}-/);

    const pdf = await t.call('GET', `form-responses/pdf/${detail.id}`, { token: owner, lang: 'de' });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const bytes = pdf.rawPayload;
    expect(bytes.subarray(0, 4).toString()).toBe('%PDF');
    const document = await getDocumentProxy(new Uint8Array(bytes));
    const { text } = await extractText(document, { mergePages: true });
    for (const expected of ['Demo Salon', 'Facial consent', detail.customer_name, 'Preferred name', 'Łucja Żółć', 'Skin type', 'Oily', 'Patch test done?', 'Nein', '2026-01-15', 'Am Empfang']) {
      expect(text).toContain(expected);
    }
    // The signature is embedded as an image (pdfkit writes the image's dictionary uncompressed).
    expect(bytes.toString('latin1')).toMatch(/\/Subtype \/Image[\s\S]*\/Width 400/);
  });
});

describe('links before the visit', () => {
  it('sends each link once however often the job runs, even twice at once', async () => {
    const { sendDueFormLinks } = await import('./form-links');
    const deps = t.app.deps;
    const upcoming = await t.database.db.select({ id: appointments.id }).from(appointments)
      .where(and(eq(appointments.venueId, t.seed.salon.id), gt(appointments.startsAt, new Date()), isNotNull(appointments.customerId), isNotNull(appointments.serviceId)));
    expect(upcoming.length).toBeGreaterThan(0);
    const mailsBefore = (await t.database.db.select({ id: mailOutbox.id }).from(mailOutbox)).length;
    const [first, second] = await Promise.all([sendDueFormLinks(deps), sendDueFormLinks(deps)]);
    const again = await sendDueFormLinks(deps);
    expect(again).toBe(0);
    const requests = await t.database.db.select().from(customerFormRequests);
    expect(first + second).toBe(requests.length);
    const mailed = requests.filter((r) => r.mailId !== null);
    const mails = await t.database.db.select().from(mailOutbox).where(inArray(mailOutbox.id, mailed.length ? mailed.map((r) => r.mailId!) : [0]));
    expect(mails).toHaveLength(mailed.length);
    expect((await t.database.db.select({ id: mailOutbox.id }).from(mailOutbox)).length - mailsBefore).toBe(mailed.length);
    if (mails.length) expect(mails[0]!.text).toContain('/form/');
    // Only the services that ask for a form by link.
    const attached = await t.database.db.select({ id: customerForms.id }).from(customerForms).where(eq(customerForms.askByLink, true));
    expect(requests.every((r) => attached.some((f) => f.id === r.formId))).toBe(true);
  });
});
