import { Navigate, Outlet, useLocation } from 'react-router';
import { useIsSignedIn } from '@/lib/session';

/** Signed-in guard (spec §2.1): without a stored auth_token the user goes to Login. */
export function AuthGuard() {
  const signedIn = useIsSignedIn();
  const location = useLocation();
  if (!signedIn) return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  return <Outlet />;
}
