import { addDays } from '@chairside/shared/rules/calendar-time';
import { mondayOf } from '@chairside/shared/rules/work-schedule';

/** The grid shows Monday to Sunday (rotas and copying run on ISO weeks). */
export const weekOf = (date: string): string[] => Array.from({ length: 7 }, (_, i) => addDays(mondayOf(date), i));

/** Weekdays in the grid's order: Monday first (0 = Sunday last). */
export const MONDAY_FIRST = [1, 2, 3, 4, 5, 6, 0] as const;

/** Today on the device's clock as 'YYYY-MM-DD'. */
export function localToday(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}
