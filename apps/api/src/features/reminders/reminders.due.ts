import { sql } from 'drizzle-orm';
import { reminderDue, type QuietHours } from '@chairside/shared/rules/reminder-due';
import type { Queryable } from '../../db/client';

/**
 * Which reminders are due (the sweep's read, no writes). A booking's reminder is for its first line
 * not cancelled; it is due at reminderDue() of that line's start as it is now, so a moved booking's
 * reminders move with it and a cancelled one has none, without any bookkeeping on the calendar's side.
 * A reminder is due while the visit has not begun, once, and only if the booking already existed at
 * its due time (a booking made 5 h ahead gets no 24 h reminder: its confirmation has just gone).
 */

export interface DueReminder {
  venueId: number;
  groupId: number;
  appointmentId: number;
  customerId: number;
  startsAt: Date;
  dueAt: Date;
  ruleId: number;
  offsetMinutes: number;
  channel: 'email' | 'sms';
}

interface VisitRow {
  venue_id: number;
  group_id: number;
  appointment_id: number;
  customer_id: number;
  starts_at: Date | string;
  created_at: Date | string;
  service_groups: number[] | null;
}

interface RuleRow {
  id: number;
  venue_id: number;
  offset_minutes: number;
  channel: 'email' | 'sms';
  service_group_id: number | null;
  timezone: string;
  quiet_from: string | null;
  quiet_to: string | null;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
/** Quiet hours move a due time by less than a day, a daylight-saving change by an hour: read that much further ahead. */
const SLACK_MINUTES = 1500;

/** Every venue's rules with its clock and quiet hours (`venueId`: one venue only). */
async function rulesOf(db: Queryable, venueId?: number): Promise<RuleRow[]> {
  return rowsOf<RuleRow>(await db.execute(sql`
    select r.id, r.venue_id, r.offset_minutes, r.channel, r.service_group_id, v.timezone, s.quiet_from, s.quiet_to
    from reminder_rules r
    join venues v on v.id = r.venue_id
    left join reminder_settings s on s.venue_id = r.venue_id
    ${venueId === undefined ? sql`` : sql`where r.venue_id = ${venueId}`}
    order by r.venue_id, r.id`));
}

/** The first line (not cancelled) of each booking with a customer starting in (now, now + horizon], per venue with rules. */
async function upcomingVisits(db: Queryable, now: Date, rules: RuleRow[]): Promise<VisitRow[]> {
  const horizon = new Map<number, number>();
  for (const rule of rules) horizon.set(rule.venue_id, Math.max(horizon.get(rule.venue_id) ?? 0, rule.offset_minutes + SLACK_MINUTES));
  if (!horizon.size) return [];
  const venueIds = [...horizon.keys()];
  const minutes = venueIds.map((id) => horizon.get(id)!);
  return rowsOf<VisitRow>(await db.execute(sql`
    select a.venue_id, a.group_id, a.id as appointment_id, a.customer_id, a.starts_at, a.created_at,
      (select array_agg(distinct s.group_id) from appointments l join services s on s.venue_id = l.venue_id and s.id = l.service_id
        where l.venue_id = a.venue_id and l.group_id = a.group_id and l.status <> 'cancelled' and s.group_id is not null) as service_groups
    from unnest(${intArray(venueIds)}, ${intArray(minutes)}) as h(venue_id, minutes)
    join appointments a on a.venue_id = h.venue_id
      and a.starts_at > ${now} and a.starts_at <= ${now}::timestamptz + h.minutes * interval '1 minute'
    where a.type = 'appointment' and a.status in ('new', 'confirmed') and a.customer_id is not null
      and not exists (select 1 from appointments b where b.venue_id = a.venue_id and b.group_id = a.group_id
        and b.status <> 'cancelled' and (b.starts_at, b.id) < (a.starts_at, a.id))`));
}

/** An int[] literal of ids (numbers read from the database; anything else is refused). */
export function intArray(ids: number[]) {
  if (!ids.every(Number.isSafeInteger)) throw new Error('intArray: not integers');
  return sql.raw(`'{${ids.join(',')}}'::int[]`);
}

const asDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

/** Every reminder due at `now` (`venueId`: one venue's), whether or not it already went out. */
export async function remindersDueAt(db: Queryable, now: Date, venueId?: number): Promise<DueReminder[]> {
  const rules = await rulesOf(db, venueId);
  const visits = await upcomingVisits(db, now, rules);
  const byVenue = new Map<number, RuleRow[]>();
  for (const rule of rules) byVenue.set(rule.venue_id, [...(byVenue.get(rule.venue_id) ?? []), rule]);
  const due: DueReminder[] = [];
  for (const visit of visits) {
    const startsAt = asDate(visit.starts_at);
    for (const rule of byVenue.get(visit.venue_id) ?? []) {
      if (rule.service_group_id !== null && !(visit.service_groups ?? []).includes(rule.service_group_id)) continue;
      const quiet: QuietHours | null = rule.quiet_from && rule.quiet_to ? { from: rule.quiet_from, to: rule.quiet_to } : null;
      const dueAt = reminderDue(startsAt, rule.offset_minutes, rule.timezone, quiet);
      if (dueAt > now || asDate(visit.created_at) > dueAt) continue;
      due.push({
        venueId: visit.venue_id, groupId: visit.group_id, appointmentId: visit.appointment_id, customerId: visit.customer_id,
        startsAt, dueAt, ruleId: rule.id, offsetMinutes: rule.offset_minutes, channel: rule.channel,
      });
    }
  }
  return due;
}

/** Those of `due` not yet recorded (sent or skipped), in a fixed order (so concurrent runs lock rows in the same order). */
export async function notYetRecorded(db: Queryable, due: DueReminder[]): Promise<DueReminder[]> {
  if (!due.length) return [];
  const venueIds = [...new Set(due.map((d) => d.venueId))];
  const groupIds = [...new Set(due.map((d) => d.groupId))];
  const done = rowsOf<{ group_id: number; rule_id: number; channel: string }>(await db.execute(sql`
    select group_id, rule_id, channel from reminder_messages where venue_id = any(${intArray(venueIds)}) and group_id = any(${intArray(groupIds)})`));
  const seen = new Set(done.map((row) => `${row.group_id}:${row.rule_id}:${row.channel}`));
  return due
    .filter((d) => !seen.has(`${d.groupId}:${d.ruleId}:${d.channel}`))
    .sort((a, b) => a.venueId - b.venueId || a.groupId - b.groupId || a.ruleId - b.ruleId || a.channel.localeCompare(b.channel));
}
