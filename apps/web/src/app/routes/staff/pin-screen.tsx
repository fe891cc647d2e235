import { PageInProgress } from '@/components/ui/page-in-progress';

export function PinScreen() {
  return <PageInProgress title="shell.staff_pin" />;
}
