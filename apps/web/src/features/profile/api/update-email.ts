import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { PROFILE_KEY } from '@/lib/auth';
import type { EmailUpdateResponse } from '@chairside/shared/profile';

export const updateEmailKey = ['profile', 'email', 'update'] as const;

/** POST employees/update/email/{id}: the new address with the code sent to it. */
export const postUpdateEmail = ({ id, email, code }: { id: number; email: string; code: string }) =>
  api.post<EmailUpdateResponse>(`employees/update/email/${id}`, { email, code }, { silent: true });

export function useUpdateEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: updateEmailKey,
    mutationFn: postUpdateEmail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROFILE_KEY }),
  });
}
