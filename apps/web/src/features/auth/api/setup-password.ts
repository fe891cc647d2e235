import { useMutation } from '@tanstack/react-query';
import type { SetPasswordBody } from '@chairside/shared/auth';
import { api } from '@/lib/api-client';
import { expectRedirect } from './redirect';

export const setupPasswordKey = ['auth', 'setup-password'] as const;

/** POST auth/setup-password: an invited staff member chooses a password and is signed in (302). */
export const postSetupPassword = (body: SetPasswordBody) =>
  expectRedirect(api.post('auth/setup-password', body, { silent: true }));

export const useSetupPassword = () => useMutation({ mutationKey: setupPasswordKey, mutationFn: postSetupPassword });
