import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OnlineAppearance, OnlineAppearanceResponse } from '@chairside/shared/online-booking';
import { api } from '@/lib/api-client';

/** GET online-booking/appearance and its changes (save, cover upload and removal), each answering the whole appearance. */
export const appearanceKey = ['online-booking', 'appearance'] as const;

export function useAppearance() {
  return useQuery({ queryKey: appearanceKey, queryFn: ({ signal }) => api.get<OnlineAppearanceResponse>('online-booking/appearance', undefined, { signal }) });
}

function useAppearanceChange<T>(call: (input: T) => Promise<OnlineAppearanceResponse>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: (answer) => queryClient.setQueryData(appearanceKey, answer) });
}

export const useSaveAppearance = () => useAppearanceChange((body: OnlineAppearance) => api.post<OnlineAppearanceResponse>('online-booking/appearance', body, { silent: true }));
/** POST online-booking/appearance/cover: the picture itself as the body. */
export const useUploadCover = () => useAppearanceChange((file: File) => api.post<OnlineAppearanceResponse>('online-booking/appearance/cover', file, { silent: true }));
export const useRemoveCover = () => useAppearanceChange((_: void) => api.post<OnlineAppearanceResponse>('online-booking/appearance/cover/delete', undefined, { silent: true }));
