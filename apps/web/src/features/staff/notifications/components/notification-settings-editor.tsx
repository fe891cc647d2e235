import { useState } from 'react';
import { Group, Paper, Select, Stack, Text } from '@mantine/core';
import type { NotificationChannel, NotificationEvent, NotificationSettingsList } from '@chairside/shared/staff-notifications';
import { fullName } from '@chairside/shared/rules/name';
import { useTranslation } from '@/lib/use-translation';
import { EmptyState } from '@/components/ui/empty-state';
import { SaveStatus, type SaveState } from '../../permissions/components/save-status';
import { useUpdateNotificationSettings } from '../api/notification-settings-api';
import { NotificationMatrix } from './notification-matrix';

interface Change {
  id: number;
  event: NotificationEvent;
  channel: NotificationChannel;
  on: 0 | 1;
  detail: string;
}

/** Chooses an employee and edits their matrix; every change is saved at once and can be undone. */
export function NotificationSettingsEditor({ list, initialId }: { list: NotificationSettingsList; initialId: number | null }) {
  const { t } = useTranslation();
  const update = useUpdateNotificationSettings();
  const [chosenId, setChosenId] = useState<number | null>(initialId ?? list.data[0]?.id ?? null);
  const [state, setState] = useState<SaveState>('idle');
  const [last, setLast] = useState<Change | null>(null);
  const chosen = list.data.find((entry) => entry.id === chosenId) ?? list.data[0];
  if (!chosen) return <EmptyState title={t('staff_access.no_staff')} description={t('staff_access.no_staff_hint')} />;
  const name = fullName(chosen.first_name, chosen.last_name);

  const save = (change: Change, undoing = false) => {
    setState('saving');
    update.mutate(
      { id: change.id, value: { [change.event]: { [change.channel]: change.on } } },
      {
        onSuccess: () => {
          setState(undoing ? 'undone' : 'saved');
          setLast(undoing ? null : change);
        },
        onError: () => setState('failed'),
      },
    );
  };
  const toggle = (event: NotificationEvent, channel: NotificationChannel, on: 0 | 1) => {
    const detail = t('staff_access.saved_change', {
      event: t(`staff_access.events.${event}`),
      channel: t(`staff_access.channels.${channel}`),
      state: t(on ? 'staff_access.state_on' : 'staff_access.state_off'),
    });
    save({ id: chosen.id, event, channel, on, detail });
  };

  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
        <Group align="flex-end" gap="sm">
          <Select
            label={t('staff_access.employee')}
            data={list.data.map((entry) => ({ value: String(entry.id), label: fullName(entry.first_name, entry.last_name) }))}
            value={String(chosen.id)}
            onChange={(value) => value && setChosenId(Number(value))}
            allowDeselect={false}
            searchable
            w={300}
            maw="100%"
          />
          <Text size="sm" mb={8} fw={500} data-testid="customized">
            {chosen.customized ? t('staff_access.own_choices') : t('staff_access.role_defaults')}
          </Text>
        </Group>
      </Paper>
      <SaveStatus state={state} detail={last?.detail} onUndo={last ? () => save({ ...last, on: last.on ? 0 : 1 }, true) : undefined} />
      <NotificationMatrix name={name} value={chosen.value} onToggle={toggle} />
    </Stack>
  );
}
