import { Stack, Title } from '@mantine/core';
import { Navigate, useParams } from 'react-router';
import { ExportProgress } from '@/features/reports/components/export-progress';
import { useTranslation } from '@/lib/use-translation';

/** /reports/exports/{id}: a background export (the bell's link): its progress, then its file. */
export function ReportExportScreen() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  if (!Number.isInteger(id) || id <= 0) return <Navigate to="/reports" replace />;
  return (
    <Stack gap="md" maw={640}>
      <Title order={1} size="h2">{t('reports.export_title')}</Title>
      <ExportProgress id={id} />
    </Stack>
  );
}
