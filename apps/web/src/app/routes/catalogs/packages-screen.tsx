import { PageInProgress } from '@/components/ui/page-in-progress';

export function PackagesScreen() {
  return <PageInProgress title="shell.catalog_packages" />;
}
