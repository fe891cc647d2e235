import type { RescheduleBody } from '@chairside/shared/calendar';
import type { ItemsResponse } from '@chairside/shared/calendar-responses';
import { api } from '@/lib/api-client';

/** POST appointments/reschedule/{id}: moves an item to another time, day, employee or resource. */
export const rescheduleAppointment = (id: number, body: RescheduleBody) =>
  api.post<ItemsResponse>(`appointments/reschedule/${id}`, body, { silent: true });
