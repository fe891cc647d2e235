import { useState } from 'react';
import { Alert, Badge, Button, Group, Pagination, Paper, Select, SimpleGrid, Stack, Switch, Table, Text, Title } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { IconAdjustments, IconClipboardList, IconStack2 } from '@tabler/icons-react';
import { PAGE_SIZES } from '@chairside/shared/constants';
import { STOCK_PAGE_SIZE, type StockRow } from '@chairside/shared/inventory';
import { EmptyState } from '@/components/ui/empty-state';
import { PageLoader } from '@/components/ui/page-loader';
import { PremiumPlaceholder } from '@/components/ui/premium-placeholder';
import { useFeature } from '@/lib/can';
import { useFormat } from '@/lib/format';
import { useSearchParams } from 'react-router';
import { useTranslation } from '@/lib/use-translation';
import { BarcodeSearch } from '@/features/inventory/components/barcode-search';
import { useStock } from '@/features/inventory/api/inventory-api';
import { AdjustDialog } from '@/features/inventory/components/adjust-dialog';
import { CountDrawer } from '@/features/inventory/components/count-drawer';

/** /inventory/stock: on-hand per tracked product (paged, searchable by name, brand, SKU or a scanned barcode), value at cost and retail, low-stock flags, an adjustment with a reason, and a stock count. Plan feature `inventory`. */
export function StockScreen() {
  const { t } = useTranslation();
  const format = useFormat();
  const available = useFeature('inventory');
  const phone = useMediaQuery('(max-width: 36em)') ?? false;
  // ?low=1 (the bell's low-stock items lead here) opens the list on the low items.
  const [params] = useSearchParams();
  const [lowOnly, setLowOnly] = useState(() => params.get('low') === '1');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState<number>(STOCK_PAGE_SIZE);
  const [adjusting, setAdjusting] = useState<StockRow | null>(null);
  const [counting, setCounting] = useState(false);
  const stock = useStock({ page, per_page: perPage, ...(lowOnly ? { low: '1' as const } : {}), ...(debounced ? { search: debounced } : {}) }, available);
  const rows = stock.data?.data ?? [];
  // A new search or filter starts from the first page; a page past the end (after a change) shows the last.
  const [asked, setAsked] = useState({ debounced, lowOnly });
  if (asked.debounced !== debounced || asked.lowOnly !== lowOnly) {
    setAsked({ debounced, lowOnly });
    setPage(1);
  }
  const lastPage = stock.data?.meta.last_page ?? 1;
  if (page > lastPage) setPage(lastPage);

  const heading = (
    <Title order={1} size="h2">
      {t('shell.inventory_stock')}
    </Title>
  );
  if (!available) {
    return (
      <Stack gap="md" maw={1100}>
        {heading}
        <PremiumPlaceholder title={t('inventory.stock_premium_title')} description={t('inventory.stock_premium_text')} />
      </Stack>
    );
  }
  return (
    <Stack gap="md" maw={1100}>
      <Group justify="space-between">
        {heading}
        <Button variant="light" leftSection={<IconClipboardList size={16} aria-hidden />} onClick={() => setCounting(true)} data-count-stock>
          {t('inventory.count')}
        </Button>
      </Group>
      {stock.data && (
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Paper withBorder p="sm">
            <Text size="xs" c="dimmed">{t('inventory.value_cost')}</Text>
            <Text fw={600} data-total-cost>{format.price(stock.data.totals.value_cost)}</Text>
          </Paper>
          <Paper withBorder p="sm">
            <Text size="xs" c="dimmed">{t('inventory.value_retail')}</Text>
            <Text fw={600}>{format.price(stock.data.totals.value_retail)}</Text>
          </Paper>
          <Paper withBorder p="sm">
            <Text size="xs" c="dimmed">{t('inventory.low_stock_count')}</Text>
            <Text fw={600}>{stock.data.totals.low_stock}</Text>
          </Paper>
        </SimpleGrid>
      )}
      <Group gap="sm" align="center" wrap="wrap">
        <BarcodeSearch
          value={search}
          onSearch={setSearch}
          data-stock-search
        />
        <Switch label={t('inventory.only_low')} checked={lowOnly} onChange={(event) => setLowOnly(event.currentTarget.checked)} data-only-low />
      </Group>
      {stock.isPending ? (
        <PageLoader />
      ) : stock.isError ? (
        <Alert color="red" role="alert">{t('inventory.load_failed')}</Alert>
      ) : rows.length === 0 ? (
        <EmptyState icon={<IconStack2 size={28} aria-hidden />} title={t(debounced ? 'inventory.empty_search' : lowOnly ? 'inventory.empty_low' : 'inventory.empty_stock')} titleOrder={2} />
      ) : (
        <Table.ScrollContainer minWidth={520}>
          <Table striped highlightOnHover data-stock-list>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('inventory.name')}</Table.Th>
                <Table.Th>{t('inventory.on_hand')}</Table.Th>
                <Table.Th visibleFrom="sm">{t('inventory.reorder_level')}</Table.Th>
                <Table.Th visibleFrom="sm">{t('inventory.value_cost')}</Table.Th>
                <Table.Th visibleFrom="md">{t('inventory.value_retail')}</Table.Th>
                <Table.Th aria-label={t('inventory.actions')} />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.product_id} data-stock-row={row.name}>
                  <Table.Td>
                    <Text fw={500}>{row.name}</Text>
                    <Text size="xs" c="dimmed">{[row.brand_name, row.sku].filter(Boolean).join(' · ')}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Group gap={6} wrap="nowrap">
                      <Text size="sm" data-on-hand>{row.on_hand}</Text>
                      {row.low_stock && <Badge color="red.9" variant="filled" data-low-stock>{t('inventory.low_stock')}</Badge>}
                    </Group>
                  </Table.Td>
                  <Table.Td visibleFrom="sm">{row.reorder_level}</Table.Td>
                  <Table.Td visibleFrom="sm">{format.price(row.value_cost)}</Table.Td>
                  <Table.Td visibleFrom="md">{format.price(row.value_retail)}</Table.Td>
                  <Table.Td>
                    <Button size="xs" variant="light" leftSection={<IconAdjustments size={14} aria-hidden />} onClick={() => setAdjusting(row)} aria-label={t('inventory.adjust_named', { name: row.name })} data-adjust>
                      {t('inventory.adjust')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {stock.data && stock.data.meta.total > 0 && (
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text size="sm" c="dimmed" data-stock-total>
            {t('inventory.stock_total', { n: stock.data.meta.total })}
          </Text>
          <Pagination
            total={lastPage}
            value={page}
            onChange={setPage}
            size="sm"
            siblings={phone ? 0 : 1}
            getControlProps={(control) => ({ 'aria-label': t(control === 'previous' ? 'inventory.previous_page' : 'inventory.next_page') })}
          />
          <Select
            aria-label={t('inventory.page_size')}
            w={90}
            size="xs"
            data={PAGE_SIZES.map(String)}
            value={String(perPage)}
            onChange={(value) => { setPerPage(Number(value ?? STOCK_PAGE_SIZE)); setPage(1); }}
            allowDeselect={false}
            data-page-size
          />
        </Group>
      )}
      {adjusting && <AdjustDialog row={adjusting} onClose={() => setAdjusting(null)} />}
      {counting && <CountDrawer onClose={() => setCounting(false)} />}
    </Stack>
  );
}
