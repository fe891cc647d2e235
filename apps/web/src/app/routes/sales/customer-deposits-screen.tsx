import { useState } from 'react';
import { Alert, Anchor, Badge, Button, Group, Pagination, Select, SimpleGrid, Stack, Table, Text, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPigMoney, IconPlus, IconSearch } from '@tabler/icons-react';
import { Link } from 'react-router';
import { DEPOSIT_STATUSES, type Deposit, type DepositStatus } from '@chairside/shared/sales-deposits';
import { EmptyState } from '@/components/ui/empty-state';
import { PageLoader } from '@/components/ui/page-loader';
import { useCan } from '@/lib/can';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/use-translation';
import { Figure } from '@/features/sales/components/figure';
import { useDeposits } from '@/features/sales/api/deposits-api';
import { DepositForfeitDialog } from '@/features/sales/components/deposit-forfeit-dialog';
import { DepositTakeDialog } from '@/features/sales/components/deposit-take-dialog';

const PER_PAGE = 25;
const STATUS_COLOR: Record<DepositStatus, string> = { held: 'green.9', applied: 'gray.9', forfeited: 'orange.9', cancelled: 'red.9' };

/** /sales/customer-deposits: deposits by status and customer name, paged, with what they still hold; take one at the desk; forfeit a held one. */
export function CustomerDepositsScreen() {
  const { t } = useTranslation();
  const format = useFormat();
  const mayTake = useCan('calendar');
  const mayForfeit = useCan('sales.invoices.void');
  const mayPolicy = useCan('customers.manage');
  const [status, setStatus] = useState<DepositStatus | null>(null);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const [page, setPage] = useState(1);
  const [taking, setTaking] = useState(false);
  const [forfeiting, setForfeiting] = useState<Deposit | null>(null);
  const list = useDeposits({ status: status ?? undefined, search: debounced || undefined, page, per_page: PER_PAGE });
  const rows = list.data?.data ?? [];

  return (
    <Stack gap="md" maw={1100}>
      <Group justify="space-between">
        <Title order={1} size="h2">{t('shell.customer_deposits')}</Title>
        {mayTake && <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setTaking(true)} data-take-deposit>{t('sales.deposits.take')}</Button>}
      </Group>
      <Text size="sm" c="dimmed">
        {t('sales.deposits.about')}{' '}
        {mayPolicy && <Anchor component={Link} to="/customers/policy" size="sm" underline="always" data-no-show-policy>{t('sales.deposits.policy_link')}</Anchor>}
      </Text>
      <Group gap="sm" align="end" wrap="wrap">
        <TextInput label={t('sales.deposits.search')} leftSection={<IconSearch size={14} aria-hidden />} w={260} value={search}
          onChange={(event) => { setSearch(event.currentTarget.value); setPage(1); }} />
        <Select label={t('sales.deposits.status')} w={180} clearable value={status} placeholder={t('sales.deposits.status_all')}
          data={DEPOSIT_STATUSES.map((s) => ({ value: s, label: t(`sales.deposits.status_${s}`) }))}
          onChange={(next) => { setStatus(next as DepositStatus | null); setPage(1); }} />
      </Group>
      {list.data && (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Figure label={t('sales.deposits.count')} value={list.data.totals.count} />
          <Figure label={t('sales.deposits.held')} value={format.price(list.data.totals.held)} data-deposits-held />
        </SimpleGrid>
      )}
      {list.isPending ? (
        <PageLoader />
      ) : list.isError ? (
        <Alert color="red" role="alert">{t('sales.load_failed')}</Alert>
      ) : rows.length === 0 ? (
        <EmptyState icon={<IconPigMoney size={28} aria-hidden />} title={t('sales.deposits.empty')} titleOrder={2} />
      ) : (
        <Table.ScrollContainer minWidth={620}>
          <Table striped data-deposits-list>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('sales.date')}</Table.Th>
                <Table.Th>{t('sales.customer')}</Table.Th>
                <Table.Th>{t('sales.deposits.status')}</Table.Th>
                <Table.Th visibleFrom="sm">{t('sales.deposits.note')}</Table.Th>
                <Table.Th ta="right">{t('sales.amount')}</Table.Th>
                <Table.Th ta="right">{t('sales.deposits.held')}</Table.Th>
                {mayForfeit && <Table.Th><VisuallyHidden>{t('sales.deposits.forfeit')}</VisuallyHidden></Table.Th>}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.id} data-deposit-row={row.id}>
                  <Table.Td>{format.dateTime(row.created_at)}</Table.Td>
                  <Table.Td>{row.customer_name || '—'}</Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={STATUS_COLOR[row.status]}>{t(`sales.deposits.status_${row.status}`)}</Badge>
                    {row.forfeit_reason && <Text size="xs" c="dimmed">{row.forfeit_reason}</Text>}
                  </Table.Td>
                  <Table.Td visibleFrom="sm">{row.note || '—'}</Table.Td>
                  <Table.Td ta="right">{format.price(row.amount)}</Table.Td>
                  <Table.Td ta="right">{format.price(row.balance)}</Table.Td>
                  {mayForfeit && (
                    <Table.Td>
                      {row.status === 'held' && <Button size="compact-xs" variant="default" onClick={() => setForfeiting(row)} data-forfeit-deposit>{t('sales.deposits.forfeit')}</Button>}
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {list.data && list.data.meta.last_page > 1 && (
        <Pagination total={list.data.meta.last_page} value={page} onChange={setPage} aria-label={t('sales.pages')} getControlProps={(control) => ({ 'aria-label': t(control === 'previous' || control === 'first' ? 'sales.previous_page' : 'sales.next_page') })} />
      )}
      {taking && <DepositTakeDialog onClose={() => setTaking(false)} />}
      {forfeiting && <DepositForfeitDialog deposit={forfeiting} onClose={() => setForfeiting(null)} />}
    </Stack>
  );
}
