import type { CancelBody } from '@chairside/shared/calendar';
import { api } from '@/lib/api-client';
import type { CancelResponse } from '@chairside/shared/calendar-responses';

/** POST appointments/cancel/{id} {reason, note, scope}: 'no_show' is the reason reports count. */
export const cancelAppointment = (id: number, body: CancelBody) => api.post<CancelResponse>(`appointments/cancel/${id}`, body, { silent: true });
