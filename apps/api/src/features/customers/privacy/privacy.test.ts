import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import type { ConsentsResponse, EraseResponse, PrivacyExport } from '@chairside/shared/customers-settings';
import { createTestApp, type TestApp } from '../../../test/test-app';
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
