import { Alert, Button, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { PageLoader } from '@/components/ui/page-loader';
import { useTranslation } from '@/lib/use-translation';
import { useSuggestedOrders } from '../api/orders-api';
import type { OrderPrefill } from './order-drawer';

/** Products at or under their reorder level, by supplier; choosing a supplier opens a new order with those lines. */
export function SuggestDialog({ onChoose, onClose }: { onChoose(prefill: OrderPrefill): void; onClose(): void }) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 48em)') ?? false;
  const suggested = useSuggestedOrders(true);
  const groups = suggested.data?.data ?? [];
  return (
    <Modal opened onClose={onClose} size="lg" fullScreen={phone} title={t('inventory.suggest')} closeButtonProps={{ 'aria-label': t('inventory.cancel') }} data-suggest-dialog>
      {suggested.isPending ? (
        <PageLoader />
      ) : suggested.isError ? (
        <Alert color="red" role="alert">{t('inventory.load_failed')}</Alert>
      ) : groups.length === 0 ? (
        <Text>{t('inventory.suggest_none')}</Text>
      ) : (
        <Stack gap="sm">
          {groups.map((group) => (
            <Paper key={group.supplier_id ?? 'none'} withBorder p="sm" data-suggest-group={group.supplier_name ?? ''}>
              <Group justify="space-between" align="flex-start" wrap="nowrap">
                <div>
                  <Text fw={600}>{group.supplier_name ?? '—'}</Text>
                  {group.lines.map((line) => (
                    <Text key={line.product_id} size="sm" c="dimmed">
                      {line.quantity} × {line.product_name} ({t('inventory.on_hand')}: {line.on_hand})
                    </Text>
                  ))}
                </div>
                <Button
                  size="xs"
                  onClick={() => onChoose({ supplier_id: group.supplier_id, lines: group.lines.map((line) => ({ product_id: line.product_id, quantity: line.quantity, unit_cost: line.unit_cost })) })}
                  data-suggest-use
                >
                  {t('inventory.new_order')}
                </Button>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
    </Modal>
  );
}
