import { useEffect, useRef, useState } from 'react';
import type { PublicBookingCreated, PublicService, PublicStaff, PublicVenue, WaitlistOffer } from '@chairside/shared/online-booking';
import { api } from './api';
import { useI18n } from './i18n';
import { ServicesStep } from './services-step';
import { StaffStep } from './staff-step';
import { TimeStep } from './time-step';
import { DetailsStep } from './details-step';
import { DoneStep } from './done-step';

export interface Preset {
  service: number | null;
  employee: number | null;
  offer: string | null;
}

type Step = 'services' | 'staff' | 'time' | 'details' | 'done';

/** The booking steps: services (several, in order) → who → day and time → details and policy → confirmation. */
export function BookingFlow({ sub, venue, preset, initial, onReady }: {
  sub: string; venue: PublicVenue; preset: Preset; initial: { services: PublicService[]; staff: PublicStaff[] } | null; onReady: () => void;
}) {
  const { t } = useI18n();
  const [services, setServices] = useState<PublicService[] | null>(initial?.services ?? null);
  const [staff, setStaff] = useState<PublicStaff[]>(initial?.staff ?? []);
  const [step, setStep] = useState<Step>('services');
  const [chosen, setChosen] = useState<number[]>(() => (preset.service && initial?.services.some((s) => s.id === preset.service) ? [preset.service] : []));
  const [employee, setEmployee] = useState<number | null>(() => (preset.employee && initial?.staff.some((e) => e.id === preset.employee) ? preset.employee : null));
  const [slot, setSlot] = useState<{ date: string; time: string } | null>(null);
  const [offer, setOffer] = useState<WaitlistOffer | null>(null);
  const [created, setCreated] = useState<PublicBookingCreated | null>(null);
  const [failed, setFailed] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const steps: Step[] = venue.allow_employee_choice ? ['services', 'staff', 'time', 'details', 'done'] : ['services', 'time', 'details', 'done'];

  useEffect(() => {
    const known = initial && !preset.offer ? initial : null;
    const loaded = known ? Promise.resolve<[PublicService[], PublicStaff[], null]>([known.services, known.staff, null]) : Promise.all([
      api.services(sub), api.staff(sub), preset.offer ? api.offer(sub, preset.offer).catch(() => null) : Promise.resolve(null),
    ]);
    loaded.then(([list, team, held]) => {
      setServices(list);
      setStaff(team);
      if (held) {
        setOffer(held);
        setChosen(held.service_ids);
        setEmployee(held.employee_id);
        setSlot({ date: held.date, time: held.time });
        setStep('details');
        return;
      }
      if (preset.service && list.some((s) => s.id === preset.service)) setChosen([preset.service]);
      if (preset.employee && team.some((e) => e.id === preset.employee)) setEmployee(preset.employee);
    }, () => setFailed(true));
  }, [sub, initial, preset.service, preset.employee, preset.offer]);
  useEffect(() => {
    if (services || failed) onReady();
  }, [services, failed, onReady]);

  const go = (next: Step) => {
    setStep(next);
    requestAnimationFrame(() => heading.current?.focus());
  };
  const move = (delta: 1 | -1) => go(steps[steps.indexOf(step) + delta]!);

  if (failed) return <p role="alert" className="card">{t('failed')}</p>;
  if (!services) return <p className="card" aria-busy="true">{t('loading')}</p>;
  const index = steps.indexOf(step);
  const byId = new Map(services.map((s) => [s.id, s]));
  const picked = chosen.map((id) => byId.get(id)).filter((s): s is PublicService => Boolean(s));
  const able = staff.filter((e) => chosen.every((id) => e.service_ids.includes(id)));

  return (
    <section className="card" aria-labelledby="step-title">
      <ol className="progress" aria-hidden="true">
        {steps.map((s, i) => <li key={s} className={i < index ? 'past' : i === index ? 'now' : ''} />)}
      </ol>
      <h1 id="step-title" ref={heading} tabIndex={-1}>
        {t('step_of', { step: index + 1, total: steps.length, name: t(`steps.${step}`) })}
      </h1>
      {offer && step === 'details' && <p className="note" role="status">{t('offer_title')} — {t('offer_until', { time: new Date(offer.expires_at).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' }) })}</p>}
      {step === 'services' && <ServicesStep services={services} chosen={chosen} onChange={setChosen} currency={venue.currency} onNext={() => move(1)} />}
      {step === 'staff' && (
        <StaffStep staff={able} employee={employee} onChoose={(id) => { setEmployee(id); move(1); }} onBack={() => move(-1)} />
      )}
      {step === 'time' && (
        <TimeStep
          sub={sub} venue={venue} serviceIds={chosen} employee={employee && able.some((e) => e.id === employee) ? employee : null}
          onChoose={(date, time) => { setSlot({ date, time }); move(1); }} onBack={() => move(-1)}
        />
      )}
      {step === 'details' && slot && (
        <DetailsStep
          sub={sub} venue={venue} services={picked} employee={staff.find((e) => e.id === employee) ?? null} slot={slot} offer={preset.offer && offer ? preset.offer : null}
          onBooked={(result) => { setCreated(result); go('done'); }}
          onTaken={() => go('time')} onBack={() => go(offer ? 'services' : steps[index - 1]!)}
        />
      )}
      {step === 'done' && created && <DoneStep venue={venue} created={created} />}
    </section>
  );
}
