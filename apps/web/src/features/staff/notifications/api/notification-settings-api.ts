import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationSettingsList, NotificationUpdate, NotificationUpdateResponse } from '@chairside/shared/staff-notifications';
import { api } from '@/lib/api-client';

/** The staff notification settings calls (spec §7 "Notifications and push"). */
export const notificationSettingsKey = ['staff', 'notification-settings'] as const;

/** GET notification-settings/employee. */
export const fetchNotificationSettings = (signal?: AbortSignal) =>
  api.get<NotificationSettingsList>('notification-settings/employee', undefined, { signal });
export const useNotificationSettings = () =>
  useQuery({ queryKey: notificationSettingsKey, queryFn: ({ signal }) => fetchNotificationSettings(signal) });

/** PUT notification-settings/employee/update/{id} with any part of the matrix; shown at once, put back on failure. */
export function useUpdateNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, value }: { id: number; value: NotificationUpdate['value'] }) =>
      api.put<NotificationUpdateResponse>(`notification-settings/employee/update/${id}`, { value }, { silent: true }),
    onMutate: async ({ id, value }) => {
      await queryClient.cancelQueries({ queryKey: notificationSettingsKey });
      const previous = queryClient.getQueryData<NotificationSettingsList>(notificationSettingsKey);
      if (previous) {
        queryClient.setQueryData<NotificationSettingsList>(notificationSettingsKey, {
          ...previous,
          data: previous.data.map((entry) => {
            if (entry.id !== id) return entry;
            const next = structuredClone(entry.value);
            for (const [event, channels] of Object.entries(value)) Object.assign(next[event as keyof typeof next], channels);
            return { ...entry, value: next };
          }),
        });
      }
      return { previous };
    },
    onError: (_error, _vars, context) => {
      if (context?.previous) queryClient.setQueryData(notificationSettingsKey, context.previous);
    },
    onSuccess: (answer) => {
      queryClient.setQueryData<NotificationSettingsList>(notificationSettingsKey, (list) =>
        list ? { ...list, data: list.data.map((entry) => (entry.id === answer.data.id ? answer.data : entry)) } : list,
      );
    },
  });
}
