import type { TimeoffBody } from '@chairside/shared/calendar';
import { api } from '@/lib/api-client';

/** POST employees/events/timeoff/new: time-off over one or more days (whole days without times). */
export const storeTimeoff = (body: TimeoffBody) => api.post<Record<string, unknown>>('employees/events/timeoff/new', body, { silent: true });
