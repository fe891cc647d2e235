import { useMutation } from '@tanstack/react-query';
import type { SignupBody } from '@chairside/shared/auth';
import { api } from '@/lib/api-client';
import { expectRedirect } from './redirect';

export const signUpKey = ['auth', 'signup'] as const;

/** POST auth/signup: creates the owner and the venue; the 302 signs in and opens onboarding. */
export const postSignUp = (body: SignupBody) => expectRedirect(api.post('auth/signup', body, { silent: true }));

export const useSignUp = () => useMutation({ mutationKey: signUpKey, mutationFn: postSignUp });
