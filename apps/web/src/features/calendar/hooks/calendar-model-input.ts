import type { AppointmentsResponse } from '../api/get-appointments';
import type { ResourcesResponse } from '../api/get-resources';
import type { WorkingHoursResponse } from '../api/get-working-hours';
import type { DisplayHours } from '../utils/time-grid';
import type { ViewState } from '../utils/view-state';

/** What useCalendarModel builds the grid from (its own module: column-details.ts reads part of it too). */
export interface ModelInput {
  state: ViewState;
  weekDates: string[];
  today: string;
  resources: ResourcesResponse;
  appointments: AppointmentsResponse | undefined;
  hours: WorkingHoursResponse | undefined;
  displayHours: DisplayHours | null | undefined;
  slotInterval: number;
  timeFormat: number;
  locale: string;
}
