import { sql } from 'drizzle-orm';
import { CUSTOMER_EVENT_DEFAULTS, CUSTOMER_EVENTS, type CustomerEvent, type EventChannels } from '@chairside/shared/reminders';
import { isLanguage, type Language } from '@chairside/shared/constants';
import type { MessageEvent } from '@chairside/shared/customers-settings';
import { renderTemplate } from '@chairside/shared/rules/message-template';
import { formatDate, venueDateFormat } from '@chairside/shared/rules/date-format';
import { wallClock } from '@chairside/shared/rules/calendar-time';
import type { Queryable } from '../../db/client';
import type { VenueCtx } from '../../lib/context';
import { insertActivity } from '../../lib/activity';
import { t } from '../../lib/i18n';
import type { BookingChange } from '../calendar/calendar.service';
import { messageTemplate } from '../customers/customers.service';
import { queueSms } from '../sms/sms.service';
import { intArray } from './reminders.due';
import { loadBatch, valuesFor } from './reminders.send';

/**
 * Customer event messages (issue 19), from the calendar's transaction (onBookingChange): a booking
 * made in the back office, changed, cancelled, marked a no-show; and (from the thank-you sweep) a
 * thank-you asking for a review some hours after a visit marked done. Each goes through the outbox in the venue's language, in the wording of the customers'
 * templates, for the channels the venue turned on for that event, and is logged on the appointment.
 * The claim is event_messages' unique key (booking, event, channel, version): a change is told once
 * per version the calendar names (a hash of the booking's view before and after), every other event once per booking.
 *
 * Consent (documented choice): the booking's own news (made, moved, cancelled, no-show) is
 * transactional and goes without marketing consent, like reminders; the thank-you with its review
 * request is marketing and goes only to a customer who agreed to marketing on that channel.
 */

/** The venue's event settings, the defaults where it has not chosen. */
export const eventSettings = (saved: Record<string, EventChannels> | undefined) =>
  Object.fromEntries(CUSTOMER_EVENTS.map((event) => [event, saved?.[event] ?? CUSTOMER_EVENT_DEFAULTS[event]])) as typeof CUSTOMER_EVENT_DEFAULTS;

const TEMPLATE: Record<CustomerEvent, MessageEvent> = {
  booking_made: 'confirmation', booking_changed: 'reschedule', booking_cancelled: 'cancellation', no_show: 'no_show', thank_you: 'thank_you',
};

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

interface LineRow { id: number; group_id: number; customer_id: number | null; starts_at: Date | string; status: string; cancel_reason: string | null; type: string; open: number; email_marketing: boolean; sms_marketing: boolean }

/** What sends: the calendar's news of a booking, or the thank-you sweep (reminders.thank-you.ts) naming a visit that is over. */
export type EventTrigger = BookingChange | { action: 'visit_over'; ids: number[] };

function eventOf(change: EventTrigger, line: LineRow): CustomerEvent | null {
  // The thank-you goes on a timer after the visit (the sweep), never from marking it done.
  if (change.action === 'visit_over') return line.status === 'done' ? 'thank_you' : null;
  if (change.action === 'status') return null;
  if (change.action === 'created') return change.source === 'online' ? null : 'booking_made';
  if (change.action === 'rescheduled') return 'booking_changed';
  // Cancelled: told when nothing of the booking is left.
  if (change.action === 'cancelled') return line.open > 0 ? null : line.cancel_reason === 'no_show' ? 'no_show' : 'booking_cancelled';
  return null;
}

/** Dates listed in an SMS of a new series; past that (by two or more) the rest is counted. */
const SMS_SERIES_DATES = 3;

/** A series' dates in the venue's date format: all of them by e-mail, the first few and a count by SMS (a short message costs fewer credits). */
function seriesDates(starts: Date[], venue: { timezone: string; date_format: string }, lang: Language, channel: 'email' | 'sms'): string {
  const dates = starts.map((at) => formatDate(wallClock(at, venue.timezone).date, venueDateFormat(venue.date_format)));
  if (channel === 'email' || dates.length <= SMS_SERIES_DATES + 1) return dates.join(', ');
  return `${dates.slice(0, SMS_SERIES_DATES).join(', ')} ${t(lang, 'reminders.mail.series_more', { count: dates.length - SMS_SERIES_DATES })}`;
}

export async function sendCustomerEvents(ctx: Pick<VenueCtx, 'venueId' | 'deps'>, tx: Queryable, change: EventTrigger): Promise<void> {
  const lines = rowsOf<LineRow>(await tx.execute(sql`
    select distinct on (a.group_id) a.id, a.group_id, a.customer_id, a.starts_at, a.status, a.cancel_reason, a.type,
      (select count(*)::int from appointments o where o.venue_id = a.venue_id and o.group_id = a.group_id and o.status <> 'cancelled') as open,
      coalesce(c.email_marketing, false) as email_marketing, coalesce(c.sms_marketing, false) as sms_marketing
    from appointments a left join customers c on c.venue_id = a.venue_id and c.id = a.customer_id
    where a.venue_id = ${ctx.venueId} and a.id = any(${intArray(change.ids)})
    order by a.group_id, a.starts_at, a.id`));
  const all = lines.flatMap((line) => {
    const event = line.type === 'appointment' && line.customer_id !== null ? eventOf(change, line) : null;
    return event ? [{ line, event }] : [];
  });
  // A new series is told once, on its first booking, naming every booking's date (documented in docs/architecture.md).
  const series = change.action === 'created' && change.series === true && all.length > 1 ? all.map(({ line }) => new Date(line.starts_at)).sort((a, b) => a.getTime() - b.getTime()) : null;
  const wanted = series ? all.sort((a, b) => new Date(a.line.starts_at).getTime() - new Date(b.line.starts_at).getTime()).slice(0, 1) : all;
  if (!wanted.length) return;
  const [settings] = rowsOf<{ events: Record<string, { email: boolean; sms: boolean }>; sms_fallback_email: boolean }>(await tx.execute(sql`
    select events, sms_fallback_email from reminder_settings where venue_id = ${ctx.venueId}`));
  const on = eventSettings(settings?.events);
  const fallback = settings?.sms_fallback_email ?? true;
  for (const { line, event } of wanted) {
    const startsAt = new Date(line.starts_at);
    const due = { venueId: ctx.venueId, groupId: line.group_id, appointmentId: line.id, customerId: line.customer_id!, startsAt, dueAt: startsAt, ruleId: 0, offsetMinutes: 0, channel: 'email' as const };
    // A cancellation names the services it cancelled (the booking has no open line left to name).
    const batch = await loadBatch(tx, [due], change.action === 'cancelled' ? change.ids : undefined);
    const venue = batch.venues.get(ctx.venueId);
    const customer = batch.customers.get(line.customer_id!);
    if (!venue || !customer) continue;
    const lang: Language = isLanguage(venue.lang) ? venue.lang : 'en-us';
    const values = valuesFor(due, venue, customer, batch.lines.get(line.group_id) ?? []);
    const datesOf = (channel: 'email' | 'sms') => (series ? { ...values, date: seriesDates(series, venue, lang, channel) } : values);
    // A change is told once per version the calendar names (calendar.hooks.ts tellChanged), else once per new start.
    const version = event === 'booking_changed' ? ((change.action === 'visit_over' ? undefined : change.version) ?? Math.floor(startsAt.getTime() / 60_000)) : 0;
    const consent = event !== 'thank_you' ? { email: true, sms: true } : { email: line.email_marketing, sms: line.sms_marketing };
    for (const channel of ['email', 'sms'] as const) {
      if (!on[event][channel]) continue;
      const [claim] = rowsOf<{ id: number }>(await tx.execute(sql`
        insert into event_messages (venue_id, group_id, appointment_id, event, channel, version, customer_id, recipient, status)
        values (${ctx.venueId}, ${line.group_id}, ${line.id}, ${event}, ${channel}, ${version}, ${customer.id}, ${channel === 'email' ? customer.email : customer.phone}, 'queued')
        on conflict on constraint event_messages_once do nothing returning id`));
      if (!claim) continue;
      let outcome: { status: 'queued' | 'skipped' | 'failed'; reason: string | null; mail: number | null; sms: number | null; fallback: boolean };
      const mail = async () => {
        const template = await messageTemplate({ db: tx, venueId: ctx.venueId }, TEMPLATE[event], 'email', lang);
        return (await ctx.deps.mail.send(tx, {
          venueId: ctx.venueId, to: customer.email, subject: renderTemplate(template.subject, datesOf('email')),
          text: renderTemplate(template.body, datesOf('email')), html: renderTemplate(template.body, datesOf('email'), { html: true }),
        })).id;
      };
      if (!consent[channel]) outcome = { status: 'skipped', reason: 'no_consent', mail: null, sms: null, fallback: false };
      else if (channel === 'email') {
        outcome = customer.email ? { status: 'queued', reason: null, mail: await mail(), sms: null, fallback: false } : { status: 'skipped', reason: 'no_email', mail: null, sms: null, fallback: false };
      } else {
        const template = await messageTemplate({ db: tx, venueId: ctx.venueId }, TEMPLATE[event], 'sms', lang);
        const queued = await queueSms(tx, ctx.deps.env, { venueId: ctx.venueId, to: customer.phone, body: renderTemplate(template.body, datesOf('sms')), kind: event });
        const canFallBack = fallback && !on[event].email && customer.email !== '' && consent.email;
        outcome = queued.ok
          ? { status: 'queued', reason: null, mail: null, sms: queued.id, fallback: false }
          : { status: queued.reason === 'no_credit' ? 'failed' : 'skipped', reason: queued.reason, mail: canFallBack ? await mail() : null, sms: null, fallback: canFallBack };
      }
      await tx.execute(sql`update event_messages set status = ${outcome.status}, reason = ${outcome.reason}, mail_id = ${outcome.mail}, sms_id = ${outcome.sms}, fallback = ${outcome.fallback}
        where venue_id = ${ctx.venueId} and id = ${claim.id}`);
      await insertActivity(tx, [{
        venueId: ctx.venueId, userId: null, employeeId: null, entity: 'appointment', entityId: line.id, source: 'system',
        action: outcome.mail !== null || outcome.sms !== null ? 'customer_message_sent' : 'customer_message_skipped',
        changes: { event, channel, reason: outcome.reason, ...(outcome.fallback ? { fallback: 'email' } : {}) },
      }]);
    }
  }
}

