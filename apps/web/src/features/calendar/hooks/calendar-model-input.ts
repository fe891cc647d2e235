import type { AppointmentsResponse } from '@chairside/shared/calendar-responses';
import type { ResourcesResponse, WorkingHoursResponse } from '@chairside/shared/calendar-data';
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
