import { useState } from 'react';
import { Button, Group, Pagination, Stack, Table, Text } from '@mantine/core';
import { IconDownload, IconReceipt } from '@tabler/icons-react';
import type { SubscriptionTransaction } from '@chairside/shared/subscription-account';
import { EmptyState } from '@/components/ui/empty-state';
import { PageLoader } from '@/components/ui/page-loader';
import { useInitialSettings } from '@/lib/auth';
import { formatDate } from '@/lib/format';
import { notify } from '@/lib/notify';
import { downloadReceipt } from '@/lib/print-pdf';
import { useTranslation } from '@/lib/use-translation';
import { STATUS_COLORS } from './status-colors';
import { transactionPdfUrl, useTransactions } from '../api/get-transactions';

/** /subscription/history: the subscription payments, each with its invoice PDF. */
export function HistoryPage() {
  const { t } = useTranslation();
  const settings = useInitialSettings().data ?? {};
  const [page, setPage] = useState(1);
  const [busy, setBusy] = useState<number | null>(null);
  const list = useTransactions(page);
  if (!list.data) return <PageLoader />;
  if (list.data.total === 0) {
    return <EmptyState icon={<IconReceipt size={32} aria-hidden />} title={t('subscription.history_empty')} description={t('subscription.history_empty_text')} />;
  }
  const download = async (row: SubscriptionTransaction) => {
    setBusy(row.id);
    try {
      await downloadReceipt(transactionPdfUrl(row.id), `${row.number}.pdf`);
    } catch {
      notify('negative', t('subscription.invoice_failed'));
    } finally {
      setBusy(null);
    }
  };
  return (
    <Stack gap="md">
      <Table.ScrollContainer minWidth={560}>
        <Table striped highlightOnHover aria-label={t('shell.subscription_history')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('subscription.date')}</Table.Th>
              <Table.Th>{t('subscription.invoice_number_col')}</Table.Th>
              <Table.Th>{t('subscription.description')}</Table.Th>
              <Table.Th ta="right">{t('subscription.amount')}</Table.Th>
              <Table.Th>{t('subscription.status')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.data.data.map((row) => (
              <Table.Tr key={row.id} data-transaction={row.number}>
                <Table.Td>{formatDate(row.date, settings)}</Table.Td>
                <Table.Td>{row.number}</Table.Td>
                <Table.Td><Text size="sm">{row.description}</Text></Table.Td>
                <Table.Td ta="right">{row.amount_formatted}</Table.Td>
                <Table.Td><Text size="sm" fw={600} c={row.status === 'paid' ? STATUS_COLORS.positive : 'dimmed'}>{t(`subscription.tx_${row.status}`)}</Text></Table.Td>
                <Table.Td>
                  <Button size="xs" variant="default" leftSection={<IconDownload size={14} aria-hidden />} loading={busy === row.id} onClick={() => void download(row)} data-download-invoice>
                    {t('subscription.download_invoice')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {list.data.last_page > 1 && (
        <Group justify="center"><Pagination total={list.data.last_page} value={page} onChange={setPage} /></Group>
      )}
    </Stack>
  );
}
