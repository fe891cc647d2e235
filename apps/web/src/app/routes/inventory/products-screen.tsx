import { useState } from 'react';
import { ActionIcon, Alert, Badge, Button, Group, SegmentedControl, Stack, Table, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconArchive, IconArrowBackUp, IconPackage, IconPencil, IconPlus } from '@tabler/icons-react';
import type { Product } from '@chairside/shared/inventory';
import { confirm } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { PageLoader } from '@/components/ui/page-loader';
import { PremiumPlaceholder } from '@/components/ui/premium-placeholder';
import { useFeature } from '@/lib/can';
import { useFormat } from '@/lib/format';
import { notify } from '@/lib/notify';
import { useTranslation } from '@/lib/use-translation';
import { BarcodeSearch } from '@/features/inventory/components/barcode-search';
import { useArchive, useProducts } from '@/features/inventory/api/inventory-api';
import { ProductDrawer } from '@/features/inventory/components/product-drawer';

/**
 * /inventory/products: search (a barcode or SKU typed or scanned finds that product first), add and
 * edit in a drawer, archive (confirmed) and restore. Plan feature `products`.
 */
export function ProductsScreen() {
  const { t } = useTranslation();
  const format = useFormat();
  const available = useFeature('products');
  const [view, setView] = useState<'active' | 'archived'>('active');
  const [search, setSearch] = useState('');
  const [query] = useDebouncedValue(search.trim(), 250);
  const [editing, setEditing] = useState<{ product: Product | null } | null>(null);
  const list = useProducts(view === 'archived', query, available);
  const archive = useArchive('products');
  const rows = list.data?.data ?? [];
  const exactId = list.data?.exact_id ?? null;

  const onArchive = async (product: Product, restore: boolean) => {
    if (!restore) {
      const yes = await confirm({
        type: 'warning',
        title: t('inventory.archive_title', { name: product.name }),
        description: t('inventory.archive_product_explain'),
        yesLabel: t('inventory.archive'),
        noLabel: t('inventory.cancel'),
      });
      if (!yes) return;
    }
    const answer = await archive.mutateAsync({ id: product.id, restore }).catch(() => null);
    if (answer) notify('positive', answer.message);
  };

  const heading = (
    <Title order={1} size="h2">
      {t('shell.inventory_products')}
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
      <Group justify="space-between" align="center">
        {heading}
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing({ product: null })} data-add-product>
          {t('inventory.add_product')}
        </Button>
      </Group>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <BarcodeSearch
          value={search}
          onSearch={setSearch}
          onKeyDown={(event) => {
            // A scanner ends with Enter: open the product it found.
            if (event.key === 'Enter' && exactId !== null && query === search.trim()) setEditing({ product: rows.find((p) => p.id === exactId) ?? null });
          }}
          data-product-search
        />
        <SegmentedControl
          value={view}
          onChange={(next) => setView(next as 'active' | 'archived')}
          data={[{ value: 'active', label: t('inventory.view_active') }, { value: 'archived', label: t('inventory.view_archived') }]}
          aria-label={t('inventory.view_label')}
        />
      </Group>
      {list.isPending ? (
        <PageLoader />
      ) : list.isError ? (
        <Alert color="red" role="alert">{t('inventory.load_failed')}</Alert>
      ) : rows.length === 0 ? (
        <EmptyState icon={<IconPackage size={28} aria-hidden />} title={t(query ? 'inventory.no_match' : view === 'archived' ? 'inventory.empty_archived' : 'inventory.empty_products')} titleOrder={2} />
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table striped highlightOnHover data-product-list>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('inventory.name')}</Table.Th>
                <Table.Th visibleFrom="sm">{t('inventory.sku')}</Table.Th>
                <Table.Th>{t('inventory.retail_price')}</Table.Th>
                <Table.Th>{t('inventory.on_hand')}</Table.Th>
                <Table.Th aria-label={t('inventory.actions')} />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((product) => (
                <Table.Tr key={product.id} data-product-row={product.name} data-exact={product.id === exactId || undefined} bg={product.id === exactId ? 'var(--mantine-primary-color-light)' : undefined}>
                  <Table.Td>
                    <Text fw={500}>{product.name}</Text>
                    <Text size="xs" c="dimmed">
                      {[product.brand_name, product.category, t(`inventory.usage_${product.usage}`)].filter(Boolean).join(' · ')}
                    </Text>
                  </Table.Td>
                  <Table.Td visibleFrom="sm">
                    <Text size="sm">{product.sku}</Text>
                    <Text size="xs" c="dimmed">{product.barcode}</Text>
                  </Table.Td>
                  <Table.Td>{format.price(product.retail_price)}</Table.Td>
                  <Table.Td>
                    {product.track_stock ? (
                      <Group gap={6} wrap="nowrap">
                        <Text size="sm">{product.on_hand}</Text>
                        {product.low_stock && <Badge color="red.9" variant="filled" data-low-stock>{t('inventory.low_stock')}</Badge>}
                      </Group>
                    ) : (
                      <Text size="sm" c="dimmed">{t('inventory.not_tracked')}</Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4} justify="flex-end" wrap="nowrap">
                      <ActionIcon variant="subtle" aria-label={t('inventory.edit_named', { name: product.name })} onClick={() => setEditing({ product })}>
                        <IconPencil size={16} aria-hidden />
                      </ActionIcon>
                      <ActionIcon
                        variant="subtle"
                        color={product.archived ? undefined : 'red'}
                        aria-label={t(product.archived ? 'inventory.restore_named' : 'inventory.archive_named', { name: product.name })}
                        onClick={() => void onArchive(product, product.archived)}
                      >
                        {product.archived ? <IconArrowBackUp size={16} aria-hidden /> : <IconArchive size={16} aria-hidden />}
                      </ActionIcon>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {editing && <ProductDrawer product={editing.product} categories={list.data?.categories ?? []} onClose={() => setEditing(null)} />}
    </Stack>
  );
}
