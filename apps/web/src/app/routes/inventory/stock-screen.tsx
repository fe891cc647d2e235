import { useState } from 'react';
import { Alert, Badge, Button, Group, Paper, SimpleGrid, Stack, Switch, Table, Text, Title } from '@mantine/core';
import { IconAdjustments, IconClipboardList, IconStack2 } from '@tabler/icons-react';
import type { StockRow } from '@chairside/shared/inventory';
import { EmptyState } from '@/components/ui/empty-state';
import { PageLoader } from '@/components/ui/page-loader';
import { PremiumPlaceholder } from '@/components/ui/premium-placeholder';
import { useFeature } from '@/lib/can';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/use-translation';
import { useStock } from '@/features/inventory/api/inventory-api';
import { AdjustDialog } from '@/features/inventory/components/adjust-dialog';
import { CountDrawer } from '@/features/inventory/components/count-drawer';

/** /inventory/stock: on-hand per tracked product, value at cost and retail, low-stock flags, an adjustment with a reason, and a stock count. Plan feature `products`. */
export function StockScreen() {
  const { t } = useTranslation();
  const format = useFormat();
  const available = useFeature('products');
  const [lowOnly, setLowOnly] = useState(false);
  const [adjusting, setAdjusting] = useState<StockRow | null>(null);
  const [counting, setCounting] = useState(false);
  const stock = useStock(lowOnly, available);
  const rows = stock.data?.data ?? [];

  const heading = (
    <Title order={1} size="h2">
      {t('shell.inventory_stock')}
    </Title>
  );
  if (!available) {
    return (
      <Stack gap="md" maw={1100}>
        {heading}
        <PremiumPlaceholder title={t('inventory.premium_title')} description={t('inventory.premium_text')} />
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
      <Switch label={t('inventory.only_low')} checked={lowOnly} onChange={(event) => setLowOnly(event.currentTarget.checked)} data-only-low />
      {stock.isPending ? (
        <PageLoader />
      ) : stock.isError ? (
        <Alert color="red" role="alert">{t('inventory.load_failed')}</Alert>
      ) : rows.length === 0 ? (
        <EmptyState icon={<IconStack2 size={28} aria-hidden />} title={t(lowOnly ? 'inventory.empty_low' : 'inventory.empty_stock')} titleOrder={2} />
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
      {adjusting && <AdjustDialog row={adjusting} onClose={() => setAdjusting(null)} />}
      {counting && <CountDrawer onClose={() => setCounting(false)} />}
    </Stack>
  );
}
