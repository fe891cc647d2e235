import type { UpdateBody } from '@chairside/shared/calendar';
import type { CalendarItem } from '@chairside/shared/calendar-responses';
import { api } from '@/lib/api-client';

/** POST appointments/update: edits a booking as a whole (lines with an id change, new ones are added). */
export const updateAppointment = (body: UpdateBody) =>
  api.post<{ group_id: number; appointments: CalendarItem[] }>('appointments/update', body, { silent: true });
