import { useState, type FormEvent } from 'react';
import type { PublicBookingCreated, PublicService, PublicStaff, PublicVenue } from '@chairside/shared/online-booking';
import { onlineDeposit } from '@chairside/shared/rules/online-deposit';
import { api, ApiError } from './api';
import { dayLabel, money, useI18n } from './i18n';
import { VerifyCode } from './verify-code';

const FIELDS = [
  { name: 'first_name', type: 'text', auto: 'given-name', required: true },
  { name: 'last_name', type: 'text', auto: 'family-name', required: false },
  { name: 'phone', type: 'tel', auto: 'tel', required: true },
  { name: 'email', type: 'email', auto: 'email', required: true },
] as const;

/** Details: name, phone, e-mail, a note, the policy to accept; then books (409: the time went meanwhile). */
export function DetailsStep({ sub, venue, services, employee, slot, offer, onBooked, onTaken, onBack }: {
  sub: string; venue: PublicVenue; services: PublicService[]; employee: PublicStaff | null; slot: { date: string; time: string }; offer: string | null;
  onBooked: (created: PublicBookingCreated) => void; onTaken: () => void; onBack: () => void;
}) {
  const { t, lang } = useI18n();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fields, setFields] = useState<Record<string, string[]>>({});
  const total = services.reduce((sum, s) => sum + s.price, 0);
  // The deposit the API will ask (the same rule), said before the customer books.
  const deposit = onlineDeposit(venue.deposit, services.map((s) => ({ serviceId: s.id, price: s.price })));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = Object.fromEntries(new FormData(event.currentTarget)) as Record<string, string>;
    setBusy(true);
    setError(null);
    setFields({});
    api.book(sub, {
      service_ids: services.map((s) => s.id), employee_id: employee?.id ?? null, date: slot.date, time: slot.time,
      first_name: data.first_name ?? '', last_name: data.last_name ?? '', phone: data.phone ?? '', email: data.email ?? '', note: data.note ?? '',
      policy_accepted: true, lang: lang as never, website: data.website ?? '', ...(offer ? { offer } : {}),
      ...(venue.verify_contact && !offer ? { verification_channel: data.verification_channel === 'sms' ? 'sms' : 'email', verification_code: data.verification_code ?? '' } : {}),
    }).then((created) => {
      // A deposit first: on to the card provider's page, which comes back to the booking's own page.
      if (created.deposit) window.location.assign(created.deposit.url);
      else onBooked(created);
    }, (e: unknown) => {
      setBusy(false);
      if (e instanceof ApiError && e.status === 409) {
        setError(t('slot_taken'));
        onTaken();
        return;
      }
      setFields(e instanceof ApiError ? e.fields : {});
      setError(e instanceof ApiError && e.message ? e.message : t('failed'));
    });
  };

  return (
    <form onSubmit={submit} noValidate={false}>
      <div className="summary">
        <h2>{t('summary')}</h2>
        <p><strong>{dayLabel(slot.date, lang, true)}, {slot.time}</strong>{employee ? ` · ${t('with', { name: employee.name })}` : ''}</p>
        <ul>
          {services.map((s) => <li key={s.id}>{s.name} <span className="muted">· {t('minutes', { minutes: s.duration })} · {money(s.price, venue.currency, lang)}</span></li>)}
        </ul>
        <p>{t('total')}: <strong>{money(total, venue.currency, lang)}</strong></p>
        {deposit > 0 && <p className="note">{t('deposit_due', { amount: money(deposit, venue.currency, lang), minutes: venue.deposit.hold_minutes })}</p>}
      </div>
      {FIELDS.map((f) => (
        <label key={f.name}>
          {t(f.name)}
          <input
            name={f.name} type={f.type} autoComplete={f.auto} required={f.required} maxLength={f.name === 'email' ? 254 : 80}
            aria-invalid={fields[f.name] ? true : undefined} aria-describedby={fields[f.name] ? `${f.name}-error` : undefined}
          />
          {fields[f.name] && <span id={`${f.name}-error`} className="error small">{fields[f.name]!.join(' ')}</span>}
        </label>
      ))}
      {venue.verify_contact && !offer && <VerifyCode sub={sub} error={fields.verification_code} />}
      <label>{t('note')}<textarea name="note" rows={2} maxLength={1000} /></label>
      <label className="hp" aria-hidden="true">{t('honeypot')}<input name="website" tabIndex={-1} autoComplete="off" /></label>
      <details className="policy">
        <summary>{t('policy')}</summary>
        {venue.policy_text && <p className="pre">{venue.policy_text}</p>}
        <p>{venue.cancellation_notice_hours > 0 ? t('cancel_notice', { hours: venue.cancellation_notice_hours }) : t('cancel_any')}</p>
      </details>
      <label className="check">
        <input type="checkbox" name="policy_accepted" required />
        <span>{t('accept_policy')}</span>
      </label>
      {error && <p role="alert" className="error">{error}</p>}
      <div className="actions sticky">
        <button type="button" className="secondary" onClick={onBack}>{t('back')}</button>
        <button type="submit" className="primary" disabled={busy}>{busy ? t('booking') : deposit > 0 ? t('book_pay') : t('book')}</button>
      </div>
    </form>
  );
}
