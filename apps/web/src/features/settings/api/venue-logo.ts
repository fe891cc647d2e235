import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VenueLogoResponse } from '@chairside/shared/settings-sections';
import { api } from '@/lib/api-client';
import { SETTINGS_KEY } from '@/lib/auth';
import { venueSectionKey, type SectionData } from './venue-section';

/** The logo's upload limits, as the server checks them (lib/images.ts). */
export const LOGO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const LOGO_MAX_BYTES = 15 * 1024 * 1024;

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
