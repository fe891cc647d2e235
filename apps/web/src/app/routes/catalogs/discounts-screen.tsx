import { PageInProgress } from '@/components/ui/page-in-progress';

export function DiscountsScreen() {
  return <PageInProgress title="shell.catalog_discounts" />;
}
