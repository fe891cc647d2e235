import { useState } from 'react';
import { Navigate, Outlet } from 'react-router';
import { useIsSignedIn } from '@/lib/session';

/**
 * Guest guard (spec §2.1): a user who already has an auth_token is sent to Calendar. A sign-in
 * that happens on a guest screen (login, sign-up, setup password) is followed by the server's 302
 * navigation (onboarding, venues or calendar), which the guard must not override.
 */
export function GuestGuard() {
  const signedIn = useIsSignedIn();
  const [signedInOnArrival] = useState(signedIn);
  if (signedIn && signedInOnArrival) return <Navigate to="/calendar" replace />;
  return <Outlet />;
}
