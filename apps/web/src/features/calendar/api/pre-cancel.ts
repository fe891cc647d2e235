import type { PreCancelBody } from '@chairside/shared/calendar';
import type { PreCancelResponse } from '@chairside/shared/calendar-responses';
import { api } from '@/lib/api-client';

/** POST appointments/pre-cancel {customer_id, appt_id, group_id}: what cancelling would cancel. */
export const preCancel = (body: PreCancelBody) =>
  api.post<PreCancelResponse>('appointments/pre-cancel', body);
