/**
 * Connected accounts as Stripe's API answers them (GET /v1/accounts/{id}, API version 2025-10-29.clover;
 * recorded shapes of an Express account opened through `controller`, trimmed to the fields the adapter
 * reads and their neighbours), at each point of a venue's onboarding. Tests only: the fake server answers
 * them, and the tests set the stage an account has reached.
 */
export type FakeAccountStage = 'onboarding' | 'verifying' | 'active' | 'restricted' | 'rejected';

/** What a fresh account still needs (Stripe asks these of an NL company on Express onboarding). */
const ONBOARDING_DUE = [
  'business_profile.mcc', 'business_profile.url', 'business_type', 'external_account',
  'representative.first_name', 'representative.last_name', 'tos_acceptance.date', 'tos_acceptance.ip',
];

function requirements(currentlyDue: string[], pastDue: string[], disabledReason: string | null, pending: string[] = []) {
  return {
    alternatives: [], current_deadline: null, currently_due: currentlyDue, disabled_reason: disabledReason,
    errors: [] as { code: string; reason: string; requirement: string }[], eventually_due: currentlyDue, past_due: pastDue, pending_verification: pending,
  };
}

const STAGES: Record<FakeAccountStage, { charges: boolean; payouts: boolean; submitted: boolean; requirements: ReturnType<typeof requirements>; capability: string }> = {
  // Just created: nothing given yet; Stripe marks what is due as past due at once and disables the account.
  onboarding: { charges: false, payouts: false, submitted: false, requirements: requirements(ONBOARDING_DUE, ONBOARDING_DUE, 'requirements.past_due'), capability: 'inactive' },
  // Details sent, Stripe still checking the representative's identity: nothing for the venue to give.
  verifying: { charges: false, payouts: false, submitted: true, requirements: requirements([], [], 'requirements.pending_verification', ['representative.verification.document']), capability: 'pending' },
  active: { charges: true, payouts: true, submitted: true, requirements: requirements([], [], null), capability: 'active' },
  // Onboarded, then Stripe asked for the identity document again and the deadline passed.
  restricted: {
    charges: false, payouts: false, submitted: true, capability: 'inactive',
    requirements: { ...requirements(['representative.verification.document'], ['representative.verification.document'], 'requirements.past_due'), errors: [{ code: 'verification_document_expired', reason: 'The document has expired.', requirement: 'representative.verification.document' }] },
  },
  rejected: { charges: false, payouts: false, submitted: false, requirements: requirements([], [], 'rejected.fraud'), capability: 'inactive' },
};

/** The account `id` at `stage`, with what its creation sent (country, e-mail, currency, metadata). */
export function fakeAccount(id: string, stage: FakeAccountStage, created: { country?: string; email?: string; currency?: string; metadata?: Record<string, string> } = {}) {
  const at = STAGES[stage];
  return {
    id, object: 'account', type: 'express',
    business_profile: { mcc: at.submitted ? '7230' : null, name: null, product_description: null, support_email: null, support_phone: null, url: null },
    business_type: at.submitted ? 'company' : null,
    capabilities: { card_payments: at.capability, transfers: at.capability },
    charges_enabled: at.charges,
    controller: { fees: { payer: 'application' }, is_controller: true, losses: { payments: 'application' }, requirement_collection: 'stripe', stripe_dashboard: { type: 'express' }, type: 'application' },
    country: created.country ?? 'US',
    created: 1764380000,
    default_currency: created.currency ?? 'usd',
    details_submitted: at.submitted,
    email: created.email ?? null,
    external_accounts: { object: 'list', data: [], has_more: false, total_count: 0, url: `/v1/accounts/${id}/external_accounts` },
    future_requirements: requirements([], [], null),
    metadata: created.metadata ?? {},
    payouts_enabled: at.payouts,
    requirements: at.requirements,
    settings: {
      payouts: { debit_negative_balances: true, schedule: stage === 'active' ? { delay_days: 7, interval: 'weekly', weekly_anchor: 'friday' } : { delay_days: 7, interval: 'daily' }, statement_descriptor: null },
    },
    tos_acceptance: { date: at.submitted ? 1764380600 : null, ip: null, user_agent: null },
  };
}
