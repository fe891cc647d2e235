import type { SeriesUpdateBody } from '@chairside/shared/calendar';
import type { SeriesUpdateResponse } from '@chairside/shared/calendar-responses';
import { api } from '@/lib/api-client';

/**
 * POST appointments/update-series/{id}: the booking of item {id} edited as a whole, and the same change
 * made to its series' later bookings (`following`) or every booking of the series still to come (`all`).
 */
export const updateSeries = (id: number, body: SeriesUpdateBody) =>
  api.post<SeriesUpdateResponse>(`appointments/update-series/${id}`, body, { silent: true });
