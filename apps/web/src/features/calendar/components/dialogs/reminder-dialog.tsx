import { useState } from 'react';
import { Alert, Button, Group, Modal, SimpleGrid, Stack, Textarea } from '@mantine/core';
import { DateField } from '@/components/ui/date-field';
import { useTranslation } from '@/lib/use-translation';
import type { AppointmentColor } from '@chairside/shared/constants';
import type { CalendarEmployee } from '@chairside/shared/calendar-data';
import { storeAppointment } from '../../api/store-appointment';
import { formatClock } from '../../utils/clock';
import { TimeSelect } from '@/components/ui/time-select';
import { ColorSwatches } from '../booking/color-swatches';
import { EmployeeSelect } from './employee-select';
import { useDialogSubmit } from './use-dialog-submit';

const REMINDER_MINUTES = 15;

interface ReminderDialogProps {
  date: string;
  start: number;
  employeeId: number | null;
  employees: CalendarEmployee[];
  timeFormat: number;
  onClose(): void;
}

/** A reminder: a note at a time on someone's column; it blocks nothing. */
export function ReminderDialog(props: ReminderDialogProps) {
  const { t } = useTranslation();
  const [employee, setEmployee] = useState(props.employeeId ?? props.employees[0]?.id ?? null);
  const [date, setDate] = useState(props.date);
  const [time, setTime] = useState(formatClock(props.start));
  const [note, setNote] = useState('');
  const [color, setColor] = useState<AppointmentColor>('appt_yellow');
  const submit = useDialogSubmit(props.onClose);

  const save = () => {
    if (employee === null) return;
    void submit.run(
      (force) => storeAppointment({ type: 'reminder', date, note, color, force, services: [{ employee_id: employee, start_time: time, duration: REMINDER_MINUTES }] }),
      t('calendar.reminder_saved'),
    );
  };

  return (
    <Modal opened onClose={props.onClose} closeButtonProps={{ 'aria-label': t('calendar.close') }} title={t('calendar.new_reminder')} data-reminder-dialog>
      <Stack gap="sm">
        <EmployeeSelect label={t('calendar.employee')} employees={props.employees} value={employee} onChange={setEmployee} error={submit.errors['services.0.employee_id']} />
        <SimpleGrid cols={2} spacing="xs">
          <DateField label={t('calendar.date')} value={date} onChange={(value) => value && setDate(String(value).slice(0, 10))} error={submit.errors.date} />
          <TimeSelect label={t('calendar.start')} value={time} onChange={setTime} timeFormat={props.timeFormat} error={submit.errors['services.0.start_time']} />
        </SimpleGrid>
        <Textarea label={t('calendar.reminder_text')} value={note} onChange={(e) => setNote(e.currentTarget.value)} autosize minRows={3} required error={submit.errors.note} data-autofocus />
        <ColorSwatches label={t('calendar.color')} value={color} onChange={setColor} />
        {submit.message ? <Alert color="red" variant="light">{submit.message}</Alert> : null}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={props.onClose}>{t('calendar.cancel')}</Button>
          <Button onClick={save} loading={submit.busy} disabled={!note.trim()}>{t('calendar.save')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
