import type { UpdateDurationBody } from '@chairside/shared/calendar';
import type { ItemsResponse } from '@chairside/shared/calendar-responses';
import { api } from '@/lib/api-client';

/** POST appointments/update-duration/{id}: a new length, or a new initial/gap/finish split. */
export const updateDuration = (id: number, body: UpdateDurationBody) =>
  api.post<ItemsResponse>(`appointments/update-duration/${id}`, body, { silent: true });
