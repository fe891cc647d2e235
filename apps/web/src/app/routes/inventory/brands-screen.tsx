import { PageInProgress } from '@/components/ui/page-in-progress';

/** /inventory/brands: being built (its menu entry and breadcrumbs are in place). */
export function BrandsScreen() {
  return <PageInProgress title="shell.inventory_brands" />;
}
