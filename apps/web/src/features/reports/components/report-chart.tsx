import '@mantine/charts/styles.css';
import { BarChart, LineChart } from '@mantine/charts';
import type { ReportResponse, ReportSpec } from '@chairside/shared/reports';
import { useTranslation } from '@/lib/use-translation';
import { formatCell } from '../utils/report-cells';
import { useFormat } from '@/lib/format';

/** Bars compare (services, staff, reasons), a line follows time (days); at most the first 20 rows. */
export function ReportChart({ report, chart }: { report: ReportResponse; chart: NonNullable<ReportSpec['chart']> }) {
  const { t } = useTranslation();
  const format = useFormat();
  const xKind = report.columns.find((c) => c.key === chart.x)?.kind ?? 'text';
  const data = report.rows.slice(0, chart.kind === 'line' ? 400 : 20).map((row) => ({
    [chart.x]: formatCell(xKind, chart.x, row[chart.x], format, t),
    [chart.y]: Number(row[chart.y] ?? 0),
  }));
  const series = [{ name: chart.y, label: t(`reports.column_${chart.y}`), color: 'brand.6' }];
  const yKind = report.columns.find((c) => c.key === chart.y)?.kind;
  const valueFormatter = (value: number) => (yKind === 'money' ? format.price(value) : value.toLocaleString());
  return chart.kind === 'line' ? (
    <LineChart h={240} data={data} dataKey={chart.x} series={series} valueFormatter={valueFormatter} curveType="monotone" withDots={false} data-report-chart />
  ) : (
    <BarChart h={240} data={data} dataKey={chart.x} series={series} valueFormatter={valueFormatter} data-report-chart />
  );
}
