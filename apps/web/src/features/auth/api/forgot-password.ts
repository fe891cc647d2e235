import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordBody, OkResponse } from '@chairside/shared/auth';
import { api } from '@/lib/api-client';

export const forgotPasswordKey = ['auth', 'forgot-password'] as const;

/** POST auth/forgot-password: e-mails a reset link when the address has an account. */
export const postForgotPassword = (body: ForgotPasswordBody) =>
  api.post<OkResponse>('auth/forgot-password', body, { silent: true });

export const useForgotPassword = () => useMutation({ mutationKey: forgotPasswordKey, mutationFn: postForgotPassword });
