import type { AppointmentStatus } from '@chairside/shared/constants';
import type { ItemsResponse } from '@chairside/shared/calendar-responses';
import { api } from '@/lib/api-client';

/** POST appointments/update-status/{id}. */
export const updateStatus = (id: number, status: AppointmentStatus, force = false) =>
  api.post<ItemsResponse>(`appointments/update-status/${id}`, { status, force }, { silent: true });
