import { PageInProgress } from '@/components/ui/page-in-progress';

/** /customers/announcement: being built (its menu entry and breadcrumbs are in place). */
export function AnnouncementScreen() {
  return <PageInProgress title="shell.special_announcement" />;
}
