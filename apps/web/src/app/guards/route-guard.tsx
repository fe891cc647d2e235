import { Navigate, Outlet } from 'react-router';
import { Button, Center, Stack, Text } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';
import { useInitialSettings, useProfile } from '@/lib/auth';
import { PageLoader } from '@/components/ui/page-loader';

/**
 * Route-guard middleware of /profile, /subscription and /online-booking (spec §2.1). The spec does
 * not show its checks; ours run in order: signed in (the auth guard above), a venue chosen, the
 * profile loaded.
 */
export function RouteGuard() {
  const { t } = useTranslation();
  const settings = useInitialSettings();
  const profile = useProfile();
  if (settings.isPending || profile.isPending) return <PageLoader />;
  if (!settings.data?.id) return <Navigate to="/venues" replace />;
  if (!profile.data) {
    return (
      <Center mih={240}>
        <Stack align="center">
          <Text>{t('shell.profile_unavailable')}</Text>
          <Button variant="light" onClick={() => void profile.refetch()}>
            {t('shell.retry')}
          </Button>
        </Stack>
      </Center>
    );
  }
  return <Outlet />;
}
