import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER_EVENT_DEFAULTS, type RemindersResponse } from '@chairside/shared/reminders';
import type { VenueCtx } from '../../lib/context';
import { useTestApp } from '../../test/test-app';
import { sendCustomerEvents } from './reminders.events';
import { sendDueThankYous } from './reminders.thank-you';

/**
 * Customer event messages (issue 19) through the calendar's own routes: made (back office), moved,
 * cancelled, no-show, thank-you; per-event settings on /reminders, the venue's language, consent,
 * SMS credit, the appointment's activity, and each message once per booking, event, channel and version.
 */
const t = useTestApp();
let owner: string;
let emma: number;
let cut: number;
let customer: { id: number; email: string };

const rows = async <T>(query: ReturnType<typeof sql>) => ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
const messagesOf = (groupId: number) => rows<{ event: string; channel: string; status: string; reason: string | null; mail_id: number | null; sms_id: number | null; version: number }>(
  sql`select * from event_messages where group_id = ${groupId} order by id`);
const mailOf = async (id: number) => (await rows<{ to: string; subject: string; text: string }>(sql`select * from mail_outbox where id = ${id}`))[0]!;

beforeAll(async () => {
  owner = await t.login('owner');
  emma = t.seed.salon.employeeIds[0]!;
  cut = (await rows<{ id: number }>(sql`select id from services where venue_id = ${t.seed.salon.id} and name = ${"Women's cut"}`))[0]!.id;
  customer = (await rows<{ id: number; email: string }>(sql`select id, email from customers where venue_id = ${t.seed.salon.id} and email <> '' order by id limit 1`))[0]!;
  await t.database.db.execute(sql`update customers set phone = '+48600100300', email_marketing = false, sms_marketing = false where id = ${customer.id}`);
  await t.database.db.execute(sql`update venues set lang = 'pl', sms_amount = 100 where id = ${t.seed.salon.id}`);
  const saved = await t.call('POST', 'reminders/update', {
    token: owner,
    body: {
      quiet_from: null, quiet_to: null, ask_confirmation: false, sms_fallback_email: true, rules: [],
      events: { ...CUSTOMER_EVENT_DEFAULTS, booking_made: { email: true, sms: true }, no_show: { email: false, sms: true }, thank_you: { email: true, sms: false } },
    },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  expect(saved.json<RemindersResponse>().settings.events.no_show).toEqual({ email: false, sms: true });
});

async function book(date: string, time: string) {
  const response = await t.call('POST', 'appointments/store', {
    token: owner, body: { date, services: [{ service_id: cut, employee_id: emma, start_time: time }], customer_id: customer.id, force: true },
  });
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json<{ group_id: number; appointments: { id: number }[] }>();
  return { groupId: body.group_id, id: body.appointments[0]!.id };
}

describe('customer event messages', () => {
  it('booking made in the back office: e-mail and SMS in the venue’s language, logged on the appointment, once', async () => {
    const visit = await book('2027-05-10', '10:00');
    const sent = await messagesOf(visit.groupId);
    expect(sent.map((m) => [m.event, m.channel, m.status])).toEqual([['booking_made', 'email', 'queued'], ['booking_made', 'sms', 'queued']]);
    const mail = await mailOf(sent[0]!.mail_id!);
    expect(mail.to).toBe(customer.email);
    expect(mail.subject).toContain('Twoja rezerwacja'); // Polish, the venue's language
    const [sms] = await rows<{ body: string; to: string }>(sql`select body, "to" from sms_outbox where id = ${sent[1]!.sms_id}`);
    expect(sms).toMatchObject({ to: '+48600100300' });
    expect(sms!.body).toContain('10:00');
    const logged = await rows<{ action: string }>(sql`select action from activity_log where entity = 'appointment' and entity_id = ${visit.id} and action like 'customer_message%'`);
    expect(logged).toHaveLength(2);

    // The same change heard again (a retry, a second listener run) sends nothing more.
    const ctx = { venueId: t.seed.salon.id, deps: t.app.deps, db: t.database.db } as unknown as VenueCtx;
    await t.database.db.transaction((tx) => sendCustomerEvents(ctx, tx, { action: 'created', ids: [visit.id] }));
    expect(await messagesOf(visit.groupId)).toHaveLength(2);
    // An online booking gets its confirmation from online booking: nothing here.
    const online = await book('2027-05-11', '10:00');
    await t.database.db.execute(sql`delete from event_messages where group_id = ${online.groupId}`);
    await t.database.db.transaction((tx) => sendCustomerEvents(ctx, tx, { action: 'created', ids: [online.id], source: 'online' }));
    expect(await messagesOf(online.groupId)).toHaveLength(0);
  });

  it('moved: told once per new time; cancelled: told when nothing is left; a no-show by SMS', async () => {
    const visit = await book('2027-05-12', '10:00');
    for (const time of ['11:00', '12:00']) {
      const moved = await t.call('POST', `appointments/reschedule/${visit.id}`, { token: owner, body: { date: '2027-05-12', start_time: time, force: true } });
      expect(moved.statusCode, moved.body).toBe(200);
    }
    const changed = (await messagesOf(visit.groupId)).filter((m) => m.event === 'booking_changed');
    expect(changed.map((m) => m.channel)).toEqual(['email', 'email']);
    expect(new Set(changed.map((m) => m.version)).size).toBe(2);
    expect((await mailOf(changed[1]!.mail_id!)).subject).toContain('12:00');

    const cancelled = await t.call('POST', `appointments/cancel/${visit.id}`, { token: owner, body: { reason: 'client_request' } });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await messagesOf(visit.groupId)).filter((m) => m.event === 'booking_cancelled').map((m) => m.channel)).toEqual(['email']);

    const missed = await book('2027-05-13', '10:00');
    expect((await t.call('POST', `appointments/cancel/${missed.id}`, { token: owner, body: { reason: 'no_show' } })).statusCode).toBe(200);
    const noShow = (await messagesOf(missed.groupId)).filter((m) => m.event === 'no_show');
    expect(noShow.map((m) => [m.channel, m.status])).toEqual([['sms', 'queued']]);
  });

  it('changed: a whole-booking edit, a resize and a move are told once per change the customer sees; a note or a same-time save is not', async () => {
    const visit = await book('2027-05-20', '10:00');
    const changedOf = async () => (await messagesOf(visit.groupId)).filter((m) => m.event === 'booking_changed');
    const edit = (services: Record<string, unknown>[], note: string) =>
      t.call('POST', 'appointments/update', { token: owner, body: { group_id: visit.groupId, date: '2027-05-20', customer_id: customer.id, note, force: true, services } });
    const line = { id: visit.id, service_id: cut, employee_id: emma, start_time: '10:00' };

    // A new note only, and a move to the time it already has: nothing the customer sees changed.
    expect((await edit([line], 'bring the colour card')).statusCode).toBe(200);
    expect((await t.call('POST', `appointments/reschedule/${visit.id}`, { token: owner, body: { date: '2027-05-20', start_time: '10:00', force: true } })).statusCode).toBe(200);
    expect(await changedOf()).toEqual([]);

    // Another employee through the booking's edit: told once, naming the new staff.
    const other = t.seed.salon.employeeIds[1]!;
    const edited = await edit([{ ...line, employee_id: other }], 'bring the colour card');
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await changedOf()).map((m) => m.channel)).toEqual(['email']);
    // The same edit sent again changes nothing, and tells nothing.
    expect((await edit([{ ...line, employee_id: other }], 'bring the colour card')).statusCode).toBe(200);
    expect(await changedOf()).toHaveLength(1);

    // A resize (the end moves) is a change too.
    const resized = await t.call('POST', `appointments/update-duration/${visit.id}`, { token: owner, body: { duration_detail: { duration: 90 }, force: true } });
    expect(resized.statusCode, resized.body).toBe(200);
    expect(await changedOf()).toHaveLength(2);

    // Away and back and away again: three real changes, three messages (the last lands where the first did).
    for (const time of ['11:00', '10:00', '11:00']) {
      expect((await t.call('POST', `appointments/reschedule/${visit.id}`, { token: owner, body: { date: '2027-05-20', start_time: time, force: true } })).statusCode).toBe(200);
    }
    const changed = await changedOf();
    expect(changed).toHaveLength(5);
    expect(new Set(changed.map((m) => m.version)).size).toBe(5);
    expect((await mailOf(changed[4]!.mail_id!)).subject).toContain('11:00');
  });

  it('cancelled: the message names the services cancelled', async () => {
    const visit = await book('2027-05-21', '10:00');
    expect((await t.call('POST', `appointments/cancel/${visit.id}`, { token: owner, body: { reason: 'client_request' } })).statusCode).toBe(200);
    const [cancelled] = (await messagesOf(visit.groupId)).filter((m) => m.event === 'booking_cancelled');
    const mail = await mailOf(cancelled!.mail_id!);
    expect(mail.text).toContain("Women's cut");
  });

  it('thank-you: a sweep the venue’s delay after a visit marked done, once even when two sweeps race; review request only with marketing consent', async () => {
    const endOf = async (groupId: number) => new Date((await rows<{ ended: string }>(sql`select max(ends_at) as ended from appointments where group_id = ${groupId}`))[0]!.ended);
    const sweepAt = (at: number) => sendDueThankYous({ ...t.app.deps, now: () => new Date(at) });
    const thanked = async (groupId: number) => (await messagesOf(groupId)).filter((m) => m.event === 'thank_you');

    // The delay is a setting (minutes, up to a week); a wrong one is a 422 naming the field.
    const current = (await t.call('GET', 'reminders', { token: owner })).json<RemindersResponse>();
    expect(current.settings.thank_you_after_minutes).toBe(120);
    const bad = await t.call('POST', 'reminders/update', { token: owner, body: { ...current.settings, rules: [], thank_you_after_minutes: 20_000 } });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json<{ errors: Record<string, unknown> }>().errors)).toEqual(['thank_you_after_minutes']);
    const saved = await t.call('POST', 'reminders/update', { token: owner, body: { ...current.settings, rules: [], thank_you_after_minutes: 180 } });
    expect(saved.json<RemindersResponse>().settings.thank_you_after_minutes).toBe(180);

    const visit = await book('2027-05-14', '10:00');
    const waiting = await book('2027-05-14', '12:00'); // never marked done: never thanked
    expect((await t.call('POST', `appointments/update-status/${visit.id}`, { token: owner, body: { status: 'done' } })).statusCode).toBe(200);
    expect(await thanked(visit.groupId)).toEqual([]); // not when it is marked done
    const ended = (await endOf(visit.groupId)).getTime();
    await sweepAt(ended + 179 * 60_000);
    expect(await thanked(visit.groupId)).toEqual([]);
    await sweepAt(ended + 180 * 60_000);
    expect(await thanked(visit.groupId)).toMatchObject([{ channel: 'email', status: 'skipped', reason: 'no_consent' }]);
    await sweepAt((await endOf(waiting.groupId)).getTime() + 200 * 60_000);
    expect(await thanked(waiting.groupId)).toEqual([]);

    await t.database.db.execute(sql`update customers set email_marketing = true where id = ${customer.id}`);
    const agreed = await book('2027-05-15', '10:00');
    expect((await t.call('POST', `appointments/update-status/${agreed.id}`, { token: owner, body: { status: 'done' } })).statusCode).toBe(200);
    // Two sweeps at once (two processes): one message.
    const at = (await endOf(agreed.groupId)).getTime() + 181 * 60_000;
    await Promise.all([sweepAt(at), sweepAt(at), sweepAt(at + 60_000)]);
    const sent = await thanked(agreed.groupId);
    expect(sent).toMatchObject([{ channel: 'email', status: 'queued' }]);
    expect((await mailOf(sent[0]!.mail_id!)).to).toBe(customer.email);
    // Days later (the server was down, or the venue just turned it on): not any more.
    const late = await book('2027-05-17', '10:00');
    expect((await t.call('POST', `appointments/update-status/${late.id}`, { token: owner, body: { status: 'done' } })).statusCode).toBe(200);
    await sweepAt((await endOf(late.groupId)).getTime() + 3 * 86_400_000);
    expect(await thanked(late.groupId)).toEqual([]);
  });

  it('no SMS credit fails the SMS and falls back to e-mail', async () => {
    // Only SMS on for cancellations, and no credit: the SMS fails and the e-mail goes instead.
    const settings = (await t.call('GET', 'reminders', { token: owner })).json<RemindersResponse>();
    const body = { ...settings.settings, rules: [], events: { ...settings.settings.events, booking_cancelled: { email: false, sms: true } } };
    expect((await t.call('POST', 'reminders/update', { token: owner, body })).statusCode).toBe(200);
    await t.database.db.execute(sql`update venues set sms_amount = 0 where id = ${t.seed.salon.id}`);
    const broke = await book('2027-05-16', '10:00');
    expect((await t.call('POST', `appointments/cancel/${broke.id}`, { token: owner, body: { reason: 'venue' } })).statusCode).toBe(200);
    const [failed] = (await messagesOf(broke.groupId)).filter((m) => m.event === 'booking_cancelled');
    expect(failed).toMatchObject({ channel: 'sms', status: 'failed', reason: 'no_credit' });
    expect(failed!.mail_id).not.toBeNull();
  });
});
