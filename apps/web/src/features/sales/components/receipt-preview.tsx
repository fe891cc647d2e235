import { useEffect } from 'react';
import { Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';
import { useReceiptPreview } from '../api/receipt-api';

/** The latest sale's receipt as the saved settings print it, in a frame (`version` changes on every save). */
export function ReceiptPreview({ saleId, version, thermal }: { saleId: number | null; version: string; thermal: boolean }) {
  const { t } = useTranslation();
  const preview = useReceiptPreview(saleId, version);
  const url = preview.data;
  useEffect(() => () => { if (url) URL.revokeObjectURL(url); }, [url]);
  return (
    <Paper withBorder radius="md" p="md" data-receipt-preview>
      <Stack gap="xs">
        <Title order={2} size="h5">{t('sales.receipt_settings.preview')}</Title>
        {saleId === null ? (
          <Text size="sm" c="dimmed">{t('sales.receipt_settings.preview_empty')}</Text>
        ) : preview.isError ? (
          <Text size="sm" c="red">{t('sales.receipt_failed')}</Text>
        ) : !url ? (
          <Loader size="sm" />
        ) : (
          <>
            <Text size="xs" c="dimmed">{t('sales.receipt_settings.preview_note')}</Text>
            <iframe title={t('sales.receipt_settings.preview')} src={url} style={{ width: '100%', height: thermal ? 560 : 640, border: 0 }} />
          </>
        )}
      </Stack>
    </Paper>
  );
}
