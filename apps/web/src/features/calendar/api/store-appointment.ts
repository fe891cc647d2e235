import type { StoreBody } from '@chairside/shared/calendar';
import type { CalendarItem } from '@chairside/shared/calendar-responses';
import { api } from '@/lib/api-client';

/** POST appointments/store: a booking of one or more lines, a reserved slot or a reminder. 409 SLOT_TAKEN on a clash. */
export const storeAppointment = (body: StoreBody) =>
  api.post<{ group_id: number; appointments: CalendarItem[] }>('appointments/store', body, { silent: true });
