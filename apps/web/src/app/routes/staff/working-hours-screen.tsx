import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Stack, Text, Title } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { addDays, isIsoDate } from '@chairside/shared/rules/calendar-time';
import { mondayOf } from '@chairside/shared/rules/work-schedule';
import type { CalendarChange, CalendarEmployee } from '@chairside/shared/calendar-data';
import { EmptyState } from '@/components/ui/empty-state';
import { PageLoader } from '@/components/ui/page-loader';
import { useInitialSettings } from '@/lib/auth';
import { useTranslation } from '@/lib/use-translation';
import { useCalendarStream } from '@/features/calendar/api/calendar-stream';
import { useHoursGrid } from '@/features/staff/hours/api/get-hours-grid';
import { hoursKeys } from '@/features/staff/hours/api/hours-keys';
import { HoursGrid } from '@/features/staff/hours/components/hours-grid';
import { WeekToolbar } from '@/features/staff/hours/components/week-toolbar';
import { localToday } from '@/features/staff/hours/utils/week';

const ShiftEditorDialog = lazy(() => import('@/features/staff/hours/components/shift-editor-dialog').then((m) => ({ default: m.ShiftEditorDialog })));
const CopyWeekDialog = lazy(() => import('@/features/staff/hours/components/copy-week-dialog').then((m) => ({ default: m.CopyWeekDialog })));
// The calendar's own time-off dialog, reused here (screens compose features).
const TimeoffDialog = lazy(() => import('@/features/calendar/components/dialogs/timeoff-dialog').then((m) => ({ default: m.TimeoffDialog })));

type Open = { kind: 'cell' | 'timeoff'; employeeId: number; date: string } | { kind: 'copy' } | null;

/** /staff/working-hours: the week grid of every employee's shifts, edited a day at a time or as a repeating pattern. */
export function WorkingHoursScreen() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { data: settings } = useInitialSettings();
  const [params, setParams] = useSearchParams();
  const asked = params.get('date');
  const monday = mondayOf(asked && isIsoDate(asked) ? asked : localToday());
  const grid = useHoursGrid(monday, addDays(monday, 6));
  // Another desk's change of hours, time-off or team shows here too (the calendar's live stream).
  const onChange = useCallback(
    (change: CalendarChange) => {
      if (['hours', 'timeoff', 'access', 'refresh'].includes(change.kind)) void queryClient.invalidateQueries({ queryKey: hoursKeys.all });
    },
    [queryClient],
  );
  useCalendarStream(onChange);
  const [open, setOpen] = useState<Open>(null);
  const close = useCallback(() => setOpen(null), []);
  const onOpen = useCallback((employeeId: number, date: string) => setOpen({ kind: 'cell', employeeId, date }), []);
  const goTo = (date: string) => setParams((p) => {
    p.set('date', mondayOf(date));
    return p;
  }, { replace: true });

  const data = grid.data;
  const cellOpen = open && open.kind !== 'copy' ? open : null;
  const employee = cellOpen ? data?.employees.find((e) => e.id === cellOpen.employeeId) : undefined;
  const calendarEmployees = useMemo<CalendarEmployee[]>(
    () => (data?.employees ?? []).map((e) => ({
      id: e.id, avatar: e.avatar, displayLabel: `${e.first_name} ${e.last_name}`.trim(), first_name: e.first_name, last_name: e.last_name,
      color: e.color, bookable: true, hasShifts: true, shifts: [],
    })),
    [data?.employees],
  );

  return (
    <Stack gap="md">
      <div>
        <Title order={1} size="h2">
          {t('staff_hours.title')}
        </Title>
        <Text c="dimmed" mt={4}>
          {t('staff_hours.subtitle')}
        </Text>
      </div>
      <WeekToolbar monday={monday} onChange={goTo} onCopy={() => setOpen({ kind: 'copy' })} />
      {grid.isError && !data ? (
        <Alert color="red" role="alert">
          {t('staff_hours.load_failed')}
        </Alert>
      ) : !data ? (
        <PageLoader />
      ) : data.employees.length === 0 ? (
        <EmptyState title={t('staff_hours.no_employees')} description={t('staff_hours.no_employees_help')} icon={<IconUsers size={32} aria-hidden />} />
      ) : (
        <HoursGrid data={data} onOpen={onOpen} />
      )}
      <Suspense fallback={null}>
        {cellOpen?.kind === 'cell' && employee && data && (
          <ShiftEditorDialog
            key={`${cellOpen.employeeId}|${cellOpen.date}`}
            employee={employee}
            date={cellOpen.date}
            cell={data.cells.find((c) => c.employee_id === cellOpen.employeeId && c.date === cellOpen.date)}
            timeoffs={data.timeoffs.filter((e) => e.employee_id === cellOpen.employeeId && e.start <= cellOpen.date && e.end >= cellOpen.date)}
            timeFormat={settings?.time_format}
            onClose={close}
            onAddTimeoff={() => setOpen({ ...cellOpen, kind: 'timeoff' })}
          />
        )}
        {cellOpen?.kind === 'timeoff' && (
          <TimeoffDialog
            date={cellOpen.date}
            employeeId={cellOpen.employeeId}
            employees={calendarEmployees}
            timeFormat={settings?.time_format ?? 24}
            onClose={() => {
              void queryClient.invalidateQueries({ queryKey: hoursKeys.all });
              close();
            }}
          />
        )}
        {open?.kind === 'copy' && <CopyWeekDialog from={monday} onClose={close} />}
      </Suspense>
    </Stack>
  );
}
