import { useState } from 'react';
import { Alert, Badge, Button, Group, Pagination, Select, SimpleGrid, Stack, Table, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconGift, IconPlus, IconSearch } from '@tabler/icons-react';
import { VOUCHER_STATUSES, type VoucherStatus } from '@chairside/shared/sales-vouchers';
import { EmptyState } from '@/components/ui/empty-state';
import { PageLoader } from '@/components/ui/page-loader';
import { useCan } from '@/lib/can';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/use-translation';
import { Figure } from '@/features/sales/components/figure';
import { useVouchers } from '@/features/sales/api/vouchers-api';
import { VOUCHER_STATUS_COLOR, VoucherDrawer } from '@/features/sales/components/voucher-drawer';
import { VoucherSellDialog } from '@/features/sales/components/voucher-sell-dialog';

const PER_PAGE = 25;

/** /payments/vouchers: gift vouchers by status and code or name, paged; one with its history, print and e-mail; selling one at the desk. */
export function VouchersScreen() {
  const { t } = useTranslation();
  const format = useFormat();
  const maySell = useCan('calendar');
  const [status, setStatus] = useState<VoucherStatus | null>(null);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<number | null>(null);
  const [selling, setSelling] = useState(false);
  const list = useVouchers({ status: status ?? undefined, search: debounced || undefined, page, per_page: PER_PAGE });
  const rows = list.data?.data ?? [];

  return (
    <Stack gap="md" maw={1100}>
      <Group justify="space-between">
        <Title order={1} size="h2">{t('shell.vouchers')}</Title>
        {maySell && <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setSelling(true)} data-sell-voucher>{t('sales.vouchers.sell')}</Button>}
      </Group>
      <Group gap="sm" align="end" wrap="wrap">
        <TextInput label={t('sales.vouchers.search')} leftSection={<IconSearch size={14} aria-hidden />} w={260} value={search}
          onChange={(event) => { setSearch(event.currentTarget.value); setPage(1); }} data-voucher-search />
        <Select label={t('sales.vouchers.status')} w={180} clearable value={status} placeholder={t('sales.vouchers.status_all')}
          data={VOUCHER_STATUSES.map((s) => ({ value: s, label: t(`sales.vouchers.status_${s}`) }))}
          onChange={(next) => { setStatus(next as VoucherStatus | null); setPage(1); }} data-voucher-status-filter />
      </Group>
      {list.data && (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Figure label={t('sales.vouchers.count')} value={list.data.totals.count} />
          <Figure label={t('sales.vouchers.outstanding')} value={format.price(list.data.totals.balance)} data-voucher-outstanding />
        </SimpleGrid>
      )}
      {list.isPending ? (
        <PageLoader />
      ) : list.isError ? (
        <Alert color="red" role="alert">{t('sales.load_failed')}</Alert>
      ) : rows.length === 0 ? (
        <EmptyState icon={<IconGift size={28} aria-hidden />} title={t('sales.vouchers.empty')} titleOrder={2} />
      ) : (
        <Table.ScrollContainer minWidth={620}>
          <Table striped highlightOnHover data-vouchers-list>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('sales.vouchers.code')}</Table.Th>
                <Table.Th>{t('sales.vouchers.status')}</Table.Th>
                <Table.Th visibleFrom="sm">{t('sales.vouchers.recipient')}</Table.Th>
                <Table.Th visibleFrom="sm">{t('sales.vouchers.expires_on')}</Table.Th>
                <Table.Th ta="right">{t('sales.vouchers.value')}</Table.Th>
                <Table.Th ta="right">{t('sales.vouchers.balance')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.id} onClick={() => setOpen(row.id)} style={{ cursor: 'pointer' }} data-voucher-row={row.code}>
                  <Table.Td><Button variant="subtle" size="compact-sm" ff="monospace" onClick={() => setOpen(row.id)}>{row.code}</Button></Table.Td>
                  <Table.Td><Badge variant="light" color={VOUCHER_STATUS_COLOR[row.status]}>{t(`sales.vouchers.status_${row.status}`)}</Badge></Table.Td>
                  <Table.Td visibleFrom="sm">{row.recipient_name || row.customer_name || '—'}</Table.Td>
                  <Table.Td visibleFrom="sm">{row.expires_on ? format.date(row.expires_on) : '—'}</Table.Td>
                  <Table.Td ta="right">{row.title || format.price(row.initial_amount)}</Table.Td>
                  <Table.Td ta="right">{format.price(row.balance)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {list.data && list.data.meta.last_page > 1 && (
        <Pagination total={list.data.meta.last_page} value={page} onChange={setPage} aria-label={t('sales.pages')} getControlProps={(control) => ({ 'aria-label': t(control === 'previous' || control === 'first' ? 'sales.previous_page' : 'sales.next_page') })} />
      )}
      {open !== null && <VoucherDrawer id={open} onClose={() => setOpen(null)} />}
      {selling && <VoucherSellDialog onClose={() => setSelling(false)} onSold={(voucher) => { setSelling(false); setOpen(voucher.id); }} />}
    </Stack>
  );
}
