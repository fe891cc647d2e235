import { PageInProgress } from '@/components/ui/page-in-progress';
import { ImportCustomersButton } from '@/features/customers/import/components/import-customers-button';

/** /customers/list: being built (its menu entry and breadcrumbs are in place). */
export function CustomerListScreen() {
  return <><ImportCustomersButton /><PageInProgress title="shell.customers_list" /></>;
}
