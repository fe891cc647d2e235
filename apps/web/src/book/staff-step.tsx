import type { PublicStaff } from '@chairside/shared/online-booking';
import { useI18n } from './i18n';

/** Who: anyone available, or one of the employees who perform every chosen service. */
export function StaffStep({ staff, employee, onChoose, onBack }: { staff: PublicStaff[]; employee: number | null; onChoose: (id: number | null) => void; onBack: () => void }) {
  const { t } = useI18n();
  return (
    <>
      <p className="muted">{t('choose_staff')}</p>
      <ul className="choices" role="list">
        <li>
          <button type="button" className="choice" aria-pressed={employee === null} onClick={() => onChoose(null)}>
            <span className="choice-name">{t('anyone')}</span>
            <span className="muted small">{t('anyone_hint')}</span>
          </button>
        </li>
        {staff.map((e) => (
          <li key={e.id}>
            <button type="button" className="choice" aria-pressed={employee === e.id} onClick={() => onChoose(e.id)}>
              <span className="avatar" aria-hidden="true">{e.name.slice(0, 1)}</span>
              <span className="choice-name">{e.name}</span>
            </button>
          </li>
        ))}
      </ul>
      <div className="actions">
        <button type="button" className="secondary" onClick={onBack}>{t('back')}</button>
      </div>
    </>
  );
}
