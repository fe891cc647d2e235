import { and, eq, lte, ne, or, sql } from 'drizzle-orm';
import { isLanguage, type Language, type Plan } from '@chairside/shared/constants';
import { addInterval, planTotal, type PlanInterval } from '@chairside/shared/rules/plan-pricing';
import { formatPlanPrice, PLAN_CURRENCY, PLAN_RATES } from '@chairside/shared/subscription';
import { venues } from '../../db/schema/index';
import { todayIn } from '../../lib/access';
import type { Deps } from '../../lib/context';
import { t } from '../../lib/i18n';
import type { JobDefinition } from '../../lib/jobs/jobs';
import { chargeSavedCard } from '../payments/payments.service';
import { endTrials } from './subscription-trials';
import { eachVenue } from './subscription-sweep';

/**
 * Renewals (issue 17): when a paid plan's renewal day comes, its saved card is charged off session.
 * A failed charge is retried three times over seven days (days 2, 4 and 7 after the renewal day),
 * each failure e-mailing the venue (dunning, through the outbox); after the last the venue falls
 * back to manage with every record kept. A paid retry renews from the original renewal day.
 */
export const RENEWAL_JOB = 'subscription-renewals';
/** Days after the renewal day on which the failed charge is tried again. */
export const RENEWAL_RETRY_DAYS = [2, 4, 7] as const;
const DAY_MS = 86_400_000;
const plusDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

export type RenewalOutcome = 'renewed' | 'retry' | 'downgraded';

export async function renewDue(deps: Deps): Promise<Record<RenewalOutcome, number>> {
  const outcomes: Record<RenewalOutcome, number> = { renewed: 0, retry: 0, downgraded: 0 };
  // A day ahead in UTC catches every time zone; each venue is then checked against its own today.
  const horizon = plusDays(deps.now().toISOString().slice(0, 10), 1);
  const due = await deps.db.select({ id: venues.id }).from(venues).where(and(
    eq(venues.planPaid, true), ne(venues.plan, 'manage'),
    or(lte(venues.renewalRetryOn, horizon), and(sql`${venues.renewalRetryOn} is null`, lte(venues.planRenewsOn, horizon))),
  ));
  await eachVenue(due, (id) => renewVenue(deps, id), (outcome) => void (outcomes[outcome] += 1));
  return outcomes;
}


async function renewVenue(deps: Deps, venueId: number): Promise<RenewalOutcome | null> {
  const db = deps.database.forVenue(venueId);
  return db.transaction(async (tx) => {
    // Locked: a second run waits, then finds the renewal done.
    const [venue] = await tx.select().from(venues).where(eq(venues.id, venueId)).for('update');
    if (!venue || !venue.planPaid || venue.plan === 'manage' || !venue.planRenewsOn) return null;
    const today = todayIn(venue.timezone, deps.now());
    if ((venue.renewalRetryOn ?? venue.planRenewsOn) > today) return null;
    const plan = venue.plan as Plan;
    const interval = venue.planInterval as PlanInterval;
    const lang: Language = isLanguage(venue.lang) ? venue.lang : 'en-us';
    const amount = planTotal(PLAN_RATES[plan][interval], Math.max(venue.seats, 1), interval);
    const charge = venue.subscriptionCard
      ? await chargeSavedCard(deps, tx, venueId, {
          purpose: 'subscription', amount, currency: PLAN_CURRENCY.code, description: `${t(lang, `onboarding.plan_${plan}`)} × ${venue.seats}`,
          metadata: { plan, interval, seats: String(venue.seats), renewal: '1' }, paymentMethodId: venue.subscriptionCard.id,
          // One charge per renewal day and try, whatever crashes between the charge and the commit.
          idempotencyKey: `renewal:${venueId}:${venue.planRenewsOn}:${venue.renewalAttempts}:${venue.subscriptionCard.id}`,
        })
      : null;
    if (charge?.status === 'paid') {
      await tx.update(venues).set({ planRenewsOn: addInterval(venue.planRenewsOn, interval), renewalAttempts: 0, renewalRetryOn: null, updatedAt: deps.now() }).where(eq(venues.id, venueId));
      return 'renewed';
    }
    const attempt = venue.renewalAttempts + 1;
    const vars = { venue: venue.title, plan: t(lang, `onboarding.plan_${plan}`), amount: formatPlanPrice(amount) };
    if (attempt > RENEWAL_RETRY_DAYS.length) {
      await tx.update(venues).set({ plan: 'manage', planPaid: false, planRenewsOn: null, renewalAttempts: 0, renewalRetryOn: null, updatedAt: deps.now() }).where(eq(venues.id, venueId));
      if (venue.email) await deps.mail.send(tx, { venueId, to: venue.email, subject: t(lang, 'subscription.downgraded_subject', vars), text: t(lang, 'subscription.downgraded_text', vars) });
      return 'downgraded';
    }
    const retryOn = plusDays(venue.planRenewsOn, RENEWAL_RETRY_DAYS[attempt - 1]!);
    await tx.update(venues).set({ renewalAttempts: attempt, renewalRetryOn: retryOn, updatedAt: deps.now() }).where(eq(venues.id, venueId));
    if (venue.email) {
      await deps.mail.send(tx, { venueId, to: venue.email, subject: t(lang, 'subscription.dunning_subject', vars), text: t(lang, 'subscription.dunning_text', { ...vars, date: retryOn }) });
    }
    return 'retry';
  });
}

/**
 * The scheduled sweep (jobs.ts): hourly, so a renewal day is caught early in every time zone. Trials
 * that ended are settled first (subscription-trials.ts), so a converted one is not also renewed.
 */
export function renewalsJob(deps: Deps): JobDefinition {
  return {
    name: RENEWAL_JOB, every: 3600, queue: { retryLimit: 0, expireInSeconds: 600 },
    handle: async () => {
      // A failure settling trials does not keep renewals from running; it fails the job after them.
      const trials = await endTrials(deps).then(() => null, (error: unknown) => error);
      await renewDue(deps);
      if (trials) throw trials;
    },
  };
}
