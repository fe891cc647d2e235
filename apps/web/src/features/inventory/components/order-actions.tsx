import { Button, Group } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { PurchaseOrder, PurchaseOrderDetail } from '@chairside/shared/inventory-orders';
import { confirm } from '@/components/ui/confirm-dialog';
import { api } from '@/lib/api-client';
import { errorText } from '@/lib/form-errors';
import { notify } from '@/lib/notify';
import { useTranslation } from '@/lib/use-translation';
import { useOrderAction } from '../api/orders-api';

export type OrderOpen = PurchaseOrderDetail;

/** The buttons an order's state allows: a draft is edited, sent or cancelled; a sent one received or closed. */
export function OrderActions({ order, onEdit, onReceive }: { order: PurchaseOrder; onEdit(detail: OrderOpen): void; onReceive(detail: OrderOpen): void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const action = useOrderAction();
  const load = () =>
    queryClient.fetchQuery({
      queryKey: ['inventory', 'purchase-orders', 'detail', order.id],
      queryFn: () => api.get<{ data: PurchaseOrderDetail }>(`purchase-orders/detail/${order.id}`),
    }).then((answer) => answer.data);
  const run = async (kind: 'send' | 'archive') => {
    try {
      const answer = await action.mutateAsync({ id: order.id, action: kind });
      notify('positive', answer.message);
    } catch (failure) {
      notify('negative', errorText(failure) ?? t('inventory.save_failed'));
    }
  };
  const send = async () => {
    if (!order.supplier_email) return notify('negative', t('inventory.send_no_email'));
    const yes = await confirm({
      type: 'info',
      title: t('inventory.send_title', { number: order.number }),
      description: t('inventory.send_text', { supplier: order.supplier_name, email: order.supplier_email }),
      yesLabel: t('inventory.send'),
      noLabel: t('inventory.cancel'),
    });
    if (yes) await run('send');
  };
  const archive = async () => {
    const cancels = order.status === 'draft' || order.status === 'sent';
    const yes = await confirm({
      type: 'warning',
      title: t('inventory.order_number', { number: order.number }),
      description: t(cancels ? 'inventory.cancel_text' : 'inventory.close_text'),
      yesLabel: t(cancels ? 'inventory.cancel_order' : 'inventory.close_order'),
      noLabel: t('inventory.cancel'),
    });
    if (yes) await run('archive');
  };
  const open = order.status === 'sent' || order.status === 'partly_received';
  return (
    <Group gap={6} wrap="nowrap" justify="flex-end">
      {order.status === 'draft' && (
        <>
          <Button size="xs" variant="light" onClick={() => void load().then(onEdit)} aria-label={`${t('inventory.view')}: ${t('inventory.order_number', { number: order.number })}`} data-edit-order>
            {t('inventory.view')}
          </Button>
          <Button size="xs" onClick={() => void send()} loading={action.isPending} data-send-order>
            {t('inventory.send')}
          </Button>
        </>
      )}
      {open && (
        <Button size="xs" onClick={() => void load().then(onReceive)} aria-label={t('inventory.receive_title', { number: order.number })} data-receive-order>
          {t('inventory.receive')}
        </Button>
      )}
      {order.status !== 'closed' && order.status !== 'cancelled' && (
        <Button size="xs" variant="subtle" color="red" onClick={() => void archive()} data-archive-order>
          {t(order.status === 'draft' || order.status === 'sent' ? 'inventory.cancel_order' : 'inventory.close_order')}
        </Button>
      )}
    </Group>
  );
}
