import { and, eq, isNotNull, lte, ne } from 'drizzle-orm';
import { isLanguage, type Language, type Plan } from '@chairside/shared/constants';
import { addInterval, planTotal, type PlanInterval } from '@chairside/shared/rules/plan-pricing';
import { formatPlanPrice, PLAN_CURRENCY, PLAN_RATES } from '@chairside/shared/subscription';
import { venues } from '../../db/schema/index';
import { todayIn } from '../../lib/access';
import type { Deps } from '../../lib/context';
import { t } from '../../lib/i18n';
import { chargeSavedCard } from '../payments/payments.service';
import { seatsUsed } from '../staff/staff.service';
import { eachVenue } from './subscription-sweep';

/**
 * Trial end (issue 17, spec §4): on the day a trial runs out (the venue's clock), a venue that saved a
 * card (subscription/method/change) is converted to the plan and interval it was trying, for the
 * bookable staff it has: its card is charged off session, once (the venue row is locked for the
 * charge, and the provider gets an idempotency key naming the venue and the trial's end, so a run
 * that dies between the charge and the commit takes no money twice on its retry). Paid, the plan is
 * paid from the trial's end and renews an interval later. With no card, or a declined one, the venue
 * drops to manage with every record kept, and is told by e-mail through the outbox, in the same
 * transaction. A cancelled trial is already on manage (subscription/cancel) and is not touched.
 */
export type TrialOutcome = 'converted' | 'downgraded';

const DAY_MS = 86_400_000;

export async function endTrials(deps: Deps): Promise<Record<TrialOutcome, number>> {
  const outcomes: Record<TrialOutcome, number> = { converted: 0, downgraded: 0 };
  // A day ahead in UTC catches every time zone; each venue is then checked against its own today.
  const horizon = new Date(deps.now().getTime() + DAY_MS).toISOString().slice(0, 10);
  const due = await deps.db.select({ id: venues.id }).from(venues).where(and(
    eq(venues.planPaid, false), ne(venues.plan, 'manage'), isNotNull(venues.trialEnd), lte(venues.trialEnd, horizon),
  ));
  await eachVenue(due, (id) => endTrial(deps, id), (outcome) => void (outcomes[outcome] += 1));
  return outcomes;
}

async function endTrial(deps: Deps, venueId: number): Promise<TrialOutcome | null> {
  const db = deps.database.forVenue(venueId);
  return db.transaction(async (tx) => {
    // Locked: a second run waits, then finds the venue paid or on manage.
    const [venue] = await tx.select().from(venues).where(eq(venues.id, venueId)).for('update');
    if (!venue || venue.planPaid || venue.plan === 'manage' || !venue.trialEnd) return null;
    if (venue.trialEnd > todayIn(venue.timezone, deps.now())) return null;
    const plan = venue.plan as Plan;
    const interval = venue.planInterval as PlanInterval;
    const lang: Language = isLanguage(venue.lang) ? venue.lang : 'en-us';
    const seats = Math.max(await seatsUsed(tx, venueId), 1);
    const amount = planTotal(PLAN_RATES[plan][interval], seats, interval);
    const planName = t(lang, `onboarding.plan_${plan}`);
    const charge = venue.subscriptionCard
      ? await chargeSavedCard(deps, tx, venueId, {
          purpose: 'subscription', amount, currency: PLAN_CURRENCY.code, description: `${planName} × ${seats}`,
          metadata: { plan, interval, seats: String(seats), trial_end: venue.trialEnd }, paymentMethodId: venue.subscriptionCard.id,
          idempotencyKey: `trial-end:${venueId}:${venue.trialEnd}:${venue.subscriptionCard.id}`,
        })
      : null;
    const vars = { venue: venue.title, plan: planName, amount: formatPlanPrice(amount) };
    if (charge?.status === 'paid') {
      await tx.update(venues)
        .set({ planPaid: true, seats, planRenewsOn: addInterval(venue.trialEnd, interval), renewalAttempts: 0, renewalRetryOn: null, updatedAt: deps.now() })
        .where(eq(venues.id, venueId));
      if (venue.email) await deps.mail.send(tx, { venueId, to: venue.email, subject: t(lang, 'subscription.trial_converted_subject', vars), text: t(lang, 'subscription.trial_converted_text', vars) });
      return 'converted';
    }
    // Every record stays: only the plan in effect changes, and choosing a plan again brings it all back.
    await tx.update(venues).set({ plan: 'manage', planRenewsOn: null, updatedAt: deps.now() }).where(eq(venues.id, venueId));
    if (venue.email) {
      const text = charge ? 'subscription.trial_declined_text' : 'subscription.trial_ended_text';
      await deps.mail.send(tx, { venueId, to: venue.email, subject: t(lang, 'subscription.trial_ended_subject', vars), text: t(lang, text, vars) });
    }
    return 'downgraded';
  });
}
