import { Button, Group } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';
import type { AppointmentStatus } from '@chairside/shared/constants';
import { statusColor } from '../../utils/colors';

const CHOICES: AppointmentStatus[] = ['new', 'confirmed', 'started', 'running-late', 'done'];

/** The statuses as buttons, each with its colour as a dot; the current one is marked (cancelling has its own flow). */
export function StatusControl({ value, onChange, busy }: { value: AppointmentStatus; onChange(status: AppointmentStatus): void; busy: boolean }) {
  const { t } = useTranslation();
  return (
    <Group gap={6} role="radiogroup" aria-label={t('calendar.status')} data-status-control>
      {CHOICES.map((status) => {
        const current = value === status;
        return (
          <Button
            key={status}
            size="compact-sm"
            radius="xl"
            variant={current ? 'light' : 'default'}
            color="gray"
            c="dark.8"
            fw={current ? 700 : 500}
            style={current ? { boxShadow: `inset 0 0 0 2px ${statusColor(status)}` } : undefined}
            leftSection={<span style={{ width: 8, height: 8, borderRadius: '50%', background: statusColor(status), display: 'inline-block' }} aria-hidden />}
            onClick={() => !current && onChange(status)}
            disabled={busy && !current}
            role="radio"
            aria-checked={current}
            data-status={status}
          >
            {t(`calendar.status_${status.replace('-', '_')}`)}
          </Button>
        );
      })}
    </Group>
  );
}
