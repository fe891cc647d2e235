import { useCallback, useMemo, useState } from 'react';
import { Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ResourcesResponse } from '@chairside/shared/calendar-data';
import { useCalendarResources } from '../api/get-resources';
import { useAppointments } from '../api/get-appointments';
import { useWorkingHours } from '../api/get-working-hours';
import { calendarKeys } from '../api/calendar-keys';
import { useCalendarStream } from '../api/calendar-stream';
import { useViewState } from '../hooks/use-view-state';
import { useCalendarModel } from '../hooks/use-calendar-model';
import { useCalendarActions } from '../hooks/use-calendar-actions';
import { useUndoStack } from '../hooks/use-undo-stack';
import { UndoContext } from '../hooks/undo-context';
import { useGridActions } from '../hooks/use-grid-actions';
import { useNow } from '../hooks/use-now';
import { usePaintMeasure } from '../hooks/use-paint-measure';
import { useItemLabels } from '../hooks/use-item-labels';
import { useDialogFocus } from '../hooks/use-dialog-focus';
import { weekDates as weekOf } from '../utils/clock';
import { nextFreeStart } from '../utils/free-time';
import { employeeDay } from '../utils/employee-day';
import { CalendarToolbar, type NewKind } from './calendar-toolbar';
import { CalendarGrid } from './calendar-grid';
import { CalendarDialogs } from './calendar-dialogs';
import { PhoneColumnPicker } from './phone-column-picker';
import { rangeTitle } from './range-title';
import type { CalendarSettings } from './calendar-settings';
import type { DialogState } from './dialog-state';
import { defaultPhoneColumn } from './phone-default-column';

interface CalendarWorkspaceProps {
  settings: CalendarSettings;
  initialResources: ResourcesResponse;
}

/** The calendar screen's body: toolbar, grid and dialogs, wired to the API and the live stream. */
export function CalendarWorkspace({ settings, initialResources }: CalendarWorkspaceProps) {
  const now = useNow(settings.timezone);
  const firstIds = useMemo(
    () => ({ employees: initialResources.employees.map((e) => e.id), resources: initialResources.resources.map((r) => r.id) }),
    [initialResources],
  );
  const [state, dispatch] = useViewState(now.date, settings.defaultView, firstIds);
  const resourcesQuery = useCalendarResources(state.date);
  const resources = resourcesQuery.data ?? initialResources;
  const weekDates = useMemo(() => weekOf(state.date, settings.startOfWeek), [state.date, settings.startOfWeek]);
  const from = state.view === 'weekly' ? (weekDates[0] ?? state.date) : state.date;
  const to = state.view === 'weekly' ? (weekDates[6] ?? state.date) : state.date;
  const appointments = useAppointments(from, to);
  const hours = useWorkingHours(from, to);
  useCalendarStream();
  usePaintMeasure(appointments.data);

  const model = useCalendarModel({
    state, weekDates, today: now.date, resources, appointments: appointments.data, hours: hours.data,
    displayHours: settings.displayHours, slotInterval: settings.slotInterval, timeFormat: settings.timeFormat, locale: settings.locale,
  });
  const labels = useItemLabels(settings.timeFormat);
  const rangeKey = useMemo(() => calendarKeys.appointments(from, to), [from, to]);
  const undo = useUndoStack();
  const actions = useCalendarActions(rangeKey, undo);
  const [dialog, setDialogState] = useState<DialogState>(null);
  const setDialog = useDialogFocus(setDialogState);

  const phone = useMediaQuery('(max-width: 48em)') ?? false;
  // The column picked on a phone belongs to the view it was picked in.
  const [phoneChoice, setPhoneChoice] = useState<{ view: string; index: number } | null>(null);
  const setPhoneIndex = useCallback((index: number) => setPhoneChoice({ view: state.view, index }), [state.view]);
  const todayIndex = model.columns.findIndex((c) => c.isToday);
  const phoneIndex = phoneChoice?.view === state.view ? phoneChoice.index : defaultPhoneColumn(model.columns, state.view, resources.employees);
  const shownIndex = Math.min(phoneIndex, Math.max(0, model.columns.length - 1));
  const columns = useMemo(() => (phone ? model.columns.slice(shownIndex, shownIndex + 1) : model.columns), [phone, model.columns, shownIndex]);
  const onSwipe = useCallback(
    (direction: 1 | -1) => setPhoneIndex(Math.max(0, Math.min(model.columns.length - 1, shownIndex + direction))),
    [model.columns.length, shownIndex, setPhoneIndex],
  );

  const gridActions = useGridActions({ columns, byKey: model.byKey, actions, dispatch, setDialog, phone, onSwipe, view: state.view });
  const defaultEmployee = settings.ownOnly ? settings.ownEmployeeId : (state.resourceType === 'employee' ? state.selectedId : null) ?? resources.employees[0]?.id ?? null;
  const onNew = useCallback(
    (kind: NewKind) => {
      const date = state.view === 'weekly' ? (weekDates.includes(now.date) ? now.date : (weekDates[0] ?? now.date)) : state.date;
      const rounded = Math.max(model.grid.from, Math.ceil(now.minutes / 15) * 15);
      if (kind === 'appointment') {
        // The employee's next free time from now (§9 rounding, the venue's slot interval).
        const day = defaultEmployee === null ? null : employeeDay(defaultEmployee, date, hours.data, appointments.data?.appointments);
        const start = nextFreeStart({
          date, today: now.date, nowMinutes: now.minutes, slotInterval: settings.slotInterval,
          shifts: day?.shifts ?? [], busy: day?.busy ?? [], fallback: model.grid.from,
        });
        setDialog({ kind: 'new', date, start, duration: null, employeeId: defaultEmployee, resourceId: null });
      }
      if (kind === 'blocked') setDialog({ kind: 'blocked', date, start: rounded, duration: 60, employeeId: defaultEmployee });
      if (kind === 'reminder') setDialog({ kind: 'reminder', date, start: rounded, employeeId: defaultEmployee });
      if (kind === 'timeoff') setDialog({ kind: 'timeoff', date, employeeId: defaultEmployee });
    },
    [model.grid.from, now, state.view, state.date, weekDates, defaultEmployee, setDialog, hours.data, appointments.data, settings.slotInterval],
  );
  const options = useMemo(
    () => (state.resourceType === 'resource' ? resources.resources : resources.employees).map((c) => ({ value: String(c.id), label: c.displayLabel })),
    [state.resourceType, resources],
  );

  return (
    <Stack gap="sm" style={{ height: 'calc(100dvh - 60px - 2 * var(--mantine-spacing-md))', minHeight: 420 }} data-calendar data-view={state.view}>
      <CalendarToolbar
        state={state}
        dispatch={dispatch}
        today={now.date}
        title={rangeTitle(state.view, state.date, weekDates, settings.locale, phone)}
        options={options}
        hasResources={!settings.ownOnly && resources.resources.length > 0}
        canUndo={undo.canUndo}
        onUndo={() => void undo.undo()}
        onNew={onNew}
        compact={phone}
        firstDayOfWeek={settings.startOfWeek}
      />
      {phone && model.columns.length > 1 ? (
        <PhoneColumnPicker columns={model.columns} index={shownIndex} onChange={setPhoneIndex} todayIndex={todayIndex} />
      ) : null}
      <CalendarGrid columns={columns} grid={model.grid} labels={labels} nowMinutes={now.minutes} phone={phone} actions={gridActions} />
      <UndoContext.Provider value={undo}>
        <CalendarDialogs dialog={dialog} onClose={() => setDialog(null)} settings={settings} resources={resources} />
      </UndoContext.Provider>
    </Stack>
  );
}
