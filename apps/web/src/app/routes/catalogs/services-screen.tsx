import { PageInProgress } from '@/components/ui/page-in-progress';

export function ServicesScreen() {
  return <PageInProgress title="shell.catalog_services" />;
}
