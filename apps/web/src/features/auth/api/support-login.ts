import { useMutation } from '@tanstack/react-query';
import type { SupportLoginBody } from '@chairside/shared/auth';
import { api } from '@/lib/api-client';
import { expectRedirect } from './redirect';

export const supportLoginKey = ['auth', 'support', 'login'] as const;

/** POST auth/support/login: support staff open a venue as its owner (302). */
export const postSupportLogin = (body: SupportLoginBody) =>
  expectRedirect(api.post('auth/support/login', body, { silent: true }));

export const useSupportLogin = () => useMutation({ mutationKey: supportLoginKey, mutationFn: postSupportLogin });
