import { PageInProgress } from '@/components/ui/page-in-progress';

/** /inventory/orders: being built (its menu entry and breadcrumbs are in place). */
export function OrdersScreen() {
  return <PageInProgress title="shell.inventory_orders" />;
}
