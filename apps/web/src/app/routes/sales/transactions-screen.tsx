import { PageInProgress } from '@/components/ui/page-in-progress';

/** /sales/transactions: being built (its menu entry and breadcrumbs are in place). */
export function TransactionsScreen() {
  return <PageInProgress title="shell.sales_transactions" />;
}
