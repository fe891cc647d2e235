import { useState } from 'react';
import { Button, Menu, Text } from '@mantine/core';
import { IconBuildingStore, IconCheck, IconSelector } from '@tabler/icons-react';
import { useTranslation } from '@/lib/use-translation';
import { selectVenue, useInitialSettings } from '@/lib/auth';

/** Switches venue for users who work at several (POST auth/select-venue, then every query reloads). */
export function VenueSwitcher() {
  const { t } = useTranslation();
  const { data: settings } = useInitialSettings();
  const [busy, setBusy] = useState(false);
  const venues = settings?.is_multiple ?? [];
  if (!settings || venues.length < 2) return null;
  const choose = async (id: number) => {
    if (id === settings.id) return;
    setBusy(true);
    try {
      await selectVenue(id);
    } catch {
      // the API client already told the user
    } finally {
      setBusy(false);
    }
  };
  return (
    <Menu position="bottom-end" withinPortal shadow="md" withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <Button
          variant="default"
          loading={busy}
          leftSection={<IconBuildingStore size={18} aria-hidden />}
          rightSection={<IconSelector size={16} aria-hidden />}
          aria-label={t('shell.switch_venue_current', { venue: settings.title })}
          maw={240}
        >
          <Text span truncate="end" size="sm" fw={500}>
            {settings.title}
          </Text>
        </Button>
      </Menu.Target>
      <Menu.Dropdown aria-label={t('shell.switch_venue')}>
        {venues.map((venue) => (
          <Menu.Item
            key={venue.id}
            onClick={() => void choose(venue.id)}
            rightSection={venue.id === settings.id ? <IconCheck size={16} aria-hidden /> : null}
            aria-current={venue.id === settings.id ? 'true' : undefined}
          >
            <Text size="sm" fw={500}>
              {venue.title}
            </Text>
            {venue.address && (
              <Text size="xs" c="dimmed">
                {venue.address}
              </Text>
            )}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
