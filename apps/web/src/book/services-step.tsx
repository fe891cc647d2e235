import type { PublicService } from '@chairside/shared/online-booking';
import { money, useI18n } from './i18n';

/** Services: tick one or more; the visit lists them in the order ticked (that is the order they are done in). */
export function ServicesStep({ services, chosen, onChange, currency, onNext }: {
  services: PublicService[]; chosen: number[]; onChange: (ids: number[]) => void; currency: string; onNext: () => void;
}) {
  const { t, lang } = useI18n();
  const groups = [...new Set(services.map((s) => s.group))];
  const toggle = (id: number) => onChange(chosen.includes(id) ? chosen.filter((x) => x !== id) : [...chosen, id]);
  const byId = new Map(services.map((s) => [s.id, s]));
  return (
    <>
      <p className="muted">{t('choose_services')}</p>
      {groups.map((group) => (
        <fieldset key={group || '-'} className="group">
          {group && <legend>{group}</legend>}
          {services.filter((s) => s.group === group).map((s) => (
            <label key={s.id} className="service">
              <input type="checkbox" checked={chosen.includes(s.id)} onChange={() => toggle(s.id)} />
              <span className="service-text">
                <span className="choice-name">{s.name}</span>
                {s.description && <span className="muted small">{s.description}</span>}
              </span>
              <span className="service-meta">
                <span>{money(s.price, currency, lang)}</span>
                <span className="muted small">{t('minutes', { minutes: s.duration })}</span>
              </span>
            </label>
          ))}
        </fieldset>
      ))}
      {chosen.length > 0 && (
        <div className="visit" aria-live="polite">
          <h2>{t('your_visit')}</h2>
          <ol>
            {chosen.map((id) => (
              <li key={id}>
                <span>{byId.get(id)?.name}</span>
                <button type="button" className="link" onClick={() => toggle(id)} aria-label={t('remove', { name: byId.get(id)?.name ?? '' })}>×</button>
              </li>
            ))}
          </ol>
        </div>
      )}
      <div className="actions sticky">
        <button type="button" className="primary" disabled={!chosen.length} onClick={onNext}>{t('next')}</button>
      </div>
    </>
  );
}
