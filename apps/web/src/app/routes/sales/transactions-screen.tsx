import { useState } from 'react';
import { Alert, Badge, Button, Group, Pagination, SimpleGrid, Stack, Table, Title } from '@mantine/core';
import { IconCashRegister, IconPlus } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { DateField } from '@/components/ui/date-field';
import { EmptyState } from '@/components/ui/empty-state';
import { PageLoader } from '@/components/ui/page-loader';
import { zonedToday } from '@chairside/shared/rules/calendar-time';
import { useSession } from '@/lib/auth';
import { useCan } from '@/lib/can';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/use-translation';
import { Figure } from '@/features/sales/components/figure';
import { methodLabel } from '@/features/sales/utils/method-label';
import { useSales } from '@/features/sales/api/sales-api';
import { CheckoutDialog } from '@/features/sales/components/checkout-dialog';
import { CustomerPicker } from '@/features/calendar/components/booking/customer-picker';
import { SaleDrawer } from '@/features/sales/components/sale-drawer';

const PER_PAGE = 25;
const toDate = (value: string | Date | null) => (value ? dayjs(value).format('YYYY-MM-DD') : undefined);

/** /sales/transactions: the documents by date range, paged; a document's detail with void and refund; a new walk-in sale. */
export function TransactionsScreen() {
  const { t } = useTranslation();
  const format = useFormat();
  const mayCheckout = useCan('calendar');
  // The venue's today (its time zone, not the browser's): sales are filed under the venue's business date.
  const { settings } = useSession();
  const today = settings?.timezone ? zonedToday(new Date(), settings.timezone) : dayjs().format('YYYY-MM-DD');
  const [from, setFrom] = useState<string | undefined>(dayjs(today).subtract(6, 'day').format('YYYY-MM-DD'));
  const [to, setTo] = useState<string | undefined>(today);
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<number | null>(null);
  const [selling, setSelling] = useState(false);
  const list = useSales({ from, to, page, per_page: PER_PAGE });
  const rows = list.data?.data ?? [];
  const method = (m: string) => methodLabel(t, m);

  return (
    <Stack gap="md" maw={1100}>
      <Group justify="space-between">
        <Title order={1} size="h2">{t('shell.sales_transactions')}</Title>
        {mayCheckout && <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setSelling(true)} data-new-sale>{t('sales.new_sale')}</Button>}
      </Group>
      <Group gap="sm" align="end">
        <DateField label={t('sales.from')} value={from ?? null} onChange={(value) => { setFrom(toDate(value)); setPage(1); }} clearable clearButtonProps={{ 'aria-label': t('sales.clear_date') }} w={170} />
        <DateField label={t('sales.to')} value={to ?? null} onChange={(value) => { setTo(toDate(value)); setPage(1); }} clearable clearButtonProps={{ 'aria-label': t('sales.clear_date') }} w={170} />
      </Group>
      {list.data && (
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Figure label={t('sales.documents')} value={list.data.totals.count} />
          <Figure label={t('sales.takings')} value={format.price(list.data.totals.total)} data-takings />
          <Figure label={t('sales.tips')} value={format.price(list.data.totals.tips)} />
        </SimpleGrid>
      )}
      {list.isPending ? (
        <PageLoader />
      ) : list.isError ? (
        <Alert color="red" role="alert">{t('sales.load_failed')}</Alert>
      ) : rows.length === 0 ? (
        <EmptyState icon={<IconCashRegister size={28} aria-hidden />} title={t('sales.empty')} titleOrder={2} />
      ) : (
        <Table.ScrollContainer minWidth={620}>
          <Table striped highlightOnHover data-sales-list>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('sales.number')}</Table.Th>
                <Table.Th>{t('sales.date')}</Table.Th>
                <Table.Th>{t('sales.customer')}</Table.Th>
                <Table.Th visibleFrom="sm">{t('sales.methods_column')}</Table.Th>
                <Table.Th ta="right">{t('sales.total')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.id} onClick={() => setOpen(row.id)} style={{ cursor: 'pointer' }} data-sale-row={row.number}>
                  <Table.Td>
                    <Button variant="subtle" size="compact-sm" onClick={() => setOpen(row.id)}>{row.number}</Button>
                    {row.kind !== 'sale' && <Badge ml={6} variant="light" color={row.kind === 'void' ? 'red.9' : 'orange.9'}>{t(`sales.kind_${row.kind}`)}</Badge>}
                    {row.voided && <Badge ml={6} color="red.9" variant="filled">{t('sales.voided_badge')}</Badge>}
                  </Table.Td>
                  <Table.Td>{format.dateTime(row.created_at)}</Table.Td>
                  <Table.Td>{row.customer_name || '—'}</Table.Td>
                  <Table.Td visibleFrom="sm">{row.methods.map(method).join(', ')}</Table.Td>
                  <Table.Td ta="right">{format.price(row.paid_total)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {list.data && list.data.meta.last_page > 1 && (
        <Pagination total={list.data.meta.last_page} value={page} onChange={setPage} aria-label={t('sales.pages')} getControlProps={(control) => ({ 'aria-label': t(control === 'previous' || control === 'first' ? 'sales.previous_page' : 'sales.next_page') })} />
      )}
      {open !== null && <SaleDrawer id={open} onClose={() => setOpen(null)} onOpen={setOpen} />}
      {selling && <CheckoutDialog onClose={() => setSelling(false)} customerField={CustomerPicker} />}
    </Stack>
  );
}
