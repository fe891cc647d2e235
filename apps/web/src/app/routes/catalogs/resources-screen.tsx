import { PageInProgress } from '@/components/ui/page-in-progress';

export function ResourcesScreen() {
  return <PageInProgress title="shell.catalog_resources" />;
}
