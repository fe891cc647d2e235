import { useState } from 'react';
import { Alert, Button, Grid, Stack, Text, Title } from '@mantine/core';
import { PageLoader } from '@/components/ui/page-loader';
import { useTranslation } from '@/lib/use-translation';
import { useReceiptSettings } from '@/features/sales/api/receipt-api';
import { ReceiptPreview } from '@/features/sales/components/receipt-preview';
import { ReceiptSettingsForm } from '@/features/sales/components/receipt-settings-form';

/** /sales/receipt (spec §2.3): how the venue's receipts look (paper, texts, tax number, parts shown), with a preview of the latest sale. */
export function ReceiptSettingsScreen() {
  const { t } = useTranslation();
  const settings = useReceiptSettings();
  const [version, setVersion] = useState(0);
  const data = settings.data;
  return (
    <Stack gap="md" maw={1200} pb={48}>
      <div>
        <Title order={1} size="h2">{t('shell.receipt_settings')}</Title>
        <Text c="dimmed" mt={4}>{t('sales.receipt_settings.subtitle')}</Text>
      </div>
      {settings.isError ? (
        <Alert color="red" role="alert" title={t('sales.receipt_settings.load_failed')}>
          <Button size="xs" variant="default" onClick={() => void settings.refetch()}>{t('sales.receipt_settings.retry')}</Button>
        </Alert>
      ) : !data ? (
        <PageLoader />
      ) : (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <ReceiptSettingsForm data={data.data} hasLogo={data.logo !== null} onSaved={() => setVersion((v) => v + 1)} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <ReceiptPreview saleId={data.preview_sale_id} version={String(version)} thermal={data.data.paper === 'thermal'} />
          </Grid.Col>
        </Grid>
      )}
    </Stack>
  );
}
