import type { ReactNode } from 'react';
import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import type { OnlineBookingSettingsResponse } from '@chairside/shared/online-booking';
import { PageLoader } from '@/components/ui/page-loader';
import { useTranslation } from '@/lib/use-translation';
import { useOnlineSettings } from '@/features/online-booking/api/get-online-settings';
import { BookingRulesForm } from '@/features/online-booking/components/booking-rules-form';
import { BookingLinks } from '@/features/online-booking/components/booking-links';

/** The frame of an /online-booking screen: its title, then the settings once loaded (or the failure, with a retry). */
function OnlineBookingFrame({ title, children }: { title: string; children: (settings: OnlineBookingSettingsResponse) => ReactNode }) {
  const { t } = useTranslation();
  const settings = useOnlineSettings();
  return (
    <Stack gap="lg" maw={880} pb={64}>
      <Title order={1} size="h2">{title}</Title>
      {settings.data ? (
        children(settings.data)
      ) : settings.isError ? (
        <Alert color="red" variant="light" role="alert" title={t('online_booking.screens.load_failed')}>
          <Button variant="light" color="red" size="xs" mt="xs" onClick={() => void settings.refetch()}>{t('reminders.retry')}</Button>
        </Alert>
      ) : (
        <PageLoader />
      )}
    </Stack>
  );
}

/** /online-booking/booking (spec §2.3 BookingSettings). */
export function BookingSettingsScreen() {
  const { t } = useTranslation();
  return <OnlineBookingFrame title={t('online_booking.screens.booking')}>{(settings) => <BookingRulesForm saved={settings} />}</OnlineBookingFrame>;
}

/** /online-booking/links (spec §2.3 Links). */
export function BookingLinksScreen() {
  const { t } = useTranslation();
  return (
    <OnlineBookingFrame title={t('online_booking.screens.links')}>
      {(settings) =>
        settings.booking_url ? (
          <BookingLinks settings={{ ...settings, booking_url: settings.booking_url }} />
        ) : (
          <Text>{t('online_booking.screens.no_address')}</Text>
        )
      }
    </OnlineBookingFrame>
  );
}
