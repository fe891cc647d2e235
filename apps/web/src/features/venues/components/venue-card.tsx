import { Avatar, Group, Loader, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconCheck, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from '@/lib/use-translation';
import type { VenueChoice } from '@chairside/shared/auth';

export interface VenueCardProps {
  venue: VenueChoice;
  current?: boolean;
  busy?: boolean;
  disabled?: boolean;
  onChoose: (id: number) => void;
}

const initial = (title: string) => title.trim().charAt(0).toUpperCase() || '?';

/** One venue to open: logo (or initial), title and address; the whole card is the button. */
export function VenueCard({ venue, current = false, busy = false, disabled = false, onChoose }: VenueCardProps) {
  const { t } = useTranslation();
  return (
    <UnstyledButton
      onClick={() => onChoose(venue.id)}
      disabled={disabled}
      aria-current={current ? 'true' : undefined}
      aria-busy={busy}
      className="app-focusable"
      style={{ borderRadius: 'var(--mantine-radius-md)', display: 'block', width: '100%' }}
    >
      <Paper withBorder radius="md" p="md" bg={current ? 'var(--mantine-primary-color-light)' : undefined}>
        <Group wrap="nowrap" gap="md">
          <Avatar src={venue.logo} alt="" radius="md" size={48} color="brand" variant="filled">
            <span aria-hidden>{initial(venue.title)}</span>
          </Avatar>
          <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
            <Text fw={600} truncate="end">
              {venue.title}
            </Text>
            <Text size="sm" c="dimmed" lineClamp={2}>
              {venue.address || t('auth_screens.venue_no_address')}
            </Text>
          </Stack>
          {busy ? (
            <Loader size="sm" aria-label={t('auth_screens.loading')} />
          ) : current ? (
            <IconCheck size={20} aria-label={t('auth_screens.venue_current')} />
          ) : (
            <IconChevronRight size={20} aria-hidden />
          )}
        </Group>
      </Paper>
    </UnstyledButton>
  );
}
