import { Alert, Button, Progress, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { notify } from '@/lib/notify';
import { useTranslation } from '@/lib/use-translation';
import { useImportStatus } from '../api/get-import-status';
import { downloadImportReport } from '../api/download-report';

/** The running import's progress, then its outcome and the report of the rows left out. */
export function ImportProgress({ id }: { id: number }) {
  const { t } = useTranslation();
  const status = useImportStatus(id);
  const summary = status.data?.import;
  if (!summary) return <Progress value={0} animated aria-label={t('customers_transfer.step_import')} />;
  if (summary.status === 'failed') return <Alert color="red">{t('customers_transfer.import_failed')}</Alert>;
  const percent = summary.total_rows ? Math.round((summary.processed_rows / summary.total_rows) * 100) : 0;
  if (summary.status !== 'done') {
    return (
      <Stack gap="xs">
        <Progress value={percent} animated aria-label={t('customers_transfer.step_import')} />
        <Text size="sm" role="status">
          {t('customers_transfer.importing', { done: summary.processed_rows, total: summary.total_rows })}
        </Text>
      </Stack>
    );
  }
  const download = () => downloadImportReport(id, `${summary.file_name.replace(/\.[^.]*$/, '')}-${t('customers_transfer.report.file_suffix')}.csv`).catch(() => notify('negative', t('customers_transfer.load_failed')));
  return (
    <Stack gap="sm">
      <Progress value={100} color="green" aria-label={t('customers_transfer.step_import')} />
      <Alert color="green" role="status" data-import-done>
        {t('customers_transfer.done', { created: summary.created, updated: summary.updated, skipped: summary.skipped, failed: summary.failed })}
      </Alert>
      {summary.failed + summary.skipped > 0 ? (
        <Button variant="light" leftSection={<IconDownload size={16} aria-hidden />} onClick={() => void download()} w="fit-content">
          {t('customers_transfer.download_report')}
        </Button>
      ) : null}
    </Stack>
  );
}
