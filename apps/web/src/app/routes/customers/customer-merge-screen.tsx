import { useState } from 'react';
import { Alert, Button, Grid, Group, Stack, Title } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import type { MergeCustomer, MergeResponse } from '@chairside/shared/customers-transfer';
import { EmptyState } from '@/components/ui/empty-state';
import { PageLoader } from '@/components/ui/page-loader';
import { notify } from '@/lib/notify';
import { useTranslation } from '@/lib/use-translation';
import { useDuplicates } from '@/features/customers/merge/api/get-duplicates';
import { useUndoMerge } from '@/features/customers/merge/api/merge-customers';
import { DuplicateGroupCard } from '@/features/customers/merge/components/duplicate-groups';
import { MergeCompare } from '@/features/customers/merge/components/merge-compare';
import { RecentMerges } from '@/features/customers/merge/components/recent-merges';

/** /customers/merge: duplicate candidates with their reasons, a side-by-side compare and merge, Undo right after and on recent merges. */
export function CustomerMergeScreen() {
  const { t } = useTranslation();
  const duplicates = useDuplicates();
  const undo = useUndoMerge();
  const [selected, setSelected] = useState<Record<string, number[]>>({});
  const [pair, setPair] = useState<[MergeCustomer, MergeCustomer] | null>(null);
  const [last, setLast] = useState<MergeResponse | null>(null);
  const groups = duplicates.data?.pages.flatMap((p) => p.data) ?? [];

  const merged = (answer: MergeResponse) => {
    setPair(null);
    setSelected({});
    setLast(answer);
  };
  const undoLast = async () => {
    if (!last) return;
    const answer = await undo.mutateAsync(last.merge.id).catch(() => null);
    notify(answer ? 'positive' : 'negative', answer ? answer.message : t('customers_transfer.load_failed'));
    if (answer) setLast(null);
  };

  return (
    <Stack>
      <Title order={1} size="h3">
        {t('shell.merge_customers')}
      </Title>
      {last ? (
        <Alert color="green" role="status" withCloseButton closeButtonLabel={t('customers_transfer.close')} onClose={() => setLast(null)} data-merge-notice>
          <Group justify="space-between" wrap="wrap">
            <span>{last.message}</span>
            <Button size="xs" variant="white" onClick={() => void undoLast()} loading={undo.isPending} data-undo-last>
              {t('customers_transfer.undo')}
            </Button>
          </Group>
        </Alert>
      ) : null}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          {pair ? (
            <MergeCompare key={pair.map((c) => c.id).join('-')} pair={pair} onMerged={merged} onCancel={() => setPair(null)} />
          ) : (
            <Stack gap="sm">
              <Title order={2} size="h4">
                {t('customers_transfer.candidates')}
              </Title>
              {duplicates.isLoading ? (
                <PageLoader />
              ) : duplicates.isError ? (
                <Alert color="red">{t('customers_transfer.load_failed')}</Alert>
              ) : groups.length === 0 ? (
                <EmptyState icon={<IconUsers size={32} aria-hidden />} title={t('customers_transfer.candidates_empty')} />
              ) : (
                groups.map((group, index) => {
                  const key = `${group.reason}-${group.customers.map((c) => c.id).join('-')}-${index}`;
                  return <DuplicateGroupCard key={key} group={group} selected={selected[key] ?? []} onSelect={(ids) => setSelected({ [key]: ids })} onCompare={setPair} />;
                })
              )}
              {duplicates.hasNextPage ? (
                <Button variant="default" onClick={() => void duplicates.fetchNextPage()} loading={duplicates.isFetchingNextPage} w="fit-content">
                  {t('customers_transfer.load_more')}
                </Button>
              ) : null}
            </Stack>
          )}
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <RecentMerges />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
