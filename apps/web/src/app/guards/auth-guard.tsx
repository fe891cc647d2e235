import { useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useIsSignedIn } from '@/lib/session';
import { ensureAllPhrases, phrasesScope } from '@/lib/i18n';
import { useObservable } from '@/lib/observable';
import { PageLoader } from '@/components/ui/page-loader';

/**
 * Signed-in guard (spec §2.1): without a stored auth_token the user goes to Login. Someone who
 * signed in on this page holds only the start phrases (lib/i18n): the signed-in screens show once
 * the rest have arrived (a failure shows the route error page, with its Reload).
 */
export function AuthGuard() {
  const signedIn = useIsSignedIn();
  const location = useLocation();
  const scope = useObservable(phrasesScope);
  const [failure, setFailure] = useState<unknown>(null);
  const needsPhrases = signedIn && scope === 'start';
  useEffect(() => {
    if (needsPhrases) ensureAllPhrases().catch(setFailure);
  }, [needsPhrases]);
  if (failure) throw failure;
  if (!signedIn) return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  if (needsPhrases) return <PageLoader fullScreen />;
  return <Outlet />;
}
