import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FormBody, FormResponse } from '@chairside/shared/customer-forms';
import { api } from '@/lib/api-client';
import { formKeys } from './form-keys';

/** POST forms/store or forms/update/{id}. */
export function useSaveForm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: FormBody }) => api.post<FormResponse>(id === null ? 'forms/store' : `forms/update/${id}`, body, { silent: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: formKeys.all }),
  });
}

/** POST forms/archive/{id} or forms/restore/{id}. */
export function useArchiveForm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, restore }: { id: number; restore: boolean }) => api.post<FormResponse>(`forms/${restore ? 'restore' : 'archive'}/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: formKeys.all }),
  });
}
