import { PageInProgress } from '@/components/ui/page-in-progress';

/** /sales/invoices: being built (its menu entry and breadcrumbs are in place). */
export function InvoicesScreen() {
  return <PageInProgress title="shell.invoices" />;
}
