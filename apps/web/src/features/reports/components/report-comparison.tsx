import { Badge, Group, Paper, SimpleGrid, Text } from '@mantine/core';
import type { ReportResponse } from '@chairside/shared/reports';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/use-translation';
import { change, formatCell } from '../utils/report-cells';

/** Each total beside the previous period's, with the change in percent. */
export function ReportComparison({ report }: { report: ReportResponse }) {
  const { t } = useTranslation();
  const format = useFormat();
  const previous = report.previous;
  const columns = report.columns.filter((c) => c.key in report.totals && c.kind !== 'text' && c.kind !== 'date');
  if (!columns.length) return null;
  return (
    <Paper withBorder p="sm" data-report-comparison>
      {previous && <Text size="xs" c="dimmed" mb="xs">{t('reports.previous_period', { from: format.date(previous.date_from), to: format.date(previous.date_to) })}</Text>}
      <SimpleGrid cols={{ base: 2, sm: Math.min(columns.length, 5) }}>
        {columns.map((column) => {
          const delta = previous ? change(report.totals[column.key], previous.totals[column.key]) : null;
          return (
            <div key={column.key}>
              <Text size="xs" c="dimmed">{t(`reports.column_${column.key}`)}</Text>
              <Group gap={6}>
                <Text fw={600}>{formatCell(column.kind, column.key, report.totals[column.key], format, t)}</Text>
                {delta !== null && (
                  <Badge size="sm" variant="light" color={delta >= 0 ? 'teal' : 'red'} aria-label={t('reports.change')}>
                    {delta > 0 ? '+' : ''}{delta}%
                  </Badge>
                )}
              </Group>
              {previous && <Text size="xs" c="dimmed">{formatCell(column.kind, column.key, previous.totals[column.key], format, t)}</Text>}
            </div>
          );
        })}
      </SimpleGrid>
    </Paper>
  );
}
