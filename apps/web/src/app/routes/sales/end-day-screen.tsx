import { PageInProgress } from '@/components/ui/page-in-progress';

/** /sales/end-day: being built (its menu entry and breadcrumbs are in place). */
export function EndDayScreen() {
  return <PageInProgress title="shell.end_of_day" />;
}
