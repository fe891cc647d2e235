import { lazy, Suspense, useState } from 'react';
import { ActionIcon, Indicator, Loader, Popover } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useTranslation } from '@/lib/use-translation';
import { useNotifications } from '../api/notifications-api';
import { usePushMessages } from '../api/web-push';
import classes from './notification-bell.module.css';

const NotificationList = lazy(() => import('./notification-list').then((m) => ({ default: m.NotificationList })));

/**
 * The bell in the top bar: the unread count, and the list in a dropdown (its code loads when first
 * opened). A push message from the service worker refetches the list and rings it (spec §4).
 */
export function NotificationBell() {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const list = useNotifications();
  const unread = list.data?.unread ?? 0;
  const { ringing } = usePushMessages();
  return (
    <Indicator label={unread > 99 ? '99+' : unread} size={16} disabled={unread === 0} offset={4} color="red" data-unread={unread}>
      <Popover opened={opened} onChange={setOpened} position="bottom-end" width={340} shadow="md" withinPortal trapFocus>
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            onClick={() => setOpened((o) => !o)}
            aria-label={t('notifications.open', { count: unread })}
            data-notification-bell
            data-rings={ringing}
          >
            {/* A new key restarts the swing for each push. */}
            <IconBell key={ringing} size={20} aria-hidden className={ringing ? classes.ringing : undefined} />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown p={0} role="dialog" aria-label={t('notifications.title')}>
          <Suspense fallback={<Loader size="sm" m="md" />}>
            {opened && <NotificationList onClose={() => setOpened(false)} />}
          </Suspense>
        </Popover.Dropdown>
      </Popover>
    </Indicator>
  );
}
