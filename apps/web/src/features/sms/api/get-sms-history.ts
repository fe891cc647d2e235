import { useInfiniteQuery } from '@tanstack/react-query';
import { SMS_HISTORY_PAGE_SIZE, type SmsHistoryResponse } from '@chairside/shared/sms';
import { api } from '@/lib/api-client';

/** GET sms/history (spec §7, §9: per_page 10 from page 1): one page of the venue's SMS, newest first. */
export const fetchSmsHistory = (page: number, signal?: AbortSignal) =>
  api.get<SmsHistoryResponse>('sms/history', { page, per_page: SMS_HISTORY_PAGE_SIZE }, { signal });

export const smsHistoryKey = ['sms', 'history'] as const;

/** The pages loaded so far; loading the next one appends it (spec §4: status 'rebuild' appends the next page). */
export const useSmsHistory = () =>
  useInfiniteQuery({
    queryKey: smsHistoryKey,
    queryFn: ({ pageParam, signal }) => fetchSmsHistory(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.current_page < last.last_page ? last.current_page + 1 : undefined),
  });
