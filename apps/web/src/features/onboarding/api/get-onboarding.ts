import { useQuery } from '@tanstack/react-query';
import type { OnboardingState } from '@chairside/shared/onboarding';
import { api } from '@/lib/api-client';

export const onboardingKey = ['onboarding'] as const;

/** GET onboarding: the saved step and answers (a finished venue answers 302 go_calendar). */
export const fetchOnboarding = () => api.get<OnboardingState>('onboarding');

export function useOnboarding() {
  return useQuery({ queryKey: onboardingKey, queryFn: fetchOnboarding, retry: false, staleTime: Infinity });
}
