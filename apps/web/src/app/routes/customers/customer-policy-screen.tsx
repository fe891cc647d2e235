import { PageInProgress } from '@/components/ui/page-in-progress';

/** /customers/policy: being built (its menu entry and breadcrumbs are in place). */
export function CustomerPolicyScreen() {
  return <PageInProgress title="shell.customer_policy" />;
}
