/**
 * Plan prices (spec §3 "Subscription plans data", §9 "Plans and pricing"). A plan entry's prices
 * are cents: index 0 is the first staff member's monthly rate, index 1 each extra staff member's.
 * The year entry's rates are monthly too: its total is the monthly total × 12.
 */

export type PlanInterval = 'month' | 'year';

/** The yearly option is labelled 'save 18'. */
export const YEARLY_SAVING_PERCENT = 18;
export const MONTHS_PER_YEAR = 12;

/** Cents to currency units (plan prices are divided by 100). */
export const centsToUnits = (cents: number): number => cents / 100;

const rates = (prices: readonly number[]) => ({ first: prices[0] ?? 0, extra: prices[1] ?? 0 });
const seats = (staff: number) => Math.max(1, Math.floor(staff));
const perInterval = (interval: PlanInterval) => (interval === 'year' ? MONTHS_PER_YEAR : 1);

/** Monthly total in cents = first-staff rate + extra-staff rate × (staff − 1); at least one staff. */
export function monthlyTotal(prices: readonly number[], staff: number): number {
  const { first, extra } = rates(prices);
  return first + extra * (seats(staff) - 1);
}

/** Total in cents for one billing interval: the monthly total, or 12 × it for a yearly plan. */
export function planTotal(prices: readonly number[], staff: number, interval: PlanInterval): number {
  return monthlyTotal(prices, staff) * perInterval(interval);
}

/** Extra seats to buy = staff − bought_seats (never negative). */
export function extraSeats(staff: number, boughtSeats: number): number {
  return Math.max(0, Math.floor(staff) - Math.floor(boughtSeats));
}

/** What the extra seats cost in cents: extra-staff rate × extra seats, or 12 × that for yearly. */
export function extraSeatsCost(prices: readonly number[], staff: number, boughtSeats: number, interval: PlanInterval): number {
  return rates(prices).extra * extraSeats(staff, boughtSeats) * perInterval(interval);
}

/**
 * The day one billing interval after `day` (YYYY-MM-DD): the same day of the next month or year,
 * or that month's last day when it is shorter (31 January + 1 month = 28 or 29 February).
 */
export function addInterval(day: string, interval: PlanInterval, count = 1): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const months = (year * 12 + (month - 1)) + perInterval(interval) * count;
  const y = Math.floor(months / 12);
  const m = months % 12;
  const last = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  return `${String(y).padStart(4, '0')}-${String(m + 1).padStart(2, '0')}-${String(Math.min(date, last)).padStart(2, '0')}`;
}
