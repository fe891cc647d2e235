import { meetsTarget, type CaseReport, type Metric } from './framework';

const formatValue = (metric: Metric) => {
  const { value } = metric;
  const digits = Math.abs(value) >= 100 ? 0 : Math.abs(value) >= 10 ? 1 : 2;
  return `${value.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: 0 })} ${metric.unit}`.trim();
};

const formatTarget = (metric: Metric) => {
  const ok = meetsTarget(metric);
  if (ok === null) return '';
  const { min, max } = metric.target!;
  const goal = [min !== undefined ? `≥ ${min}` : '', max !== undefined ? `≤ ${max}` : ''].filter(Boolean).join(' ');
  return `${goal} ${ok ? 'ok' : 'MISSED'}`;
};

/** The results as a plain-text table, one line per metric, a line per skipped or failed case. */
export function renderTable(reports: CaseReport[]): string {
  const rows: string[][] = [['case', 'metric', 'value', 'target', 'note']];
  for (const report of reports) {
    if (report.status !== 'ok') rows.push([report.name, report.status.toUpperCase(), '', '', report.message ?? '']);
    for (const metric of report.metrics) rows.push([report.name, metric.name, formatValue(metric), formatTarget(metric), metric.note ?? '']);
  }
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  const line = (row: string[]) => row.map((cell, column) => (column === 2 ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!))).join('  ').trimEnd();
  const rule = widths.map((width) => '-'.repeat(width)).join('  ');
  return [line(rows[0]!), rule, ...rows.slice(1).map(line)].join('\n');
}
