import { PageInProgress } from '@/components/ui/page-in-progress';

/** /inventory/stock: being built (its menu entry and breadcrumbs are in place). */
export function StockScreen() {
  return <PageInProgress title="shell.inventory_stock" />;
}
