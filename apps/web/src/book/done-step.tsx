import type { PublicBooking, PublicBookingCreated, PublicVenue } from '@chairside/shared/online-booking';
import { icsFile } from '@chairside/shared/rules/ics';
import { instantLabel, money, useI18n } from './i18n';

/** An .ics of the booking for the customer's own calendar (the same file the confirmation mail carries). */
export function icsHref(venue: PublicVenue, booking: PublicBooking, url: string): string {
  const file = icsFile({
    uid: `booking-${booking.starts_at}-${url.slice(-12)}@chairside`, stamp: new Date(), start: new Date(booking.starts_at), end: new Date(booking.ends_at),
    summary: `${booking.lines.map((l) => l.service).join(', ')} — ${venue.title}`, location: venue.address || undefined, url,
  });
  return `data:text/calendar;charset=utf-8,${encodeURIComponent(file)}`;
}

/** The lines of a booking with their times, people and prices. */
export function BookingLines({ venue, booking }: { venue: PublicVenue; booking: PublicBooking }) {
  const { t, lang } = useI18n();
  return (
    <div className="summary">
      <p><strong>{instantLabel(booking.starts_at, booking.timezone, lang)}</strong></p>
      <ul>
        {booking.lines.map((line) => (
          <li key={line.starts_at + line.service}>
            {line.service}{line.employee ? ` · ${t('with', { name: line.employee })}` : ''} <span className="muted">· {money(line.price, venue.currency, lang)}</span>
          </li>
        ))}
      </ul>
      <p>{t('total')}: <strong>{money(booking.total, booking.currency, lang)}</strong></p>
    </div>
  );
}

/** The confirmation: booked (or requested), what and when, the .ics download and the manage link. */
export function DoneStep({ venue, created }: { venue: PublicVenue; created: PublicBookingCreated }) {
  const { t } = useI18n();
  const { booking } = created;
  return (
    <div role="status">
      <p className="done-title">{booking.status === 'requested' ? t('requested') : t('booked')}</p>
      {booking.status === 'requested' && <p>{t('requested_hint')}</p>}
      <BookingLines venue={venue} booking={booking} />
      <div className="actions column">
        <a className="button primary" href={icsHref(venue, booking, created.manage_url)} download="booking.ics">{t('add_calendar')}</a>
        <a className="button secondary" href={created.manage_url}>{t('manage')}</a>
        <a className="link" href={window.location.pathname}>{t('book_again')}</a>
      </div>
    </div>
  );
}
