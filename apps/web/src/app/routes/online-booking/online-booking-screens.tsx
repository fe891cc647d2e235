import type { ReactNode } from 'react';
import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import type { OnlineBookingSettingsResponse } from '@chairside/shared/online-booking';
import { PageLoader } from '@/components/ui/page-loader';
import { useTranslation } from '@/lib/use-translation';
import { useOnlineSettings } from '@/features/online-booking/api/get-online-settings';
import { BookingRulesForm } from '@/features/online-booking/components/booking-rules-form';
import { BookingLinks } from '@/features/online-booking/components/booking-links';
import { useAppearance } from '@/features/online-booking/api/appearance';
import { AppearanceForm } from '@/features/online-booking/components/appearance-form';
import { EmbedCode } from '@/features/online-booking/components/embed-code';
import { PortfolioGallery } from '@/features/online-booking/components/portfolio-gallery';
import { MarketplaceForm } from '@/features/online-booking/components/marketplace-form';
import { useMarketplace } from '@/features/online-booking/api/marketplace';
import { LogoField } from '@/features/settings/components/logo-field';

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

/** /online-booking/appearance (spec §2.3 Appearance): the page's look, the venue's logo (the settings' own field), the page as a preview. */
export function BookingAppearanceScreen() {
  const { t } = useTranslation();
  const appearance = useAppearance();
  return (
    <Stack gap="lg" maw={880} pb={64}>
      <Title order={1} size="h2">{t('online_booking.screens.appearance')}</Title>
      {appearance.data ? (
        <>
          <Paper withBorder p="md"><LogoField logo={appearance.data.logo} venueName={appearance.data.title} /></Paper>
          <AppearanceForm saved={appearance.data} />
        </>
      ) : appearance.isError ? (
        <Alert color="red" variant="light" role="alert" title={t('online_booking.screens.load_failed')}>
          <Button variant="light" color="red" size="xs" mt="xs" onClick={() => void appearance.refetch()}>{t('reminders.retry')}</Button>
        </Alert>
      ) : (
        <PageLoader />
      )}
    </Stack>
  );
}

/** /online-booking/embed (spec §2.3 BookingSettingsEmbed): the widget's code with preview and copy. */
export function BookingEmbedScreen() {
  const { t } = useTranslation();
  const appearance = useAppearance();
  return (
    <OnlineBookingFrame title={t('online_booking.screens.embed')}>
      {(settings) =>
        settings.booking_url ? <EmbedCode bookingUrl={settings.booking_url} color={appearance.data?.color ?? '#0b6a74'} /> : <Text>{t('online_booking.screens.no_address')}</Text>
      }
    </OnlineBookingFrame>
  );
}

/** /online-booking/portfolio (spec §2.3 Portfolio): the pictures on the booking page, in order. */
export function BookingPortfolioScreen() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg" maw={880} pb={64}>
      <Title order={1} size="h2">{t('online_booking.portfolio.title')}</Title>
      <PortfolioGallery />
    </Stack>
  );
}

/** /online-booking/marketplace (spec §2.3 Marketplace): the listing terms, the listing and its categories, the listing page's link. */
export function MarketplaceScreen() {
  const { t } = useTranslation();
  const marketplace = useMarketplace();
  return (
    <Stack gap="lg" maw={880} pb={64}>
      <Title order={1} size="h2">{t('online_booking.marketplace.title')}</Title>
      <Text c="dimmed">{t('online_booking.marketplace.hint')}</Text>
      {marketplace.data ? (
        <MarketplaceForm saved={marketplace.data} />
      ) : marketplace.isError ? (
        <Alert color="red" variant="light" role="alert" title={t('online_booking.screens.load_failed')}>
          <Button variant="light" color="red" size="xs" mt="xs" onClick={() => void marketplace.refetch()}>{t('reminders.retry')}</Button>
        </Alert>
      ) : (
        <PageLoader />
      )}
    </Stack>
  );
}
