import { PageInProgress } from '@/components/ui/page-in-progress';

export function VenueWorkingHoursScreen() {
  return <PageInProgress title="shell.venue_working_hours" />;
}
