import { Alert, Button, Group, ScrollArea, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconBellOff } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import type { StaffNotification } from '@chairside/shared/notifications';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/use-translation';
import { useNotifications, useOpenNotification, useReadAllNotifications } from '../api/notifications-api';
import { PushToggle } from './push-toggle';

/** The bell's dropdown: newest first, unread in bold; opening one marks it read and goes where it leads. */
export function NotificationList({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const navigate = useNavigate();
  const list = useNotifications();
  const open = useOpenNotification();
  const readAll = useReadAllNotifications();
  const items = list.data?.data ?? [];

  const choose = (item: StaffNotification) => {
    open.mutate(item.id);
    if (item.link) {
      onClose();
      void navigate(item.link);
    }
  };

  return (
    <Stack gap={0} data-notification-list>
      <Group justify="space-between" px="md" py="xs" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
        <Text fw={600}>{t('notifications.title')}</Text>
        <Button variant="subtle" size="compact-xs" disabled={!list.data?.unread || readAll.isPending} onClick={() => readAll.mutate()} data-read-all>
          {t('notifications.mark_all')}
        </Button>
      </Group>
      {list.isError && <Alert color="red" m="sm">{t('notifications.load_failed')}</Alert>}
      {!list.isError && items.length === 0 && (
        <Stack align="center" gap={6} p="lg" data-notifications-empty>
          <IconBellOff size={24} aria-hidden color="var(--mantine-color-dimmed)" />
          <Text size="sm" c="dimmed" ta="center">{t('notifications.empty')}</Text>
        </Stack>
      )}
      {items.length > 0 && (
        <ScrollArea.Autosize mah={420}>
          <Stack gap={0} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {items.map((item) => (
              <li key={item.id}>
                <UnstyledButton
                  w="100%"
                  px="md"
                  py="xs"
                  className="app-focusable"
                  onClick={() => choose(item)}
                  data-notification={item.id}
                  data-read={item.read}
                  style={{ background: item.read ? undefined : 'var(--mantine-color-brand-light)' }}
                >
                  <Text size="sm" fw={item.read ? 400 : 600}>{item.title}</Text>
                  <Text size="xs" c="dimmed">{item.body}</Text>
                  <Text size="xs" c="dimmed">{format.dateTime(item.created_at)}</Text>
                </UnstyledButton>
              </li>
            ))}
          </Stack>
        </ScrollArea.Autosize>
      )}
      <div style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
        <PushToggle />
      </div>
    </Stack>
  );
}
