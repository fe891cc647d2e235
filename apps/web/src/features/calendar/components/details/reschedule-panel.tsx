import { useState } from 'react';
import { Alert, Button, Group, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { DateField } from '@/components/ui/date-field';
import { useTranslation } from '@/lib/use-translation';
import type { CalendarItem } from '@chairside/shared/calendar-responses';
import { errorText } from '@/lib/form-errors';
import { rescheduleAppointment } from '../../api/reschedule-appointment';
import type { CalendarEmployee } from '@chairside/shared/calendar-data';
import { withClashConfirm } from '../clash-dialog';
import { TimeSelect } from '@/components/ui/time-select';

interface ReschedulePanelProps {
  item: CalendarItem;
  employees: CalendarEmployee[];
  timeFormat: number;
  onDone(): void;
  onBack(): void;
}

/** Another date, time or employee for the item; a clash asks before booking over it. */
export function ReschedulePanel({ item, employees, timeFormat, onDone, onBack }: ReschedulePanelProps) {
  const { t } = useTranslation();
  const [date, setDate] = useState(item.date);
  const [time, setTime] = useState(item.start_time.slice(0, 5));
  const [employee, setEmployee] = useState(String(item.employee_id));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const save = async () => {
    setBusy(true);
    setError(null);
    try {
      const body = { date, start_time: time, employee_id: Number(employee) };
      const done = await withClashConfirm((force) => rescheduleAppointment(item.id, { ...body, force }));
      if (done !== null) onDone();
    } catch (failure) {
      setError(errorText(failure) ?? t('calendar.change_failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="sm" data-reschedule-panel>
      <Text fw={600}>{t('calendar.reschedule')}</Text>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
        <DateField label={t('calendar.date')} value={date} onChange={(value) => value && setDate(String(value).slice(0, 10))} />
        <TimeSelect label={t('calendar.start')} value={time} onChange={setTime} timeFormat={timeFormat} />
        <Select
          label={t('calendar.employee')}
          data={employees.map((e) => ({ value: String(e.id), label: e.displayLabel }))}
          value={employee}
          onChange={(value) => value && setEmployee(value)}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
      </SimpleGrid>
      {error ? <Alert color="red" variant="light">{error}</Alert> : null}
      <Group justify="flex-end">
        <Button variant="default" onClick={onBack}>
          {t('calendar.back')}
        </Button>
        <Button onClick={() => void save()} loading={busy}>
          {t('calendar.save')}
        </Button>
      </Group>
    </Stack>
  );
}
