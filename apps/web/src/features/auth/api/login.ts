import { useMutation } from '@tanstack/react-query';
import type { LoginBody } from '@chairside/shared/auth';
import { api } from '@/lib/api-client';
import { expectRedirect } from './redirect';

export const loginKey = ['auth', 'login'] as const;

/** POST auth/login: the 302 answer signs in and navigates (calendar, venues or onboarding). */
export const postLogin = (body: LoginBody) => expectRedirect(api.post('auth/login', body, { silent: true }));

export const useLogin = () => useMutation({ mutationKey: loginKey, mutationFn: postLogin });
