import { api } from '@/lib/api-client';
import type { DeletedResponse } from '@chairside/shared/calendar-responses';

/** POST block-time/delete {id}. */
export const deleteBlockTime = (id: number) => api.post<DeletedResponse>('block-time/delete', { id });
