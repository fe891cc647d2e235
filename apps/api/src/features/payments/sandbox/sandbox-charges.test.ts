import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { paymentCheckouts, sandboxSessions, venues } from '../../../db/schema/index';
import { todayIn } from '../../../lib/access';
import { useTestApp } from '../../../test/test-app';
import { renewDue } from '../../subscription/subscription.service';
import { paymentsKit } from '../payments.testkit';
import { sandboxProvider } from './sandbox-provider';

/**
 * Off-session charges on the sandbox (renewals, trial conversions): the idempotency key makes a
 * repeated charge answer the first one, and each charge is also announced by a signed webhook, as a
 * real provider does, which reaches the same route and ladder as every other event and finds the
 * charge already settled from the provider's answer: it changes nothing.
 */
const t = useTestApp();
const kit = paymentsKit(t);
const PAYS = 'pm_sbx_4242_chargetest';

describe('an off-session charge on the sandbox', () => {
  it('answers the first charge when asked again with the same idempotency key (a run that died before its commit takes no money twice)', async () => {
    const provider = sandboxProvider(t.app.deps);
    const request = { amount: 1234, currency: 'EUR', description: 'x', metadata: {}, paymentMethodId: PAYS, idempotencyKey: 'test:charge:1' };
    const first = await provider.chargeSaved(request);
    expect(first.status).toBe('paid');
    expect(await provider.chargeSaved(request)).toEqual(first);
    expect(await t.database.db.select().from(sandboxSessions).where(eq(sandboxSessions.id, first.sessionId))).toHaveLength(1);
    expect(await kit.eventsOf(first.sessionId)).toHaveLength(1);
    const other = await provider.chargeSaved({ ...request, idempotencyKey: 'test:charge:2' });
    expect(other.sessionId).not.toBe(first.sessionId);
  });

  it('a renewal is recorded from the provider’s answer; its webhook then arrives through the same route and changes nothing', async () => {
    const venueId = t.seed.salon.id;
    const [venue] = await t.database.db.select().from(venues).where(eq(venues.id, venueId));
    const today = todayIn(venue!.timezone, new Date());
    await t.database.db.update(venues).set({ planRenewsOn: today, subscriptionCard: { provider: 'sandbox', id: PAYS, brand: 'visa', last4: '4242' } }).where(eq(venues.id, venueId));
    expect(await renewDue({ ...t.app.deps, now: () => new Date(`${today}T12:00:00Z`) })).toMatchObject({ renewed: 1 });
    const [charge] = await t.database.db.select().from(paymentCheckouts)
      .where(and(eq(paymentCheckouts.venueId, venueId), eq(paymentCheckouts.purpose, 'subscription'))).orderBy(desc(paymentCheckouts.id)).limit(1);
    expect(charge).toMatchObject({ provider: 'sandbox', status: 'paid', metadata: expect.objectContaining({ renewal: '1' }) });
    const [after] = await t.database.db.select().from(venues).where(eq(venues.id, venueId));

    const events = await kit.eventsOf(charge!.sessionId);
    expect(events.map((event) => event.type)).toEqual(['checkout.session.completed']);
    const delivered = await kit.deliver(events[0]!.payload);
    expect(delivered.json()).toEqual({ received: true, outcome: 'unchanged' });
    expect((await kit.deliver(events[0]!.payload)).json()).toEqual({ received: true, outcome: 'duplicate' });
    expect(await kit.checkoutRow(charge!.sessionId)).toMatchObject({ status: 'paid', paidAt: charge!.paidAt });
    // The renewal moved on once, from the answer; the event did not move it again.
    expect((await t.database.db.select().from(venues).where(eq(venues.id, venueId)))[0]).toMatchObject({ planRenewsOn: after!.planRenewsOn, planPaid: true });
  });
});
