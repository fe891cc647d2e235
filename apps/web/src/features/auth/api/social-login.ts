import { useMutation } from '@tanstack/react-query';
import type { SocialBody } from '@chairside/shared/auth';
import { api } from '@/lib/api-client';
import { expectRedirect } from './redirect';

export const socialLoginKey = ['auth', 'social'] as const;

/** POST auth/social: sign in with a Google ID token (302 like the e-mail sign-in). */
export const postSocialLogin = (body: SocialBody) => expectRedirect(api.post('auth/social', body, { silent: true }));

export const useSocialLogin = () => useMutation({ mutationKey: socialLoginKey, mutationFn: postSocialLogin });
