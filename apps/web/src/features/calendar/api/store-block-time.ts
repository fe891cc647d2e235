import type { BlockTimeStoreBody } from '@chairside/shared/calendar';
import type { BlockTimeResponse } from '@chairside/shared/calendar-responses';
import { api } from '@/lib/api-client';

/** POST block-time/store: blocked time on an employee's calendar. */
export const storeBlockTime = (body: BlockTimeStoreBody) => api.post<BlockTimeResponse>('block-time/store', body, { silent: true });
