import type { UpdateBody } from '@chairside/shared/calendar';
import type { BookingResponse } from '@chairside/shared/calendar-responses';
import { api } from '@/lib/api-client';

/** POST appointments/update: edits a booking as a whole (lines with an id change, new ones are added). */
export const updateAppointment = (body: UpdateBody) =>
  api.post<BookingResponse>('appointments/update', body, { silent: true });
