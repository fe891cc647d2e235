import { useState } from 'react';
import { Alert, Button, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from '@/lib/use-translation';
import { useReportExport } from '../api/reports-api';
import { downloadExport } from '../api/download-report';

/** A background export: its progress while it is made, then its file (kept a day); told in the bell too. */
export function ExportProgress({ id }: { id: number }) {
  const { t } = useTranslation();
  const job = useReportExport(id);
  const [saving, setSaving] = useState(false);
  if (job.isError) return <Alert color="gray" data-export-job="gone">{t('reports.export_gone')}</Alert>;
  const data = job.data;
  if (!data) return <Progress value={0} animated aria-label={t('reports.export_running')} />;
  if (data.state === 'failed') return <Alert color="red" role="alert" data-export-job="failed">{t('reports.export_failed')}</Alert>;
  const save = async () => {
    setSaving(true);
    try {
      await downloadExport(data);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Paper withBorder p="sm" data-export-job={data.state}>
      {data.state === 'done' ? (
        <Group justify="space-between" wrap="wrap">
          <Stack gap={2}>
            <Text fw={600}>{data.file_name}</Text>
            <Text size="sm" c="dimmed">{t('reports.export_done', { rows: data.rows ?? 0 })}</Text>
          </Stack>
          <Button leftSection={<IconDownload size={16} aria-hidden />} loading={saving} onClick={() => void save()} data-export-download>
            {t('reports.export_download')}
          </Button>
        </Group>
      ) : (
        <Stack gap={6}>
          <Text size="sm">{t('reports.export_background')}</Text>
          <Progress value={data.progress} animated aria-label={t('reports.export_running')} aria-valuenow={data.progress} />
        </Stack>
      )}
    </Paper>
  );
}
