import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse, Preferences } from '@chairside/shared/profile';
import { api } from '@/lib/api-client';
import { PROFILE_KEY, type Profile } from '@/lib/auth';

export const updatePreferencesKey = ['profile', 'preferences'] as const;

/** POST employees/update-preferences: phone, e-mail and SMS agreements (1 or 0). */
export const postUpdatePreferences = (body: Preferences) =>
  api.post<MessageResponse>('employees/update-preferences', body, { silent: true });

/** Saves and keeps the cached profile in step; a failure puts the previous values back. */
export function useUpdatePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: updatePreferencesKey,
    mutationFn: postUpdatePreferences,
    onMutate: async (body) => {
      await queryClient.cancelQueries({ queryKey: PROFILE_KEY });
      const previous = queryClient.getQueryData<Profile>(PROFILE_KEY);
      if (previous) {
        queryClient.setQueryData<Profile>(PROFILE_KEY, {
          ...previous,
          phone_agr: body.phone_agreement,
          email_agr: body.email_agreement,
          sms_agr: body.sms_agreement,
        });
      }
      return { previous };
    },
    onError: (_error, _body, context) => {
      if (context?.previous) queryClient.setQueryData(PROFILE_KEY, context.previous);
    },
  });
}
