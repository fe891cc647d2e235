import type { Plan } from '../constants';
import type { PlanInterval } from './plan-pricing';

/**
 * The plans dialog's rules (spec §4 "Plans dialog flow", §5 "Staff seat counter"): the counter
 * starts at `employees` and never goes below `current_employees`; Continue is disabled when nothing
 * would change.
 */

/** The dialog opens on pro, billed yearly. */
export const DEFAULT_PLAN_CHOICE: { plan: Plan; interval: PlanInterval } = { plan: 'pro', interval: 'year' };

/** Minus is disabled when the counter is at current_employees (seats cannot go below the staff there are). */
export const seatMinusDisabled = (employees: number, currentEmployees: number): boolean => employees <= currentEmployees;

/** The counter after minus or plus: read-only otherwise, never below current_employees, no upper bound shown. */
export function stepSeats(employees: number, currentEmployees: number, step: -1 | 1): number {
  return Math.max(currentEmployees, employees + step);
}

export interface ContinueState {
  inTrial: boolean;
  selected: { plan: Plan; interval: PlanInterval };
  current: { name: Plan; interval: PlanInterval };
  employees: number;
  currentEmployees: number;
}

/**
 * Continue with a paid plan is disabled when all hold: not in trial, the selected plan and interval
 * are the current ones, and current_employees equals employees. manage opens the downgrade
 * confirmation, so it is disabled only when the venue is on manage already.
 */
export function continueDisabled(state: ContinueState): boolean {
  if (state.selected.plan === 'manage') return state.current.name === 'manage';
  return !state.inTrial
    && state.selected.plan === state.current.name
    && state.selected.interval === state.current.interval
    && state.currentEmployees === state.employees;
}

/** What Continue does: the downgrade confirmation for manage, else the preview. */
export const continueAction = (plan: Plan): 'downgrade' | 'preview' => (plan === 'manage' ? 'downgrade' : 'preview');
