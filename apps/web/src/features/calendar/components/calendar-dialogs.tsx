import { lazy, Suspense, useEffect } from 'react';
import { Center, Loader } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';
import type { ResourcesResponse } from '@chairside/shared/calendar-data';
import type { CalendarSettings } from './calendar-settings';
import type { DialogState } from './dialog-state';

/**
 * The dialogs (and the forms, date inputs and zod schemas they carry) load when first opened, so
 * the calendar paints sooner; once it has painted they are fetched while the browser is idle.
 */
const loaders = {
  new: () => import('./booking/new-appointment-dialog'),
  details: () => import('./details/appointment-details-dialog'),
  blocked: () => import('./dialogs/block-time-dialog'),
  reminder: () => import('./dialogs/reminder-dialog'),
  timeoff: () => import('./dialogs/timeoff-dialog'),
};
const NewAppointmentDialog = lazy(() => loaders.new().then((m) => ({ default: m.NewAppointmentDialog })));
const AppointmentDetailsDialog = lazy(() => loaders.details().then((m) => ({ default: m.AppointmentDetailsDialog })));
const BlockTimeDialog = lazy(() => loaders.blocked().then((m) => ({ default: m.BlockTimeDialog })));
const ReminderDialog = lazy(() => loaders.reminder().then((m) => ({ default: m.ReminderDialog })));
const TimeoffDialog = lazy(() => loaders.timeoff().then((m) => ({ default: m.TimeoffDialog })));

function usePrefetchDialogs() {
  useEffect(() => {
    const prefetch = () => Object.values(loaders).forEach((load) => void load().catch(() => {}));
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(prefetch, { timeout: 3000 });
      return () => cancelIdleCallback(handle);
    }
    const timer = setTimeout(prefetch, 1500);
    return () => clearTimeout(timer);
  }, []);
}

function DialogLoading() {
  const { t } = useTranslation();
  return (
    <Center pos="fixed" inset={0} style={{ zIndex: 300 }}>
      <Loader aria-label={t('calendar.loading')} />
    </Center>
  );
}

interface CalendarDialogsProps {
  dialog: DialogState;
  onClose(): void;
  settings: CalendarSettings;
  resources: ResourcesResponse;
}

/** The open calendar dialog, if any (Escape or the close button closes it). */
export function CalendarDialogs({ dialog, onClose, settings, resources }: CalendarDialogsProps) {
  usePrefetchDialogs();
  if (!dialog) return null;
  const common = { employees: resources.employees, timeFormat: settings.timeFormat, onClose };
  return <Suspense fallback={<DialogLoading />}>{openDialog()}</Suspense>;

  function openDialog() {
    switch (dialog?.kind) {
      case 'new':
        return <NewAppointmentDialog {...common} {...dialog} resources={resources.resources} />;
      case 'details':
        return <AppointmentDetailsDialog id={dialog.id} settings={settings} resources={resources} onClose={onClose} />;
      case 'blocked':
        return <BlockTimeDialog {...common} {...dialog} />;
      case 'reminder':
        return <ReminderDialog {...common} {...dialog} />;
      case 'timeoff':
        return <TimeoffDialog {...common} {...dialog} />;
      default:
        return null;
    }
  }
}
