import { useMemo, useRef, useState } from 'react';
import { Alert, Button, Drawer, Group, NumberInput, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconBarcode } from '@tabler/icons-react';
import { errorText } from '@/lib/form-errors';
import { notify } from '@/lib/notify';
import { useTranslation } from '@/lib/use-translation';
import { useProducts } from '../api/inventory-api';
import { useStockCount } from '../api/orders-api';

/**
 * A stock count: a count sheet (all tracked products, a category or a brand); each product's counted
 * quantity is typed, or scanned (each scan of its barcode or SKU counts one more). Saving writes one
 * count correction per product whose count differs; products left blank are not counted.
 */
export function CountDrawer({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 48em)') ?? false;
  const products = useProducts(false, '');
  const count = useStockCount();
  const [sheet, setSheet] = useState('all');
  const [counted, setCounted] = useState<Record<number, number>>({});
  const [scan, setScan] = useState('');
  const [error, setError] = useState<string | null>(null);
  const rowRefs = useRef(new Map<number, HTMLTableRowElement>());

  const tracked = useMemo(() => (products.data?.data ?? []).filter((p) => p.track_stock), [products.data]);
  const categories = [...new Set(tracked.map((p) => p.category).filter(Boolean))].sort();
  const brands = [...new Map(tracked.filter((p) => p.brand_id !== null).map((p) => [p.brand_id!, p.brand_name ?? ''])).entries()].sort((a, b) => a[1].localeCompare(b[1]));
  const rows = tracked.filter((p) => sheet === 'all' || (sheet.startsWith('c:') ? p.category === sheet.slice(2) : String(p.brand_id) === sheet.slice(2)));

  const onScan = (event: React.FormEvent) => {
    event.preventDefault();
    const code = scan.trim();
    if (!code) return;
    const hit = rows.find((p) => p.barcode === code || p.sku === code);
    setScan('');
    if (!hit) return setError(t('inventory.count_not_found', { code }));
    setError(null);
    setCounted((current) => ({ ...current, [hit.id]: (current[hit.id] ?? 0) + 1 }));
    rowRefs.current.get(hit.id)?.scrollIntoView({ block: 'nearest' });
  };

  const save = async () => {
    setError(null);
    const counts = rows.filter((p) => counted[p.id] !== undefined).map((p) => ({ product_id: p.id, counted: counted[p.id]! }));
    if (!counts.length) return setError(t('inventory.count_nothing'));
    try {
      const answer = await count.mutateAsync({ counts });
      notify('positive', answer.message);
      onClose();
    } catch (failure) {
      setError(errorText(failure) ?? t('inventory.save_failed'));
    }
  };

  return (
    <Drawer opened onClose={onClose} position="right" size={phone ? '100%' : 'xl'} title={t('inventory.count_title')} closeButtonProps={{ 'aria-label': t('inventory.cancel') }} data-count-drawer>
      <Stack gap="md">
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Group grow align="flex-end">
          <Select
            label={t('inventory.count_sheet')}
            data={[
              { group: t('inventory.count_sheet'), items: [{ value: 'all', label: t('inventory.all_products') }] },
              { group: t('inventory.category'), items: categories.map((c) => ({ value: `c:${c}`, label: c })) },
              { group: t('inventory.brand'), items: brands.map(([id, name]) => ({ value: `b:${id}`, label: name })) },
            ].filter((group) => group.items.length)}
            value={sheet}
            onChange={(value) => setSheet(value ?? 'all')}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
            data-count-sheet
          />
          <form onSubmit={onScan}>
            <TextInput label={t('inventory.count_scan')} leftSection={<IconBarcode size={16} aria-hidden />} value={scan} onChange={(event) => setScan(event.currentTarget.value)} data-autofocus data-count-scan />
          </form>
        </Group>
        <Table.ScrollContainer minWidth={480}>
          <Table data-count-list>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('inventory.name')}</Table.Th>
                <Table.Th>{t('inventory.on_hand')}</Table.Th>
                <Table.Th w={120}>{t('inventory.counted')}</Table.Th>
                <Table.Th>{t('inventory.difference')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((p) => {
                const value = counted[p.id];
                const difference = value === undefined ? null : value - p.on_hand;
                return (
                  <Table.Tr key={p.id} ref={(node) => void (node ? rowRefs.current.set(p.id, node) : rowRefs.current.delete(p.id))} data-count-row={p.name}>
                    <Table.Td>
                      <Text size="sm">{p.name}</Text>
                      <Text size="xs" c="dimmed">{[p.sku, p.barcode].filter(Boolean).join(' · ')}</Text>
                    </Table.Td>
                    <Table.Td>{p.on_hand}</Table.Td>
                    <Table.Td>
                      <NumberInput
                        aria-label={`${t('inventory.counted')}: ${p.name}`}
                        min={0}
                        allowDecimal={false}
                        allowNegative={false}
                        value={value ?? ''}
                        onChange={(next) => setCounted((current) => {
                          const copy = { ...current };
                          if (next === '' || next === undefined) delete copy[p.id];
                          else copy[p.id] = Number(next);
                          return copy;
                        })}
                        data-count-input
                      />
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" c={difference ? (difference < 0 ? 'red.9' : 'teal.9') : 'dimmed'} data-count-difference>
                        {difference === null ? '' : difference > 0 ? `+${difference}` : difference}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('inventory.cancel')}
          </Button>
          <Button onClick={() => void save()} loading={count.isPending} data-save-count>
            {t('inventory.count_save')}
          </Button>
        </Group>
      </Stack>
    </Drawer>
  );
}
