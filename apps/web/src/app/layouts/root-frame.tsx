import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate, useNavigation } from 'react-router';
import { Progress } from '@mantine/core';
import { installBackButton } from '@/lib/back-button';

/** Wraps every route: scroll to top on navigation, native back button, loading bar for lazy screens. */
export function RootFrame() {
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const navigate = useNavigate();

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  useEffect(() => {
    let remove = () => {};
    let cancelled = false;
    void installBackButton(
      () => window.location.pathname,
      () => void navigate(-1),
    ).then((off) => {
      if (cancelled) off();
      else remove = off;
    });
    return () => {
      cancelled = true;
      remove();
    };
  }, [navigate]);

  return (
    <>
      {navigation.state !== 'idle' && (
        <Progress
          value={100}
          animated
          size={3}
          radius={0}
          pos="fixed"
          top={0}
          left={0}
          right={0}
          style={{ zIndex: 2000 }}
          aria-hidden
        />
      )}
      <Outlet />
    </>
  );
}
