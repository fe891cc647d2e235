import { PageInProgress } from '@/components/ui/page-in-progress';

/** /customers/notifications: being built (its menu entry and breadcrumbs are in place). */
export function CustomerNotificationsScreen() {
  return <PageInProgress title="shell.customer_notifications" />;
}
