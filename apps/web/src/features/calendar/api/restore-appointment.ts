import type { RestoreBody } from '@chairside/shared/calendar';
import type { ItemsResponse } from '@chairside/shared/calendar-responses';
import { api } from '@/lib/api-client';

/** POST appointments/restore/{id}: undoes a cancel, each line back to its earlier status, all or nothing. */
export const restoreAppointment = (id: number, body: RestoreBody) => api.post<ItemsResponse>(`appointments/restore/${id}`, body, { silent: true });
