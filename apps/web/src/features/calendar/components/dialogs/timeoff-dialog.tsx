import { useState } from 'react';
import { Alert, Button, Group, Modal, Select, SimpleGrid, Stack, Switch, Textarea } from '@mantine/core';
import { DateField } from '@/components/ui/date-field';
import { useTranslation } from '@/lib/use-translation';
import type { TimeoffCategory } from '@chairside/shared/calendar-constants';
import type { CalendarEmployee } from '@chairside/shared/calendar-data';
import { storeTimeoff } from '../../api/store-timeoff';
import { useTimeoffCategories } from '../../api/get-timeoff-categories';
import { TimeSelect } from '@/components/ui/time-select';
import { EmployeeSelect } from './employee-select';
import { useDialogSubmit } from './use-dialog-submit';

interface TimeoffDialogProps {
  date: string;
  employeeId: number | null;
  employees: CalendarEmployee[];
  timeFormat: number;
  onClose(): void;
}

/** Time-off for an employee: whole days or part of a day, with a category and a note. */
export function TimeoffDialog(props: TimeoffDialogProps) {
  const { t } = useTranslation();
  const categories = useTimeoffCategories();
  const [employee, setEmployee] = useState(props.employeeId ?? props.employees[0]?.id ?? null);
  const [start, setStart] = useState(props.date);
  const [end, setEnd] = useState(props.date);
  const [wholeDay, setWholeDay] = useState(true);
  const [from, setFrom] = useState('09:00');
  const [to, setTo] = useState('13:00');
  const [category, setCategory] = useState<string>('vacation');
  const [note, setNote] = useState('');
  const submit = useDialogSubmit(props.onClose);

  const save = () => {
    if (employee === null) return;
    const times = wholeDay ? {} : { start_time: from, end_time: to };
    void submit.run(() => storeTimeoff({ employee_id: employee, start, end, ...times, category: category as TimeoffCategory, note }), t('calendar.timeoff_saved'));
  };

  return (
    <Modal opened onClose={props.onClose} closeButtonProps={{ 'aria-label': t('calendar.close') }} title={t('calendar.new_timeoff')} data-timeoff-dialog>
      <Stack gap="sm">
        <EmployeeSelect label={t('calendar.employee')} employees={props.employees} value={employee} onChange={setEmployee} error={submit.errors.employee_id} />
        <Select
          label={t('calendar.timeoff_category')}
          data={(categories.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
          value={category}
          onChange={(value) => value && setCategory(value)}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          error={submit.errors.category}
        />
        <SimpleGrid cols={2} spacing="xs">
          <DateField label={t('calendar.from_date')} value={start} onChange={(value) => value && setStart(String(value).slice(0, 10))} error={submit.errors.start} />
          <DateField label={t('calendar.to_date')} value={end} minDate={start} onChange={(value) => value && setEnd(String(value).slice(0, 10))} error={submit.errors.end} />
        </SimpleGrid>
        <Switch checked={wholeDay} onChange={(e) => setWholeDay(e.currentTarget.checked)} label={t('calendar.whole_day')} />
        {wholeDay ? null : (
          <SimpleGrid cols={2} spacing="xs">
            <TimeSelect label={t('calendar.start')} value={from} onChange={setFrom} timeFormat={props.timeFormat} error={submit.errors.start_time} />
            <TimeSelect label={t('calendar.end')} value={to} onChange={setTo} timeFormat={props.timeFormat} error={submit.errors.end_time} />
          </SimpleGrid>
        )}
        <Textarea label={t('calendar.note')} value={note} onChange={(e) => setNote(e.currentTarget.value)} autosize minRows={2} />
        {submit.message ? <Alert color="red" variant="light">{submit.message}</Alert> : null}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={props.onClose}>{t('calendar.cancel')}</Button>
          <Button onClick={save} loading={submit.busy} disabled={end < start}>{t('calendar.save')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
