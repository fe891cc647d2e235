import { Alert, Stack } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from '@/lib/use-translation';
import { useFormat } from '@/lib/format';
import { useWorkingHours } from '../../api/get-working-hours';
import { clockLabel, parseClock } from '../../utils/clock';
import { employeeDay } from '../../utils/employee-day';
import { DEFAULT_LENGTH, hoursWarning } from '../../utils/free-time';
import { employeeValues } from '../../utils/service-options';
import type { BookingOptions, BookingValues } from './booking-form-types';

interface HoursWarningsProps {
  date: string;
  lines: BookingValues['services'];
  options: BookingOptions;
}

/** Warns (never forbids) when a line's time is outside its employee's shifts or during their time-off, naming the shift. */
export function HoursWarnings({ date, lines, options }: HoursWarningsProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const hours = useWorkingHours(date, date);
  if (!hours.data || hours.isPlaceholderData || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return null;
  const span = ([from, to]: [number, number]) => `${clockLabel(from, options.timeFormat)}–${clockLabel(to, options.timeFormat)}`;
  const day = `${format.weekdayName(new Date(`${date}T12:00:00Z`).getUTCDay())} ${format.date(date)}`;
  const messages = new Set<string>();
  for (const line of lines) {
    const employee = options.employees.find((e) => e.id === line.employee_id);
    const start = parseClock(line.start_time ?? '');
    if (!employee || !Number.isFinite(start)) continue;
    const service = options.services.find((s) => s.id === line.service_id);
    const length = line.duration ?? (service ? employeeValues(service, employee.id).duration : DEFAULT_LENGTH);
    const known = employeeDay(employee.id, date, hours.data);
    const timeoffs = known.timeoffs.map((off) => ({ span: off.span, what: off.category ? t(`calendar.timeoff_${off.category}`) : off.title || t('calendar.timeoff') }));
    const warning = hoursWarning(start, length, known.shifts, timeoffs);
    const name = employee.displayLabel;
    if (warning?.kind === 'outside') messages.add(t('calendar.hours_works', { name, hours: warning.shifts.map(span).join(', '), day }));
    if (warning?.kind === 'off_day') messages.add(t('calendar.hours_off_day', { name, day }));
    if (warning?.kind === 'timeoff') messages.add(t('calendar.hours_timeoff', { name, what: warning.what, hours: span(warning.span) }));
  }
  if (!messages.size) return null;
  return (
    <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />} data-hours-warning>
      <Stack gap={4}>
        {[...messages].map((message) => (
          <span key={message}>{message}</span>
        ))}
      </Stack>
    </Alert>
  );
}
