import { createHash } from 'node:crypto';
import type Stripe from 'stripe';
import type { ConnectedAccount, ConnectedAccounts } from '../card-provider';

/**
 * The venue's own card service on Stripe: Stripe Connect. Each venue gets a connected account of the
 * platform (Chairside's Stripe account, which must have Connect enabled); its customers' card payments
 * are destination charges to it (stripe-provider.ts: `on_behalf_of` + `transfer_data.destination`).
 *
 * The account is the Express kind, said through `controller` (Stripe's `type: 'express'` is deprecated):
 * - Stripe collects and verifies the venue's details on its hosted onboarding (requirement_collection
 *   'stripe'), so Chairside keeps no identity documents or bank details;
 * - the venue gets Stripe's light Express dashboard for its payouts, not a full Stripe account of its own
 *   to run (a salon wants its money, not a payments back office);
 * - the platform pays Stripe's fees and answers for losses (negative balances, disputes the venue cannot
 *   cover): Stripe's only choice with the Express dashboard, and what destination charges assume.
 *   Chairside takes no application fee of its own on these payments.
 */

/** The venue's account as Stripe reports it now, in the app's terms. */
export function accountOf(account: Stripe.Account): ConnectedAccount {
  const chargesEnabled = account.charges_enabled ?? false;
  const payoutsEnabled = account.payouts_enabled ?? false;
  const due = account.requirements ?? null;
  const requirements = [...new Set([...(due?.past_due ?? []), ...(due?.currently_due ?? [])])];
  const disabled = due?.disabled_reason ?? null;
  return {
    status: statusOf({ chargesEnabled, payoutsEnabled, detailsSubmitted: account.details_submitted ?? false, disabled, requirements }),
    chargesEnabled,
    payoutsEnabled,
    requirements,
    payoutSchedule: scheduleOf(account.settings?.payouts?.schedule),
    // Stripe's API does not say what a card payment costs the venue (its pricing is per platform and contract).
    fees: null,
  };
}

/**
 * Active once it takes cards and pays out. Restricted when Stripe holds back an account whose holder
 * sent the details (something is due again, or Stripe disabled it), and always when Stripe rejected
 * it. Otherwise pending: onboarding not finished yet, or finished and being verified by Stripe
 * (`requirements.pending_verification` with nothing due: the venue has nothing to give).
 */
function statusOf(account: { chargesEnabled: boolean; payoutsEnabled: boolean; detailsSubmitted: boolean; disabled: string | null; requirements: string[] }): ConnectedAccount['status'] {
  if (account.chargesEnabled && account.payoutsEnabled) return 'active';
  if (account.disabled?.startsWith('rejected.')) return 'restricted';
  if (!account.detailsSubmitted) return 'pending';
  if (account.requirements.length) return 'restricted';
  return account.disabled && account.disabled !== 'requirements.pending_verification' ? 'restricted' : 'pending';
}

const INTERVALS = ['daily', 'weekly', 'monthly', 'manual'] as const;
type Interval = (typeof INTERVALS)[number];

function scheduleOf(schedule: Stripe.Account.Settings.Payouts.Schedule | undefined): ConnectedAccount['payoutSchedule'] {
  if (!schedule || !INTERVALS.includes(schedule.interval as Interval)) return null;
  return { interval: schedule.interval as Interval, delayDays: schedule.delay_days };
}

export function stripeConnect(stripe: Stripe): ConnectedAccounts {
  return {
    async createAccount(input) {
      const params: Stripe.AccountCreateParams = {
        controller: {
          stripe_dashboard: { type: 'express' },
          requirement_collection: 'stripe',
          fees: { payer: 'application' },
          losses: { payments: 'application' },
        },
        // Without the venue's country Stripe opens the account in the platform's; the venue cannot change it later.
        ...(input.country ? { country: input.country } : {}),
        ...(input.email ? { email: input.email } : {}),
        default_currency: input.currency.toLowerCase(),
        capabilities: { card_payments: { requested: true }, transfers: { requested: true } },
        metadata: { venue_id: String(input.venueId) },
      };
      // A double click on Connect asks twice at once: the same key (the venue and what is asked) makes
      // Stripe answer the first account instead of opening a second one.
      const idempotencyKey = `venue-${input.venueId}-account-${createHash('sha256').update(JSON.stringify(params)).digest('hex').slice(0, 16)}`;
      const account = await stripe.accounts.create(params, { idempotencyKey });
      return { accountId: account.id };
    },
    async onboardingLink(accountId, input) {
      // Account links take no locale: Stripe's onboarding speaks the venue's browser language, so `input.locale` is not sent.
      const link = await stripe.accountLinks.create({
        account: accountId, type: 'account_onboarding', return_url: input.returnUrl, refresh_url: input.refreshUrl,
      });
      return { url: link.url };
    },
    async account(accountId) {
      return accountOf(await stripe.accounts.retrieve(accountId));
    },
  };
}
