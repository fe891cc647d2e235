import { Alert, Stack, Text, Title } from '@mantine/core';
import { PageLoader } from '@/components/ui/page-loader';
import { useInitialSettings } from '@/lib/auth';
import { useTranslation } from '@/lib/use-translation';
import { useVenueHours } from '@/features/staff/hours/api/get-venue-hours';
import { ClosedDaysCard } from '@/features/staff/hours/components/closed-days-card';
import { OpeningHoursForm } from '@/features/staff/hours/components/opening-hours-form';

/** /staff/venue-working-hours: opening hours per weekday and the closed days (public holidays, date ranges). */
export function VenueWorkingHoursScreen() {
  const { t } = useTranslation();
  const { data: settings } = useInitialSettings();
  const hours = useVenueHours();
  return (
    <Stack gap="lg" maw={860}>
      <div>
        <Title order={1} size="h2">
          {t('staff_hours.venue_title')}
        </Title>
        <Text c="dimmed" mt={4}>
          {t('staff_hours.venue_subtitle')}
        </Text>
      </div>
      {hours.isError && !hours.data ? (
        <Alert color="red" role="alert">
          {t('staff_hours.load_failed')}
        </Alert>
      ) : !hours.data ? (
        <PageLoader />
      ) : (
        <>
          {/* Keyed by the saved week so a save from elsewhere (another desk) shows. */}
          <OpeningHoursForm key={JSON.stringify(hours.data.days)} days={hours.data.days} timeFormat={settings?.time_format} />
          <ClosedDaysCard closedDays={hours.data.closed_days} />
        </>
      )}
    </Stack>
  );
}
