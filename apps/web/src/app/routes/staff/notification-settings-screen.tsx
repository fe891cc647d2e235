import { PageInProgress } from '@/components/ui/page-in-progress';

export function NotificationSettingsScreen() {
  return <PageInProgress title="shell.notification_settings" />;
}
