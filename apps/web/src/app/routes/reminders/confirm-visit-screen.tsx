import { useParams } from 'react-router';
import { ConfirmVisitPage } from '@/features/reminders/components/confirm-visit-page';

/** /confirm-visit/{token}: a reminder's confirm link (no sign-in). */
export function ConfirmVisitScreen() {
  const { token = '' } = useParams();
  return <ConfirmVisitPage token={token} />;
}
