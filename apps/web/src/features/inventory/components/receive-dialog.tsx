import { useState } from 'react';
import { Alert, Button, Group, Modal, NumberInput, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { PurchaseOrderDetail } from '@chairside/shared/inventory-orders';
import { errorText } from '@/lib/form-errors';
import { notify } from '@/lib/notify';
import { useTranslation } from '@/lib/use-translation';
import { useReceiveOrder } from '../api/orders-api';

/** Receive a delivery against a sent order: per line, how many arrived now (at most what is still open). */
export function ReceiveDialog({ order, onClose }: { order: PurchaseOrderDetail; onClose(): void }) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 48em)') ?? false;
  const receive = useReceiveOrder();
  const open = (line: PurchaseOrderDetail['lines'][number]) => line.quantity - line.received_quantity;
  const [now, setNow] = useState<Record<number, number>>(() => Object.fromEntries(order.lines.map((line) => [line.id, 0])));
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setError(null);
    const lines = order.lines.filter((line) => (now[line.id] ?? 0) > 0).map((line) => ({ line_id: line.id, quantity: now[line.id]! }));
    if (!lines.length) return setError(t('inventory.receive_none'));
    try {
      const answer = await receive.mutateAsync({ id: order.id, body: { lines } });
      notify('positive', answer.message);
      onClose();
    } catch (failure) {
      setError(errorText(failure) ?? t('inventory.save_failed'));
    }
  };

  return (
    <Modal opened onClose={onClose} size="lg" fullScreen={phone} title={t('inventory.receive_title', { number: order.number })} closeButtonProps={{ 'aria-label': t('inventory.cancel') }} data-receive-dialog>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <Table.ScrollContainer minWidth={420}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('inventory.name')}</Table.Th>
                  <Table.Th>{t('inventory.ordered')}</Table.Th>
                  <Table.Th>{t('inventory.received')}</Table.Th>
                  <Table.Th w={120}>{t('inventory.receiving_now')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {order.lines.map((line) => (
                  <Table.Tr key={line.id} data-receive-line={line.product_name}>
                    <Table.Td>
                      <Text size="sm">{line.product_name}</Text>
                      <Text size="xs" c="dimmed">{line.sku}</Text>
                    </Table.Td>
                    <Table.Td>{line.quantity}</Table.Td>
                    <Table.Td>{line.received_quantity}</Table.Td>
                    <Table.Td>
                      <NumberInput
                        aria-label={`${t('inventory.receiving_now')}: ${line.product_name}`}
                        min={0}
                        max={open(line)}
                        allowDecimal={false}
                        allowNegative={false}
                        disabled={open(line) === 0}
                        value={now[line.id] ?? 0}
                        onChange={(value) => setNow((current) => ({ ...current, [line.id]: Number(value || 0) }))}
                        data-receive-quantity
                      />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Group justify="space-between" gap="sm">
            <Button variant="light" onClick={() => setNow(Object.fromEntries(order.lines.map((line) => [line.id, open(line)])))} data-receive-all>
              {t('inventory.receive_all')}
            </Button>
            <Group gap="sm">
              <Button variant="default" onClick={onClose}>
                {t('inventory.cancel')}
              </Button>
              <Button type="submit" loading={receive.isPending} data-save-receive>
                {t('inventory.receive')}
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
