import { api } from '@/lib/api-client';
import type { TimeoffDeletedResponse } from '@chairside/shared/calendar-data';

/** DELETE employees/events/timeoff/delete {group_hash}: removes every day of a time-off. */
export const deleteTimeoff = (groupHash: string) => api.delete<TimeoffDeletedResponse>('employees/events/timeoff/delete', { group_hash: groupHash });
