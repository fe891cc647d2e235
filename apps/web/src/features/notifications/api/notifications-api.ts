import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { NOTIFICATIONS_POLL_MS } from '@chairside/shared/constants';
import type { NotificationResponse, NotificationsReadAllResponse, NotificationsResponse } from '@chairside/shared/notifications';
import { api } from '@/lib/api-client';

/** The bell: GET notifications polled every 60 s (spec §9), GET notifications/{id} marks one read, then the list is read again (spec §4). */
export const notificationKeys = { list: ['notifications'] as const };

export const useNotifications = () =>
  useQuery({
    queryKey: notificationKeys.list,
    queryFn: ({ signal }) => api.get<NotificationsResponse>('notifications', undefined, { signal }),
    refetchInterval: NOTIFICATIONS_POLL_MS,
  });

export function useOpenNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.get<NotificationResponse>(`notifications/${id}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.list }),
  });
}

export function useReadAllNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<NotificationsReadAllResponse>('notifications/read-all'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.list }),
  });
}
