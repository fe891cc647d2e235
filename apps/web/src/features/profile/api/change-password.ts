import { useMutation } from '@tanstack/react-query';
import type { MessageResponse, PasswordChange } from '@chairside/shared/profile';
import { api } from '@/lib/api-client';

export const changePasswordKey = ['profile', 'password'] as const;

/** POST employees/update/password/{id}: current, new and repeated password. */
export const postChangePassword = ({ id, ...body }: PasswordChange & { id: number }) =>
  api.post<MessageResponse>(`employees/update/password/${id}`, body, { silent: true });

export const useChangePassword = () => useMutation({ mutationKey: changePasswordKey, mutationFn: postChangePassword });
