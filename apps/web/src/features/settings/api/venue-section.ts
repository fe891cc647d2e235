import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SettingsSection } from '@chairside/shared/constants';
import type {
  BookingSection, CalendarSection, PolicySection, ProfileSection, VenueDataResponse, VenueUpdate,
} from '@chairside/shared/settings-sections';
import { api } from '@/lib/api-client';
import { SETTINGS_KEY } from '@/lib/auth';

/** The data of one section, typed by its name. */
interface SectionDataMap {
  profile: ProfileSection;
  calendar: CalendarSection;
  booking: BookingSection;
  policy: PolicySection;
}
export type SectionData<S extends SettingsSection> = SectionDataMap[S];
export type SectionUpdate<S extends SettingsSection> = Extract<VenueUpdate, { section: S }>;

export const venueSectionKey = (section: SettingsSection) => ['settings', 'venue', section] as const;

/** GET settings/venue/data?section=…: the fields of one settings section. */
export const fetchVenueSection = <S extends SettingsSection>(section: S, signal?: AbortSignal): Promise<SectionData<S>> =>
  api.get<VenueDataResponse>('settings/venue/data', { section }, { signal }).then((body) => body.data as unknown as SectionData<S>);

export function useVenueSection<S extends SettingsSection>(section: S) {
  return useQuery({ queryKey: venueSectionKey(section), queryFn: ({ signal }) => fetchVenueSection(section, signal) });
}

/**
 * POST settings/venue/update. On success the section's data is the answer, and the venue's
 * initial settings are fetched again: every formatter (prices, times, dates, week start) reads
 * them, so the whole app shows the new settings at once.
 */
export function useUpdateVenueSection<S extends SettingsSection>(section: S) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['settings', 'venue', section, 'update'],
    mutationFn: (fields: Omit<SectionUpdate<S>, 'section'>) =>
      api.post<VenueDataResponse & { message: string }>('settings/venue/update', { section, ...fields }, { silent: true }),
    onSuccess: async (answer) => {
      queryClient.setQueryData(venueSectionKey(section), answer.data);
      await queryClient.invalidateQueries({ queryKey: SETTINGS_KEY });
    },
  });
}
