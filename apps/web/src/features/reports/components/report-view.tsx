import { lazy, Suspense, useState } from 'react';
import { Alert, Button, Group, Paper, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconDownload, IconInfoCircle } from '@tabler/icons-react';
import { reportAboutKey, reportTitleKey, type ReportSpec } from '@chairside/shared/reports';
import { EmptyState } from '@/components/ui/empty-state';
import { PageLoader } from '@/components/ui/page-loader';
import { PremiumPlaceholder } from '@/components/ui/premium-placeholder';
import { useFeature } from '@/lib/can';
import { useTranslation } from '@/lib/use-translation';
import { useReport } from '../api/reports-api';
import { downloadReport } from '../api/download-report';
import { DateRangePicker, type RangeValue } from './date-range-picker';
import { ReportFilters, type FilterValues } from './report-filters';
import { ReportTable } from './report-table';
import { ReportComparison } from './report-comparison';
import { ExportProgress } from './export-progress';
import { ExpenseDialog } from './expense-dialog';
import { ExpenseCategoriesDialog } from './expense-categories-dialog';

// The chart library is loaded with the first chart, not with the app.
const ReportChart = lazy(async () => ({ default: (await import('./report-chart')).ReportChart }));

/** One report: period, filters, comparison, chart, table and export — or why it has no numbers yet. */
export function ReportView({ spec }: { spec: ReportSpec }) {
  const { t } = useTranslation();
  const [range, setRange] = useState<RangeValue>({ preset: 'this_month', date_from: '', date_to: '' });
  const [filters, setFilters] = useState<FilterValues>({});
  const [exporting, setExporting] = useState<string | null>(null);
  // A large export runs in the background: its progress shows here (and the bell tells when it is ready).
  const [background, setBackground] = useState<number | null>(null);
  const [dialog, setDialog] = useState<'expense' | 'categories' | null>(null);
  const query = {
    ...(range.preset === 'custom_range' ? { date_from: range.date_from, date_to: range.date_to } : { preset: range.preset }),
    ...Object.fromEntries(Object.entries(filters).filter(([, ids]) => ids?.length).map(([key, ids]) => [key, ids!.join(',')])),
  };
  const incomplete = range.preset === 'custom_range' && (!range.date_from || !range.date_to);
  // A report of the Pro plan (spec.planGated) on a plan without `reports_advanced`: the premium placeholder, never a request.
  const advanced = useFeature('reports_advanced');
  const locked = spec.planGated && !advanced;
  const ready = spec.state === 'ready' && !locked;
  const report = useReport(spec.group, spec.report, query, ready && !incomplete);
  // The definitions come with the report; a report without numbers yet (it needs reviews) still explains what it will count.
  const definitions = report.data?.definitions ?? (spec.state === 'ready' ? [] : spec.definitions.map((key) => ({ key, text: t(`reports.definition_${key}`) })));

  const heading = (
    <Group justify="space-between" align="start">
      <div>
        <Title order={1} size="h2">{t(reportTitleKey(spec))}</Title>
        <Text c="dimmed" size="sm">{t(reportAboutKey(spec))}</Text>
      </div>
      {definitions.length ? (
        <Tooltip multiline w={340} label={<Stack gap={6}>{definitions.map((d) => <Text key={d.key} size="xs">{d.text}</Text>)}</Stack>}>
          <Button variant="subtle" leftSection={<IconInfoCircle size={16} aria-hidden />} data-definitions>{t('reports.definitions')}</Button>
        </Tooltip>
      ) : null}
    </Group>
  );
  if (locked) return <Stack gap="md">{heading}<PremiumPlaceholder title={t('reports.premium_title')} description={t('reports.premium_text')} /></Stack>;
  if (spec.state !== 'ready') {
    const key = spec.state === 'needs_sales' ? 'needs_sales' : 'needs_reviews';
    return (
      <Stack gap="md">
        {heading}
        <Paper withBorder data-report-state={spec.state}><EmptyState title={t(`reports.${key}`)} description={t(`reports.${key}_hint`)} /></Paper>
      </Stack>
    );
  }

  const exportAs = async (format: 'xlsx' | 'csv' | 'pdf') => {
    setExporting(format);
    try {
      const job = await downloadReport(spec.group, spec.report, query, format);
      if (job) setBackground(job.id);
    } finally {
      setExporting(null);
    }
  };
  const data = report.data;
  return (
    <Stack gap="md" data-report={`${spec.group}/${spec.report}`}>
      {heading}
      <Group justify="space-between" align="end">
        <Group gap="md" align="end">
          <DateRangePicker value={range} onChange={setRange} />
          <ReportFilters filters={spec.filters} value={filters} onChange={setFilters} />
        </Group>
        <Group gap={6}>
          {spec.group === 'expenses' && (
            <>
              <Button size="xs" onClick={() => setDialog('expense')} data-add-expense>{t('reports.add_expense')}</Button>
              <Button size="xs" variant="default" onClick={() => setDialog('categories')} data-categories>{t('reports.categories')}</Button>
            </>
          )}
          {(['xlsx', 'csv', 'pdf'] as const).map((format) => (
            <Button key={format} variant="default" size="xs" leftSection={<IconDownload size={14} aria-hidden />} loading={exporting === format}
              disabled={!data || incomplete} onClick={() => void exportAs(format)} data-export={format}>
              {t(`reports.export_${format}`)}
            </Button>
          ))}
        </Group>
      </Group>
      {background !== null && <ExportProgress key={background} id={background} />}
      {spec.group === 'expenses' && (
        <>
          <ExpenseDialog opened={dialog === 'expense'} onClose={() => setDialog(null)} />
          <ExpenseCategoriesDialog opened={dialog === 'categories'} onClose={() => setDialog(null)} />
        </>
      )}
      {incomplete ? null : report.isPending ? (
        <PageLoader />
      ) : report.isError ? (
        <Alert color="red" role="alert">{t('reports.validation.range')}</Alert>
      ) : data ? (
        <>
          <ReportComparison report={data} />
          {spec.chart && data.rows.length > 1 && (
            <Paper withBorder p="sm">
              <Suspense fallback={<PageLoader />}><ReportChart report={data} chart={spec.chart} /></Suspense>
            </Paper>
          )}
          {data.rows.length ? <ReportTable report={data} /> : <Paper withBorder><EmptyState title={t('reports.no_rows')} /></Paper>}
        </>
      ) : null}
    </Stack>
  );
}
