import { PageInProgress } from '@/components/ui/page-in-progress';

/** /customers/list: being built (its menu entry and breadcrumbs are in place). */
export function CustomerListScreen() {
  return <PageInProgress title="shell.customers_list" />;
}
