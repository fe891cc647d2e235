import { and, asc, eq, gt, isNotNull, ne } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PublicFormResponse, ResponsesResponse } from '@chairside/shared/customer-forms';
import { appointments, customerFormRequests, customers, mailOutbox, venues } from '../../../db/schema/index';
import { databaseFingerprint } from '../../../test/fingerprint';
import { useTestApp } from '../../../test/test-app';
import { demoSignaturePng } from './forms.seed';
import { sendDueFormLinks } from './form-links';

/** Form links before the visit: the job sends each once; the public page reads and takes the answers once, until the visit ends. */

let now = new Date();
const t = useTestApp({ now: () => now });
let owner: string;
let visit: { id: number; groupId: number; serviceId: number; customerId: number; startsAt: Date; endsAt: Date; email: string };
let formId: number;

beforeAll(async () => {
  owner = await t.login('owner');
  const [row] = await t.database.db
    .select({ id: appointments.id, groupId: appointments.groupId, serviceId: appointments.serviceId, customerId: appointments.customerId, startsAt: appointments.startsAt, endsAt: appointments.endsAt, email: customers.email })
    .from(appointments)
    .innerJoin(customers, and(eq(customers.venueId, appointments.venueId), eq(customers.id, appointments.customerId)))
    .where(and(eq(appointments.venueId, t.seed.salon.id), eq(appointments.type, 'appointment'), ne(appointments.status, 'cancelled'), gt(appointments.startsAt, new Date(Date.now() + 3 * 86_400_000)), isNotNull(appointments.serviceId), ne(customers.email, '')))
    .orderBy(asc(appointments.startsAt)).limit(1);
  visit = { ...row!, serviceId: row!.serviceId!, customerId: row!.customerId! };
  const form = await t.call('POST', 'forms/store', {
    token: owner,
    body: {
      name: 'Before your visit', service_ids: [visit.serviceId], ask_by_link: true, ask_at_desk: false,
      fields: [{ id: 'ok', type: 'yes_no', label: 'Feeling well?', required: true }, { id: 'sig', type: 'signature', label: 'Signature', required: true }],
    },
  });
  expect(form.statusCode, form.body).toBe(200);
  formId = form.json().data.id;
});

const requestsOfVisit = () => t.database.db.select().from(customerFormRequests)
  .where(and(eq(customerFormRequests.venueId, t.seed.salon.id), eq(customerFormRequests.groupId, visit.groupId), eq(customerFormRequests.formId, formId)));
const mailsTo = (to: string) => t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));

let token: string;

describe('the link job', () => {
  it('sends nothing for a venue whose plan lacks forms (start): the form is kept, unsent', async () => {
    now = new Date(visit.startsAt.getTime() - 24 * 3_600_000);
    await t.database.db.update(venues).set({ plan: 'start', planPaid: true }).where(eq(venues.id, t.seed.salon.id));
    try {
      expect(await sendDueFormLinks(t.app.deps)).toBe(0);
      expect(await requestsOfVisit()).toHaveLength(0);
    } finally {
      await t.database.db.update(venues).set({ plan: 'pro', planPaid: true }).where(eq(venues.id, t.seed.salon.id));
    }
  });

  it('waits until the visit is within 48 hours, then mails one link, whether run twice at once or again later', async () => {
    now = new Date(visit.startsAt.getTime() - 50 * 3_600_000);
    await sendDueFormLinks(t.app.deps);
    expect(await requestsOfVisit()).toHaveLength(0);

    now = new Date(visit.startsAt.getTime() - 24 * 3_600_000);
    // The visit's service may have other demo forms asking by link: this form's mails are counted.
    const linkMails = async () => (await mailsTo(visit.email)).filter((mail) => mail.subject.includes('Before your visit'));
    const before = (await linkMails()).length;
    const runs = await Promise.all([sendDueFormLinks(t.app.deps), sendDueFormLinks(t.app.deps), sendDueFormLinks(t.app.deps)]);
    expect(runs.reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
    await sendDueFormLinks(t.app.deps);
    now = new Date(visit.startsAt.getTime() - 3_600_000);
    await sendDueFormLinks(t.app.deps);

    const requests = await requestsOfVisit();
    expect(requests).toHaveLength(1);
    expect(requests[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(requests[0]!.expiresAt.getTime()).toBeGreaterThanOrEqual(visit.endsAt.getTime());
    const mails = await linkMails();
    expect(mails).toHaveLength(1);
    expect(mails.length - before).toBe(1);
    expect(mails[0]!.id).toBe(requests[0]!.mailId);
    expect(mails[0]!.subject).toBe('Demo Salon: please fill in “Before your visit” before your visit');
    token = /\/form\/([A-Za-z0-9_-]{43})/.exec(mails[0]!.text)![1]!;
    // Only the hash is stored.
    expect(requests[0]!.tokenHash).not.toContain(token);
  });
});

describe('the public form', () => {
  it('shows the form without signing in, checks the answers, takes them once', async () => {
    const read = await t.call('GET', `/api/v1/public/forms/${token}`);
    expect(read.statusCode, read.body).toBe(200);
    const body = read.json<PublicFormResponse>();
    expect(body).toMatchObject({ venue: 'Demo Salon', form: { name: 'Before your visit' } });
    expect(body.form.fields.map((f) => f.id)).toEqual(['ok', 'sig']);

    const before = await databaseFingerprint(t.database.db);
    const bad = await t.call('POST', `/api/v1/public/forms/${token}`, { body: { answers: { ok: true } }, lang: 'fr-fr' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ 'answers.sig': ['Merci de signer ici.'] });
    expect(await databaseFingerprint(t.database.db)).toEqual(before);

    const sent = await t.call('POST', `/api/v1/public/forms/${token}`, { body: { answers: { ok: false, sig: await demoSignaturePng() } } });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toEqual({ ok: true, message: 'Thank you! Your answers have been sent.' });

    const again = await t.call('POST', `/api/v1/public/forms/${token}`, { body: { answers: { ok: false, sig: await demoSignaturePng() } } });
    expect(again.statusCode).toBe(422);
    expect(again.json().code).toBe('INVALID_TOKEN');
    expect((await t.call('GET', `/api/v1/public/forms/${token}`)).json().code).toBe('INVALID_TOKEN');

    const list = (await t.call('GET', 'form-responses', { token: owner, query: { form_id: String(formId) } })).json<ResponsesResponse>();
    expect(list.data).toHaveLength(1);
    expect(list.data[0]).toMatchObject({ customer_id: visit.customerId, source: 'link', has_signature: true, appointment_id: visit.id });
  });

  it('refuses an expired link, an unknown one and a malformed one', async () => {
    const { issueFormLink } = await import('./form-links');
    const other = await t.call('POST', 'forms/store', { token: owner, body: { name: 'Second', fields: [{ id: 'a', type: 'short_text', label: 'A' }] } });
    const fresh = await issueFormLink(t.app.deps, { venueId: t.seed.salon.id, formId: other.json().data.id, customerId: visit.customerId, groupId: visit.groupId, appointmentId: null, expiresAt: new Date(now.getTime() + 60_000) });
    expect((await t.call('GET', `/api/v1/public/forms/${fresh}`)).statusCode).toBe(200);
    now = new Date(now.getTime() + 120_000);
    const expired = await t.call('GET', `/api/v1/public/forms/${fresh}`, { lang: 'nld' });
    expect(expired.statusCode).toBe(422);
    expect(expired.json()).toMatchObject({ code: 'INVALID_TOKEN' });
    expect((await t.call('GET', `/api/v1/public/forms/${'A'.repeat(43)}`)).json().code).toBe('INVALID_TOKEN');
    const malformed = await t.call('GET', '/api/v1/public/forms/short');
    expect(malformed.statusCode, malformed.body).toBe(404); // a malformed path parameter is not found, like a bad id
  });

  it('is rate limited per client address', async () => {
    let status = 0;
    for (let i = 0; i < 70 && status !== 429; i += 1) status = (await t.call('GET', `/api/v1/public/forms/${'B'.repeat(43)}`)).statusCode;
    expect(status).toBe(429);
  });
});
