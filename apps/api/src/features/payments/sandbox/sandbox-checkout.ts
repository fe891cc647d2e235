import { and, eq } from 'drizzle-orm';
import { sandboxSessions } from '../../../db/schema/index';
import type { Deps } from '../../../lib/context';
import { AppError } from '../../../lib/errors';
import { cardOutcome, savedCard } from './sandbox-cards';
import { emitSandboxEvent } from './sandbox-events';
import { checkoutPage, confirmPage } from './sandbox-page';

import type { PageAnswer } from './sandbox-html';

async function sessionOf(deps: Deps, id: string) {
  const [session] = await deps.db.select().from(sandboxSessions).where(eq(sandboxSessions.id, id));
  if (!session) throw new AppError('NOT_FOUND');
  return session;
}

const successUrl = (session: { id: string; successUrl: string }) => session.successUrl.replaceAll('{CHECKOUT_SESSION_ID}', encodeURIComponent(session.id));

export async function showCheckout(deps: Deps, id: string): Promise<PageAnswer> {
  const session = await sessionOf(deps, id);
  if (session.status === 'complete') return { redirect: successUrl(session) };
  if (session.status === 'requires_action') return { html: confirmPage(session), status: 200 };
  if (session.status === 'expired') return { redirect: session.cancelUrl };
  return { html: checkoutPage(session), status: 200 };
}

/** Moves an open (or confirming) session to `to`, and emits its event in the same transaction. */
async function settle(deps: Deps, id: string, from: string[], outcome: 'paid' | 'declined' | 'confirm', card?: string): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const [session] = await tx.select().from(sandboxSessions).where(eq(sandboxSessions.id, id)).for('update');
    if (!session || !from.includes(session.status)) return false;
    const now = deps.now();
    const status = outcome === 'paid' ? 'complete' : outcome === 'confirm' ? 'requires_action' : 'open';
    const [updated] = await tx.update(sandboxSessions)
      .set({ status, updatedAt: now, ...(outcome === 'paid' ? { paidAt: now } : {}), ...(card && outcome !== 'declined' ? { paymentMethod: savedCard(card) } : {}) })
      .where(and(eq(sandboxSessions.id, id))).returning();
    if (outcome === 'paid') await emitSandboxEvent(deps, tx, updated!, 'checkout.session.completed');
    if (outcome === 'declined') await emitSandboxEvent(deps, tx, updated!, 'checkout.session.payment_failed');
    return true;
  });
}

export async function payWithCard(deps: Deps, id: string, cardNumber: string): Promise<PageAnswer> {
  const session = await sessionOf(deps, id);
  if (session.status !== 'open') return showCheckout(deps, id);
  const outcome = cardOutcome(cardNumber);
  if (outcome === 'unknown') return { html: checkoutPage(session, 'unknown_card'), status: 200 };
  if (outcome === 'decline') {
    await settle(deps, id, ['open'], 'declined');
    return { html: checkoutPage(session, 'declined'), status: 402 };
  }
  await settle(deps, id, ['open'], outcome === 'confirm' ? 'confirm' : 'paid', cardNumber);
  return showCheckout(deps, id);
}

export async function confirmStep(deps: Deps, id: string, approve: boolean): Promise<PageAnswer> {
  const session = await sessionOf(deps, id);
  if (session.status !== 'requires_action') return showCheckout(deps, id);
  if (approve) {
    await settle(deps, id, ['requires_action'], 'paid');
    return showCheckout(deps, id);
  }
  await settle(deps, id, ['requires_action'], 'declined');
  return { html: checkoutPage(session, 'not_confirmed'), status: 402 };
}
