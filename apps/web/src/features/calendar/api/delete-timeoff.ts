import { api } from '@/lib/api-client';

/** DELETE employees/events/timeoff/delete {group_hash}: removes every day of a time-off. */
export const deleteTimeoff = (groupHash: string) => api.delete<Record<string, unknown>>('employees/events/timeoff/delete', { group_hash: groupHash });
