import type { CalendarEmployee } from '@chairside/shared/calendar-data';
import type { GridColumn } from './grid-types';

/**
 * On a phone: today in the weekly view; in the daily view the first employee with shifts that
 * day (known from GET resources before the hours arrive, so the column does not jump); else the first.
 */
export function defaultPhoneColumn(columns: GridColumn[], view: 'daily' | 'weekly', employees: CalendarEmployee[]): number {
  if (view === 'weekly') return Math.max(0, columns.findIndex((column) => column.isToday));
  const working = new Set(employees.filter((e) => e.hasShifts).map((e) => e.id));
  return Math.max(0, columns.findIndex((column) => column.descriptor.employeeId !== null && working.has(column.descriptor.employeeId)));
}
