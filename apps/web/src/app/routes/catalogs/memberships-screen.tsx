import { PageInProgress } from '@/components/ui/page-in-progress';

export function MembershipsScreen() {
  return <PageInProgress title="shell.catalog_memberships" />;
}
