import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReminderHistoryQuery, ReminderHistoryResponse } from '@chairside/shared/reminders';
import { api } from '@/lib/api-client';

/** GET reminders/history: one page of the reminders handed on or skipped, newest first. */
export const reminderHistoryKey = (query: ReminderHistoryQuery) => ['reminders', 'history', query] as const;

export function useReminderHistory(query: ReminderHistoryQuery) {
  return useQuery({
    queryKey: reminderHistoryKey(query),
    queryFn: ({ signal }) => api.get<ReminderHistoryResponse>('reminders/history', { ...query }, { signal }),
    placeholderData: keepPreviousData,
  });
}
