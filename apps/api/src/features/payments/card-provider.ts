/**
 * The card provider (DESIGN.md §1 "payments"): one interface, a local sandbox that really works
 * offline (sandbox/), and Stripe's adapter (stripe/), chosen by PAYMENTS_PROVIDER. The app only ever asks an adapter for
 * these; what the money does once taken is decided by the signed webhook events it receives.
 */

export interface CheckoutRequest {
  /** Integer minor units (cents). */
  amount: number;
  /** ISO 4217, e.g. 'EUR'. */
  currency: string;
  description: string;
  /** Echoed back on every event of the session (strings only, as real providers allow). */
  metadata: Record<string, string>;
  /** Where the payer lands after paying; `{CHECKOUT_SESSION_ID}` is replaced by the session id. */
  successUrl: string;
  cancelUrl: string;
  /** 'payment' (default) takes `amount`; 'setup' takes nothing and saves the card for later charges. */
  mode?: 'payment' | 'setup';
  /** The payer's language for the hosted page (one of the app's eight; the venue's). */
  locale?: string;
  /** Keep the card for later charges off session (a subscription); the sandbox keeps every card. */
  saveCard?: boolean;
  /**
   * The venue's connected account (ConnectedAccounts) when the money is the venue's: a customer paying
   * the venue (the till, online deposits and prepayments, vouchers). The provider pays it to that
   * account (Stripe: a destination charge, its refunds reversing the transfer). Absent when the venue
   * pays Chairside (its subscription, SMS packs): the money stays with the platform. Payment mode only.
   */
  venueAccountId?: string;
}

/** A card the provider saved for later charges (renewals), as the app may show it. */
export interface SavedPaymentMethod {
  id: string;
  brand: string;
  last4: string;
}

export interface CheckoutSession {
  id: string;
  /** The provider's hosted page to send the payer to. */
  url: string;
}

/** A webhook event, once its signature was verified, in the app's terms. */
export interface ProviderEvent {
  id: string;
  type: string;
  /** Seconds since 1970, the provider's clock. */
  created: number;
  sessionId: string;
  /** The state the event says the payment reached (see checkout-state.ts). */
  status: CheckoutStatus;
  /** Refunded so far in minor units (cumulative, as providers report it). */
  amountRefunded: number;
  paidAt: Date | null;
  metadata: Record<string, string>;
  /** The card used, saved by the provider for later charges (on a completed session). */
  paymentMethod: SavedPaymentMethod | null;
}

export const CHECKOUT_STATUSES = ['open', 'declined', 'expired', 'paid', 'refunded'] as const;
export type CheckoutStatus = (typeof CHECKOUT_STATUSES)[number];

/** `ignored`: genuine, but of a type the app does not follow (answered 200 so the provider stops sending it). */
export type WebhookVerification = { ok: true; event: ProviderEvent } | { ok: false; reason: 'signature' | 'expired' | 'payload' | 'ignored' };

export interface CardProvider {
  name: string;
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  /**
   * Charges a saved card off session (a renewal, a trial's conversion): settled at once, paid or
   * declined, like a confirmed payment intent; its webhook events, if any, find the charge already
   * recorded. The same `idempotencyKey` asked again answers the first charge and takes no money twice.
   */
  chargeSaved(request: Omit<CheckoutRequest, 'successUrl' | 'cancelUrl' | 'mode' | 'locale' | 'venueAccountId'> & { paymentMethodId: string; idempotencyKey: string }): Promise<{ sessionId: string; status: 'paid' | 'declined' }>;
  /**
   * Refunds `amount` (default: what is left) of a paid session; the result arrives as a webhook event.
   * The same `idempotencyKey` asked again (a retried job) refunds no more. A payment made to a venue's
   * account (`venueAccountId`) is taken back from that account, in proportion.
   */
  refund(sessionId: string, amount?: number, idempotencyKey?: string): Promise<void>;
  /** Verifies a webhook's raw body against its signature header and reads it. */
  verifyWebhook(rawBody: Buffer, signatureHeader: string | undefined, now: Date): WebhookVerification | Promise<WebhookVerification>;
  /** The venue's own card service (/payments/<provider>-connect); absent where the adapter has none yet. */
  connect?: ConnectedAccounts;
}

/** A venue's account with the provider (the venue's own card service), as the provider last reported it. */
export interface ConnectedAccount {
  status: 'pending' | 'active' | 'restricted';
  chargesEnabled: boolean;
  payoutsEnabled: boolean;
  /** What the provider still asks the venue for (the provider's field names). */
  requirements: string[];
  payoutSchedule: { interval: 'daily' | 'weekly' | 'monthly' | 'manual'; delayDays: number } | null;
  /** Per card payment; null when the provider does not say through its API. */
  fees: { percentBp: number; fixed: number; currency: string } | null;
}

/** Connected accounts: open one for a venue, send the venue to the provider's hosted onboarding, read its status. */
export interface ConnectedAccounts {
  /** `country`: the venue's ISO 3166-1 alpha-2 code, null when not set (Stripe then opens the account in the platform's). */
  createAccount(input: { venueId: number; email: string | null; country: string | null; currency: string }): Promise<{ accountId: string }>;
  /**
   * A one-time link to the provider's onboarding; it sends the venue back to `returnUrl` (or `refreshUrl` once expired).
   * `locale` is a wish: a provider whose links take no language (Stripe) shows its page in the browser's.
   */
  onboardingLink(accountId: string, input: { returnUrl: string; refreshUrl: string; locale: string }): Promise<{ url: string }>;
  account(accountId: string, currency: string): Promise<ConnectedAccount>;
}
