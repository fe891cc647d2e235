import { useState } from 'react';
import { Alert, Badge, Button, Drawer, Group, Loader, Stack, Table, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconBan, IconDownload, IconMail, IconPrinter } from '@tabler/icons-react';
import { ratePercent } from '@chairside/shared/rules/tax';
import { useCan } from '@/lib/can';
import { useFormat } from '@/lib/format';
import { errorText } from '@/lib/form-errors';
import { notify } from '@/lib/notify';
import { useTranslation } from '@/lib/use-translation';
import { invoicePdfUrl, useCancelInvoice, useEmailInvoice, useInvoiceDetail } from '../api/invoices-api';
import { downloadReceipt, printReceipt } from '@/lib/print-pdf';

/** One invoice: buyer, sales, lines, tax summary; print (hidden frame), download, e-mail; cancel with a reason for those allowed. */
export function InvoiceDrawer({ id, onClose }: { id: number; onClose(): void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const phone = useMediaQuery('(max-width: 48em)');
  const mayCancel = useCan('sales.invoices.void');
  const detail = useInvoiceDetail(id);
  const cancel = useCancelInvoice();
  const email = useEmailInvoice();
  const [busy, setBusy] = useState<'print' | 'download' | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const [reason, setReason] = useState('');
  const [mailing, setMailing] = useState(false);
  const [address, setAddress] = useState('');
  const [mailError, setMailError] = useState<string | null>(null);
  const invoice = detail.data?.data;

  const pdf = async (what: 'print' | 'download') => {
    if (!invoice) return;
    setBusy(what);
    try {
      if (what === 'print') await printReceipt(invoicePdfUrl(invoice.id));
      else await downloadReceipt(invoicePdfUrl(invoice.id), `invoice-${invoice.number}.pdf`);
    } catch {
      notify('negative', t('invoices.pdf_failed'));
    } finally {
      setBusy(null);
    }
  };
  const confirmCancel = () => {
    if (!reason.trim()) return;
    cancel.mutate({ id, reason: reason.trim() }, {
      onSuccess: (answer) => {
        notify('positive', answer.message);
        setCancelling(false);
        setReason('');
      },
    });
  };
  const send = async () => {
    setMailError(null);
    try {
      const answer = await email.mutateAsync({ id, email: address.trim() });
      notify('positive', answer.message);
      setMailing(false);
    } catch (failure) {
      setMailError(errorText(failure) ?? t('invoices.email_failed'));
    }
  };

  const title = invoice ? `${t('invoices.invoice')} ${invoice.number}` : t('invoices.loading');
  return (
    <Drawer opened onClose={onClose} position="right" size={phone ? '100%' : 'lg'} title={<Title order={2} size="h4">{title}</Title>} closeButtonProps={{ 'aria-label': t('invoices.close') }} data-invoice-drawer>
      {!invoice ? (
        detail.isError ? <Alert color="red" role="alert">{t('invoices.load_failed')}</Alert> : <Loader size="sm" aria-label={t('invoices.loading')} />
      ) : (
        <Stack gap="md">
          <Group gap="xs">
            <Badge color={invoice.status === 'cancelled' ? 'red.9' : 'teal.9'} variant={invoice.status === 'cancelled' ? 'filled' : 'light'} data-invoice-status={invoice.status}>
              {t(`invoices.status_${invoice.status}`)}
            </Badge>
            <Text size="sm">{t('invoices.issued_on', { date: format.date(invoice.issue_date) })}</Text>
          </Group>
          <Stack gap={2}>
            <Text size="xs" c="dimmed" tt="uppercase">{t('invoices.buyer')}</Text>
            <Text fw={600} data-invoice-company>{invoice.company_name}</Text>
            {[invoice.address, [invoice.postcode, invoice.city].filter(Boolean).join(' '), invoice.country].filter(Boolean).map((line) => <Text key={line} size="sm">{line}</Text>)}
            {invoice.tax_number && <Text size="sm">{t('invoices.tax_number')}: {invoice.tax_number}</Text>}
            {invoice.customer_name && <Text size="xs" c="dimmed">{t('invoices.customer')}: {invoice.customer_name}</Text>}
          </Stack>
          {invoice.status === 'cancelled' && (
            <Alert color="red" variant="light" data-invoice-cancelled>{t('invoices.cancelled_because', { reason: invoice.cancel_reason })}</Alert>
          )}
          <Table.ScrollContainer minWidth={360}>
            <Table data-invoice-lines>
              <Table.Tbody>
                {invoice.lines.map((line, i) => (
                  <Table.Tr key={`${line.sale_id}-${i}`}>
                    <Table.Td>
                      <Text size="sm">{line.quantity} × {line.name}</Text>
                      <Text size="xs" c="dimmed">{line.sale_number} · {format.date(line.business_date)} · {ratePercent(line.tax_rate)} %</Text>
                    </Table.Td>
                    <Table.Td ta="right">{format.price(line.total)}</Table.Td>
                  </Table.Tr>
                ))}
                <Table.Tr><Table.Td>{t('invoices.net')}</Table.Td><Table.Td ta="right">{format.price(invoice.net_total)}</Table.Td></Table.Tr>
                {invoice.tax_summary.map((tax) => (
                  <Table.Tr key={tax.rate}><Table.Td>{t('invoices.tax_at', { rate: ratePercent(tax.rate) })}</Table.Td><Table.Td ta="right">{format.price(tax.tax)}</Table.Td></Table.Tr>
                ))}
                <Table.Tr><Table.Td fw={700}>{t('invoices.total')}</Table.Td><Table.Td ta="right" fw={700} data-invoice-total>{format.price(invoice.total)}</Table.Td></Table.Tr>
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {invoice.notes && <Text size="sm">{t('invoices.notes')}: {invoice.notes}</Text>}
          <Group gap="xs" wrap="wrap">
            <Button size="xs" leftSection={<IconPrinter size={14} aria-hidden />} loading={busy === 'print'} onClick={() => void pdf('print')} data-print-invoice>{t('invoices.print')}</Button>
            <Button size="xs" variant="default" leftSection={<IconDownload size={14} aria-hidden />} loading={busy === 'download'} onClick={() => void pdf('download')} data-download-invoice>{t('invoices.download')}</Button>
            <Button size="xs" variant="default" leftSection={<IconMail size={14} aria-hidden />} onClick={() => { setAddress(invoice.email); setMailing(true); }} data-email-invoice>{t('invoices.email_invoice')}</Button>
            {mayCancel && invoice.status === 'issued' && (
              <Button size="xs" variant="outline" color="red.9" leftSection={<IconBan size={14} aria-hidden />} onClick={() => setCancelling(true)} data-open-cancel-invoice>{t('invoices.cancel_invoice')}</Button>
            )}
          </Group>
          {mailing && (
            <Stack gap="xs" data-email-invoice-panel>
              <TextInput type="email" label={t('invoices.email_to')} description={t('invoices.email_to_hint')} value={address} onChange={(event) => setAddress(event.currentTarget.value)} error={mailError} />
              <Group justify="flex-end">
                <Button variant="default" onClick={() => setMailing(false)}>{t('invoices.back')}</Button>
                <Button loading={email.isPending} onClick={() => void send()} data-send-invoice>{t('invoices.send')}</Button>
              </Group>
            </Stack>
          )}
          {cancelling && (
            <Stack gap="xs" data-cancel-invoice-panel>
              <Text size="sm" fw={600}>{t('invoices.cancel_confirm', { number: invoice.number })}</Text>
              <Textarea label={t('invoices.cancel_reason')} required value={reason} onChange={(event) => setReason(event.currentTarget.value)} data-cancel-reason />
              <Group justify="flex-end">
                <Button variant="default" onClick={() => setCancelling(false)}>{t('invoices.back')}</Button>
                <Button color="red.9" disabled={!reason.trim()} loading={cancel.isPending} onClick={confirmCancel} data-confirm-cancel-invoice>{t('invoices.cancel_invoice')}</Button>
              </Group>
            </Stack>
          )}
        </Stack>
      )}
    </Drawer>
  );
}
