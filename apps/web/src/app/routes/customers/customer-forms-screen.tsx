import { PageInProgress } from '@/components/ui/page-in-progress';

/** /customers/forms: being built (its menu entry and breadcrumbs are in place). */
export function CustomerFormsScreen() {
  return <PageInProgress title="shell.forms" />;
}
