import { useInfiniteQuery } from '@tanstack/react-query';
import type { DuplicatesResponse } from '@chairside/shared/customers-transfer';
import { api } from '@/lib/api-client';
import { mergeKeys } from './merge-keys';

const PER_PAGE = 10;

/** GET customers/duplicates, page by page ("show more"). */
export const fetchDuplicates = (page: number, signal?: AbortSignal) => api.get<DuplicatesResponse>('customers/duplicates', { page, per_page: PER_PAGE }, { signal });

export const useDuplicates = () =>
  useInfiniteQuery({
    queryKey: mergeKeys.duplicates,
    queryFn: ({ pageParam, signal }) => fetchDuplicates(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.meta.has_more ? last.meta.page + 1 : undefined),
  });
