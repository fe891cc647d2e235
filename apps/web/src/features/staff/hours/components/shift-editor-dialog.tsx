import { useState } from 'react';
import { Alert, Button, Group, Loader, Modal, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconBeach } from '@tabler/icons-react';
import type { EmployeeEvent } from '@chairside/shared/calendar-data';
import type { GridCell } from '@chairside/shared/staff-hours';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/use-translation';
import { useEmployeeHours } from '../api/get-employee-hours';
import { DayEditor } from './day-editor';
import { PatternEditor } from './pattern-editor';

interface ShiftEditorDialogProps {
  employee: { id: number; first_name: string; last_name: string };
  date: string;
  cell: GridCell | undefined;
  timeoffs: EmployeeEvent[];
  timeFormat: number | null | undefined;
  onClose(): void;
  /** Opens the calendar's time-off dialog for this employee and date (composed by the screen). */
  onAddTimeoff?(): void;
}

/** Editing a cell: this day only (an exception) or the repeating pattern; the day's time-off is shown with a way to add more. */
export function ShiftEditorDialog({ employee, date, cell, timeoffs, timeFormat, onClose, onAddTimeoff }: ShiftEditorDialogProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const [mode, setMode] = useState<'day' | 'pattern'>('day');
  const hours = useEmployeeHours(employee.id);
  const name = `${employee.first_name} ${employee.last_name}`.trim();
  const dayLabel = `${format.weekdayName(new Date(`${date}T00:00:00Z`).getUTCDay())} ${format.date(date)}`;

  return (
    <Modal
      opened
      onClose={onClose}
      size="lg"
      fullScreen={typeof window !== 'undefined' && window.innerWidth < 576}
      title={`${name} · ${dayLabel}`}
      closeButtonProps={{ 'aria-label': t('staff_hours.close') }}
      data-shift-editor
    >
      <Stack gap="md">
        <SegmentedControl
          value={mode}
          onChange={(value) => setMode(value as 'day' | 'pattern')}
          data={[
            { value: 'day', label: t('staff_hours.mode_day') },
            { value: 'pattern', label: t('staff_hours.mode_pattern') },
          ]}
          fullWidth
          aria-label={t('staff_hours.mode_label')}
        />
        {cell?.outside_opening && (
          <Alert color="orange" icon={<IconAlertTriangle size={18} aria-hidden />}>
            {t('staff_hours.outside_opening_help')}
          </Alert>
        )}
        {(timeoffs.length > 0 || onAddTimeoff) && (
          <Group justify="space-between" gap="xs" wrap="wrap">
            <Stack gap={2}>
              {timeoffs.map((event) => (
                <Text key={event.id} size="sm" data-timeoff>
                  <IconBeach size={14} aria-hidden /> {t('staff_hours.timeoff')}: {event.title}
                  {event.all_day ? '' : ` (${format.time(event.start_time)}–${format.time(event.end_time)})`}
                </Text>
              ))}
            </Stack>
            {onAddTimeoff && (
              <Button variant="light" size="compact-sm" onClick={onAddTimeoff} data-add-timeoff>
                {t('staff_hours.add_timeoff')}
              </Button>
            )}
          </Group>
        )}
        {mode === 'day' ? (
          <DayEditor employeeId={employee.id} date={date} dayLabel={dayLabel} cell={cell} timeFormat={timeFormat} onDone={onClose} />
        ) : hours.data ? (
          <PatternEditor employeeId={employee.id} date={date} schedules={hours.data.schedules} timeFormat={timeFormat} onDone={onClose} />
        ) : hours.isError ? (
          <Alert color="red">{t('staff_hours.load_failed')}</Alert>
        ) : (
          <Group justify="center" p="md">
            <Loader size="sm" aria-label={t('staff_hours.loading')} />
          </Group>
        )}
      </Stack>
    </Modal>
  );
}
