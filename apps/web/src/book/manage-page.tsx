import { useEffect, useRef, useState } from 'react';
import type { PublicBooking, PublicVenue } from '@chairside/shared/online-booking';
import { canRescheduleOnline } from '@chairside/shared/rules/online-manage';
import { api, ApiError } from './api';
import { instantLabel, useI18n } from './i18n';
import { BookingLines, icsHref } from './done-step';
import { TimeStep } from './time-step';

/** /book/{sub}/manage/{token}: the booking, with cancel and change while the cancellation notice allows. */
export function ManagePage({ sub, token, venue }: { sub: string; token: string; venue: PublicVenue }) {
  const { t, lang } = useI18n();
  const [booking, setBooking] = useState<PublicBooking | null>(null);
  const [missing, setMissing] = useState(false);
  const [mode, setMode] = useState<'view' | 'confirm' | 'move'>('view');
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    // Back from the card provider's page: the deposit's confirmation comes by webhook, so look again for a short while.
    const paid = new URLSearchParams(window.location.search).has('paid');
    let tries = 0;
    let timer = 0;
    const load = () => api.booking(sub, token).then((next) => {
      setBooking(next);
      if (paid && next.status === 'awaiting_deposit' && ++tries < 15) timer = window.setTimeout(load, 1000);
    }, () => setMissing(true));
    void load();
    return () => window.clearTimeout(timer);
  }, [sub, token]);

  const fail = (e: unknown) => setError(e instanceof ApiError && e.status === 409 ? t('slot_taken') : e instanceof ApiError && e.message ? e.message : t('failed'));
  const done = (next: PublicBooking, text: string) => {
    setBooking(next);
    setMode('view');
    setMessage(text);
    requestAnimationFrame(() => heading.current?.focus());
  };
  const cancel = () => {
    setError(null);
    api.cancel(sub, token).then((next) => done(next, t('cancelled')), fail);
  };
  const move = (date: string, time: string) => {
    setError(null);
    api.reschedule(sub, token, date, time).then((next) => done(next, t('moved')), (e: unknown) => {
      setMode('view');
      fail(e);
    });
  };

  if (missing) {
    // Back from paying after the hold ran out: the webhook books the time if it is still free, else refunds (both by e-mail).
    const paid = new URLSearchParams(window.location.search).has('paid');
    return paid ? (
      <div role="alert" className="card">
        <p>{t('late_payment')}</p>
        <p><a className="link" href={`/book/${sub}`}>{t('book_again')}</a></p>
      </div>
    ) : <p role="alert" className="card">{t('not_found')}</p>;
  }
  if (!booking) return <p className="card" aria-busy="true">{t('loading')}</p>;
  const url = window.location.href;
  return (
    <section className="card" aria-labelledby="manage-title">
      <h1 id="manage-title" ref={heading} tabIndex={-1}>{t('manage_title')}</h1>
      <p><span className={`badge ${booking.status}`}>{t(`status_${booking.status}`)}</span></p>
      {booking.status === 'awaiting_deposit' && <p role="status" className="note">{t('deposit_pending')}</p>}
      {message && <p role="status" className="note">{message}</p>}
      {error && <p role="alert" className="error">{error}</p>}
      <BookingLines venue={venue} booking={booking} />
      {booking.status !== 'cancelled' && (
        booking.cancellable ? (
          <>
            {booking.cancel_until && <p className="muted small">{t('change_until', { when: instantLabel(booking.cancel_until, booking.timezone, lang) })}</p>}
            {mode === 'view' && (
              <div className="actions column">
                <a className="button secondary" href={icsHref(venue, booking, url)} download="booking.ics">{t('add_calendar')}</a>
                {canRescheduleOnline(booking.status) && <button type="button" className="secondary" onClick={() => setMode('move')}>{t('change_time')}</button>}
                <button type="button" className="danger" onClick={() => setMode('confirm')}>{t('cancel')}</button>
              </div>
            )}
            {mode === 'confirm' && (
              <div className="confirm" role="alertdialog" aria-labelledby="confirm-text">
                <p id="confirm-text">{t('cancel_confirm')}</p>
                <div className="actions">
                  <button type="button" className="secondary" onClick={() => setMode('view')}>{t('keep')}</button>
                  <button type="button" className="danger" onClick={cancel} autoFocus>{t('cancel_yes')}</button>
                </div>
              </div>
            )}
            {mode === 'move' && <TimeStep sub={sub} venue={venue} serviceIds={booking.service_ids} employee={null} onChoose={move} onBack={() => setMode('view')} />}
          </>
        ) : (
          <p className="note">{t('no_changes')}</p>
        )
      )}
    </section>
  );
}
