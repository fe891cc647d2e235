import { PageInProgress } from '@/components/ui/page-in-progress';

/** /inventory/suppliers: being built (its menu entry and breadcrumbs are in place). */
export function SuppliersScreen() {
  return <PageInProgress title="shell.inventory_suppliers" />;
}
