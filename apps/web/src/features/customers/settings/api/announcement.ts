import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AnnouncementResponse, AnnouncementUpdateBody } from '@chairside/shared/customers-settings';
import { api } from '@/lib/api-client';

/** GET customers/announcement and POST customers/announcement/update. */
export const announcementKey = ['customers', 'announcement'] as const;

export function useAnnouncement() {
  return useQuery({ queryKey: announcementKey, queryFn: ({ signal }) => api.get<AnnouncementResponse>('customers/announcement', undefined, { signal }) });
}

export function useSaveAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AnnouncementUpdateBody) => api.post<AnnouncementResponse>('customers/announcement/update', body, { silent: true }),
    onSuccess: (answer) => queryClient.setQueryData(announcementKey, answer),
  });
}
