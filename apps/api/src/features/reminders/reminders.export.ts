import type { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { ReminderHistoryExportQuery, ReminderHistoryRow } from '@chairside/shared/reminders';
import { wallClock } from '@chairside/shared/rules/calendar-time';
import type { VenueCtx } from '../../lib/context';
import { t } from '../../lib/i18n';
import { streamTable, type TableCell } from '../../lib/table-stream';
import { reminderHistory } from './reminders.history';

/**
 * GET reminders/history/export: the history with the screen's filters as a CSV or XLSX file,
 * headers and statuses in the caller's language, times on the venue's clock, the cost in SMS
 * credits; written a page at a time (streamTable).
 */
const PAGE = 100;
const KNOWN_REASONS = ['no_email', 'no_phone', 'no_credit'];

export const reminderExportName = (ctx: VenueCtx, format: ReminderHistoryExportQuery['format']) =>
  `${t(ctx.lang, 'reminders.history.export_file')}-${ctx.deps.now().toISOString().slice(0, 10)}.${format}`.replace(/[^\w.-]+/g, '-');

function line(ctx: VenueCtx, zone: string, row: ReminderHistoryRow): TableCell[] {
  const when = (iso: string) => { const wall = wallClock(new Date(iso), zone); return `${wall.date} ${wall.time}`; };
  const reason = row.reason && KNOWN_REASONS.includes(row.reason) ? t(ctx.lang, `reminders.history.reason_${row.reason}`) : row.reason;
  return [
    when(row.created_at), t(ctx.lang, `reminders.channel_${row.channel}`), row.recipient, row.customer_name, when(row.starts_at), row.offset_minutes,
    t(ctx.lang, `reminders.history.status_${row.status}`), [reason, row.fallback ? t(ctx.lang, 'reminders.history.fallback') : null].filter(Boolean).join(' · '), row.credits,
  ];
}

export async function writeReminderExport(ctx: VenueCtx, query: ReminderHistoryExportQuery, out: Writable): Promise<void> {
  const [venue] = ((await ctx.db.execute(sql`select timezone from venues where id = ${ctx.venueId}`)) as unknown as { rows: { timezone: string }[] }).rows;
  const zone = venue?.timezone ?? 'UTC';
  const h = (key: string) => t(ctx.lang, key);
  await streamTable(out, {
    format: query.format,
    sheet: h('reminders.history.export_file').slice(0, 31),
    header: [h('reminders.history.sent_at'), h('reminders.channel'), h('reminders.history.recipient'), h('reminders.history.customer'), h('reminders.history.visit'),
      h('reminders.history.offset_minutes'), h('reminders.history.status'), h('reminders.history.reason'), h('reminders.history.cost')],
    rows: async (emit) => {
      const { format: _format, ...filters } = query;
      for (let page = 1; ; page += 1) {
        const result = await reminderHistory(ctx, { ...filters, page, per_page: PAGE });
        if (result.data.length) await emit(result.data.map((row) => line(ctx, zone, row)));
        if (page >= result.meta.last_page) break;
      }
    },
  });
}
