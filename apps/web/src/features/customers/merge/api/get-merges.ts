import { useQuery } from '@tanstack/react-query';
import type { MergesResponse } from '@chairside/shared/customers-transfer';
import { api } from '@/lib/api-client';
import { mergeKeys } from './merge-keys';

/** GET customers/merges: the last 30 days' merges, newest first. */
export const fetchMerges = (signal?: AbortSignal) => api.get<MergesResponse>('customers/merges', undefined, { signal });

export const useMerges = () => useQuery({ queryKey: mergeKeys.merges, queryFn: ({ signal }) => fetchMerges(signal) });
