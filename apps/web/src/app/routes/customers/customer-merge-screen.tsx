import { PageInProgress } from '@/components/ui/page-in-progress';

/** /customers/merge: being built (its menu entry and breadcrumbs are in place). */
export function CustomerMergeScreen() {
  return <PageInProgress title="shell.merge_customers" />;
}
