import type { GridColumn } from './grid-types';

/** On a phone: today in the weekly view, else the first column with working hours, else the first. */
export function defaultPhoneColumn(columns: GridColumn[], view: 'daily' | 'weekly'): number {
  if (view === 'weekly') return Math.max(0, columns.findIndex((column) => column.isToday));
  const working = columns.findIndex((column) => !(column.closed.length === 1 && column.closed[0]?.[0] === 0 && column.closed[0]?.[1] === 1440));
  return Math.max(0, working);
}
