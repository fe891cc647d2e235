import { createHash, randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { sandboxSessions } from '../../../db/schema/index';
import type { Deps } from '../../../lib/context';
import { AppError } from '../../../lib/errors';
import type { CardProvider, WebhookVerification } from '../card-provider';
import { checkWebhookSignature } from '../webhook-signature';
import { savedCardPays } from './sandbox-cards';
import { sandboxConnect } from './sandbox-connect';
import { emitSandboxEvent, sandboxEventSchema, toProviderEvent } from './sandbox-events';

/**
 * The local sandbox card provider: hosted checkout pages served by this app under
 * SANDBOX_CHECKOUT_PATH (sandbox.routes.ts), refunds, and signed webhooks sent back to the app
 * (sandbox-events.ts). No network, no account: every flow can be tried and tested offline.
 */
export const SANDBOX_CHECKOUT_PATH = '/api/v1/public/payments/sandbox/checkout';

export function sandboxProvider(deps: Deps): CardProvider {
  return {
    name: 'sandbox',
    connect: sandboxConnect(deps),
    async createCheckout(request) {
      const id = `cs_sbx_${randomBytes(18).toString('base64url')}`;
      await deps.db.insert(sandboxSessions).values({
        id,
        amount: request.amount,
        currency: request.currency,
        description: request.description,
        metadata: request.metadata,
        successUrl: request.successUrl,
        cancelUrl: request.cancelUrl,
        mode: request.mode ?? 'payment',
        locale: request.locale ?? 'en-us',
      });
      return { id, url: `${deps.env.appUrl.replace(/\/$/, '')}${SANDBOX_CHECKOUT_PATH}/${id}` };
    },
    async chargeSaved(request) {
      // The charge's id follows from the idempotency key: asked again, the first charge answers.
      const id = `ch_sbx_${createHash('sha256').update(request.idempotencyKey).digest('base64url').slice(0, 24)}`;
      const paid = savedCardPays(request.paymentMethodId);
      const now = deps.now();
      await deps.db.transaction(async (tx) => {
        const [created] = await tx.insert(sandboxSessions).values({
          id, amount: request.amount, currency: request.currency, description: request.description, metadata: request.metadata,
          successUrl: '', cancelUrl: '', status: paid ? 'complete' : 'open', paidAt: paid ? now : null,
        }).onConflictDoNothing({ target: sandboxSessions.id }).returning();
        // Like a real provider, the charge is also announced by a signed webhook; the app has recorded
        // it from this answer already, so the event finds it settled and changes nothing.
        if (created) await emitSandboxEvent(deps, tx, created, paid ? 'checkout.session.completed' : 'checkout.session.payment_failed');
      });
      const [charge] = await deps.db.select({ status: sandboxSessions.status }).from(sandboxSessions).where(eq(sandboxSessions.id, id));
      return { sessionId: id, status: charge?.status === 'complete' ? 'paid' : 'declined' };
    },
    async refund(sessionId, amount) {
      await deps.db.transaction(async (tx) => {
        const [session] = await tx.select().from(sandboxSessions).where(eq(sandboxSessions.id, sessionId)).for('update');
        if (!session || session.status !== 'complete') throw new AppError('NOT_FOUND');
        const left = session.amount - session.amountRefunded;
        const take = Math.min(amount ?? left, left);
        if (take <= 0) throw new AppError('CONFLICT');
        const [updated] = await tx.update(sandboxSessions)
          .set({ amountRefunded: sql`${sandboxSessions.amountRefunded} + ${take}`, updatedAt: deps.now() })
          .where(and(eq(sandboxSessions.id, sessionId))).returning();
        await emitSandboxEvent(deps, tx, updated!, 'charge.refunded');
      });
    },
    verifyWebhook(rawBody, header, now): WebhookVerification {
      const check = checkWebhookSignature(deps.env.sandboxWebhookSecret, rawBody, header, now);
      if (check !== 'ok') return { ok: false, reason: check };
      let json: unknown;
      try {
        json = JSON.parse(rawBody.toString('utf8'));
      } catch {
        return { ok: false, reason: 'payload' };
      }
      const parsed = sandboxEventSchema.safeParse(json);
      return parsed.success ? { ok: true, event: toProviderEvent(parsed.data) } : { ok: false, reason: 'payload' };
    },
  };
}
