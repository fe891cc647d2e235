import type { RecurringBody } from '@chairside/shared/calendar';
import type { RecurringResponse } from '@chairside/shared/calendar-responses';
import { api } from '@/lib/api-client';

/**
 * POST appointments/recurring: the same booking every N days, weeks or months, all or nothing.
 * Clashing dates answer 409 SLOT_TAKEN with `occurrences` until each is in `skip` or `force_dates`.
 */
export const storeRecurring = (body: RecurringBody) => api.post<RecurringResponse>('appointments/recurring', body, { silent: true });
