import { useTranslation } from '@/lib/use-translation';
import { useVenueSection } from '@/features/settings/api/venue-section';
import { ScheduleForm } from '@/features/settings/components/schedule-form';
import { SectionState, SettingsPage } from '@/features/settings/components/settings-layout';

/** /settings/schedule: the calendar's slot interval, display hours, week start, default view, time and date formats. */
export function ScheduleSettingsScreen() {
  const { t } = useTranslation();
  const section = useVenueSection('calendar');
  return (
    <SettingsPage title={t('shell.schedule_settings')} subtitle={t('settings_screens.schedule_subtitle')}>
      {section.data ? <ScheduleForm data={section.data} /> : <SectionState failed={section.isError} onRetry={() => void section.refetch()} />}
    </SettingsPage>
  );
}
