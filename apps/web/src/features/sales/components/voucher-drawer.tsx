import { useState } from 'react';
import { Alert, Badge, Button, Drawer, Group, Loader, Modal, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconMail, IconPrinter } from '@tabler/icons-react';
import { receiptEmailBody } from '@chairside/shared/sales-receipt';
import type { VoucherStatus } from '@chairside/shared/sales-vouchers';
import { errorText } from '@/lib/form-errors';
import { useFormat } from '@/lib/format';
import { notify } from '@/lib/notify';
import { useTranslation } from '@/lib/use-translation';
import { useEmailVoucher, useVoucherDetail, voucherPdfUrl } from '../api/vouchers-api';
import { printReceipt } from '@/lib/print-pdf';

export const VOUCHER_STATUS_COLOR: Record<VoucherStatus, string> = { active: 'green.9', used: 'gray.9', expired: 'orange.9', cancelled: 'red.9' };

/** One gift voucher: value, balance, who it is for, its sale, every redemption and restore; print (hidden frame) and e-mail its PDF. */
export function VoucherDrawer({ id, onClose }: { id: number; onClose(): void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const detail = useVoucherDetail(id);
  const [printing, setPrinting] = useState(false);
  const [mailing, setMailing] = useState(false);
  const voucher = detail.data?.data;
  const print = async () => {
    setPrinting(true);
    try {
      await printReceipt(voucherPdfUrl(id));
    } catch {
      notify('negative', t('sales.receipt_failed'));
    } finally {
      setPrinting(false);
    }
  };
  return (
    <Drawer opened onClose={onClose} position="right" size="lg" title={<Title order={2} size="h4">{voucher ? voucher.code : t('sales.loading')}</Title>} closeButtonProps={{ 'aria-label': t('sales.close') }} data-voucher-drawer>
      {!voucher ? (
        detail.isError ? <Alert color="red" role="alert">{t('sales.load_failed')}</Alert> : <Loader size="sm" aria-label={t('sales.loading')} />
      ) : (
        <Stack gap="md">
          <Group gap="xs">
            <Badge color={VOUCHER_STATUS_COLOR[voucher.status]} variant="light" data-voucher-status={voucher.status}>{t(`sales.vouchers.status_${voucher.status}`)}</Badge>
            {voucher.title && <Text fw={600}>{voucher.title}</Text>}
          </Group>
          <Group gap="xl" wrap="wrap">
            <Stack gap={0}><Text size="xs" c="dimmed">{t('sales.vouchers.value')}</Text><Text fw={600}>{format.price(voucher.initial_amount)}</Text></Stack>
            <Stack gap={0}><Text size="xs" c="dimmed">{t('sales.vouchers.balance')}</Text><Text fw={700} data-voucher-detail-balance>{format.price(voucher.balance)}</Text></Stack>
            <Stack gap={0}><Text size="xs" c="dimmed">{t('sales.vouchers.expires_on')}</Text><Text>{voucher.expires_on ? format.date(voucher.expires_on) : t('sales.vouchers.no_expiry')}</Text></Stack>
          </Group>
          {voucher.recipient_name && <Text size="sm">{t('sales.vouchers.recipient')}: {voucher.recipient_name}</Text>}
          {voucher.customer_name && <Text size="sm">{t('sales.vouchers.buyer')}: {voucher.customer_name}</Text>}
          {voucher.message && <Text size="sm" fs="italic">“{voucher.message}”</Text>}
          <Text size="sm" c="dimmed">{t('sales.vouchers.sold_on', { number: voucher.sale_number, date: format.dateTime(voucher.created_at) })}</Text>
          <Group gap="xs">
            <Button size="xs" leftSection={<IconPrinter size={14} aria-hidden />} loading={printing} onClick={() => void print()} data-print-voucher>{t('sales.vouchers.print')}</Button>
            <Button size="xs" variant="default" leftSection={<IconMail size={14} aria-hidden />} onClick={() => setMailing(true)} data-email-voucher>{t('sales.vouchers.email')}</Button>
          </Group>
          <Title order={3} size="h5">{t('sales.vouchers.history')}</Title>
          {voucher.redemptions.length === 0 ? (
            <Text size="sm" c="dimmed">{t('sales.vouchers.history_empty')}</Text>
          ) : (
            <Table.ScrollContainer minWidth={420}>
              <Table data-voucher-history>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('sales.date')}</Table.Th>
                    <Table.Th>{t('sales.number')}</Table.Th>
                    <Table.Th ta="right">{t('sales.amount')}</Table.Th>
                    <Table.Th ta="right">{t('sales.vouchers.balance')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {voucher.redemptions.map((r) => (
                    <Table.Tr key={r.id} data-redemption={r.kind}>
                      <Table.Td>{format.dateTime(r.created_at)}</Table.Td>
                      <Table.Td>{r.sale_number}{r.kind === 'restore' && <Badge ml={6} size="xs" variant="light">{t('sales.vouchers.restored')}</Badge>}</Table.Td>
                      <Table.Td ta="right">{r.kind === 'redeem' ? '−' : '+'}{format.price(r.amount)}</Table.Td>
                      <Table.Td ta="right">{format.price(r.balance_after)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Stack>
      )}
      {mailing && voucher && <EmailVoucherDialog id={id} onClose={() => setMailing(false)} />}
    </Drawer>
  );
}

/** The address to mail the voucher to: blank sends it to its buyer's e-mail (the server says when there is none). */
function EmailVoucherDialog({ id, onClose }: { id: number; onClose(): void }) {
  const { t } = useTranslation();
  const send = useEmailVoucher();
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    setError(null);
    if (typed.trim() && !receiptEmailBody.safeParse({ email: typed.trim() }).success) {
      setError(t('validation.email'));
      return;
    }
    try {
      const answer = await send.mutateAsync({ id, email: typed.trim() || null });
      notify('positive', answer.message);
      onClose();
    } catch (failure) {
      setError(errorText(failure) ?? t('sales.email_failed'));
    }
  };
  return (
    <Modal opened onClose={onClose} title={t('sales.vouchers.email')} closeButtonProps={{ 'aria-label': t('sales.close') }} data-email-voucher-dialog>
      <Stack gap="sm">
        <TextInput type="email" label={t('sales.email_receipt_address')} description={t('sales.vouchers.email_blank')} value={typed}
          onChange={(event) => setTyped(event.currentTarget.value)} error={error} data-autofocus data-email-voucher-input />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>{t('sales.cancel')}</Button>
          <Button loading={send.isPending} onClick={() => void submit()} data-email-voucher-send>{t('sales.email_receipt_send')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
