import { useQuery } from '@tanstack/react-query';
import type { RemindersResponse } from '@chairside/shared/reminders';
import { api } from '@/lib/api-client';

/** GET reminders: the rules, quiet hours and whether customers are asked to confirm. */
export const remindersKey = ['reminders'] as const;

export const fetchReminders = (signal?: AbortSignal) => api.get<RemindersResponse>('reminders', undefined, { signal });

export function useReminders() {
  return useQuery({ queryKey: remindersKey, queryFn: ({ signal }) => fetchReminders(signal) });
}
