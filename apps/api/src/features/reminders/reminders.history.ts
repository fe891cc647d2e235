import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { ReminderHistoryResponse, ReminderStatus, reminderHistoryQuery } from '@chairside/shared/reminders';
import { zonedDayRange } from '@chairside/shared/rules/calendar-time';
import type { VenueCtx } from '../../lib/context';

/**
 * GET reminders/history (spec §2.3 /reminders/history): every reminder handed on or skipped, newest
 * first, with its channel, recipient and status. The status of one handed on is its outbox
 * message's: queued until delivered, then sent; failed with the last delivery error (or when the
 * message was withdrawn before delivery, e.g. by the customer's erasure).
 */

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** An e-mail's status is its outbox mail's; an SMS's its SMS outbox row's (delivered once the provider says so); one sent by e-mail instead, the mail's. */
const STATUS = sql`case when m.status = 'skipped' and o.id is null then 'skipped'
  when s.id is not null then case when s.state in ('failed', 'undelivered') then 'failed' when s.state = 'delivered' then 'delivered' when s.state = 'sent' then 'sent' else 'queued' end
  when o.id is null or o.state = 'failed' then 'failed' when o.state = 'sent' then 'sent' else 'queued' end`;

interface Row {
  id: number; created_at: Date | string; channel: 'email' | 'sms'; recipient: string; customer_id: number | null; customer_name: string | null;
  appointment_id: number; starts_at: Date | string; offset_minutes: number; status: ReminderStatus; reason: string | null; last_error: string | null;
  confirmed_at: Date | string | null; total: string | number; credits: number | null; sms_error: string | null; fallback: boolean;
}

const iso = (value: Date | string) => new Date(value).toISOString();

export async function reminderHistory(ctx: VenueCtx, query: z.output<typeof reminderHistoryQuery>): Promise<ReminderHistoryResponse> {
  const { page, per_page: perPage } = query;
  const where: SQL[] = [sql`m.venue_id = ${ctx.venueId}`];
  if (query.channel) where.push(sql`m.channel = ${query.channel}`);
  if (query.status) where.push(sql`${STATUS} = ${query.status}`);
  if (query.from || query.to) {
    const [venue] = rowsOf<{ timezone: string }>(await ctx.db.execute(sql`select timezone from venues where id = ${ctx.venueId}`));
    const range = zonedDayRange(query.from ?? '2000-01-01', query.to ?? '2999-12-31', venue?.timezone ?? 'UTC');
    if (query.from) where.push(sql`m.created_at >= ${range.start}`);
    if (query.to) where.push(sql`m.created_at < ${range.end}`);
  }
  if (query.search) {
    const like = `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(sql`(m.recipient ilike ${like} or (c.first_name || ' ' || c.last_name) ilike ${like})`);
  }
  const source = sql`from reminder_messages m
    left join mail_outbox o on o.id = m.mail_id
    left join sms_outbox s on s.venue_id = m.venue_id and s.id = m.sms_id
    left join customers c on c.venue_id = m.venue_id and c.id = m.customer_id
    where ${sql.join(where, sql` and `)}`;
  const rows = rowsOf<Row>(await ctx.db.execute(sql`
    select m.id, m.created_at, m.channel, m.recipient, m.customer_id, trim(c.first_name || ' ' || c.last_name) as customer_name,
      m.appointment_id, m.starts_at, m.offset_minutes, ${STATUS} as status, m.reason, o.last_error, m.confirmed_at, s.credits, s.last_error as sms_error, m.fallback, count(*) over () as total
    ${source}
    order by m.created_at desc, m.id desc
    limit ${perPage} offset ${(page - 1) * perPage}`));
  // Past the last page the window count is not there: count apart.
  const total = rows.length ? Number(rows[0]!.total) : page > 1 ? Number(rowsOf<{ n: number }>(await ctx.db.execute(sql`select count(*)::int as n ${source}`))[0]?.n ?? 0) : 0;
  return {
    data: rows.map((row) => ({
      id: row.id,
      created_at: iso(row.created_at),
      channel: row.channel,
      recipient: row.recipient,
      customer_id: row.customer_id,
      customer_name: row.customer_name ?? '',
      appointment_id: row.appointment_id,
      starts_at: iso(row.starts_at),
      offset_minutes: row.offset_minutes,
      status: row.status,
      reason: row.status === 'failed' ? (row.sms_error ?? row.reason ?? row.last_error) : row.reason,
      credits: row.credits ?? 0,
      fallback: row.fallback,
      confirmed_at: row.confirmed_at ? iso(row.confirmed_at) : null,
    })),
    meta: { page, per_page: perPage, total, last_page: Math.max(1, Math.ceil(total / perPage)) },
  };
}
