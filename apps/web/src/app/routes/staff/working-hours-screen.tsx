import { PageInProgress } from '@/components/ui/page-in-progress';

export function WorkingHoursScreen() {
  return <PageInProgress title="shell.working_hours" />;
}
