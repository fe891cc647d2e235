import { useQuery } from '@tanstack/react-query';
import type { VenueChoice } from '@chairside/shared/auth';
import { api } from '@/lib/api-client';
import { SETTINGS_KEY, useStoredVenues, type InitialSettings } from '@/lib/auth';

/**
 * The venues a user can open: the list the sign-in's 302 select_venue stored, or, once a venue is
 * chosen, GET settings/initial's is_multiple (same cache entry as the shell's initial settings).
 */
export const fetchSettingsQuietly = () => api.get<InitialSettings>('settings/initial', undefined, { silent: true });

export function useVenueChoices(): { venues: VenueChoice[]; currentId: number | null; isLoading: boolean; isError: boolean; retry: () => void } {
  const stored = useStoredVenues();
  const settings = useQuery({
    queryKey: SETTINGS_KEY,
    queryFn: fetchSettingsQuietly,
    enabled: stored.length === 0,
    retry: false,
    staleTime: 5 * 60_000,
  });
  if (stored.length > 0) return { venues: stored, currentId: null, isLoading: false, isError: false, retry: () => undefined };
  return {
    venues: settings.data?.is_multiple ?? [],
    currentId: settings.data?.id ?? null,
    isLoading: settings.isPending,
    isError: settings.isError,
    retry: () => void settings.refetch(),
  };
}
