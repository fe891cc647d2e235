import { useMutation } from '@tanstack/react-query';
import type { SetPasswordBody } from '@chairside/shared/auth';
import { api } from '@/lib/api-client';
import { expectRedirect } from './redirect';

export const resetPasswordKey = ['auth', 'reset-password'] as const;

/** POST auth/reset-password: a new password with the e-mailed link; signs in (302). */
export const postResetPassword = (body: SetPasswordBody) =>
  expectRedirect(api.post('auth/reset-password', body, { silent: true }));

export const useResetPassword = () => useMutation({ mutationKey: resetPasswordKey, mutationFn: postResetPassword });
