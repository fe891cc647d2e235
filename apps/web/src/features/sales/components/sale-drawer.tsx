import { useState } from 'react';
import { Alert, Badge, Button, Drawer, Group, Loader, Stack, Table, Text, Textarea, Title } from '@mantine/core';
import { IconArrowBackUp, IconBan, IconFileInvoice } from '@tabler/icons-react';
import { useCan } from '@/lib/can';
import { useFormat } from '@/lib/format';
import { notify } from '@/lib/notify';
import { useTranslation } from '@/lib/use-translation';
import { methodLabel } from '../utils/method-label';
import { useSaleDetail, useVoidSale } from '../api/sales-api';
import { ReceiptActions } from './receipt-actions';
import { RefundDialog } from './refund-dialog';
import { InvoiceCreateDialog } from './invoice-create-dialog';

/** One document: lines, payments, tips and corrections; void (same day, with a reason) and refund for those allowed. */
export function SaleDrawer({ id, onClose, onOpen }: { id: number; onClose(): void; onOpen(id: number): void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const mayCorrect = useCan('sales.invoices.void');
  const mayInvoice = useCan('sales.reports');
  const [invoicing, setInvoicing] = useState(false);
  const detail = useSaleDetail(id);
  const voidSale = useVoidSale();
  const [voiding, setVoiding] = useState(false);
  const [reason, setReason] = useState('');
  const [refunding, setRefunding] = useState(false);
  const sale = detail.data?.data;
  const method = (m: string) => methodLabel(t, m);

  const confirmVoid = () => {
    if (!reason.trim()) return;
    voidSale.mutate({ id, reason: reason.trim() }, {
      onSuccess: (answer) => {
        notify('positive', answer.message);
        setVoiding(false);
        setReason('');
      },
    });
  };

  return (
    <Drawer opened onClose={onClose} position="right" size="lg" title={<Title order={2} size="h4">{sale ? `${t(`sales.kind_${sale.kind}`)} ${sale.number}` : t('sales.loading')}</Title>} closeButtonProps={{ 'aria-label': t('sales.close') }} data-sale-drawer>
      {!sale ? (
        detail.isError ? <Alert color="red" role="alert">{t('sales.load_failed')}</Alert> : <Loader size="sm" aria-label={t('sales.loading')} />
      ) : (
        <Stack gap="md">
          <Group gap="xs">
            <Text size="sm">{format.dateTime(sale.created_at)}</Text>
            {sale.voided && <Badge color="red.9" variant="filled" data-voided>{t('sales.voided_badge')}</Badge>}
          </Group>
          {sale.customer_name && <Text size="sm">{t('sales.customer')}: {sale.customer_name}</Text>}
          {sale.reason && <Text size="sm">{t('sales.reason')}: {sale.reason}</Text>}
          <Table data-sale-lines>
            <Table.Tbody>
              {sale.lines.map((line) => (
                <Table.Tr key={line.id}>
                  <Table.Td>
                    <Text size="sm">{line.quantity} × {line.name}</Text>
                    <Text size="xs" c="dimmed">{[line.employee_name, line.refunded_quantity ? t('sales.refunded_count', { count: line.refunded_quantity }) : ''].filter(Boolean).join(' · ')}</Text>
                  </Table.Td>
                  <Table.Td ta="right">{format.price(line.total)}</Table.Td>
                </Table.Tr>
              ))}
              {sale.tips.map((tip) => (
                <Table.Tr key={`tip-${tip.employee_id}`}><Table.Td>{t('sales.tip_for', { name: tip.employee_name })}</Table.Td><Table.Td ta="right">{format.price(tip.amount)}</Table.Td></Table.Tr>
              ))}
              <Table.Tr><Table.Td fw={700}>{t('sales.total')}</Table.Td><Table.Td ta="right" fw={700}>{format.price(sale.paid_total)}</Table.Td></Table.Tr>
              {sale.payments.map((p, i) => (
                <Table.Tr key={`pay-${i}`}><Table.Td>{method(p.method)}{p.change ? ` (${t('sales.change', { amount: format.price(p.change) })})` : ''}</Table.Td><Table.Td ta="right">{format.price(p.amount)}</Table.Td></Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          {sale.corrections.length > 0 && (
            <Stack gap={4}>
              <Text size="sm" fw={600}>{t('sales.corrections')}</Text>
              {sale.corrections.map((c) => (
                <Button key={c.id} variant="subtle" size="xs" justify="space-between" onClick={() => onOpen(c.id)}>
                  {t(`sales.kind_${c.kind}`)} {c.number} · {format.price(c.total)}
                </Button>
              ))}
            </Stack>
          )}
          {sale.original_id && <Button variant="subtle" size="xs" onClick={() => onOpen(sale.original_id!)}>{t('sales.open_original')}</Button>}
          <ReceiptActions saleId={sale.id} number={sale.number} />
          {sale.invoice && <Text size="sm" data-sale-invoice>{t('invoices.on_invoice', { number: sale.invoice.number })}</Text>}
          {mayInvoice && !sale.invoice && sale.kind === 'sale' && !sale.voided && sale.corrections.length === 0 && sale.customer_id !== null && (
            <Group gap="xs">
              <Button variant="default" leftSection={<IconFileInvoice size={16} aria-hidden />} onClick={() => setInvoicing(true)} data-invoice-sale-open>{t('invoices.create')}</Button>
            </Group>
          )}
          {invoicing && sale.customer_id !== null && (
            <InvoiceCreateDialog customer={{ id: sale.customer_id, name: sale.customer_name }} saleIds={[sale.id]} onClose={() => setInvoicing(false)} onCreated={() => setInvoicing(false)} />
          )}
          {mayCorrect && sale.kind === 'sale' && !sale.voided && !sale.invoice && (
            <Group gap="xs">
              {sale.can_void && <Button variant="outline" color="red.9" leftSection={<IconBan size={16} aria-hidden />} onClick={() => setVoiding(true)} data-open-void>{t('sales.void')}</Button>}
              {sale.refundable > 0 && <Button variant="outline" leftSection={<IconArrowBackUp size={16} aria-hidden />} onClick={() => setRefunding(true)} data-open-refund>{t('sales.refund')}</Button>}
            </Group>
          )}
          {voiding && (
            <Stack gap="xs" data-void-panel>
              <Text size="sm" fw={600}>{t('sales.void_confirm', { number: sale.number })}</Text>
              <Textarea label={t('sales.reason')} required value={reason} onChange={(event) => setReason(event.currentTarget.value)} data-void-reason />
              <Group justify="flex-end">
                <Button variant="default" onClick={() => setVoiding(false)}>{t('sales.cancel')}</Button>
                <Button color="red.9" disabled={!reason.trim()} loading={voidSale.isPending} onClick={confirmVoid} data-confirm-void>{t('sales.void')}</Button>
              </Group>
            </Stack>
          )}
          {refunding && <RefundDialog sale={sale} onClose={() => setRefunding(false)} onDone={(refundId) => { setRefunding(false); onOpen(refundId); }} />}
        </Stack>
      )}
    </Drawer>
  );
}
