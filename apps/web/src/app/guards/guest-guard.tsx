import { Navigate, Outlet } from 'react-router';
import { useIsSignedIn } from '@/lib/session';

/** Guest guard (spec §2.1): a user who already has an auth_token is sent to Calendar. */
export function GuestGuard() {
  const signedIn = useIsSignedIn();
  if (signedIn) return <Navigate to="/calendar" replace />;
  return <Outlet />;
}
