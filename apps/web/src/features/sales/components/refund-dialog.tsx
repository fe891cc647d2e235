import { useState } from 'react';
import { Button, Group, Modal, NumberInput, Select, Stack, Table, Text, Textarea } from '@mantine/core';
import { CARD_SERVICE_METHOD, PAYMENT_METHODS, type SaleDetail } from '@chairside/shared/sales';
import { useFormat } from '@/lib/format';
import { notify } from '@/lib/notify';
import { useTranslation } from '@/lib/use-translation';
import { methodLabel } from '../utils/method-label';
import { useRefundSale } from '../api/sales-api';
import { useCardRefund } from '../api/card-pay-api';

/** A refund, per line (how many of each, never more than is left), to a method, with a reason. */
export function RefundDialog({ sale, onClose, onDone }: { sale: SaleDetail; onClose(): void; onDone(refundId: number): void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const refund = useRefundSale();
  const toCard = useCardRefund();
  const left = (line: SaleDetail['lines'][number]) => line.quantity - line.refunded_quantity;
  const [counts, setCounts] = useState<Record<number, number>>(() => Object.fromEntries(sale.lines.map((line) => [line.id, left(line)])));
  const [method, setMethod] = useState<string>(sale.methods[0] ?? 'card');
  const [reason, setReason] = useState('');
  const lines = sale.lines.filter((line) => left(line) > 0 && (counts[line.id] ?? 0) > 0).map((line) => ({ line_id: line.id, quantity: counts[line.id]! }));
  const byCard = method === CARD_SERVICE_METHOD;
  const submit = () =>
    byCard
      ? toCard.mutate({ id: sale.id, body: { lines, reason: reason.trim() } }, {
        onSuccess: (answer) => {
          notify('positive', answer.message);
          onClose();
        },
      })
      : refund.mutate({ id: sale.id, body: { lines, method, reason: reason.trim() } }, {
      onSuccess: (answer) => {
        notify('positive', answer.message);
        onDone(answer.data.id);
      },
    });
  return (
    <Modal opened onClose={onClose} title={t('sales.refund_title', { number: sale.number })} closeButtonProps={{ 'aria-label': t('sales.close') }} data-refund-dialog>
      <Stack gap="sm">
        <Table>
          <Table.Tbody>
            {sale.lines.filter((line) => left(line) > 0).map((line) => (
              <Table.Tr key={line.id}>
                <Table.Td><Text size="sm">{line.name}</Text><Text size="xs" c="dimmed">{format.price(line.total)}</Text></Table.Td>
                <Table.Td w={110}>
                  <NumberInput size="xs" min={0} max={left(line)} allowDecimal={false} value={counts[line.id] ?? 0} aria-label={t('sales.refund_quantity', { name: line.name })}
                    onChange={(value) => setCounts({ ...counts, [line.id]: Math.min(left(line), Math.max(0, Number(value) || 0)) })} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Select label={t('sales.refund_to')} allowDeselect={false} value={method} onChange={(value) => setMethod(value ?? 'card')}
          data={[...new Set([...PAYMENT_METHODS, ...sale.methods])].map((m) => ({ value: m, label: methodLabel(t, m) }))} />
        {byCard && <Text size="sm" c="dimmed" data-card-refund-note>{t('sales.card.refund_note')}</Text>}
        <Textarea label={t('sales.reason')} required value={reason} onChange={(event) => setReason(event.currentTarget.value)} data-refund-reason />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>{t('sales.cancel')}</Button>
          <Button disabled={!reason.trim() || lines.length === 0} loading={refund.isPending || toCard.isPending} onClick={submit} data-confirm-refund>{t('sales.refund')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
