import { eq } from 'drizzle-orm';
import { isLanguage } from '@chairside/shared/constants';
import { addInterval, planTotal } from '@chairside/shared/rules/plan-pricing';
import { trialLength } from '@chairside/shared/rules/subscription';
import type { ExtendBody, MethodChangeResponse, SubscriptionChangeResponse, SubscriptionInfoResponse } from '@chairside/shared/subscription-account';
import { PLAN_CURRENCY, PLAN_RATES } from '@chairside/shared/subscription';
import { venues } from '../../db/schema/index';
import { accessFrom, todayIn } from '../../lib/access';
import { logActivity } from '../../lib/activity';
import type { VenueCtx } from '../../lib/context';
import { AppError, fieldError } from '../../lib/errors';
import { t } from '../../lib/i18n';
import { createCheckout } from '../payments/payments.service';
import { planPrice, venueState } from './subscription.service';

/**
 * The venue's subscription account (spec §2.3 /subscription, §4 "Subscription", §7): what it is on,
 * the card on file (changed through the card provider's hosted page), cancelling (a downgrade to
 * manage with a reason; every record is kept) and extending (support only).
 */
type State = Awaited<ReturnType<typeof venueState>>;

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Math.floor(Date.parse(`${day}T00:00:00Z`) / DAY_MS);
const dayOf = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);

function infoOf(ctx: VenueCtx, state: State): SubscriptionInfoResponse {
  const { row } = state;
  const today = todayIn(row.timezone, ctx.deps.now());
  const onTrial = !row.planPaid && row.trialEnd !== null && row.plan !== 'manage';
  const trial = onTrial && row.trialEnd
    ? {
        days_left: Math.max(0, dayNumber(row.trialEnd) - dayNumber(today)),
        max_days: trialLength({ plan: state.plan, paid: false, trialStart: row.trialStart, trialEnd: row.trialEnd, trialCanceled: row.trialCanceled, trialExtended: row.trialExtended }),
        ends_on: row.trialEnd,
        canceled: row.trialCanceled,
        extended: row.trialExtended,
      }
    : null;
  const status = state.plan === 'manage' ? 'free' : row.planPaid ? 'active' : trial && trial.days_left > 0 && !trial.canceled ? 'trial' : 'free';
  const price = row.planPaid ? planTotal(PLAN_RATES[state.plan][state.interval], state.bought, state.interval) : 0;
  return {
    ...accessFrom(ctx, row),
    data: {
      plan: state.plan,
      effective_plan: state.status.plan,
      interval: state.interval,
      status,
      seats: state.bought,
      employees: state.used,
      trial,
      renews_on: row.planPaid ? row.planRenewsOn : null,
      price,
      price_formatted: planPrice(price),
      card: row.card ? { brand: row.card.brand, last4: row.card.last4 } : null,
    },
  };
}

export async function subscriptionInfo(ctx: VenueCtx): Promise<SubscriptionInfoResponse> {
  return infoOf(ctx, await venueState(ctx));
}

/** A setup session on the card provider's hosted page: the card saved there is charged at renewals. */
export async function changeMethod(ctx: VenueCtx): Promise<MethodChangeResponse> {
  const state = await venueState(ctx);
  const origin = ctx.deps.env.appUrl.replace(/\/$/, '');
  const session = await createCheckout(ctx.deps, ctx.db, ctx.venueId, {
    purpose: 'subscription_method',
    mode: 'setup',
    amount: 0,
    currency: PLAN_CURRENCY.code,
    description: t(ctx.lang, 'subscription.card_setup_description'),
    metadata: {},
    successUrl: `${origin}/subscription/payment-details?session_id={CHECKOUT_SESSION_ID}`,
    cancelUrl: `${origin}/subscription/payment-details`,
    locale: isLanguage(state.row.lang) ? state.row.lang : ctx.lang,
  });
  return { data: { id: session.id, url: session.url } };
}

/**
 * Cancel (downgrade, spec §2.5): back to manage at once, the reason logged; a trial ends as
 * canceled. Nothing is deleted: the venue's data waits for the next upgrade.
 */
export async function cancelSubscription(ctx: VenueCtx, body: { reason: string }): Promise<SubscriptionChangeResponse> {
  const before = await venueState(ctx);
  if (before.plan === 'manage') throw fieldError('reason', 'subscription.error_already_free');
  await ctx.db.transaction(async (tx) => {
    await tx.update(venues)
      .set({ plan: 'manage', planPaid: false, planRenewsOn: null, trialCanceled: before.row.trialEnd !== null && !before.row.planPaid ? true : before.row.trialCanceled, updatedAt: ctx.deps.now() })
      .where(eq(venues.id, ctx.venueId));
    await logActivity(ctx, { entity: 'subscription', entityId: ctx.venueId, action: 'cancel', changes: { from: before.plan, paid: before.row.planPaid, reason: body.reason } }, tx);
  });
  return { ...infoOf(ctx, await venueState(ctx)), message: t(ctx.lang, 'subscription.cancel_done') };
}

/**
 * Extend by days (support use, spec §4): only a support session (auth/support/login) may call it.
 * On trial (or a trial that ended unpaid) the trial end moves on from the later of its end and
 * today; on a paid plan the renewal moves, the added days free.
 */
export async function extendSubscription(ctx: VenueCtx, body: ExtendBody): Promise<SubscriptionChangeResponse> {
  if (!ctx.session.viaSupport) throw new AppError('FORBIDDEN');
  const state = await venueState(ctx);
  const { row } = state;
  const today = todayIn(row.timezone, ctx.deps.now());
  let change: Partial<typeof venues.$inferInsert>;
  if (row.planPaid && state.plan !== 'manage') {
    const from = row.planRenewsOn ?? addInterval(today, state.interval);
    change = { planRenewsOn: dayOf(dayNumber(from) + body.days) };
  } else if (row.trialEnd !== null) {
    const from = Math.max(dayNumber(row.trialEnd), dayNumber(today));
    change = { trialEnd: dayOf(from + body.days), trialExtended: true, trialCanceled: false, ...(state.plan === 'manage' ? { plan: 'pro' } : {}) };
  } else {
    throw fieldError('days', 'subscription.error_nothing_to_extend');
  }
  await ctx.db.transaction(async (tx) => {
    await tx.update(venues).set({ ...change, updatedAt: ctx.deps.now() }).where(eq(venues.id, ctx.venueId));
    await logActivity(ctx, { entity: 'subscription', entityId: ctx.venueId, action: 'extend', changes: { days: body.days, ...change } }, tx);
  });
  return { ...infoOf(ctx, await venueState(ctx)), message: t(ctx.lang, 'subscription.extend_done', { days: body.days }) };
}
