import Stripe from 'stripe';
import type { CardProvider, CheckoutRequest, CheckoutStatus, ProviderEvent, SavedPaymentMethod, WebhookVerification } from '../card-provider';
import { stripeConnect } from './stripe-connect';

/**
 * The real card provider: Stripe, through its official SDK (`stripe`), behind the same interface as
 * the sandbox. Chosen by PAYMENTS_PROVIDER=stripe with STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET.
 *
 * - Hosted checkout: a Checkout Session (payment or setup mode) for a Customer made for it, so the
 *   card can be charged again off session; `saveCard` asks Stripe to keep it (setup_future_usage).
 * - The venue's money (`venueAccountId`): a destination charge. The venue's connected account is the
 *   merchant of record (`on_behalf_of`: its name on the statement, its country's card rules) and gets
 *   the whole amount (`transfer_data.destination`; no application fee). Its refunds reverse that transfer
 *   in proportion (`reverse_transfer`), so the venue, not the platform, gives the money back. The
 *   venue paying Chairside (subscription, SMS packs) names no account: a plain charge of the platform.
 * - Connected accounts (Stripe Connect, Express): stripe-connect.ts.
 * - Off-session charges: a PaymentIntent confirmed at once with the saved card and an idempotency key;
 *   a card error (402) is a decline, anything else is thrown (the caller's transaction rolls back, and
 *   its retry sends the same key, so Stripe answers the first charge instead of taking money twice).
 * - Refunds: through the session's payment intent, read first to see whether it was a destination charge.
 * - Webhooks: `stripe.webhooks.constructEvent` checks the `Stripe-Signature` header over the raw
 *   body (5-minute tolerance); the event is then read into the app's terms. A completed session's
 *   card (brand, last four) is read from its intent; a refund names its charge's payment intent,
 *   whose Checkout Session is looked up, so the app finds its checkout by the session id it stored.
 *
 * A saved card's id is `<customer>/<payment method>`: an off-session charge needs both.
 */
export const STRIPE_SIGNATURE_HEADER = 'stripe-signature';
const TOLERANCE_S = 300;

export interface StripeOptions {
  secretKey: string;
  webhookSecret: string;
  /** A local fake server instead of api.stripe.com (tests): http://127.0.0.1:port */
  apiUrl?: string;
}

/** The client, pointed at `apiUrl` when given (host, port and protocol options of the SDK). */
export function stripeClient(options: StripeOptions): Stripe {
  if (!options.apiUrl) return new Stripe(options.secretKey, { maxNetworkRetries: 2, telemetry: false });
  const url = new URL(options.apiUrl);
  return new Stripe(options.secretKey, {
    host: url.hostname, port: url.port || (url.protocol === 'http:' ? 80 : 443), protocol: url.protocol === 'http:' ? 'http' : 'https',
    maxNetworkRetries: 0, telemetry: false,
  });
}

/** The app's eight languages as Stripe Checkout's locales. */
const LOCALES: Record<string, Stripe.Checkout.SessionCreateParams.Locale> = {
  'en-us': 'en', 'es-es': 'es', 'fr-fr': 'fr', pl: 'pl', de: 'de', 'it-it': 'it', nld: 'nl', 'pt-pt': 'pt',
};

const idOf = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : value?.id ?? null);

function cardOf(customer: string | null, method: string | Stripe.PaymentMethod | null | undefined): SavedPaymentMethod | null {
  if (!customer || !method || typeof method === 'string' || !method.card) return null;
  return { id: `${customer}/${method.id}`, brand: method.card.brand, last4: method.card.last4 };
}

type Read = Omit<ProviderEvent, 'id' | 'type' | 'created'>;

/** What the payment intent of a payment checkout says: its metadata, a kept card, and the venue's account it pays. */
function intentData(request: CheckoutRequest): Stripe.Checkout.SessionCreateParams.PaymentIntentData {
  const account = request.venueAccountId;
  return {
    metadata: request.metadata, description: request.description,
    ...(request.saveCard ? { setup_future_usage: 'off_session' as const } : {}),
    ...(account ? { on_behalf_of: account, transfer_data: { destination: account } } : {}),
  };
}

export function stripeProvider(options: StripeOptions): CardProvider {
  const stripe = stripeClient(options);

  /** The card a completed session saved (or paid with), read from its intent. */
  async function sessionCard(session: Stripe.Checkout.Session): Promise<SavedPaymentMethod | null> {
    const customer = idOf(session.customer);
    if (session.mode === 'setup' && session.setup_intent) {
      const intent = await stripe.setupIntents.retrieve(idOf(session.setup_intent)!, { expand: ['payment_method'] });
      return cardOf(customer, intent.payment_method);
    }
    if (session.payment_intent) {
      const intent = await stripe.paymentIntents.retrieve(idOf(session.payment_intent)!, { expand: ['payment_method'] });
      return cardOf(customer, intent.payment_method);
    }
    return null;
  }

  function sessionRead(session: Stripe.Checkout.Session, status: CheckoutStatus, created: number): Read {
    return {
      sessionId: session.id, status, amountRefunded: 0, paidAt: status === 'paid' ? new Date(created * 1000) : null,
      metadata: { ...(session.metadata ?? {}) }, paymentMethod: null,
    };
  }

  /** The event in the app's terms; null for a type the app does not follow (answered 200, ignored). */
  async function read(event: Stripe.Event): Promise<Read | null> {
    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded': {
        const session = event.data.object;
        // A delayed payment method completes the session unpaid; its money comes with async_payment_succeeded.
        const paid = session.mode === 'setup' || session.payment_status === 'paid' || session.payment_status === 'no_payment_required';
        const base = sessionRead(session, paid ? 'paid' : 'open', event.created);
        return paid ? { ...base, paymentMethod: await sessionCard(session) } : base;
      }
      case 'checkout.session.async_payment_failed':
        return sessionRead(event.data.object, 'declined', event.created);
      case 'checkout.session.expired':
        return sessionRead(event.data.object, 'expired', event.created);
      case 'payment_intent.succeeded': {
        // An off-session charge (chargeSaved): the checkout row is the intent itself.
        const intent = event.data.object;
        return { sessionId: intent.id, status: 'paid', amountRefunded: 0, paidAt: new Date(event.created * 1000), metadata: { ...(intent.metadata ?? {}) }, paymentMethod: null };
      }
      case 'charge.refunded': {
        const charge = event.data.object;
        const intent = idOf(charge.payment_intent);
        if (!intent) return null;
        const [session] = (await stripe.checkout.sessions.list({ payment_intent: intent, limit: 1 })).data;
        return {
          sessionId: session?.id ?? intent, status: 'refunded', amountRefunded: charge.amount_refunded, paidAt: new Date(charge.created * 1000),
          metadata: { ...(session?.metadata ?? charge.metadata ?? {}) }, paymentMethod: null,
        };
      }
      default:
        return null;
    }
  }

  return {
    name: 'stripe',
    connect: stripeConnect(stripe),
    async createCheckout(request) {
      const setup = request.mode === 'setup';
      const customer = await stripe.customers.create({ description: request.description, metadata: request.metadata });
      const session = await stripe.checkout.sessions.create({
        mode: setup ? 'setup' : 'payment',
        customer: customer.id,
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
        metadata: request.metadata,
        ...(request.locale && LOCALES[request.locale] ? { locale: LOCALES[request.locale] } : {}),
        ...(setup
          ? { currency: request.currency.toLowerCase(), payment_method_types: ['card'], setup_intent_data: { metadata: request.metadata, description: request.description } }
          : {
              line_items: [{ quantity: 1, price_data: { currency: request.currency.toLowerCase(), unit_amount: request.amount, product_data: { name: request.description } } }],
              payment_intent_data: intentData(request),
            }),
      });
      if (!session.url) throw new Error(`Stripe answered checkout session ${session.id} without a url`);
      return { id: session.id, url: session.url };
    },
    async chargeSaved(request) {
      const [customer, method] = request.paymentMethodId.split('/');
      if (!customer || !method) throw new Error('not a saved Stripe card (customer/payment method)');
      try {
        const intent = await stripe.paymentIntents.create({
          amount: request.amount, currency: request.currency.toLowerCase(), customer, payment_method: method, off_session: true, confirm: true,
          description: request.description, metadata: request.metadata,
        }, { idempotencyKey: request.idempotencyKey });
        return { sessionId: intent.id, status: intent.status === 'succeeded' ? 'paid' : 'declined' };
      } catch (error) {
        if (error instanceof Stripe.errors.StripeCardError) {
          return { sessionId: error.payment_intent?.id ?? `declined_${request.idempotencyKey}`, status: 'declined' };
        }
        throw error;
      }
    },
    async refund(sessionId, amount, idempotencyKey) {
      const paymentIntent = sessionId.startsWith('pi_')
        ? await stripe.paymentIntents.retrieve(sessionId)
        : (await stripe.checkout.sessions.retrieve(sessionId, { expand: ['payment_intent'] })).payment_intent;
      if (!paymentIntent || typeof paymentIntent === 'string') throw new Error(`Stripe checkout session ${sessionId} has no payment to refund`);
      await stripe.refunds.create({
        payment_intent: paymentIntent.id,
        ...(amount === undefined ? {} : { amount }),
        // A destination charge: the venue's account gives back its share of the refund.
        ...(paymentIntent.transfer_data?.destination ? { reverse_transfer: true } : {}),
      }, idempotencyKey ? { idempotencyKey } : undefined);
    },
    async verifyWebhook(rawBody, header, now): Promise<WebhookVerification> {
      let event: Stripe.Event;
      try {
        if (!header) return { ok: false, reason: 'signature' };
        event = stripe.webhooks.constructEvent(rawBody, header, options.webhookSecret, TOLERANCE_S, undefined, now.getTime());
      } catch (error) {
        if (!(error instanceof Stripe.errors.StripeSignatureVerificationError)) return { ok: false, reason: 'payload' };
        return { ok: false, reason: /timestamp outside the tolerance/i.test(error.message) ? 'expired' : 'signature' };
      }
      const read_ = await read(event);
      if (!read_) return { ok: false, reason: 'ignored' };
      return { ok: true, event: { id: event.id, type: event.type, created: event.created, ...read_ } };
    },
  };
}
