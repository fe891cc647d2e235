import { ActionIcon, Group, Select } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { REMINDER_CHANNELS, REMINDER_OFFSETS, type ReminderChannel, type ReminderRule } from '@chairside/shared/reminders';
import { useTranslation } from '@/lib/use-translation';

const ALL = 'all';

/** One reminder rule: how long before, by which channel, for which service group; and its remove button. */
export function RuleRow({ rule, groups, error, onChange, onRemove }: {
  rule: ReminderRule;
  groups: { id: number; name: string }[];
  error?: string;
  onChange(rule: ReminderRule): void;
  onRemove(): void;
}) {
  const { t } = useTranslation();
  return (
    <Group align="flex-end" gap="sm" wrap="wrap" data-reminder-rule>
      <Select
        label={t('reminders.offset')}
        w={180}
        allowDeselect={false}
        data={REMINDER_OFFSETS.map((minutes) => ({ value: String(minutes), label: t(`reminders.offsets.${minutes}`) }))}
        value={String(rule.offset_minutes)}
        error={error}
        onChange={(value) => value && onChange({ ...rule, offset_minutes: Number(value) })}
      />
      <Select
        label={t('reminders.channel')}
        w={150}
        allowDeselect={false}
        data={REMINDER_CHANNELS.map((channel) => ({ value: channel, label: t(`reminders.channel_${channel}`) }))}
        value={rule.channel}
        onChange={(value) => value && onChange({ ...rule, channel: value as ReminderChannel })}
      />
      <Select
        label={t('reminders.services')}
        w={220}
        allowDeselect={false}
        data={[{ value: ALL, label: t('reminders.all_services') }, ...groups.map((group) => ({ value: String(group.id), label: group.name }))]}
        value={rule.service_group_id === null ? ALL : String(rule.service_group_id)}
        onChange={(value) => value && onChange({ ...rule, service_group_id: value === ALL ? null : Number(value) })}
      />
      <ActionIcon variant="subtle" color="red" size="lg" mb={2} aria-label={t('reminders.remove_rule')} onClick={onRemove}>
        <IconTrash size={18} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
