import { useState, type FormEvent } from 'react';
import { api, ApiError } from './api';
import { useI18n } from './i18n';

/** The waitlist: no time fits, so the customer leaves a day range and how to reach them. */
export function WaitlistForm({ sub, serviceIds, employee, from, to }: { sub: string; serviceIds: number[]; employee: number | null; from: string; to: string }) {
  const { t, lang } = useI18n();
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = Object.fromEntries(new FormData(event.currentTarget)) as Record<string, string>;
    api.waitlist(sub, { ...data, service_ids: serviceIds, employee_id: employee, lang }).then((r) => setDone(r.message), (e: unknown) => setError(e instanceof ApiError && e.message ? e.message : t('failed')));
  };
  if (done) return <p role="status" className="note">{done}</p>;
  return (
    <form className="waitlist" onSubmit={submit}>
      <h2>{t('waitlist_title')}</h2>
      <p className="muted small">{t('waitlist_hint')}</p>
      <div className="row">
        <label>{t('waitlist_from')}<input type="date" name="date_from" defaultValue={from} required /></label>
        <label>{t('waitlist_to')}<input type="date" name="date_to" defaultValue={to} required /></label>
      </div>
      <label>{t('first_name')}<input name="first_name" autoComplete="given-name" required /></label>
      <label>{t('phone')}<input name="phone" type="tel" autoComplete="tel" required /></label>
      <label>{t('email')}<input name="email" type="email" autoComplete="email" required /></label>
      {error && <p role="alert" className="error">{error}</p>}
      <button type="submit" className="secondary">{t('waitlist_join')}</button>
    </form>
  );
}
