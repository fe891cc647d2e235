import { PageInProgress } from '@/components/ui/page-in-progress';

/** /sales/memberships: being built (its menu entry and breadcrumbs are in place). */
export function MembershipSalesScreen() {
  return <PageInProgress title="shell.memberships_report" />;
}
