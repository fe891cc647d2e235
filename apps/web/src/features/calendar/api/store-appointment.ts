import type { StoreBody } from '@chairside/shared/calendar';
import type { BookingResponse } from '@chairside/shared/calendar-responses';
import { api } from '@/lib/api-client';

/** POST appointments/store: a booking of one or more lines, a reserved slot or a reminder. 409 SLOT_TAKEN on a clash. */
export const storeAppointment = (body: StoreBody) =>
  api.post<BookingResponse>('appointments/store', body, { silent: true });
