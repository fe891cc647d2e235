import type { ResourcesResponse } from '../api/get-resources';
import { NewAppointmentDialog } from './booking/new-appointment-dialog';
import { AppointmentDetailsDialog } from './details/appointment-details-dialog';
import { BlockTimeDialog } from './dialogs/block-time-dialog';
import { ReminderDialog } from './dialogs/reminder-dialog';
import { TimeoffDialog } from './dialogs/timeoff-dialog';
import type { CalendarSettings } from './calendar-settings';
import type { DialogState } from './dialog-state';

interface CalendarDialogsProps {
  dialog: DialogState;
  onClose(): void;
  settings: CalendarSettings;
  resources: ResourcesResponse;
  today: string;
}

/** The open calendar dialog, if any (Escape or the close button closes it). */
export function CalendarDialogs({ dialog, onClose, settings, resources, today }: CalendarDialogsProps) {
  if (!dialog) return null;
  const common = { employees: resources.employees, timeFormat: settings.timeFormat, onClose };
  switch (dialog.kind) {
    case 'new':
      return <NewAppointmentDialog {...common} {...dialog} resources={resources.resources} today={today} />;
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
