import { api } from '@/lib/api-client';
import type { BlockTimeUpdateBody } from '@chairside/shared/calendar';
import type { BlockTimeResponse } from '@chairside/shared/calendar-responses';

/** POST block-time/update. */
export const updateBlockTime = (body: BlockTimeUpdateBody) => api.post<BlockTimeResponse>('block-time/update', body, { silent: true });
