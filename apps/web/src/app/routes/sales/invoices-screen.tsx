import { useState } from 'react';
import { Alert, Badge, Button, Group, Menu, Pagination, Select, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconFileExport, IconFileInvoice, IconPlus, IconSearch } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useSearchParams } from 'react-router';
import type { InvoiceStatus } from '@chairside/shared/sales-invoices';
import { DateField } from '@/components/ui/date-field';
import { EmptyState } from '@/components/ui/empty-state';
import { PageLoader } from '@/components/ui/page-loader';
import { useFormat } from '@/lib/format';
import { notify } from '@/lib/notify';
import { useTranslation } from '@/lib/use-translation';
import { Figure } from '@/features/sales/components/figure';
import { downloadInvoices, useInvoices, type InvoicesFilter } from '@/features/sales/api/invoices-api';
import { InvoiceCreateDialog } from '@/features/sales/components/invoice-create-dialog';
import { InvoiceDrawer } from '@/features/sales/components/invoice-drawer';

const toDate = (value: string | Date | null) => (value ? dayjs(value).format('YYYY-MM-DD') : undefined);

/** /sales/invoices: invoices by issue date, status, number or company (and ?customer_id=), paged; export; create; one's detail. */
export function InvoicesScreen() {
  const { t } = useTranslation();
  const format = useFormat();
  const [params, setParams] = useSearchParams();
  const customerId = Number(params.get('customer_id')) || undefined;
  const [from, setFrom] = useState<string | undefined>();
  const [to, setTo] = useState<string | undefined>();
  const [status, setStatus] = useState<InvoiceStatus | undefined>();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<number | null>(null);
  const [creating, setCreating] = useState(false);
  const [exporting, setExporting] = useState(false);
  const filter: InvoicesFilter = { from, to, status, search: debounced || undefined, customer_id: customerId };
  const list = useInvoices({ ...filter, page });
  const rows = list.data?.data ?? [];
  const filtered = Boolean(from || to || status || debounced || customerId);
  const reset = <T,>(set: (value: T) => void) => (value: T) => { set(value); setPage(1); };

  const exportAs = async (kind: 'csv' | 'xlsx') => {
    setExporting(true);
    try {
      await downloadInvoices(filter, kind);
    } catch {
      notify('negative', t('invoices.export_failed'));
    } finally {
      setExporting(false);
    }
  };

  return (
    <Stack gap="md" maw={1100}>
      <Group justify="space-between">
        <Title order={1} size="h2">{t('shell.invoices')}</Title>
        <Group gap="xs">
          <Menu position="bottom-end">
            <Menu.Target>
              <Button variant="default" leftSection={<IconFileExport size={16} aria-hidden />} loading={exporting} data-export-invoices>{t('invoices.export')}</Button>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item onClick={() => void exportAs('xlsx')} data-export="xlsx">{t('invoices.export_xlsx')}</Menu.Item>
              <Menu.Item onClick={() => void exportAs('csv')} data-export="csv">{t('invoices.export_csv')}</Menu.Item>
            </Menu.Dropdown>
          </Menu>
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)} data-new-invoice>{t('invoices.create')}</Button>
        </Group>
      </Group>
      <Group gap="sm" align="end" wrap="wrap">
        <TextInput label={t('invoices.search')} placeholder={t('invoices.search_placeholder')} leftSection={<IconSearch size={16} aria-hidden />} value={search} onChange={(event) => { setSearch(event.currentTarget.value); setPage(1); }} w={{ base: '100%', sm: 240 }} data-invoice-search />
        <DateField label={t('invoices.from')} value={from ?? null} onChange={(value) => reset(setFrom)(toDate(value))} clearable clearButtonProps={{ 'aria-label': t('invoices.clear_date') }} w={{ base: '47%', sm: 160 }} />
        <DateField label={t('invoices.to')} value={to ?? null} onChange={(value) => reset(setTo)(toDate(value))} clearable clearButtonProps={{ 'aria-label': t('invoices.clear_date') }} w={{ base: '47%', sm: 160 }} />
        <Select
          label={t('invoices.status')}
          value={status ?? null}
          onChange={(value) => reset(setStatus)((value as InvoiceStatus | null) ?? undefined)}
          data={[{ value: 'issued', label: t('invoices.status_issued') }, { value: 'cancelled', label: t('invoices.status_cancelled') }]}
          placeholder={t('invoices.any_status')}
          clearable
          w={{ base: '100%', sm: 170 }}
          data-invoice-status-filter
        />
        {customerId && (
          <Button variant="light" size="xs" onClick={() => { params.delete('customer_id'); setParams(params); setPage(1); }} data-clear-customer>{t('invoices.clear_customer')}</Button>
        )}
      </Group>
      {list.data && (
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Figure label={t('invoices.count')} value={list.data.totals.count} />
          <Figure label={t('invoices.invoiced_total')} value={format.price(list.data.totals.total)} data-invoiced-total />
          <Figure label={t('invoices.cancelled_count')} value={list.data.totals.cancelled} />
        </SimpleGrid>
      )}
      {list.isPending ? (
        <PageLoader />
      ) : list.isError ? (
        <Alert color="red" role="alert">{t('invoices.load_failed')}</Alert>
      ) : rows.length === 0 ? (
        <EmptyState icon={<IconFileInvoice size={28} aria-hidden />} title={t(filtered ? 'invoices.empty_filtered' : 'invoices.empty')} titleOrder={2} />
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table striped highlightOnHover data-invoices-list>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('invoices.number')}</Table.Th>
                <Table.Th>{t('invoices.issue_date')}</Table.Th>
                <Table.Th>{t('invoices.company_name')}</Table.Th>
                <Table.Th visibleFrom="sm">{t('invoices.tax_number')}</Table.Th>
                <Table.Th ta="right">{t('invoices.total')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.id} onClick={() => setOpen(row.id)} style={{ cursor: 'pointer' }} data-invoice-row={row.number}>
                  <Table.Td>
                    <Button variant="subtle" size="compact-sm" onClick={() => setOpen(row.id)}>{row.number}</Button>
                    {row.status === 'cancelled' && <Badge ml={6} color="red.9" variant="filled">{t('invoices.status_cancelled')}</Badge>}
                  </Table.Td>
                  <Table.Td>{format.date(row.issue_date)}</Table.Td>
                  <Table.Td>
                    <Text size="sm">{row.company_name}</Text>
                    {row.customer_name && row.customer_name !== row.company_name && <Text size="xs" c="dimmed">{row.customer_name}</Text>}
                  </Table.Td>
                  <Table.Td visibleFrom="sm">{row.tax_number}</Table.Td>
                  <Table.Td ta="right" td={row.status === 'cancelled' ? 'line-through' : undefined}>{format.price(row.total)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {list.data && list.data.meta.last_page > 1 && (
        <Pagination total={list.data.meta.last_page} value={page} onChange={setPage} aria-label={t('invoices.pages')} getControlProps={(control) => ({ 'aria-label': t(control === 'previous' || control === 'first' ? 'invoices.previous_page' : 'invoices.next_page') })} />
      )}
      {open !== null && <InvoiceDrawer id={open} onClose={() => setOpen(null)} />}
      {creating && <InvoiceCreateDialog onClose={() => setCreating(false)} onCreated={(id) => { setCreating(false); setOpen(id); }} />}
    </Stack>
  );
}
