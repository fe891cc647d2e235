import { expenseBody } from '@chairside/shared/expenses';
import { addDays } from '@chairside/shared/rules/calendar-time';
import type { Tx } from '../client';
import { insertExpenses } from '../../features/reports/reports.service';

/** Demo Salon's expenses of the last three months: rent on the first, supplies and utilities now and then. */
export async function seedExpenses(tx: Tx, venueId: number, employeeId: number | null, today: string): Promise<void> {
  const firsts = [0, 1, 2].map((back) => `${addDays(`${today.slice(0, 7)}-01`, -back * 28).slice(0, 7)}-01`);
  const parse = (spent_on: string, amount: number, tax_amount: number, note: string) => expenseBody.parse({ category_id: 1, spent_on, amount, tax_amount, note });
  await insertExpenses(tx, venueId, employeeId, 'Rent', firsts.map((d) => parse(d, 185_000, 0, 'Salon rent')));
  await insertExpenses(tx, venueId, employeeId, 'Supplies', [
    parse(addDays(today, -40), 23_450, 4_070, 'Colour order'), parse(addDays(today, -12), 8_990, 1_560, 'Towels and capes'),
  ]);
  await insertExpenses(tx, venueId, employeeId, 'Utilities', firsts.map((d) => parse(addDays(d, 14), 21_300, 3_697, 'Energy')));
}
