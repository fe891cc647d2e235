import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useCan } from '@/lib/can';
import { useTranslation } from '@/lib/use-translation';
import { notify } from '@/lib/notify';
import { useFormat } from '@/lib/format';
import { useMerges } from '../api/get-merges';
import { useUndoMerge } from '../api/merge-customers';

/** The merges of the last 30 days, each with Undo while it may be undone. */
export function RecentMerges() {
  const { t } = useTranslation();
  const merges = useMerges();
  const undo = useUndoMerge();
  const f = useFormat();
  const mayEdit = useCan('edit_customer');
  const rows = merges.data?.data ?? [];
  const undoOne = async (id: number) => {
    const answer = await undo.mutateAsync(id).catch(() => null);
    notify(answer ? 'positive' : 'negative', answer ? answer.message : t('customers_transfer.load_failed'));
  };
  return (
    <Stack gap="xs" data-recent-merges>
      <Title order={2} size="h4">
        {t('customers_transfer.recent')}
      </Title>
      {merges.isLoading ? null : rows.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('customers_transfer.recent_empty')}
        </Text>
      ) : (
        rows.map((m) => (
          <Paper key={m.id} withBorder p="xs" data-merge-id={m.id}>
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Stack gap={0}>
                <Text size="sm" fw={500}>
                  {t('customers_transfer.recent_item', { merged: m.merged.name, kept: m.kept.name })}
                </Text>
                <Text size="xs" c="dimmed">
                  {f.dateTime(m.created_at)} · {t('customers_transfer.moved', { n: m.moved['calendar.appointments'] ?? 0 })}
                  {m.moved['sales.sales'] ? ` · ${t('customers_transfer.moved_sales', { n: m.moved['sales.sales'] })}` : null}
                </Text>
              </Stack>
              {m.undone ? (
                <Badge variant="light" color="gray">
                  {t('customers_transfer.undone_badge')}
                </Badge>
              ) : m.can_undo && mayEdit ? (
                <Button size="xs" variant="light" onClick={() => void undoOne(m.id)} loading={undo.isPending && undo.variables === m.id}>
                  {t('customers_transfer.undo')}
                </Button>
              ) : null}
            </Group>
          </Paper>
        ))
      )}
    </Stack>
  );
}
