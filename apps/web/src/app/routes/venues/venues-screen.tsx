import { Button, Center, Loader, Stack } from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';
import { useTranslation } from '@/lib/use-translation';
import { EmptyState } from '@/components/ui/empty-state';
import { LogoutButton } from '@/components/ui/logout-button';
import { AuthFrame } from '@/features/auth/components/auth-frame';
import { useVenueChoices } from '@/features/venues/api/venue-choices';
import { VenueList } from '@/features/venues/components/venue-list';

/** /venues: a user who works at several venues chooses one (POST auth/select-venue). */
export function VenuesScreen() {
  const { t } = useTranslation();
  const { venues, currentId, isLoading, isError, retry } = useVenueChoices();
  const signOutButton = (
    <LogoutButton variant="subtle" color="gray">
      {t('auth_screens.logout')}
    </LogoutButton>
  );

  let body;
  if (isLoading) {
    body = (
      <Center mih={160} role="status">
        <Loader aria-label={t('auth_screens.loading')} />
      </Center>
    );
  } else if (isError) {
    body = (
      <EmptyState
        title="auth_screens.venues_error"
        icon={<IconBuildingStore size={32} aria-hidden />}
        action={<Button onClick={retry}>{t('auth_screens.retry')}</Button>}
      />
    );
  } else if (venues.length === 0) {
    body = <EmptyState title="auth_screens.venues_empty" description="auth_screens.venues_empty_text" icon={<IconBuildingStore size={32} aria-hidden />} />;
  } else {
    body = <VenueList venues={venues} currentId={currentId} />;
  }

  return (
    <AuthFrame title={t('auth_screens.venues_title')} subtitle={t('auth_screens.venues_subtitle')} width={720} footer={signOutButton}>
      <Stack gap="md">{body}</Stack>
    </AuthFrame>
  );
}
