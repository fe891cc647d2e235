import { PageInProgress } from '@/components/ui/page-in-progress';

export function ScheduleSettingsScreen() {
  return <PageInProgress title="shell.schedule_settings" />;
}
