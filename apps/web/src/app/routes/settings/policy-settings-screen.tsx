import { useTranslation } from '@/lib/use-translation';
import { useVenueSection } from '@/features/settings/api/venue-section';
import { PolicyForm } from '@/features/settings/components/policy-form';
import { SectionState, SettingsPage } from '@/features/settings/components/settings-layout';

/** /settings/policy: cancellation notice, no-show fee, deposits and booking terms. */
export function PolicySettingsScreen() {
  const { t } = useTranslation();
  const section = useVenueSection('policy');
  return (
    <SettingsPage title={t('shell.policy_settings')} subtitle={t('settings_screens.policy_subtitle')}>
      {section.data ? <PolicyForm data={section.data} /> : <SectionState failed={section.isError} onRetry={() => void section.refetch()} />}
    </SettingsPage>
  );
}
