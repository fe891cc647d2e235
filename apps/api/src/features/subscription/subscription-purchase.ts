import type { MakeBody, MakeResponse, SessionResponse } from '@chairside/shared/subscription';
import { isLanguage } from '@chairside/shared/constants';
import { PLAN_CURRENCY } from '@chairside/shared/subscription';
import { loadAccess } from '../../lib/access';
import type { VenueCtx } from '../../lib/context';
import { AppError, fieldError } from '../../lib/errors';
import { t } from '../../lib/i18n';
import { createCheckout, findCheckout } from '../payments/payments.service';
import { quote, venueState } from './subscription.service';

/**
 * Buying a plan (spec §4 "Purchase"): the server prices it (§9), asks the card provider for a hosted
 * checkout and answers its session; the plan changes only when the provider's signed webhook says
 * the money was taken (subscriptionCheckoutEffects). subscription/session reports that state.
 */
export async function makePurchase(ctx: VenueCtx, body: MakeBody): Promise<MakeResponse> {
  const state = await venueState(ctx);
  if (body.seats < state.used) throw fieldError('seats', 'validation.too_small', { min: state.used });
  const next = quote(body.plan_id, body.interval, body.seats);
  // manage is free: leaving a paid plan is a cancellation (subscription/cancel), not a purchase.
  if (next.plan === 'manage') throw fieldError('plan_id', 'validation.one_of');
  // §4: nothing to buy when the venue already pays for this plan, interval and seats.
  if (state.row.planPaid && next.plan === state.plan && next.interval === state.interval && next.seats === state.bought) {
    throw fieldError('plan_id', 'validation.invalid');
  }
  const origin = ctx.deps.env.appUrl.replace(/\/$/, '');
  const session = await createCheckout(ctx.deps, ctx.db, ctx.venueId, {
    purpose: 'subscription',
    amount: next.amount,
    currency: PLAN_CURRENCY.code,
    description: `${t(ctx.lang, `onboarding.plan_${next.plan}`)} × ${next.seats}`,
    metadata: { plan: next.plan, interval: next.interval, seats: String(next.seats) },
    successUrl: `${origin}/subscription/thank-you?session_id={CHECKOUT_SESSION_ID}`,
    cancelUrl: `${origin}/${body.back_url}`,
    locale: isLanguage(state.row.lang) ? state.row.lang : ctx.lang,
    // Renewals charge this card off session.
    saveCard: true,
  });
  return { data: { id: session.id, url: session.url }, invoice: null, message: null };
}

export async function confirmSession(ctx: VenueCtx, sessionId: string): Promise<SessionResponse> {
  const checkout = await findCheckout(ctx.db, ctx.venueId, sessionId);
  if (!checkout || checkout.purpose !== 'subscription') throw new AppError('NOT_FOUND');
  const { plan, interval, seats } = checkout.metadata;
  const access = await loadAccess(ctx);
  return {
    ...access,
    data: {
      status: checkout.status as SessionResponse['data']['status'],
      plan: plan as SessionResponse['data']['plan'],
      interval: interval as SessionResponse['data']['interval'],
      seats: Number(seats),
    },
  };
}
