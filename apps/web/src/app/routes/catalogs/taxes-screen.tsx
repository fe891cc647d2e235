import { PageInProgress } from '@/components/ui/page-in-progress';

export function TaxesScreen() {
  return <PageInProgress title="shell.catalog_taxes" />;
}
