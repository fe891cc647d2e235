import ExcelJS from 'exceljs';
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RemindersResponse, ReminderHistoryResponse, ReminderConfirmResponse } from '@chairside/shared/reminders';
import { useTestApp } from '../../test/test-app';
import { remindersDueAt } from './reminders.due';
import { sendDueReminders } from './reminders.jobs';

/**
 * Reminders (issue 19): the rules, the sweep that hands each due reminder to the outbox once, on the
 * venue's clock (Europe/Warsaw here, across both daylight-saving changes), moves and cancels, the
 * customer's confirm link and the history.
 */

const rows = async <T>(app: typeof t, query: ReturnType<typeof sql>) => ((await app.database.db.execute(query)) as unknown as { rows: T[] }).rows;

let now = new Date();
const t = useTestApp({ now: () => now });
let owner: string;
let emma: number;
let cut: number;
let customer: { id: number; email: string };

beforeAll(async () => {
  owner = await t.login('owner');
  emma = t.seed.salon.employeeIds[0]!;
  const [service] = await rows<{ id: number }>(t, sql`select id from services where venue_id = ${t.seed.salon.id} and name = ${"Women's cut"}`);
  cut = service!.id;
  const [row] = await rows<{ id: number; email: string }>(t, sql`select id, email from customers where venue_id = ${t.seed.salon.id} and email <> '' order by id limit 1`);
  customer = row!;
  // No marketing consent: reminders are about the customer's own booking and go all the same.
  await t.database.db.execute(sql`update customers set email_marketing = false, sms_marketing = false where id = ${customer.id}`);
  const zone = await t.call('POST', 'settings/venue/update', { token: owner, body: { section: 'profile', timezone: 'Europe/Warsaw' } });
  expect(zone.statusCode, zone.body).toBe(200);
  const saved = await t.call('POST', 'reminders/update', {
    token: owner,
    body: {
      quiet_from: null, quiet_to: null, ask_confirmation: true,
      rules: [{ id: null, offset_minutes: 1440, channel: 'email', service_group_id: null }, { id: null, offset_minutes: 120, channel: 'sms', service_group_id: null }],
    },
  });
  expect(saved.statusCode, saved.body).toBe(200);
});

async function book(date: string, time: string): Promise<{ groupId: number; id: number }> {
  const response = await t.call('POST', 'appointments/store', {
    token: owner,
    body: { date, services: [{ service_id: cut, employee_id: emma, start_time: time }], customer_id: customer.id, force: true },
  });
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json<{ group_id: number; appointments: { id: number }[] }>();
  return { groupId: body.group_id, id: body.appointments[0]!.id };
}

const messagesOf = (groupId: number) =>
  rows<{ id: number; channel: string; status: string; reason: string | null; mail_id: number | null; due_at: Date }>(t, sql`select * from reminder_messages where group_id = ${groupId} order by id`);
const mailsOf = (groupId: number) =>
  rows<{ id: number; to: string; subject: string; text: string }>(t, sql`select o.* from mail_outbox o join reminder_messages m on m.mail_id = o.id where m.group_id = ${groupId} and m.channel = 'email'`);
/** Runs the sweep(s) at `iso`, then puts the clock back (sessions live on the real clock). */
async function at(iso: string, runs = 1) {
  now = new Date(iso);
  try {
    return await Promise.all(Array.from({ length: runs }, () => sendDueReminders(t.app.deps)));
  } finally {
    now = new Date();
  }
}
const dueOf = async (groupId: number, iso: string) =>
  (await remindersDueAt(t.database.db, new Date(iso), t.seed.salon.id)).filter((d) => d.groupId === groupId && d.channel === 'email').map((d) => d.dueAt.toISOString());

describe('when a reminder is due', () => {
  it('is due 24 h before on the venue clock across the October change, and sent then, not a minute before (reminders are transactional: sent without marketing consent)', async () => {
    // Sunday 31 October 2027, 10:00 CET (09:00Z); the clocks went back that night: 10:00 on Saturday is 08:00Z, 25 real hours before.
    const visit = await book('2027-10-31', '10:00');
    expect(await dueOf(visit.groupId, '2027-10-30T08:00:00Z')).toEqual(['2027-10-30T08:00:00.000Z']);
    await at('2027-10-30T07:59:00Z');
    expect(await messagesOf(visit.groupId)).toHaveLength(0);
    await at('2027-10-30T08:00:30Z');
    const [message] = await messagesOf(visit.groupId);
    expect(message).toMatchObject({ channel: 'email', status: 'queued' });
    const [mail] = await mailsOf(visit.groupId);
    expect(mail!.to).toBe(customer.email);
    expect(mail!.subject).toContain('10:00');
    expect(mail!.text).toContain("Women's cut");
  });

  it('is due 24 h before on the venue clock across the March change (23 real hours)', async () => {
    const visit = await book('2027-03-28', '10:00'); // Sunday 10:00 CEST = 08:00Z
    expect(await dueOf(visit.groupId, '2027-03-27T09:00:00Z')).toEqual(['2027-03-27T09:00:00.000Z']); // Saturday 10:00 CET
    expect(await dueOf(visit.groupId, '2027-03-27T08:59:00Z')).toEqual([]);
  });

  it('moves with the booking: nothing at the old time, sent at the new one', async () => {
    const visit = await book('2027-06-10', '10:00');
    const moved = await t.call('POST', `appointments/reschedule/${visit.id}`, { token: owner, body: { date: '2027-06-12', start_time: '11:00', force: true } });
    expect(moved.statusCode, moved.body).toBe(200);
    await at('2027-06-09T08:05:00Z');
    expect(await messagesOf(visit.groupId)).toHaveLength(0);
    await at('2027-06-11T09:00:00Z'); // 11:00 CEST the day before
    expect((await messagesOf(visit.groupId)).map((m) => m.channel)).toEqual(['email']);
  });

  it('is never sent for a cancelled booking', async () => {
    const visit = await book('2027-06-15', '10:00');
    const cancelled = await t.call('POST', `appointments/cancel/${visit.id}`, { token: owner, body: { reason: 'client_request' } });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await at('2027-06-14T08:00:00Z');
    await at('2027-06-15T07:30:00Z');
    expect(await messagesOf(visit.groupId)).toHaveLength(0);
  });

  it('goes to the outbox once, however many runs there are at once or later', async () => {
    const visit = await book('2027-07-01', '10:00');
    await at('2027-06-30T08:01:00Z', 3);
    await at('2027-06-30T08:02:00Z');
    await at('2027-07-01T06:00:00Z');
    expect((await messagesOf(visit.groupId)).filter((m) => m.channel === 'email')).toHaveLength(1);
    expect(await mailsOf(visit.groupId)).toHaveLength(1);
  });

  it('leaves nothing half sent when the process dies part-way through a batch: the next run sends each once', async () => {
    const first = await book('2027-09-10', '10:00');
    const second = await book('2027-09-10', '11:00');
    const { mail } = t.app.deps;
    // The outbox rows are written, then the process dies before the batch commits.
    const dying = { ...t.app.deps, mail: { ...mail, sendMany: async (...args: Parameters<typeof mail.sendMany>) => {
      await mail.sendMany(...args);
      throw new Error('killed during the batch');
    } } };
    now = new Date('2027-09-09T09:30:00Z'); // both 24 h reminders are due
    await expect(sendDueReminders(dying)).rejects.toThrow('killed during the batch');
    now = new Date();
    expect([...(await messagesOf(first.groupId)), ...(await messagesOf(second.groupId))]).toHaveLength(0);
    await at('2027-09-09T09:31:00Z', 2);
    for (const visit of [first, second]) {
      expect(await messagesOf(visit.groupId)).toHaveLength(1);
      expect(await mailsOf(visit.groupId)).toHaveLength(1);
    }
  });

  it('an SMS rule with no SMS credit: the SMS fails (shown in the history) and goes by e-mail instead; with credit it is sent, one credit per segment', async () => {
    await t.database.db.execute(sql`update customers set phone = '+48600100200' where id = ${customer.id}`);
    await t.database.db.execute(sql`update venues set sms_amount = 0 where id = ${t.seed.salon.id}`);
    const broke = await book('2027-07-05', '10:00');
    await at('2027-07-05T06:00:00Z'); // 08:00: the 2 h SMS rule is due
    const [failed] = (await messagesOf(broke.groupId)).filter((m) => m.channel === 'sms');
    expect(failed).toMatchObject({ status: 'failed', reason: 'no_credit' });
    expect(failed!.mail_id).not.toBeNull(); // the venue falls back to e-mail (the default)
    const history = (await t.call('GET', 'reminders/history', { token: owner, query: { channel: 'sms' } })).json<ReminderHistoryResponse>();
    expect(history.data.find((row) => row.appointment_id === broke.id)).toMatchObject({ fallback: true, reason: 'no_credit', credits: 0 });

    await t.database.db.execute(sql`update venues set sms_amount = 5 where id = ${t.seed.salon.id}`);
    const paid = await book('2027-07-06', '10:00');
    await at('2027-07-06T06:00:00Z');
    const [sent] = await rows<{ status: string; to: string; body: string; credits: number; segments: number }>(t, sql`
      select m.status, s."to", s.body, s.credits, s.segments from reminder_messages m join sms_outbox s on s.id = m.sms_id where m.group_id = ${paid.groupId}`);
    expect(sent).toMatchObject({ status: 'queued', to: '+48600100200' });
    expect(sent!.body).toContain('10:00');
    expect(sent!.credits).toBe(sent!.segments);
    const [venue] = await rows<{ sms_amount: number }>(t, sql`select sms_amount from venues where id = ${t.seed.salon.id}`);
    expect(venue!.sms_amount).toBe(5 - sent!.credits);
    const row = (await t.call('GET', 'reminders/history', { token: owner, query: { channel: 'sms' } })).json<ReminderHistoryResponse>().data.find((r) => r.appointment_id === paid.id);
    expect(row).toMatchObject({ status: 'queued', credits: sent!.credits, fallback: false });
  });

  it('sends no reminder whose time had passed before the booking was made', async () => {
    const visit = await book('2027-08-01', '12:00');
    await t.database.db.execute(sql`update appointments set created_at = ${new Date('2027-08-01T07:00:00Z')} where group_id = ${visit.groupId}`);
    await at('2027-08-01T07:05:00Z');
    expect((await messagesOf(visit.groupId)).filter((m) => m.channel === 'email')).toHaveLength(0);
  });
});

describe('the confirm link', () => {
  it('shows the visit and confirms the booking, once asked, without signing in', async () => {
    const visit = await book('2027-09-01', '10:00');
    await at('2027-08-31T08:00:00Z');
    const [mail] = await mailsOf(visit.groupId);
    const token = /\/confirm-visit\/([A-Za-z0-9_-]{43})/.exec(mail!.text)![1]!;
    const read = await t.call('GET', `/api/v1/public/reminders/confirm/${token}`);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json<ReminderConfirmResponse>()).toMatchObject({ venue: 'Demo Salon', confirmed: false, starts_at: '2027-09-01T08:00:00.000Z' });
    for (let i = 0; i < 2; i += 1) {
      const confirmed = await t.call('POST', `/api/v1/public/reminders/confirm/${token}`);
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      expect(confirmed.json<ReminderConfirmResponse>().confirmed).toBe(true);
    }
    const [line] = await rows<{ status: string }>(t, sql`select status from appointments where id = ${visit.id}`);
    expect(line!.status).toBe('confirmed');
    expect((await t.call('GET', '/api/v1/public/reminders/confirm/not-a-real-token-at-all')).statusCode).toBe(422);
  });
});

describe('the rules and the history', () => {
  it('reads back the rules; refuses another venue’s service group (422) and rule (404), and bad clocks in the user’s language', async () => {
    const read = await t.call('GET', 'reminders', { token: owner });
    expect(read.statusCode).toBe(200);
    const body = read.json<RemindersResponse>();
    expect(body.rules.map((r) => [r.offset_minutes, r.channel])).toEqual([[120, 'sms'], [1440, 'email']]);
    expect(body).toMatchObject({ sms_available: true, timezone: 'Europe/Warsaw', settings: { ask_confirmation: true, sms_fallback_email: true } });

    const [otherGroup] = await rows<{ id: number }>(t, sql`select id from service_groups where venue_id <> ${t.seed.salon.id} limit 1`);
    const [otherRule] = await rows<{ id: number }>(t, sql`insert into reminder_rules (venue_id, offset_minutes, channel) values (${t.seed.other.id}, 60, 'email') returning id`);
    const base = { quiet_from: '21:00', quiet_to: '08:00', ask_confirmation: false };
    if (otherGroup) {
      const group = await t.call('POST', 'reminders/update', { token: owner, body: { ...base, rules: [{ id: null, offset_minutes: 60, channel: 'email', service_group_id: otherGroup.id }] } });
      expect(group.statusCode).toBe(422);
    }
    const rule = await t.call('POST', 'reminders/update', { token: owner, body: { ...base, rules: [{ id: otherRule!.id, offset_minutes: 60, channel: 'email', service_group_id: null }] } });
    expect(rule.statusCode).toBe(404);
    const clock = await t.call('POST', 'reminders/update', { token: owner, headers: { 'content-language': 'pl' }, body: { ...base, quiet_to: '25:00', rules: [] } });
    expect(clock.statusCode).toBe(422);
    expect(clock.json<{ errors: Record<string, string[]> }>().errors.quiet_to).toBeDefined();
  });

  it('lists every reminder with channel, recipient and status, filtered and paged; only the venue’s own', async () => {
    const all = await t.call('GET', 'reminders/history', { token: owner, query: { per_page: '10' } });
    expect(all.statusCode, all.body).toBe(200);
    const body = all.json<ReminderHistoryResponse>();
    expect(body.meta).toMatchObject({ page: 1, per_page: 10 });
    expect(body.meta.total).toBeGreaterThanOrEqual(5);
    expect(body.data.some((row) => row.channel === 'email' && row.recipient === customer.email && row.status === 'queued')).toBe(true);
    const skipped = await t.call('GET', 'reminders/history', { token: owner, query: { status: 'skipped', channel: 'sms' } });
    expect(skipped.json<ReminderHistoryResponse>().data.every((row) => row.status === 'skipped' && row.channel === 'sms')).toBe(true);
    expect((await t.call('GET', 'reminders/history', { token: owner, query: { per_page: '7' } })).statusCode).toBe(422);

    const other = await t.call('GET', 'reminders/history', { token: await t.login('other') });
    expect(other.statusCode, other.body).toBe(200);
    expect(other.json<ReminderHistoryResponse>().meta.total).toBe(0);
  });

  it('exports the filtered history as real CSV and XLSX files, with the cost in SMS credits, in the caller’s language', async () => {
    const listed = (await t.call('GET', 'reminders/history', { token: owner, query: { channel: 'sms', per_page: '100' } })).json<ReminderHistoryResponse>();
    const xlsx = await t.call('GET', 'reminders/history/export', { token: owner, query: { format: 'xlsx', channel: 'sms' } });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-disposition']).toMatch(/filename="reminder-history-.*\.xlsx"/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).values).toContain('Cost (SMS credits)');
    expect(sheet.rowCount).toBe(1 + listed.meta.total);
    const costs = Array.from({ length: listed.meta.total }, (_, i) => Number(sheet.getRow(i + 2).getCell(9).value));
    expect(costs).toEqual(listed.data.map((row) => row.credits));
    expect(costs.some((n) => n > 0)).toBe(true);

    const csv = await t.call('GET', 'reminders/history/export', { token: owner, query: { format: 'csv' }, lang: 'pl' });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const table = parse(csv.rawPayload.toString('utf8').replace(/^\uFEFF/, '')) as string[][];
    expect(table[0]).toContain('Koszt (kredyty SMS)');
    const all = (await t.call('GET', 'reminders/history', { token: owner, query: { per_page: '100' } })).json<ReminderHistoryResponse>();
    expect(table).toHaveLength(1 + all.meta.total);
    expect((await t.call('GET', 'reminders/history/export', { token: owner, query: { format: 'pdf' } })).statusCode).toBe(422);
    const other = await t.call('GET', 'reminders/history/export', { token: await t.login('other'), query: { format: 'csv' } });
    expect(parse(other.rawPayload.toString('utf8').replace(/^\uFEFF/, ''))).toHaveLength(1);
  });

  it('needs customers.manage', async () => {
    const staff = await t.login('staff');
    expect((await t.call('GET', 'reminders', { token: staff })).statusCode).toBe(403);
    expect((await t.call('GET', 'reminders/history', { token: staff })).statusCode).toBe(403);
  });
});

describe('erasure', () => {
  it('keeps that a reminder went out, but not where: the address and the outbox copy are forgotten, the confirm link stops working', async () => {
    const [person] = await rows<{ first_name: string; last_name: string }>(t, sql`select first_name, last_name from customers where id = ${customer.id}`);
    const erased = await t.call('POST', `customers/erase/${customer.id}`, { token: owner, body: { confirmation: `${person!.first_name} ${person!.last_name}` } });
    expect(erased.statusCode, erased.body).toBe(200);
    const kept = await rows<{ recipient: string; confirm_token_hash: string | null; to: string | null; text: string | null }>(t, sql`
      select m.recipient, m.confirm_token_hash, o."to", o.text from reminder_messages m left join mail_outbox o on o.id = m.mail_id where m.customer_id = ${customer.id}`);
    expect(kept.length).toBeGreaterThan(3);
    expect(kept.every((row) => row.recipient === '' && row.confirm_token_hash === null && !row.to && !row.text)).toBe(true);
  });
});
