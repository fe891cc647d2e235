import { useEffect, useState } from 'react';
import type { PublicVenue } from '@chairside/shared/online-booking';
import { api } from './api';
import { addDays, dayLabel, todayIn, useI18n } from './i18n';
import { WaitlistForm } from './waitlist-form';

const WINDOW_DAYS = 7;

/** Day and time: a week of days with their free start times (the slot search); earlier and later weeks; the waitlist when nothing fits. */
export function TimeStep({ sub, venue, serviceIds, employee, onChoose, onBack }: {
  sub: string; venue: PublicVenue; serviceIds: number[]; employee: number | null; onChoose: (date: string, time: string) => void; onBack: () => void;
}) {
  const { t, lang } = useI18n();
  const today = todayIn(venue.timezone);
  const last = addDays(today, venue.max_advance_days);
  const [from, setFrom] = useState(today);
  const [answer, setAnswer] = useState<{ key: string; days: Map<string, string[]> | null } | null>(null);
  const [picked, setPicked] = useState<string | null>(null);
  const to = addDays(from, WINDOW_DAYS - 1);
  const key = `${serviceIds.join(',')}|${employee ?? ''}|${from}`;

  useEffect(() => {
    let live = true;
    api.availability(sub, serviceIds, employee, from, to).then(
      (found) => live && setAnswer({ key, days: new Map(found.days.map((d) => [d.date, d.times])) }),
      () => live && setAnswer({ key, days: null }),
    );
    return () => {
      live = false;
    };
  }, [sub, serviceIds, employee, from, to, key]);

  // The answer of the week shown (a former week's while the next one loads is not shown).
  const current = answer?.key === key ? answer : null;
  const days = current?.days ?? null;
  const failed = current !== null && days === null;
  const day = picked && days?.has(picked) ? picked : (days?.keys().next().value ?? null);
  const setDay = setPicked;

  const dates = Array.from({ length: WINDOW_DAYS }, (_, i) => addDays(from, i)).filter((d) => d <= last);
  const times = day ? days?.get(day) ?? [] : [];
  return (
    <>
      <p className="muted">{t('choose_time')}</p>
      <div className="week-nav">
        <button type="button" className="secondary" disabled={from <= today} onClick={() => setFrom(addDays(from, -WINDOW_DAYS))}>{t('earlier')}</button>
        <button type="button" className="secondary" disabled={to >= last} onClick={() => setFrom(addDays(from, WINDOW_DAYS))}>{t('later')}</button>
      </div>
      {failed && <p role="alert">{t('failed')}</p>}
      {!days && !failed && <p aria-busy="true" className="muted">{t('loading')}</p>}
      {days && (
        <>
          <div className="days" role="group" aria-label={t('steps.time')}>
            {dates.map((date) => (
              <button key={date} type="button" className="day" aria-pressed={day === date} disabled={!days.has(date)} onClick={() => setDay(date)}>
                {dayLabel(date, lang)}
              </button>
            ))}
          </div>
          {days.size === 0 ? (
            <>
              <p role="status">{t('no_times')}</p>
              <WaitlistForm sub={sub} serviceIds={serviceIds} employee={employee} from={from} to={to} />
            </>
          ) : (
            <div className="times" role="group" aria-label={day ? dayLabel(day, lang, true) : ''}>
              {times.map((time) => (
                <button key={time} type="button" className="time" onClick={() => onChoose(day!, time)} aria-label={`${day ? dayLabel(day, lang, true) : ''} ${time}`}>
                  {time}
                </button>
              ))}
            </div>
          )}
        </>
      )}
      <div className="actions">
        <button type="button" className="secondary" onClick={onBack}>{t('back')}</button>
      </div>
    </>
  );
}
