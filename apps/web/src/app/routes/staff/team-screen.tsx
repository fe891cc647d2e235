import { PageInProgress } from '@/components/ui/page-in-progress';

export function TeamScreen() {
  return <PageInProgress title="shell.staff_list" />;
}
