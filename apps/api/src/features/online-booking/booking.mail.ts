import type { Language } from '@chairside/shared/constants';
import { icsFile } from '@chairside/shared/rules/ics';
import type { Queryable } from '../../db/client';
import type { Deps } from '../../lib/context';
import { t } from '../../lib/i18n';
import { money, visitWhen, type BookingRecord } from './booking.read';
import type { PublicVenueRow } from './public.venue';

/**
 * The customer's messages of an online booking, through the outbox in the transaction of the
 * change: the confirmation (the "booking made" message for source online) with an iCalendar file
 * and the manage link, and the note that a cancellation went through.
 */

export const manageUrl = (deps: Deps, sub: string, token: string) => `${deps.env.appUrl.replace(/\/+$/, '')}/book/${sub}/manage/${token}`;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function bookingIcs(venue: PublicVenueRow, booking: BookingRecord, url: string, stamp: Date): string {
  return icsFile({
    uid: `booking-${venue.id}-${booking.groupId}@chairside`,
    stamp,
    start: booking.startsAt,
    end: booking.endsAt,
    summary: `${booking.lines.map((line) => line.service).join(', ')} — ${venue.title}`,
    location: venue.address || undefined,
    url,
    cancelled: booking.status === 'cancelled',
  });
}

function lineList(venue: PublicVenueRow, booking: BookingRecord, lang: Language): string[] {
  return booking.lines.map((line) => `• ${line.service}${line.employee ? ` (${line.employee})` : ''}, ${money(line.price, venue.currency, lang)}`);
}

export async function sendConfirmation(
  db: Queryable, deps: Deps, venue: PublicVenueRow, booking: BookingRecord, to: { email: string; name: string; lang: Language }, url: string,
): Promise<void> {
  const { lang } = to;
  const vars = { name: to.name, venue: venue.title, when: visitWhen(booking.startsAt, venue.timezone, lang) };
  const intro = t(lang, booking.status === 'requested' ? 'online_booking.mail.requested_intro' : 'online_booking.mail.booked_intro', vars);
  const notice = venue.policy.cancellation_notice_hours > 0
    ? t(lang, 'online_booking.mail.cancel_notice', { hours: venue.policy.cancellation_notice_hours })
    : t(lang, 'online_booking.mail.cancel_any');
  const lines = lineList(venue, booking, lang);
  const text = [
    t(lang, 'online_booking.mail.greeting', vars), '', intro, '', ...lines, '',
    t(lang, 'online_booking.mail.manage', { link: url }), notice, '', venue.title, venue.address,
  ].join('\n');
  const html = [
    `<p>${escapeHtml(t(lang, 'online_booking.mail.greeting', vars))}</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    `<ul>${lines.map((line) => `<li>${escapeHtml(line.slice(2))}</li>`).join('')}</ul>`,
    `<p><a href="${escapeHtml(url)}">${escapeHtml(t(lang, 'online_booking.mail.manage_button'))}</a></p>`,
    `<p>${escapeHtml(notice)}</p>`,
    `<p>${escapeHtml(venue.title)}<br>${escapeHtml(venue.address)}</p>`,
  ].join('\n');
  await deps.mail.send(db, {
    venueId: venue.id,
    to: to.email,
    subject: t(lang, booking.status === 'requested' ? 'online_booking.mail.requested_subject' : 'online_booking.mail.booked_subject', vars),
    text,
    html,
    attachments: [{ filename: 'booking.ics', contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: Buffer.from(bookingIcs(venue, booking, url, deps.now())) }],
  });
}

export async function sendCancelled(db: Queryable, deps: Deps, venue: PublicVenueRow, booking: BookingRecord, to: { email: string; lang: Language }): Promise<void> {
  const vars = { venue: venue.title, when: visitWhen(booking.startsAt, venue.timezone, to.lang) };
  await deps.mail.send(db, {
    venueId: venue.id,
    to: to.email,
    subject: t(to.lang, 'online_booking.mail.cancelled_subject', vars),
    text: [t(to.lang, 'online_booking.mail.cancelled_text', vars), '', venue.title, venue.address].join('\n'),
  });
}
