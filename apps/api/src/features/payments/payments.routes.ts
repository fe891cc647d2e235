import { z } from 'zod';
import type { App } from '../../lib/app-type';
import { subscriptionCheckoutEffects } from '../subscription/subscription.service';
import { smsCheckoutEffects } from '../sms/sms.service';
import { AppError } from '../../lib/errors';
import { onlineDepositEffects } from '../online-booking/online-booking.service';
import type { Deps } from '../../lib/context';
import { receiveWebhook } from './payments-webhook';
import { cardProvider } from './payments.service';
import { sandboxProvider } from './sandbox/sandbox-provider';
import { STRIPE_SIGNATURE_HEADER } from './stripe/stripe-provider';
import { WEBHOOK_SIGNATURE_HEADER } from './webhook-signature';
import { sandboxRoutes } from './sandbox/sandbox.routes';
import { cardServiceRoutes } from './card-service.routes';
import { paymentDoneRoutes } from './payment-done';
import { tillCardEffects } from '../sales/sales.service';

const tags = ['payments'];
const config = { auth: 'public' as const };

declare module 'fastify' {
  interface FastifyRequest {
    /** The body's bytes as received (webhook routes only: their signature covers them). */
    rawBody?: Buffer;
  }
}

/** What a paid checkout does, by its purpose. */
const checkoutEffects = (deps: Deps) => ({ ...subscriptionCheckoutEffects, ...smsCheckoutEffects, ...onlineDepositEffects(deps), ...tillCardEffects(deps) });

const webhookResponse = z.object({ received: z.literal(true), outcome: z.enum(['applied', 'duplicate', 'unchanged', 'unknown_checkout', 'ignored']) });

/** The card provider's side of the app, under /api/v1/public: webhooks and the sandbox's hosted pages. */
export async function paymentsPublicRoutes(app: App) {
  await app.register(async (scope: App) => {
    // The signature covers the exact bytes: keep them, and parse them for the schema.
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
      request.rawBody = body as Buffer;
      try {
        done(null, JSON.parse((body as Buffer).toString('utf8')));
      } catch (error) {
        done(Object.assign(error as Error, { statusCode: 400 }), undefined);
      }
    });
    scope.post('/payments/webhooks/sandbox', {
      config,
      schema: {
        tags,
        summary: `The sandbox card provider's events; signed in the ${WEBHOOK_SIGNATURE_HEADER} header (t=<unix seconds>,v1=<HMAC-SHA256 hex of "t.body">), older than 5 minutes refused (400); applied once per event id`,
        headers: z.object({ [WEBHOOK_SIGNATURE_HEADER]: z.string().max(1000).optional() }),
        body: z.record(z.string(), z.unknown()).describe('the event (id, type, created, data.object), verified from the raw bytes'),
        response: { 200: webhookResponse },
      },
    }, async (request) => receiveWebhook(request.ctx.deps, sandboxProvider(request.ctx.deps), request.rawBody ?? Buffer.alloc(0), request.headers[WEBHOOK_SIGNATURE_HEADER] as string | undefined, checkoutEffects(request.ctx.deps)));
    scope.post('/payments/webhooks/stripe', {
      config,
      schema: {
        tags,
        summary: `Stripe's events (PAYMENTS_PROVIDER=stripe; 404 otherwise), verified by stripe.webhooks.constructEvent from the ${STRIPE_SIGNATURE_HEADER} header over the raw body (5-minute tolerance; 400 otherwise); applied once per event id; types the app does not follow are answered "ignored"`,
        headers: z.object({ [STRIPE_SIGNATURE_HEADER]: z.string().max(2000).optional() }),
        body: z.record(z.string(), z.unknown()).describe('a Stripe event, verified from the raw bytes'),
        response: { 200: webhookResponse },
      },
    }, async (request) => {
      const provider = cardProvider(request.ctx.deps);
      if (provider.name !== 'stripe') throw new AppError('NOT_FOUND');
      return receiveWebhook(request.ctx.deps, provider, request.rawBody ?? Buffer.alloc(0), request.headers[STRIPE_SIGNATURE_HEADER] as string | undefined, checkoutEffects(request.ctx.deps));
    });
  });
  await app.register(sandboxRoutes);
  await app.register(paymentDoneRoutes);
}

/** The venue's side under /api/v1/b2b: its card service, connect, and the desk's methods and tips. */
export async function paymentsRoutes(app: App) {
  await app.register(cardServiceRoutes);
}
