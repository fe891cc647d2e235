import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OnboardingSaveBody, OnboardingState } from '@chairside/shared/onboarding';
import { api, isApiError } from '@/lib/api-client';
import { onboardingKey } from './get-onboarding';

export const saveOnboardingKey = ['onboarding', 'save'] as const;

/**
 * POST onboarding/save: one step's answers. Returns the new state, or null after the last step,
 * whose 302 go_calendar the API client has already followed.
 */
export async function postSaveOnboarding(body: OnboardingSaveBody): Promise<OnboardingState | null> {
  try {
    return await api.post<OnboardingState>('onboarding/save', body, { silent: true });
  } catch (error) {
    if (isApiError(error) && error.status === 302) return null;
    throw error;
  }
}

export function useSaveOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: saveOnboardingKey,
    mutationFn: postSaveOnboarding,
    onSuccess: (state) => {
      if (state) queryClient.setQueryData(onboardingKey, state);
      else queryClient.removeQueries({ queryKey: onboardingKey });
    },
  });
}
