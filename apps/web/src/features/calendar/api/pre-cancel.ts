import type { CalendarItem } from '@chairside/shared/calendar-responses';
import { api } from '@/lib/api-client';

/** POST appointments/pre-cancel {customer_id, appt_id, group_id}: what cancelling would cancel. */
export interface PreCancelResponse {
  appointment: CalendarItem;
  /** the booking's open lines */
  group: CalendarItem[];
  /** bookings of the series from this one on */
  series_count: number;
  series_ids: number[];
  reasons: string[];
}

export const preCancel = (body: { appt_id: number; group_id?: number | null; customer_id?: number | null }) =>
  api.post<PreCancelResponse>('appointments/pre-cancel', body);
