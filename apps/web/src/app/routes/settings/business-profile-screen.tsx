import { useTranslation } from '@/lib/use-translation';
import { useVenueSection } from '@/features/settings/api/venue-section';
import { BusinessProfileForm } from '@/features/settings/components/business-profile-form';
import { SectionState, SettingsPage } from '@/features/settings/components/settings-layout';

/** /settings/business-profile: name, logo, address and time zone, contact, currency and price format, tax. */
export function BusinessProfileScreen() {
  const { t } = useTranslation();
  const section = useVenueSection('profile');
  return (
    <SettingsPage title={t('shell.business_profile')} subtitle={t('settings_screens.profile_subtitle')}>
      {section.data ? <BusinessProfileForm data={section.data} /> : <SectionState failed={section.isError} onRetry={() => void section.refetch()} />}
    </SettingsPage>
  );
}
