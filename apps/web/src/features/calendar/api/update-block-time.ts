import { api } from '@/lib/api-client';
import type { BlockTimeInput } from './store-block-time';

/** POST block-time/update. */
export const updateBlockTime = (body: BlockTimeInput & { id: number }) => api.post<Record<string, unknown>>('block-time/update', body, { silent: true });
