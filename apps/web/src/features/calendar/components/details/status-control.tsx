import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AppointmentStatus } from '@chairside/shared/constants';
import { statusColor } from '../../utils/colors';

const CHOICES: AppointmentStatus[] = ['new', 'confirmed', 'started', 'running-late', 'done'];

/** The statuses as buttons in their own colours; the current one is filled (cancelling has its own flow). */
export function StatusControl({ value, onChange, busy }: { value: AppointmentStatus; onChange(status: AppointmentStatus): void; busy: boolean }) {
  const { t } = useTranslation();
  return (
    <Group gap={6} role="radiogroup" aria-label={t('calendar.status')} data-status-control>
      {CHOICES.map((status) => (
        <Button
          key={status}
          size="compact-sm"
          radius="xl"
          color={statusColor(status)}
          variant={value === status ? 'filled' : 'light'}
          onClick={() => value !== status && onChange(status)}
          disabled={busy && value !== status}
          role="radio"
          aria-checked={value === status}
          data-status={status}
        >
          {t(`calendar.status_${status.replace('-', '_')}`)}
        </Button>
      ))}
    </Group>
  );
}
