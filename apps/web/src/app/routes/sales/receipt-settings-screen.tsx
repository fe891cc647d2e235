import { PageInProgress } from '@/components/ui/page-in-progress';

/** /sales/receipt: being built (its menu entry and breadcrumbs are in place). */
export function ReceiptSettingsScreen() {
  return <PageInProgress title="shell.receipt_settings" />;
}
