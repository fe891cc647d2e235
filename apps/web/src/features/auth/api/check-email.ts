import { useMutation } from '@tanstack/react-query';
import type { CheckEmailResponse } from '@chairside/shared/auth';
import { api } from '@/lib/api-client';

export const checkEmailKey = ['auth', 'signup', 'check-email'] as const;

/** POST auth/signup/check-email: whether the address is still free. */
export const postCheckEmail = (email: string) =>
  api.post<CheckEmailResponse>('auth/signup/check-email', { email }, { silent: true });

export const useCheckEmail = () => useMutation({ mutationKey: checkEmailKey, mutationFn: postCheckEmail });
