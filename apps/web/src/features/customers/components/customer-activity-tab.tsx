import { Group, Loader, Stack, Text, Timeline } from '@mantine/core';
import { EmptyState } from '@/components/ui/empty-state';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/use-translation';
import { useCustomerActivity } from '../api/get-customer-activity';

const show = (value: unknown) => (value === null || value === undefined || value === '' ? '—' : Array.isArray(value) ? value.join(', ') || '—' : String(value));

/** Every change to the customer, newest first, each field with its value before and after. */
export function CustomerActivityTab({ id }: { id: number }) {
  const { t } = useTranslation();
  const f = useFormat();
  const activity = useCustomerActivity(id);
  if (activity.isPending) return <Group justify="center" p="md"><Loader size="sm" /></Group>;
  if (!activity.data?.data.length) return <EmptyState title={t('customers.activity_empty')} titleOrder={3} />;
  return (
    <Timeline bulletSize={14} lineWidth={2} data-customer-activity>
      {activity.data.data.map((entry) => (
        <Timeline.Item key={entry.id} title={`${t(`customers.action_${entry.action}`)} · ${entry.by ?? t('customers.by_system')}`}>
          <Text size="xs" c="dimmed">{f.dateTime(entry.created_at)}</Text>
          <Stack gap={2} mt={4}>
            {Array.isArray(entry.changes.redacted) ? (
              <Text size="sm" c="dimmed">
                {t('customers.activity_redacted', { fields: (entry.changes.redacted as string[]).map((field) => t(`customers.column_${field}`)).join(', ') })}
              </Text>
            ) : entry.action === 'updated' &&
              Object.entries(entry.changes).map(([field, change]) => {
                const { before, after } = (change ?? {}) as { before?: unknown; after?: unknown };
                return (
                  <Text key={field} size="sm">
                    {t('customers.changed_field', { field: t(`customers.column_${field}`), before: show(before), after: show(after) })}
                  </Text>
                );
              })}
          </Stack>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
