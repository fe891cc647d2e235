import { api } from '@/lib/api-client';

/** POST block-time/delete {id}. */
export const deleteBlockTime = (id: number) => api.post<Record<string, unknown>>('block-time/delete', { id });
