import type { TimeoffBody } from '@chairside/shared/calendar';
import { api } from '@/lib/api-client';
import type { TimeoffSavedResponse } from '@chairside/shared/calendar-data';

/** POST employees/events/timeoff/new: time-off over one or more days (whole days without times). */
export const storeTimeoff = (body: TimeoffBody) => api.post<TimeoffSavedResponse>('employees/events/timeoff/new', body, { silent: true });
