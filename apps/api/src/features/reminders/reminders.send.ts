import { sql } from 'drizzle-orm';
import { isLanguage, type Language } from '@chairside/shared/constants';
import { formatDate, formatTime, venueDateFormat } from '@chairside/shared/rules/date-format';
import { wallClock } from '@chairside/shared/rules/calendar-time';
import { renderTemplate, type MessageValues } from '@chairside/shared/rules/message-template';
import type { Queryable } from '../../db/client';
import type { Deps } from '../../lib/context';
import { insertActivity } from '../../lib/activity';
import { t } from '../../lib/i18n';
import { hashToken, newToken } from '../../lib/tokens';
import { messageTemplate } from '../customers/customers.service';
import { queueSms } from '../sms/sms.service';
import { intArray, type DueReminder } from './reminders.due';

/**
 * Hands a batch of due reminders on, in one transaction: the booking's first line is re-read under a
 * share lock (a move or cancel committed before is seen and the reminder dropped; one that comes after
 * waits for this commit), each reminder's row is inserted under its unique key (booking, rule,
 * channel), and only the rows this transaction inserted get their outbox mail. A rerun, or a second
 * run at the same time, inserts nothing and so sends nothing: each reminder goes out once.
 *
 * Reminders are transactional messages about a visit the customer booked: they are sent without the
 * customer's marketing consent (which governs campaigns only), like the booking confirmation.
 */

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

interface Venue { id: number; title: string; phone: string; address: string; city: string; timezone: string; lang: string; date_format: string; time_format: number }
interface Customer { id: number; first_name: string; last_name: string; email: string; phone: string }
interface Line { group_id: number; service: string | null; staff: string }

interface Batch { venues: Map<number, Venue>; customers: Map<number, Customer>; lines: Map<number, Line[]>; askConfirm: Set<number>; fallback: Set<number> }

/**
 * What the messages of a batch need to say: venues, customers, the bookings' services and staff, and who asks to confirm.
 * The services are the bookings' open lines, or (`lineIds`: a cancellation, whose lines are all cancelled) those lines.
 */
export async function loadBatch(db: Queryable, due: DueReminder[], lineIds?: number[]): Promise<Batch> {
  const venueIds = [...new Set(due.map((d) => d.venueId))];
  const venues = rowsOf<Venue>(await db.execute(sql`
    select id, title, phone, address, city, timezone, lang, date_format, time_format from venues where id = any(${intArray(venueIds)})`));
  const customers = rowsOf<Customer>(await db.execute(sql`
    select id, first_name, last_name, email, phone from customers where id = any(${intArray([...new Set(due.map((d) => d.customerId))])})`));
  const lines = rowsOf<Line>(await db.execute(sql`
    select a.group_id, s.name as service, trim(e.first_name || ' ' || e.last_name) as staff
    from appointments a left join services s on s.venue_id = a.venue_id and s.id = a.service_id
    join employees e on e.venue_id = a.venue_id and e.id = a.employee_id
    where a.group_id = any(${intArray([...new Set(due.map((d) => d.groupId))])})
      and ${lineIds ? sql`a.id = any(${intArray(lineIds)})` : sql`a.status <> 'cancelled'`}
    order by a.group_id, a.starts_at, a.id`));
  const settings = rowsOf<{ venue_id: number; ask_confirmation: boolean; sms_fallback_email: boolean }>(await db.execute(sql`
    select venue_id, ask_confirmation, sms_fallback_email from reminder_settings where venue_id = any(${intArray(venueIds)})`));
  const byGroup = new Map<number, Line[]>();
  for (const line of lines) byGroup.set(line.group_id, [...(byGroup.get(line.group_id) ?? []), line]);
  return {
    venues: new Map(venues.map((v) => [v.id, v])),
    customers: new Map(customers.map((c) => [c.id, c])),
    lines: byGroup,
    askConfirm: new Set(settings.filter((row) => row.ask_confirmation).map((row) => row.venue_id)),
    // Without settings saved the default holds: an SMS that cannot go is sent by e-mail.
    fallback: new Set(venueIds.filter((id) => settings.find((row) => row.venue_id === id)?.sms_fallback_email ?? true)),
  };
}

const unique = (values: string[]) => [...new Set(values.filter(Boolean))].join(', ');

export function valuesFor(reminder: DueReminder, venue: Venue, customer: Customer, lines: Line[]): MessageValues {
  const wall = wallClock(reminder.startsAt, venue.timezone);
  return {
    customer_name: `${customer.first_name} ${customer.last_name}`.trim(),
    customer_first_name: customer.first_name,
    date: formatDate(wall.date, venueDateFormat(venue.date_format)),
    time: formatTime(wall.time, venue.time_format),
    service: unique(lines.map((line) => line.service ?? '')),
    staff: unique(lines.map((line) => line.staff)),
    venue: venue.title,
    venue_phone: venue.phone,
    venue_address: [venue.address, venue.city].filter(Boolean).join(', '),
  };
}

interface Mail { subject: string; text: string; html: string }
interface Planned {
  reminder: DueReminder; recipient: string; reason: string | null; tokenHash: string | null;
  /** The e-mail (an e-mail reminder, or an SMS reminder's fallback when the venue allows it). */
  mail: Mail | null;
  sms: string | null;
  email: string;
}

type Templates = Map<string, { subject: string; body: string }>;

async function templateOf(deps: Deps, templates: Templates, venueId: number, lang: Language, channel: 'email' | 'sms') {
  const key = `${venueId}:${lang}:${channel}`;
  if (!templates.has(key)) templates.set(key, await messageTemplate({ db: deps.db, venueId }, 'reminder', channel, lang));
  return templates.get(key)!;
}

async function plan(deps: Deps, batch: Batch, templates: Templates, reminder: DueReminder): Promise<Planned | null> {
  const venue = batch.venues.get(reminder.venueId);
  const customer = batch.customers.get(reminder.customerId);
  if (!venue || !customer) return null;
  const lang: Language = isLanguage(venue.lang) ? venue.lang : 'en-us';
  const values = valuesFor(reminder, venue, customer, batch.lines.get(reminder.groupId) ?? []);
  const base = { reminder, tokenHash: null, email: customer.email, mail: null, sms: null };
  const wantsMail = reminder.channel === 'email' || (batch.fallback.has(venue.id) && customer.email !== '');
  let mail: Mail | null = null;
  const token = batch.askConfirm.has(venue.id) ? newToken() : null;
  const tokenHash = token ? hashToken(token) : null;
  const confirmLine = token ? t(lang, 'reminders.mail.confirm_line', { link: `${deps.env.appUrl}/confirm-visit/${token}` }) : null;
  if (wantsMail && customer.email) {
    const template = await templateOf(deps, templates, venue.id, lang, 'email');
    let text = renderTemplate(template.body, values);
    let html = renderTemplate(template.body, values, { html: true });
    if (confirmLine) {
      text += `\n\n${confirmLine}`;
      html += `<br>\n<br>\n${renderTemplate(confirmLine, {}, { html: true })}`;
    }
    mail = { subject: renderTemplate(template.subject, values), text, html };
  }
  if (reminder.channel === 'sms') {
    const template = await templateOf(deps, templates, venue.id, lang, 'sms');
    const sms = renderTemplate(template.body, values) + (confirmLine ? `\n${confirmLine}` : '');
    return { ...base, recipient: customer.phone, reason: customer.phone ? null : 'no_phone', mail, tokenHash, sms };
  }
  if (!customer.email) return { ...base, recipient: '', reason: 'no_email' };
  return { ...base, recipient: customer.email, reason: null, mail, tokenHash };
}

/** Sends one batch; answers how many reminders this call recorded (queued or skipped). */
export async function sendBatch(deps: Deps, due: DueReminder[], templates: Templates): Promise<number> {
  if (!due.length) return 0;
  const batch = await loadBatch(deps.db, due);
  const planned: Planned[] = [];
  for (const reminder of due) {
    const one = await plan(deps, batch, templates, reminder);
    if (one) planned.push(one);
  }
  if (!planned.length) return 0;
  return deps.db.transaction(async (tx) => {
    const current = rowsOf<{ id: number; starts_at: Date | string; status: string }>(await tx.execute(sql`
      select id, starts_at, status from appointments where id = any(${intArray([...new Set(planned.map((p) => p.reminder.appointmentId))])})
      order by id for share`));
    const still = new Map(current.filter((row) => row.status === 'new' || row.status === 'confirmed').map((row) => [row.id, new Date(row.starts_at).getTime()]));
    const valid = planned.filter((p) => still.get(p.reminder.appointmentId) === p.reminder.startsAt.getTime());
    if (!valid.length) return 0;
    const inserted = rowsOf<{ id: number; group_id: number; rule_id: number; channel: string }>(await tx.execute(sql`
      insert into reminder_messages (venue_id, group_id, appointment_id, rule_id, offset_minutes, channel, customer_id, recipient, starts_at, due_at, status, reason, confirm_token_hash)
      select * from jsonb_to_recordset(${JSON.stringify(valid.map((p) => ({
        venue_id: p.reminder.venueId, group_id: p.reminder.groupId, appointment_id: p.reminder.appointmentId, rule_id: p.reminder.ruleId,
        offset_minutes: p.reminder.offsetMinutes, channel: p.reminder.channel, customer_id: p.reminder.customerId, recipient: p.recipient,
        starts_at: p.reminder.startsAt.toISOString(), due_at: p.reminder.dueAt.toISOString(), status: p.reason ? 'skipped' : 'queued', reason: p.reason, confirm_token_hash: p.tokenHash,
      }))) }::jsonb) as r(venue_id int, group_id int, appointment_id int, rule_id int, offset_minutes int, channel text, customer_id int, recipient text,
        starts_at timestamptz, due_at timestamptz, status text, reason text, confirm_token_hash text)
      on conflict on constraint reminder_messages_once do nothing
      returning id, group_id, rule_id, channel`));
    const byKey = new Map(valid.map((p) => [`${p.reminder.groupId}:${p.reminder.ruleId}:${p.reminder.channel}`, p]));
    const mine = inserted.map((row) => ({ row, p: byKey.get(`${row.group_id}:${row.rule_id}:${row.channel}`)!, smsId: null as number | null, failed: null as string | null }));
    for (const one of mine) {
      if (one.p.reminder.channel !== 'sms' || one.p.reason) continue;
      const queued = await queueSms(tx, deps.env, { venueId: one.p.reminder.venueId, to: one.p.recipient, body: one.p.sms!, kind: 'reminder' });
      if (queued.ok) one.smsId = queued.id;
      else one.failed = queued.reason;
    }
    // The e-mails: e-mail reminders, and SMS reminders that could not go when the venue falls back (p.mail is only set then).
    const sending = mine.filter(({ p, smsId }) => p.mail && (p.reminder.channel === 'email' ? !p.reason : smsId === null));
    const mailIds = await deps.mail.sendMany(tx, sending.map(({ p }) => ({ venueId: p.reminder.venueId, to: p.email, ...p.mail! })));
    const mailOf = new Map(sending.map(({ row }, i) => [row.id, mailIds[i]!]));
    const updates = mine.map(({ row, p, smsId, failed }) => ({
      id: row.id, mail: mailOf.get(row.id) ?? null, sms: smsId, status: failed ? 'failed' : p.reason ? 'skipped' : 'queued', reason: failed ?? p.reason,
      fallback: p.reminder.channel === 'sms' && mailOf.has(row.id),
    }));
    const activity = mine.map(({ row, p, smsId, failed }) => ({
      venueId: p.reminder.venueId, userId: null, employeeId: null, entity: 'appointment', entityId: p.reminder.appointmentId, source: 'system',
      action: smsId !== null || (p.reminder.channel === 'email' && mailOf.has(row.id)) ? 'reminder_sent' : failed ? 'reminder_failed' : 'reminder_skipped',
      changes: { channel: p.reminder.channel, offset_minutes: p.reminder.offsetMinutes, reason: failed ?? p.reason, ...(p.reminder.channel === 'sms' && mailOf.has(row.id) ? { fallback: 'email' } : {}) },
    }));
    const changed = updates.filter((u) => u.mail !== null || u.sms !== null || u.status === 'failed');
    if (changed.length) {
      await tx.execute(sql`update reminder_messages m set mail_id = v.mail, sms_id = v.sms, status = v.status, reason = v.reason, fallback = v.fallback
        from jsonb_to_recordset(${JSON.stringify(changed)}::jsonb) as v(id int, mail int, sms int, status text, reason text, fallback boolean) where m.id = v.id`);
    }
    await insertActivity(tx, activity);
    return inserted.length;
  });
}
