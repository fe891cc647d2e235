import { FREE_PLAN, type Plan } from '../constants';
import { PLAN_FEATURE_MAP, type FeatureMap } from '../permissions';

export interface SubscriptionState {
  plan: Plan;
  /** True once the venue pays for `plan`; false while it only tries it. */
  paid: boolean;
  trialStart: string | null;
  trialEnd: string | null;
  trialCanceled: boolean;
  trialExtended: boolean;
}

const DAY_MS = 86_400_000;
const dayNumber = (date: string) => Math.floor(Date.parse(`${date}T00:00:00Z`) / DAY_MS);

/** Days left in the trial = trial end minus today (spec §4); never negative. */
export function trialDaysLeft(state: SubscriptionState, today: string): number {
  if (!state.trialEnd) return 0;
  return Math.max(0, dayNumber(state.trialEnd) - dayNumber(today));
}

/** Maximum trial days = trial end minus trial start. */
export function trialLength(state: SubscriptionState): number {
  if (!state.trialStart || !state.trialEnd) return 0;
  return dayNumber(state.trialEnd) - dayNumber(state.trialStart);
}

export function isInTrial(state: SubscriptionState, today: string): boolean {
  return !state.paid && !state.trialCanceled && state.trialEnd !== null && trialDaysLeft(state, today) > 0;
}

/** The plan whose features apply today: a paid plan, the plan on trial, or the free plan. */
export function effectivePlan(state: SubscriptionState, today: string): Plan {
  if (state.paid || isInTrial(state, today)) return state.plan;
  return FREE_PLAN;
}

export const featuresFor = (plan: Plan): FeatureMap => ({ ...PLAN_FEATURE_MAP[plan] });

/** subscription_info: 1 when a paid plan's features are on (paid or on trial), else 0. */
export const subscriptionInfo = (state: SubscriptionState, today: string): 0 | 1 =>
  effectivePlan(state, today) === FREE_PLAN ? 0 : 1;
