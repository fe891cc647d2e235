import { Switch } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';
import { useVenuePin } from '../api/pin-api';

/** The venue's switch: staff PINs on or off. */
export function VenuePinSwitch({ on }: { on: boolean }) {
  const { t } = useTranslation();
  const save = useVenuePin();
  return (
    <Switch
      size="md"
      checked={on}
      disabled={save.isPending}
      label={t('staff_access.venue_switch')}
      description={t('staff_access.venue_switch_hint')}
      onChange={(event) => save.mutate({ staff_pin: event.currentTarget.checked ? 1 : 0 })}
    />
  );
}
