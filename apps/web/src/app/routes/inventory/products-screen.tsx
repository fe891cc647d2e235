import { PageInProgress } from '@/components/ui/page-in-progress';

/** /inventory/products: being built (its menu entry and breadcrumbs are in place). */
export function ProductsScreen() {
  return <PageInProgress title="shell.inventory_products" />;
}
