import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VenueLogoResponse } from '@chairside/shared/settings-sections';
import { api } from '@/lib/api-client';
import { SETTINGS_KEY } from '@/lib/auth';
import { venueSectionKey, type SectionData } from './venue-section';

export { LOGO_TYPES } from '../utils/logo-file';

function useLogoChange(call: (file?: File) => Promise<VenueLogoResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async (answer) => {
      queryClient.setQueryData<SectionData<'profile'>>(venueSectionKey('profile'), (old) => (old ? { ...old, logo: answer.logo } : old));
      await queryClient.invalidateQueries({ queryKey: SETTINGS_KEY });
    },
  });
}

/** POST settings/venue/logo: the picture itself as the body. */
export const useUploadLogo = () => useLogoChange((file) => api.post<VenueLogoResponse>('settings/venue/logo', file, { silent: true }));

/** POST settings/venue/logo/delete. */
export const useRemoveLogo = () => useLogoChange(() => api.post<VenueLogoResponse>('settings/venue/logo/delete', undefined, { silent: true }));
