import { PageInProgress } from '@/components/ui/page-in-progress';

export function PolicySettingsScreen() {
  return <PageInProgress title="shell.policy_settings" />;
}
