import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MessageResponse } from '@chairside/shared/profile';

export const sendEmailCodeKey = ['profile', 'email', 'verify'] as const;

/** POST employees/verify/email/{id}: sends a 6-digit code to the new address. */
export const postSendEmailCode = ({ id, email }: { id: number; email: string }) =>
  api.post<MessageResponse>(`employees/verify/email/${id}`, { email }, { silent: true });

export const useSendEmailCode = () => useMutation({ mutationKey: sendEmailCodeKey, mutationFn: postSendEmailCode });
