import type { ColumnKind } from '@chairside/shared/reports';

type Cell = string | number | null | undefined;
interface Formatter {
  price: (minor: number) => string;
  date: (value: string) => string;
  duration: (minutes: number) => string;
}

/** A code (status, reason, kind of movement) as its phrase key; null for a free text. */
export function codeKey(key: string, value: string): string | null {
  if (key === 'status') return `calendar.status_${value.replaceAll('-', '_')}`;
  if (key === 'reason') return `calendar.reason_${value}`;
  if (key === 'kind') return `inventory.kind_${value}`;
  if (key === 'document') return `sales.kind_${value}`;
  if (key === 'invoice_status') return `invoices.status_${value}`;
  if (key === 'segment') return `reports.segment_${value}`;
  return null;
}

/** One cell as the screen writes it. */
export function formatCell(kind: ColumnKind, key: string, value: Cell, format: Formatter, t: (key: string) => string): string {
  if (value === null || value === undefined || value === '') return kind === 'percent' || kind === 'ratio' ? '–' : '';
  if (typeof value === 'number') {
    if (kind === 'money') return format.price(value);
    if (kind === 'minutes') return format.duration(value);
    if (kind === 'percent') return `${value.toLocaleString(undefined, { maximumFractionDigits: 1 })}%`;
    if (kind === 'ratio') return value.toLocaleString(undefined, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    return value.toLocaleString();
  }
  if (kind === 'date' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return format.date(value);
  const phrase = codeKey(key, value);
  return phrase ? t(phrase) : value;
}

/** Change against the previous period in percent (null when there was nothing to compare with). */
export function change(current: number | null | undefined, previous: number | null | undefined): number | null {
  if (current === null || current === undefined || previous === null || previous === undefined || previous === 0) return null;
  return Math.round(((current - previous) / Math.abs(previous)) * 1000) / 10;
}

/** Rows sorted by one column, numbers numerically and texts by the locale. */
export function sortRows<R extends Record<string, Cell>>(rows: R[], key: string | null, descending: boolean): R[] {
  if (!key) return rows;
  const sorted = [...rows].sort((a, b) => {
    const x = a[key];
    const y = b[key];
    if (typeof x === 'number' && typeof y === 'number') return x - y;
    return String(x ?? '').localeCompare(String(y ?? ''));
  });
  return descending ? sorted.reverse() : sorted;
}
