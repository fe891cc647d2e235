import { useState } from 'react';
import { Button, Group, SegmentedControl } from '@mantine/core';
import { IconDownload, IconPrinter } from '@tabler/icons-react';
import { useCan } from '@/lib/can';
import { notify } from '@/lib/notify';
import { useTranslation } from '@/lib/use-translation';
import { useReceiptSettings } from '../api/receipt-api';
import { receiptUrl, type ReceiptFormat } from '../api/sales-api';
import { downloadReceipt, printReceipt } from '@/lib/print-pdf';
import { EmailReceipt } from './email-receipt';

/**
 * Print (a hidden frame, the page stays), download or e-mail a document's receipt, on a thermal roll or A4.
 */
export function ReceiptActions({ saleId, number }: { saleId: number; number: string }) {
  const { t } = useTranslation();
  // Until one is picked, the paper is the venue's receipt settings' (shown when the caller may read them).
  const [format, setFormat] = useState<ReceiptFormat | null>(null);
  const paper = useReceiptSettings(useCan('sales.reports')).data?.data.paper ?? null;
  const [busy, setBusy] = useState<'print' | 'download' | null>(null);
  const run = async (what: 'print' | 'download') => {
    setBusy(what);
    try {
      const url = receiptUrl(saleId, format);
      if (what === 'print') await printReceipt(url);
      else await downloadReceipt(url, `receipt-${number}.pdf`);
    } catch {
      notify('negative', t('sales.receipt_failed'));
    } finally {
      setBusy(null);
    }
  };
  return (
    <Group gap="xs" wrap="wrap">
      <SegmentedControl
        size="xs"
        value={format ?? paper ?? ''}
        onChange={(value) => setFormat(value as ReceiptFormat)}
        data={[{ value: 'thermal', label: t('sales.format_thermal') }, { value: 'a4', label: t('sales.format_a4') }]}
        aria-label={t('sales.receipt_format')}
      />
      <Button size="xs" leftSection={<IconPrinter size={14} aria-hidden />} loading={busy === 'print'} onClick={() => void run('print')} data-print-receipt>
        {t('sales.print_receipt')}
      </Button>
      <Button size="xs" variant="default" leftSection={<IconDownload size={14} aria-hidden />} loading={busy === 'download'} onClick={() => void run('download')} data-download-receipt>
        {t('sales.download_receipt')}
      </Button>
      <EmailReceipt saleId={saleId} number={number} />
    </Group>
  );
}
