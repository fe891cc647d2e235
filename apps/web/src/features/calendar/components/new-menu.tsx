import { ActionIcon, Button, Menu } from '@mantine/core';
import { IconBell, IconCalendarOff, IconCalendarPlus, IconLock, IconPlus } from '@tabler/icons-react';
import { useTranslation } from '@/lib/use-translation';

export type NewKind = 'appointment' | 'blocked' | 'reminder' | 'timeoff';

/** "New": an appointment, blocked time, a reminder or time-off (a round button on a phone). */
export function NewMenu({ compact, onNew }: { compact: boolean; onNew(kind: NewKind): void }) {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        {compact ? (
          <ActionIcon size="lg" radius="xl" aria-label={t('calendar.new')} data-new-menu>
            <IconPlus size={18} aria-hidden />
          </ActionIcon>
        ) : (
          <Button leftSection={<IconPlus size={16} aria-hidden />} size="sm" data-new-menu>
            {t('calendar.new')}
          </Button>
        )}
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconCalendarPlus size={16} aria-hidden />} onClick={() => onNew('appointment')}>
          {t('calendar.new_appointment')}
        </Menu.Item>
        <Menu.Item leftSection={<IconLock size={16} aria-hidden />} onClick={() => onNew('blocked')}>
          {t('calendar.new_blocked_time')}
        </Menu.Item>
        <Menu.Item leftSection={<IconBell size={16} aria-hidden />} onClick={() => onNew('reminder')}>
          {t('calendar.new_reminder')}
        </Menu.Item>
        <Menu.Item leftSection={<IconCalendarOff size={16} aria-hidden />} onClick={() => onNew('timeoff')}>
          {t('calendar.new_timeoff')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
