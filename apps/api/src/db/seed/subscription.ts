import { addInterval, planTotal } from '@chairside/shared/rules/plan-pricing';
import { PLAN_CURRENCY, PLAN_RATES } from '@chairside/shared/subscription';
import type { Tx } from '../client';
import { DEMO_SALON_SEATS } from './demo-data';
import { recordCharge } from '../../features/payments/payments.service';

/** The card Demo Salon's subscription renews with (the sandbox's success card). */
export const DEMO_SUBSCRIPTION_CARD = { provider: 'sandbox', id: 'pm_sbx_4242_demo_salon', brand: 'visa', last4: '4242' };

/**
 * Demo Salon's subscription history: pro, monthly, DEMO_SALON_SEATS seats, renewed on its saved card for the last
 * three months (the charges recorded as the renewals record them, through payments.service), the
 * last twenty days ago; the next renewal one month after it.
 */
export function demoRenewalDates(today: string): { paid: string[]; renewsOn: string } {
  const last = new Date(Date.parse(`${today}T00:00:00Z`) - 20 * 86_400_000).toISOString().slice(0, 10);
  return { paid: [addInterval(last, 'month', -2), addInterval(last, 'month', -1), last], renewsOn: addInterval(last, 'month') };
}

export async function seedSubscription(tx: Tx, venueId: number, today: string): Promise<void> {
  const amount = planTotal(PLAN_RATES.pro.month, DEMO_SALON_SEATS, 'month');
  for (const [index, day] of demoRenewalDates(today).paid.entries()) {
    await recordCharge(tx, venueId, {
      provider: DEMO_SUBSCRIPTION_CARD.provider,
      sessionId: `ch_sbx_demo_${venueId}_${index + 1}`,
      purpose: 'subscription',
      amount,
      currency: PLAN_CURRENCY.code,
      description: `Pro × ${DEMO_SALON_SEATS}`,
      metadata: { plan: 'pro', interval: 'month', seats: String(DEMO_SALON_SEATS), renewal: '1' },
      successUrl: '',
      cancelUrl: '',
      status: 'paid',
      paidAt: new Date(`${day}T09:00:00Z`),
    });
  }
}
