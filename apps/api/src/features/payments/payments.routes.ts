import { z } from 'zod';
import type { App } from '../../lib/app-type';
import { subscriptionCheckoutEffects } from '../subscription/subscription.service';
import { smsCheckoutEffects } from '../sms/sms.service';
import { onlineDepositEffects } from '../online-booking/online-booking.service';
import type { Deps } from '../../lib/context';
import { receiveWebhook } from './payments-webhook';
import { WEBHOOK_SIGNATURE_HEADER } from './webhook-signature';
import { sandboxRoutes } from './sandbox/sandbox.routes';

const tags = ['payments'];
const config = { auth: 'public' as const };

declare module 'fastify' {
  interface FastifyRequest {
    /** The body's bytes as received (webhook routes only: their signature covers them). */
    rawBody?: Buffer;
  }
}

/** What a paid checkout does, by its purpose. */
const checkoutEffects = (deps: Deps) => ({ ...subscriptionCheckoutEffects, ...smsCheckoutEffects, ...onlineDepositEffects(deps) });

const webhookResponse = z.object({ received: z.literal(true), outcome: z.enum(['applied', 'duplicate', 'unchanged', 'unknown_checkout']) });

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
    }, async (request) => receiveWebhook(request.ctx.deps, request.rawBody ?? Buffer.alloc(0), request.headers[WEBHOOK_SIGNATURE_HEADER] as string | undefined, checkoutEffects(request.ctx.deps)));
  });
  await app.register(sandboxRoutes);
}
