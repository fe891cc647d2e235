import { PageInProgress } from '@/components/ui/page-in-progress';

export function BusinessProfileScreen() {
  return <PageInProgress title="shell.business_profile" />;
}
