import { eq } from 'drizzle-orm';
import type { AccessFields, Flag } from '@chairside/shared/access';
import { PLANS, type Plan } from '@chairside/shared/constants';
import type { PlanFeature } from '@chairside/shared/permissions';
import { effectivePlan, featuresFor, subscriptionInfo, trialDaysLeft, type SubscriptionState } from '@chairside/shared/rules/subscription';
import type { Trial } from '@chairside/shared/settings';
import { venues } from '../db/schema/index';
import type { Queryable } from '../db/client';
import type { VenueCtx } from './context';
import { AppError } from './errors';

/**
 * The access fields any response may carry (DESIGN.md §3): the caller's permission flags, the
 * feature map of the plan in effect, subscription_info and the SMS balance; and the plan checks
 * other features call (`assertFeature`, `assertWithinLimit`).
 */

/** The venue columns these rules read; select them with any other venue query to save a round trip. */
export const accessColumns = {
  plan: venues.plan,
  planPaid: venues.planPaid,
  trialStart: venues.trialStart,
  trialEnd: venues.trialEnd,
  trialCanceled: venues.trialCanceled,
  trialExtended: venues.trialExtended,
  smsAmount: venues.smsAmount,
  timezone: venues.timezone,
};
export interface AccessRow {
  plan: string;
  planPaid: boolean;
  trialStart: string | null;
  trialEnd: string | null;
  trialCanceled: boolean;
  trialExtended: boolean;
  smsAmount: number;
  timezone: string;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
/** Today's date (YYYY-MM-DD) in a time zone. */
export function todayIn(timeZone: string, now: Date): string {
  let format = formatters.get(timeZone);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    } catch {
      format = new Intl.DateTimeFormat('en-CA', { timeZone: 'UTC', year: 'numeric', month: '2-digit', day: '2-digit' });
    }
    formatters.set(timeZone, format);
  }
  return format.format(now);
}

const asPlan = (value: string): Plan => ((PLANS as readonly string[]).includes(value) ? (value as Plan) : 'manage');

const subscriptionStateOf = (row: AccessRow): SubscriptionState => ({
  plan: asPlan(row.plan),
  paid: row.planPaid,
  trialStart: row.trialStart,
  trialEnd: row.trialEnd,
  trialCanceled: row.trialCanceled,
  trialExtended: row.trialExtended,
});

export interface PlanStatus {
  /** The plan whose features apply today. */
  plan: Plan;
  /** Present while the venue tries a plan without paying and days are left (spec §4). */
  trial: Trial | null;
  features: ReturnType<typeof featuresFor>;
  subscriptionInfo: Flag;
}

export function planStatus(row: AccessRow, now: Date): PlanStatus {
  const state = subscriptionStateOf(row);
  const today = todayIn(row.timezone, now);
  const plan = effectivePlan(state, today);
  const daysLeft = trialDaysLeft(state, today);
  const trial: Trial | null =
    !state.paid && state.trialStart && state.trialEnd && daysLeft > 0
      ? {
          start: state.trialStart,
          end: state.trialEnd,
          canceled: state.trialCanceled ? 1 : 0,
          extended: state.trialExtended ? 1 : 0,
          days_left: daysLeft,
        }
      : null;
  return { plan, trial, features: featuresFor(plan), subscriptionInfo: subscriptionInfo(state, today) };
}

/** The access fields from an already-read venue row (no query). */
export function accessFrom(ctx: VenueCtx, row: AccessRow): Required<AccessFields> {
  const status = planStatus(row, ctx.deps.now());
  return {
    permissions: ctx.session.permissions,
    subscription: status.features,
    subscription_info: status.subscriptionInfo,
    sms_amount: row.smsAmount,
  };
}

async function readAccessRow(db: Queryable, venueId: number): Promise<AccessRow> {
  const [row] = await db.select(accessColumns).from(venues).where(eq(venues.id, venueId)).limit(1);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** The access fields of the caller's venue: one small query. */
export async function loadAccess(ctx: VenueCtx): Promise<Required<AccessFields>> {
  return accessFrom(ctx, await readAccessRow(ctx.db, ctx.venueId));
}

/** Features whose value is a number allowed rather than a switch; for them 0 = no limit. */
const COUNTED_FEATURES: readonly PlanFeature[] = ['employees'];

const planLimit = (limits: Record<string, number>) => new AppError('PLAN_LIMIT', { limits });

/** Whether the plan in effect for a venue includes a switched feature (for jobs, which have no request). */
export async function venueHasFeature(db: Queryable, venueId: number, feature: PlanFeature, now: Date): Promise<boolean> {
  return planStatus(await readAccessRow(db, venueId), now).features[feature] > 0;
}

/** Throws PLAN_LIMIT (403 with limits) unless the plan in effect includes `feature`. */
export async function assertFeature(ctx: VenueCtx, feature: PlanFeature): Promise<void> {
  if (COUNTED_FEATURES.includes(feature)) return;
  const { features } = planStatus(await readAccessRow(ctx.db, ctx.venueId), ctx.deps.now());
  if (features[feature] <= 0) throw planLimit({ [feature]: 0 });
}

/**
 * For counted features (`employees`): throws PLAN_LIMIT when `used` (the count after the change
 * being made) passes the plan's number, or, on a paid plan (whose number is 0: billed by seat), the
 * seats bought (`limits`: { employees, bought_seats, used }). Other features are checked as by assertFeature.
 */
export async function assertWithinLimit(ctx: VenueCtx, feature: PlanFeature, used: number): Promise<void> {
  if (!COUNTED_FEATURES.includes(feature)) return assertFeature(ctx, feature);
  const [row] = await ctx.db.select({ ...accessColumns, seats: venues.seats }).from(venues).where(eq(venues.id, ctx.venueId)).limit(1);
  if (!row) throw new AppError('NOT_FOUND');
  const status = planStatus(row, ctx.deps.now());
  const limit = status.features[feature];
  if (limit > 0 && used > limit) throw planLimit({ [feature]: limit, used });
  // A paid plan's staff are unlimited by the plan but billed by seat (spec §5, §9): no more bookable
  // staff than the seats bought; more seats are bought through the plans dialog. A trial buys none yet.
  const seats = Math.max(row.seats, 1);
  if (limit === 0 && row.planPaid && status.plan !== 'manage' && used > seats) throw planLimit({ [feature]: seats, bought_seats: seats, used });
}
