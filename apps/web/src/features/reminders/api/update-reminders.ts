import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RemindersResponse, RemindersUpdateBody } from '@chairside/shared/reminders';
import { api } from '@/lib/api-client';
import { remindersKey } from './get-reminders';

/** POST reminders/update: the settings and the whole list of rules. */
export function useUpdateReminders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RemindersUpdateBody) => api.post<RemindersResponse & { message: string }>('reminders/update', body, { silent: true }),
    onSuccess: (answer) => queryClient.setQueryData(remindersKey, answer),
  });
}
