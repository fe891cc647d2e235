import { Alert, Button, Center, Loader, Stack } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';
import { useSearchParams } from 'react-router';
import { useCalendarResources } from '../api/get-resources';
import { isIsoDate, nowInZone } from '../utils/clock';
import { CalendarWorkspace } from './calendar-workspace';
import type { CalendarSettings } from './calendar-settings';

/**
 * The calendar (spec §2.4). Waits for the columns (employees and resources) first, so the
 * initial view (calendar_default_view) can select the first of them.
 */
export function CalendarView({ settings }: { settings: CalendarSettings }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const wanted = params.get('date');
  const firstDate = isIsoDate(wanted) ? wanted : nowInZone(settings.timezone).date;
  const first = useCalendarResources(firstDate);

  if (first.isPending) {
    return (
      <Center h={320}>
        <Loader aria-label={t('calendar.loading')} />
      </Center>
    );
  }
  if (!first.data) {
    return (
      <Stack align="flex-start">
        <Alert color="red" variant="light">
          {t('calendar.load_failed')}
        </Alert>
        <Button variant="default" onClick={() => void first.refetch()}>
          {t('calendar.retry')}
        </Button>
      </Stack>
    );
  }
  return <CalendarWorkspace settings={settings} initialResources={first.data} />;
}
