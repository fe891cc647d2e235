import { useState } from 'react';
import { Alert, Badge, Button, Group, Pagination, Select, Stack, Table, Text, Title } from '@mantine/core';
import { IconBulb, IconPlus, IconTruckDelivery } from '@tabler/icons-react';
import { PURCHASE_ORDER_STATUSES, type PurchaseOrder, type PurchaseOrderStatus } from '@chairside/shared/inventory-orders';
import { EmptyState } from '@/components/ui/empty-state';
import { PageLoader } from '@/components/ui/page-loader';
import { PremiumPlaceholder } from '@/components/ui/premium-placeholder';
import { useFeature } from '@/lib/can';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/use-translation';
import { useOrders } from '@/features/inventory/api/orders-api';
import { OrderActions, type OrderOpen } from '@/features/inventory/components/order-actions';
import { OrderDrawer, type OrderPrefill } from '@/features/inventory/components/order-drawer';
import { ReceiveDialog } from '@/features/inventory/components/receive-dialog';
import { SuggestDialog } from '@/features/inventory/components/suggest-dialog';

/** Filled badges in shades dark enough for white text (axe colour contrast). */
const COLOURS: Record<PurchaseOrderStatus, string> = { draft: 'gray.7', sent: 'blue.8', partly_received: '#8a4100', received: '#1b5e20', closed: 'dark.5', cancelled: 'red.9' };

/**
 * /inventory/orders: purchase orders by state; a drawer to create or edit a draft (or one suggested
 * from low stock), send it to the supplier (a PDF by e-mail), receive deliveries, close or cancel. Plan feature `inventory`.
 */
export function OrdersScreen() {
  const { t } = useTranslation();
  const format = useFormat();
  const available = useFeature('inventory');
  const [status, setStatus] = useState<PurchaseOrderStatus | 'open' | null>(null);
  const [page, setPage] = useState(1);
  const [drawer, setDrawer] = useState<{ order: OrderOpen | null; prefill: OrderPrefill | null } | null>(null);
  const [receiving, setReceiving] = useState<OrderOpen | null>(null);
  const [suggesting, setSuggesting] = useState(false);
  const list = useOrders(status, page, available);
  const rows = list.data?.data ?? [];

  const heading = (
    <Title order={1} size="h2">
      {t('shell.inventory_orders')}
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
  const statusLabel = (value: PurchaseOrderStatus) => t(`inventory.status_${value}`);
  return (
    <Stack gap="md" maw={1100}>
      <Group justify="space-between">
        {heading}
        <Group gap="sm">
          <Button variant="light" leftSection={<IconBulb size={16} aria-hidden />} onClick={() => setSuggesting(true)} data-suggest>
            {t('inventory.suggest')}
          </Button>
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setDrawer({ order: null, prefill: null })} data-new-order>
            {t('inventory.new_order')}
          </Button>
        </Group>
      </Group>
      <Select
        label={t('inventory.status')}
        w={240}
        data={[{ value: '', label: t('inventory.all_statuses') }, ...PURCHASE_ORDER_STATUSES.map((value) => ({ value, label: statusLabel(value) }))]}
        value={status ?? ''}
        onChange={(value) => {
          setStatus((value || null) as PurchaseOrderStatus | null);
          setPage(1);
        }}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
        data-status-filter
      />
      {list.isPending ? (
        <PageLoader />
      ) : list.isError ? (
        <Alert color="red" role="alert">{t('inventory.load_failed')}</Alert>
      ) : rows.length === 0 ? (
        <EmptyState icon={<IconTruckDelivery size={28} aria-hidden />} title={t('inventory.orders_empty')} titleOrder={2} />
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table striped highlightOnHover data-orders-list>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>#</Table.Th>
                <Table.Th>{t('inventory.supplier')}</Table.Th>
                <Table.Th>{t('inventory.status')}</Table.Th>
                <Table.Th visibleFrom="sm">{t('inventory.date')}</Table.Th>
                <Table.Th visibleFrom="sm">{t('inventory.received')}</Table.Th>
                <Table.Th>{t('inventory.total')}</Table.Th>
                <Table.Th aria-label={t('inventory.actions')} />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((order: PurchaseOrder) => (
                <Table.Tr key={order.id} data-order-row={order.number}>
                  <Table.Td>{order.number}</Table.Td>
                  <Table.Td>{order.supplier_name}</Table.Td>
                  <Table.Td>
                    <Badge color={COLOURS[order.status]} variant="filled" data-order-status={order.status}>{statusLabel(order.status)}</Badge>
                  </Table.Td>
                  <Table.Td visibleFrom="sm">{format.date(order.sent_at ?? order.created_at)}</Table.Td>
                  <Table.Td visibleFrom="sm">
                    <Text size="sm">{order.received_quantity} / {order.total_quantity}</Text>
                  </Table.Td>
                  <Table.Td>{format.price(order.total_cost)}</Table.Td>
                  <Table.Td>
                    <OrderActions order={order} onEdit={(detail) => setDrawer({ order: detail, prefill: null })} onReceive={setReceiving} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {(list.data?.meta.last_page ?? 1) > 1 && <Pagination value={page} onChange={setPage} total={list.data!.meta.last_page} />}
      {drawer && <OrderDrawer order={drawer.order} prefill={drawer.prefill} onClose={() => setDrawer(null)} />}
      {receiving && <ReceiveDialog order={receiving} onClose={() => setReceiving(null)} />}
      {suggesting && (
        <SuggestDialog
          onClose={() => setSuggesting(false)}
          onChoose={(prefill) => {
            setSuggesting(false);
            setDrawer({ order: null, prefill });
          }}
        />
      )}
    </Stack>
  );
}
