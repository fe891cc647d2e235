import { PageInProgress } from '@/components/ui/page-in-progress';

export function PermissionsScreen() {
  return <PageInProgress title="shell.permissions" />;
}
