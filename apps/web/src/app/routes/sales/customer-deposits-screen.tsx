import { PageInProgress } from '@/components/ui/page-in-progress';

/** /sales/customer-deposits: being built (its menu entry and breadcrumbs are in place). */
export function CustomerDepositsScreen() {
  return <PageInProgress title="shell.customer_deposits" />;
}
