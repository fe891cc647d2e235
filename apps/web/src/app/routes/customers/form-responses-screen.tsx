import { PageInProgress } from '@/components/ui/page-in-progress';

/** /customers/form-responses: being built (its menu entry and breadcrumbs are in place). */
export function FormResponsesScreen() {
  return <PageInProgress title="shell.form_responses" />;
}
