import { useState } from 'react';
import { Alert, Button, Group, Modal, SimpleGrid, Stack, Switch, Textarea } from '@mantine/core';
import { DateField } from '@/components/ui/date-field';
import { useTranslation } from '@/lib/use-translation';
import type { CalendarEmployee } from '@chairside/shared/calendar-data';
import { storeBlockTime } from '../../api/store-block-time';
import { updateBlockTime } from '../../api/update-block-time';
import { deleteBlockTime } from '../../api/delete-block-time';
import { useAppointmentDetails } from '../../api/get-appointment-details';
import { formatClock, parseClock } from '../../utils/clock';
import { TimeSelect } from '@/components/ui/time-select';
import { EmployeeSelect } from './employee-select';
import { useDialogSubmit } from './use-dialog-submit';

interface BlockTimeDialogProps {
  id?: number;
  date: string;
  start: number;
  duration: number | null;
  employeeId: number | null;
  employees: CalendarEmployee[];
  timeFormat: number;
  onClose(): void;
}

/** Blocked time on an employee's calendar (new or existing); it may stay bookable online. */
export function BlockTimeDialog(props: BlockTimeDialogProps) {
  const { t } = useTranslation();
  const existing = useAppointmentDetails(props.id ?? null).data?.appointment;
  const [employee, setEmployee] = useState(props.employeeId ?? props.employees[0]?.id ?? null);
  const [date, setDate] = useState(props.date);
  const [start, setStart] = useState(formatClock(props.start));
  const [end, setEnd] = useState(formatClock(Math.min(1440, props.start + (props.duration ?? 60))));
  const [note, setNote] = useState<string | null>(null);
  const [online, setOnline] = useState<boolean | null>(null);
  const submit = useDialogSubmit(props.onClose);
  const shownNote = note ?? existing?.note ?? '';
  const shownOnline = online ?? existing?.online_bookable ?? false;

  const save = () => {
    if (employee === null) return;
    const body = { employee_id: employee, date, start_time: start, end_time: end, note: shownNote, online_bookable: shownOnline };
    void submit.run(
      (force) => (props.id ? updateBlockTime({ ...body, id: props.id, force }) : storeBlockTime({ ...body, force })),
      t('calendar.blocked_saved'),
    );
  };
  const remove = () => props.id && void submit.run(() => deleteBlockTime(props.id as number), t('calendar.blocked_removed'));

  return (
    <Modal opened onClose={props.onClose} closeButtonProps={{ 'aria-label': t('calendar.close') }} title={props.id ? t('calendar.edit_blocked_time') : t('calendar.new_blocked_time')} data-block-dialog>
      <Stack gap="sm">
        <EmployeeSelect label={t('calendar.employee')} employees={props.employees} value={employee} onChange={setEmployee} error={submit.errors.employee_id} />
        <DateField label={t('calendar.date')} value={date} onChange={(value) => value && setDate(String(value).slice(0, 10))} error={submit.errors.date} />
        <SimpleGrid cols={2} spacing="xs">
          <TimeSelect label={t('calendar.start')} value={start} onChange={setStart} timeFormat={props.timeFormat} error={submit.errors.start_time} />
          <TimeSelect label={t('calendar.end')} value={end} onChange={setEnd} timeFormat={props.timeFormat} error={submit.errors.end_time ?? (parseClock(end) <= parseClock(start) ? t('calendar.end_after_start') : undefined)} />
        </SimpleGrid>
        <Textarea label={t('calendar.note')} value={shownNote} onChange={(e) => setNote(e.currentTarget.value)} autosize minRows={2} />
        <Switch checked={shownOnline} onChange={(e) => setOnline(e.currentTarget.checked)} label={t('calendar.online_bookable')} description={t('calendar.online_bookable_hint')} />
        {submit.message ? <Alert color="red" variant="light">{submit.message}</Alert> : null}
        <Group justify="space-between">
          {props.id ? (
            <Button variant="subtle" color="red.9" onClick={remove} disabled={submit.busy}>
              {t('calendar.remove')}
            </Button>
          ) : <span />}
          <Group gap="xs">
            <Button variant="default" onClick={props.onClose}>{t('calendar.cancel')}</Button>
            <Button onClick={save} loading={submit.busy} disabled={parseClock(end) <= parseClock(start)}>{t('calendar.save')}</Button>
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}
