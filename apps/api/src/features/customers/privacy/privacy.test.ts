import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import type { ConsentsResponse, EraseResponse, PrivacyExport } from '@chairside/shared/customers-settings';
import { API_PREFIX } from '../../../app';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { customerImportJob } from '../import/import.jobs';
import { deleteExpiredKeys, IDEMPOTENCY_TTL_MS } from '../../../lib/idempotency/idempotency-store';
import { assertNotErased, canMarket } from '../customers.service';

/** A customer's privacy: consent history, data export (JSON and PDF), erasure on request. */

let t: TestApp;
let owner: string;
let staff: string;
let other: string;
let customerId: number;
let appointmentCount: number;
const rows = async <T>(query: ReturnType<typeof sql>): Promise<T[]> => ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
const ctx = () => ({ db: t.database.db, venueId: t.seed.salon.id });

beforeAll(async () => {
  t = await createTestApp();
  [owner, staff, other] = await Promise.all([t.login('owner'), t.login('staff'), t.login('other')]);
  // A demo customer with appointments, given a full profile.
  const [row] = await rows<{ id: number; n: number }>(sql`
    select customer_id as id, count(*)::int as n from appointments
    where venue_id = ${t.seed.salon.id} and type = 'appointment' and customer_id is not null
    group by customer_id order by count(*) desc, customer_id limit 1`);
  customerId = row!.id;
  appointmentCount = row!.n;
  await t.database.db.execute(sql`
    update customers set first_name = 'Żaneta', last_name = 'Kowalska-Łęcka', phone = '+48600100200', email = 'zaneta@example.test',
      birthday = '1990-05-04', street = 'ul. Długa 5', city = 'Gdańsk', notes = 'Prefers mornings', alerts = 'Latex allergy', tags = array['VIP'], sms_marketing = false, email_marketing = false
    where venue_id = ${t.seed.salon.id} and id = ${customerId}`);
});
afterAll(() => t.close());

describe('consents', () => {
  it('records each change with time, source and who; canMarket follows it', async () => {
    expect(await canMarket(ctx(), customerId, 'email')).toBe(false);
    const given = await t.call('POST', `customers/${customerId}/consents/store`, { token: owner, body: { channel: 'email', granted: true, source: 'form' } });
    expect(given.statusCode, given.body).toBe(200);
    expect(given.json<ConsentsResponse>()).toMatchObject({ email_marketing: true, sms_marketing: false });
    expect(await canMarket(ctx(), customerId, 'email')).toBe(true);
    expect(await canMarket(ctx(), customerId, 'sms')).toBe(false);
    await t.call('POST', `customers/${customerId}/consents/store`, { token: owner, body: { channel: 'sms', granted: true } });
    await t.call('POST', `customers/${customerId}/consents/store`, { token: owner, body: { channel: 'email', granted: false } });
    // The same answer again records nothing.
    await t.call('POST', `customers/${customerId}/consents/store`, { token: owner, body: { channel: 'email', granted: false } });
    const read = (await t.call('GET', `customers/${customerId}/consents`, { token: owner })).json<ConsentsResponse>();
    expect(read.history.map((entry) => [entry.channel, entry.granted, entry.source])).toEqual([
      ['email', false, 'desk'],
      ['sms', true, 'desk'],
      ['email', true, 'form'],
    ]);
    expect(read.history[0]!.by).not.toBe('');
    expect(await canMarket(ctx(), customerId, 'email')).toBe(false);
    expect(await canMarket(ctx(), customerId, 'sms')).toBe(true);
    expect(await canMarket({ db: t.database.db, venueId: t.seed.other.id }, customerId, 'sms')).toBe(false);
  });

  it('is refused without edit_customer, and another venue’s customer is not found', async () => {
    expect((await t.call('POST', `customers/${customerId}/consents/store`, { token: staff, body: { channel: 'sms', granted: false } })).statusCode).toBe(403);
    expect((await t.call('GET', `customers/${customerId}/consents`, { token: other })).statusCode).toBe(404);
    expect((await t.call('POST', `customers/${customerId}/consents/store`, { token: other, body: { channel: 'sms', granted: false } })).statusCode).toBe(404);
    expect((await t.call('GET', `customers/privacy-export/${customerId}`, { token: other })).statusCode).toBe(404);
    expect((await t.call('POST', `customers/erase/${customerId}`, { token: other, body: { confirmation: 'Żaneta Kowalska-Łęcka' } })).statusCode).toBe(404);
  });
});

describe('data export', () => {
  it('gives everything held as JSON: profile, consents, appointments, activity; and logs it', async () => {
    const answer = await t.call('GET', `customers/privacy-export/${customerId}`, { token: owner });
    expect(answer.statusCode, answer.body.slice(0, 300)).toBe(200);
    const data = answer.json<PrivacyExport>();
    expect(data.customer).toMatchObject({ id: customerId, first_name: 'Żaneta', phone: '+48600100200', email: 'zaneta@example.test', birthday: '1990-05-04', alerts: 'Latex allergy', tags: ['VIP'] });
    expect(data.consents).toHaveLength(3);
    expect(data.appointments).toHaveLength(appointmentCount);
    expect(data.appointments[0]).toMatchObject({ service: expect.any(String), employee: expect.any(String), starts_at: expect.any(String) });
    expect(data.activity.map((entry) => entry.action)).toContain('consent_given');
    const [log] = await rows<{ changes: { format: string } }>(sql`select changes from activity_log where venue_id = ${t.seed.salon.id} and entity = 'customer' and entity_id = ${customerId} and action = 'privacy_export' order by id desc limit 1`);
    expect(log!.changes.format).toBe('json');
  });

  it('gives a PDF summary that reads back, diacritics included, in the user’s language', async () => {
    const answer = await t.call('GET', `customers/privacy-export/${customerId}`, { token: owner, lang: 'pl', query: { format: 'pdf' } });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/application\/pdf/);
    const bytes = answer.rawPayload;
    expect(bytes.subarray(0, 4).toString()).toBe('%PDF');
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
    expect(text).toContain('Dane osobowe: Żaneta Kowalska-Łęcka');
    expect(text).toContain('ul. Długa 5');
    expect(text).toContain('Latex allergy');
    expect(text).toContain(`Wizyty (${appointmentCount})`);
    const [log] = await rows<{ n: number }>(sql`select count(*)::int as n from activity_log where venue_id = ${t.seed.salon.id} and entity_id = ${customerId} and action = 'privacy_export'`);
    expect(log!.n).toBe(2);
  });
});

describe('data export of purchases and forms', () => {
  it('lists their sale documents with lines, the forms they filled with every answer and the signature, in JSON and in the PDF', async () => {
    const venue = t.seed.salon.id;
    const till = (path: string, body: unknown) => t.call('POST', path, { token: owner, body, headers: { 'idempotency-key': crypto.randomUUID() } });
    const cart = await till('checkouts/store', { customer_id: customerId, items: [{ kind: 'custom', name: 'Argan hair oil', unit_price: 1850, quantity: 2 }] });
    expect(cart.statusCode, cart.body).toBe(200);
    const checkout = cart.json<{ data: { id: number; totals: { due: number } } }>().data;
    const paid = await till(`checkouts/pay/${checkout.id}`, { payments: [{ method: 'cash', amount: checkout.totals.due }] });
    expect(paid.statusCode, paid.body).toBe(200);
    const sale = paid.json<{ data: { number: string; total: number } }>().data;
    const [form] = await rows<{ id: number }>(sql`insert into customer_forms (venue_id, name, fields) values (${venue}, 'Scalp consult', ${JSON.stringify([
      { id: 'itch', type: 'yes_no', label: 'Itchy scalp?', help: '', required: true, options: [] },
      { id: 'sig', type: 'signature', label: 'Signature', help: '', required: true, options: [] },
    ])}::jsonb) returning id, fields`);
    await t.database.db.execute(sql`insert into customer_form_responses (venue_id, form_id, customer_id, source, fields, answers, signature)
      select venue_id, id, ${customerId}, 'link', fields, '{"itch": true, "sig": true}'::jsonb, decode('89504e47', 'hex') from customer_forms where id = ${form!.id}`);

    const data = (await t.call('GET', `customers/privacy-export/${customerId}`, { token: owner })).json<PrivacyExport>();
    expect(data.sales).toContainEqual(expect.objectContaining({ number: sale.number, kind: 'sale', total: sale.total, lines: [{ name: 'Argan hair oil', quantity: 2, total: 3700 }] }));
    expect(data.forms).toContainEqual(expect.objectContaining({ form: 'Scalp consult', source: 'link', answers: [{ question: 'Itchy scalp?', answer: 'Yes' }], signature: 'data:image/png;base64,iVBORw==' }));
    expect(data.packages).toEqual(expect.any(Array));
    expect(data.memberships).toEqual(expect.any(Array));

    const pdf = await t.call('GET', `customers/privacy-export/${customerId}`, { token: owner, lang: 'de', query: { format: 'pdf' } });
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf.rawPayload)), { mergePages: true });
    expect(text).toContain(`Einkäufe (${data.sales.length})`);
    expect(text).toContain(`${sale.number} · 2 × Argan hair oil`);
    expect(text).toContain(`Ausgefüllte Formulare (${data.forms.length})`);
    expect(text).toContain('Itchy scalp?: Ja');
  });
});

describe('erasure', () => {
  it('needs customers.manage and edit_customer, and the full name typed again', async () => {
    expect((await t.call('POST', `customers/erase/${customerId}`, { token: staff, body: { confirmation: 'Żaneta Kowalska-Łęcka' } })).statusCode).toBe(403);
    const wrong = await t.call('POST', `customers/erase/${customerId}`, { token: owner, lang: 'de', body: { confirmation: 'Zaneta' } });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.confirmation[0]).toMatch(/vollständigen Namen/);
    expect((await rows<{ first_name: string }>(sql`select first_name from customers where id = ${customerId}`))[0]!.first_name).toBe('Żaneta');
  });

  it('anonymises the personal fields for good, withdraws consents, keeps the appointments, and logs it', async () => {
    // What else holds the customer's words: a signed form and an earlier change in the activity log.
    const venue = t.seed.salon.id;
    const [form] = await rows<{ id: number }>(sql`insert into customer_forms (venue_id, name, fields) values (${venue}, 'Erasure consult', '[]'::jsonb) returning id`);
    await t.database.db.execute(sql`insert into customer_form_responses (venue_id, form_id, customer_id, source, fields, answers, signature)
      values (${venue}, ${form!.id}, ${customerId}, 'desk', '[]'::jsonb, '{"allergy":"Latex, since 2019"}'::jsonb, '\x89504e47'::bytea)`);
    await t.database.db.execute(sql`insert into activity_log (venue_id, source, entity, entity_id, action, changes)
      values (${venue}, 'web', 'customer', ${customerId}, 'updated', '{"notes":{"before":"Prefers mornings","after":"Prefers evenings"}}'::jsonb)`);
    const erased = await t.call('POST', `customers/erase/${customerId}`, { token: owner, body: { confirmation: '  żaneta   KOWALSKA-łęcka ' } });
    expect(erased.statusCode, erased.body).toBe(200);
    expect(erased.json<EraseResponse>().name).toBe(`Erased customer #${customerId}`);
    const [row] = await rows<Record<string, unknown>>(sql`select * from customers where id = ${customerId}`);
    expect(row).toMatchObject({
      first_name: `Erased customer #${customerId}`, last_name: '', phone: '', email: '', birthday: null, street: '', city: '', notes: '', alerts: '', tags: [],
      sms_marketing: false, email_marketing: false, blocked_online: true, archived: true,
    });
    const [kept] = await rows<{ n: number }>(sql`select count(*)::int as n from appointments where venue_id = ${t.seed.salon.id} and customer_id = ${customerId} and type = 'appointment'`);
    expect(kept!.n).toBe(appointmentCount);
    const consents = (await t.call('GET', `customers/${customerId}/consents`, { token: owner })).json<ConsentsResponse>();
    expect(consents).toMatchObject({ erased: true, sms_marketing: false });
    expect(consents.history[0]).toMatchObject({ channel: 'sms', granted: false, source: 'erasure' });
    const [log] = await rows<{ changes: Record<string, unknown> }>(sql`select changes from activity_log where entity = 'customer' and entity_id = ${customerId} and action = 'erased'`);
    expect(JSON.stringify(log!.changes)).not.toContain('Żaneta');
    // The form keeps its date but neither answers nor signature; the earlier entry keeps only the field's name.
    const [response] = await rows<{ answers: unknown; signature: unknown }>(sql`select answers, signature from customer_form_responses where customer_id = ${customerId}`);
    expect(response).toEqual({ answers: {}, signature: null });
    const [earlier] = await rows<{ changes: unknown }>(sql`select changes from activity_log where entity = 'customer' and entity_id = ${customerId} and action = 'updated'`);
    expect(earlier!.changes).toEqual({ redacted: ['notes'] });
    expect(await canMarket(ctx(), customerId, 'sms')).toBe(false);
    await expect(assertNotErased(ctx(), customerId)).rejects.toMatchObject({ code: 'CUSTOMER_ERASED' });
    // The export now holds nothing personal.
    const data = (await t.call('GET', `customers/privacy-export/${customerId}`, { token: owner })).json<PrivacyExport>();
    expect(data.customer).toMatchObject({ phone: '', email: '', erased_at: expect.any(String) });
  });

  it('cannot be repeated, and an erased customer’s consents cannot be changed', async () => {
    const again = await t.call('POST', `customers/erase/${customerId}`, { token: owner, body: { confirmation: `Erased customer #${customerId}` } });
    expect(again.statusCode).toBe(422);
    expect(again.json().code).toBe('CUSTOMER_ERASED');
    const consent = await t.call('POST', `customers/${customerId}/consents/store`, { token: owner, body: { channel: 'sms', granted: true } });
    expect(consent.json().code).toBe('CUSTOMER_ERASED');
    // Nor booked on the calendar.
    const [service] = await rows<{ id: number }>(sql`select id from services where venue_id = ${t.seed.salon.id} order by id limit 1`);
    const booking = await t.call('POST', 'appointments/store', {
      token: owner,
      body: { date: '2027-03-03', customer_id: customerId, services: [{ service_id: service!.id, employee_id: t.seed.salon.employeeIds[0], start_time: '10:00' }] },
    });
    expect(booking.statusCode, booking.body).toBe(422);
    expect(booking.json().code).toBe('CUSTOMER_ERASED');
    // Nor edited back to life, nor restored from the archive.
    const edit = await t.call('POST', `customers/update/${customerId}`, { token: owner, body: { first_name: 'Żaneta' } });
    expect(edit.statusCode).toBe(422);
    expect(edit.json().code).toBe('CUSTOMER_ERASED');
    const restore = await t.call('POST', `customers/restore/${customerId}`, { token: owner });
    expect(restore.json().code).toBe('CUSTOMER_ERASED');
  });
});

describe('erasure leaves nothing of the person behind', () => {
  it('anonymises the name on their sale documents (kept whole), the customers merged into them, their form-link mails and the import files', async () => {
    const venue = t.seed.salon.id;
    const insertCustomer = async (phone: string, email: string) =>
      (await rows<{ id: number }>(sql`insert into customers (venue_id, first_name, last_name, phone, email) values (${venue}, 'Olga', 'Remnantova', ${phone}, ${email}) returning id`))[0]!.id;
    const olga = await insertCustomer('+48600300400', 'olga@example.test');
    const olderOlga = await insertCustomer('+48600300499', 'olga.old@example.test');
    const till = (path: string, body: unknown) => t.call('POST', path, { token: owner, body, headers: { 'idempotency-key': crypto.randomUUID() } });

    // A sale paid by the customer that was merged away, then merged into the one kept.
    const cart = await till('checkouts/store', { customer_id: olderOlga, items: [{ kind: 'custom', name: 'Hair oil', unit_price: 2500 }] });
    expect(cart.statusCode, cart.body).toBe(200);
    const checkout = cart.json<{ data: { id: number; totals: { due: number } } }>().data;
    const paid = await till(`checkouts/pay/${checkout.id}`, { payments: [{ method: 'card', amount: checkout.totals.due }] });
    expect(paid.statusCode, paid.body).toBe(200);
    const saleId = paid.json<{ data: { id: number } }>().data.id;
    const merged = await t.call('POST', 'customers/merge', { token: owner, body: { keep_id: olga, merge_id: olderOlga, values: { phone: 'merge' } } });
    expect(merged.statusCode, merged.body).toBe(200);
    const mergeId = merged.json<{ merge: { id: number } }>().merge.id;
    const [saleBefore] = await rows<Record<string, unknown>>(sql`select number, total, tax_total, paid_total, customer_id, customer_name from sales where id = ${saleId}`);
    expect(saleBefore).toMatchObject({ customer_id: olga, customer_name: 'Olga Remnantova' });

    // A booking with a note written about them (the note is in its activity entry too).
    const [service] = await rows<{ id: number }>(sql`select id from services where venue_id = ${venue} order by id limit 1`);
    const booking = await t.call('POST', 'appointments/store', {
      token: owner,
      body: { date: '2031-05-06', customer_id: olga, note: 'Remnantova is pregnant: no massage', force: true, services: [{ service_id: service!.id, employee_id: t.seed.salon.employeeIds[0], start_time: '10:00' }] },
    });
    expect(booking.statusCode, booking.body).toBe(200);
    const bookedId = booking.json<{ appointments: { id: number }[] }>().appointments[0]!.id;
    expect((await rows<{ note: string }>(sql`select note from appointments where id = ${bookedId}`))[0]!.note).toContain('Remnantova');

    // A form link mailed to them (sent) and one still waiting in the outbox.
    const [group] = await rows<{ id: number }>(sql`insert into appointment_groups (venue_id, customer_id) values (${venue}, ${olga}) returning id`);
    const [form] = await rows<{ id: number }>(sql`insert into customer_forms (venue_id, name, fields) values (${venue}, 'Remnant consult', '[]'::jsonb) returning id`);
    const [otherForm] = await rows<{ id: number }>(sql`insert into customer_forms (venue_id, name, fields) values (${venue}, 'Remnant consent', '[]'::jsonb) returning id`);
    const mail = async (state: string) => (await rows<{ id: number }>(sql`insert into mail_outbox (venue_id, "to", subject, text, transport, state)
      values (${venue}, 'olga@example.test', 'Your form', 'Hello Olga Remnantova, fill in the form', 'outbox', ${state}) returning id`))[0]!.id;
    const [sent, pending] = [await mail('sent'), await mail('pending')];
    for (const [formId, mailId, hash] of [[form!.id, sent, 'remnant-a'], [otherForm!.id, pending, 'remnant-b']] as const) {
      await t.database.db.execute(sql`insert into customer_form_requests (venue_id, form_id, customer_id, group_id, token_hash, expires_at, mail_id)
        values (${venue}, ${formId}, ${olga}, ${group!.id}, ${hash}, now() + interval '1 day', ${mailId})`);
    }

    // Two import files holding their row: one imported (its report keeps a broken row), one uploaded and never started.
    const csv = 'First name,Last name,Phone,E-mail\r\nOlga,Remnantova,+48600300400,olga@example.test\r\nRemnantova,,not-a-phone,bad\r\n';
    const upload = () => t.app.inject({ method: 'POST', url: `${API_PREFIX}/customers/import`, query: { file_name: 'olga.csv' }, headers: { authorization: `Bearer ${owner}`, 'content-type': 'text/csv' }, payload: csv });
    const done = (await upload()).json<{ import: { id: number } }>().import.id;
    const waiting = (await upload()).json<{ import: { id: number } }>().import.id;
    const start = await t.call('POST', `customers/import/start/${done}`, { token: owner, body: { mapping: { first_name: 0, last_name: 1, phone: 2, email: 3 } } });
    expect(start.statusCode, start.body).toBe(200);
    await customerImportJob(t.app.deps).handle({ venueId: venue, importId: done });
    expect((await t.call('GET', `customers/import/report/${done}`, { token: owner })).body).toContain('Remnantova');

    const erased = await t.call('POST', `customers/erase/${olga}`, { token: owner, body: { confirmation: 'Olga Remnantova' } });
    expect(erased.statusCode, erased.body).toBe(200);

    // The document is kept whole; only the copied name is gone.
    const [saleAfter] = await rows<Record<string, unknown>>(sql`select number, total, tax_total, paid_total, customer_id, customer_name from sales where id = ${saleId}`);
    expect(saleAfter).toEqual({ ...saleBefore, customer_name: `Erased customer #${olga}` });
    const receipt = await t.call('GET', `sales/receipt/${saleId}.pdf`, { token: owner });
    expect(receipt.statusCode).toBe(200);
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(receipt.rawPayload)), { mergePages: true });
    expect(text).not.toContain('Remnantova');
    // The booking stays, without the note; its activity entry keeps everything but the note.
    const [kept] = await rows<{ note: string; customer_id: number }>(sql`select note, customer_id from appointments where id = ${bookedId}`);
    expect(kept).toEqual({ note: '', customer_id: olga });
    const [created] = await rows<{ changes: Record<string, unknown> }>(sql`select changes from activity_log where entity = 'appointment' and entity_id = ${bookedId} and action = 'created'`);
    expect(created!.changes).toMatchObject({ note: 'redacted', customer_id: olga, start_time: '10:00' });
    // The customer merged into them is the same person: erased too, and the merge cannot be undone.
    const [older] = await rows<Record<string, unknown>>(sql`select first_name, phone, email from customers where id = ${olderOlga}`);
    expect(older).toEqual({ first_name: `Erased customer #${olderOlga}`, phone: '', email: '' });
    const undo = await t.call('POST', `customers/merge/undo/${mergeId}`, { token: owner });
    expect(undo.json().code).toBe('CUSTOMER_ERASED');
    const merges = (await t.call('GET', 'customers/merges', { token: owner })).json<{ data: { id: number; can_undo: boolean }[] }>();
    expect(merges.data.find((m) => m.id === mergeId)).toMatchObject({ can_undo: false });
    const [stored] = await rows<{ kept_before: unknown }>(sql`select kept_before from customer_merges where id = ${mergeId}`);
    expect(stored!.kept_before).toEqual({ redacted: ['phone'] });
    // The mail sent keeps only that it was sent; the one waiting is never sent.
    const mails = await rows<{ id: number; to: string; text: string }>(sql`select id, "to", text from mail_outbox where id in (${sent}, ${pending})`);
    expect(mails).toEqual([{ id: sent, to: '', text: '' }]);
    // Both import files and the report are gone; the upload never started is given up.
    const imports = await rows<{ id: number; bytes: number; report: string; status: string; purged: boolean }>(sql`
      select id, length(file) as bytes, report, status, purged_at is not null as purged from customer_imports where id in (${done}, ${waiting}) order by id`);
    expect(imports).toEqual([
      { id: done, bytes: 0, report: '', status: 'done', purged: true },
      { id: waiting, bytes: 0, report: '', status: 'failed', purged: true },
    ]);
    expect((await t.call('GET', `customers/import/report/${done}`, { token: owner })).statusCode).toBe(404);
    expect((await t.call('GET', `customers/import/status/${done}`, { token: owner })).json().import).toMatchObject({ status: 'done', created: expect.any(Number) });

    // Nothing in any table reads the name any more (the row imported from the file is another customer record, erased
    // separately) once the stored replies to retried requests (the till's pay answered the sale with the name) expire: 24 h.
    await deleteExpiredKeys(t.database.db, new Date(Date.now() + IDEMPOTENCY_TTL_MS + 60_000));
    const imported = await rows<{ id: number }>(sql`select id from customers where venue_id = ${venue} and last_name = 'Remnantova'`);
    const tables = await rows<{ name: string }>(sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`);
    const holding: string[] = [];
    for (const { name } of tables) {
      const [hit] = await rows<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(name)} x where x::text ilike '%remnantova%' ${name === 'customers' && imported.length ? sql`and x.id <> all(${sql.param(imported.map((c) => c.id))}::int[])` : sql``}`);
      if (hit!.n) holding.push(name);
    }
    expect(holding).toEqual([]);
  });
});
