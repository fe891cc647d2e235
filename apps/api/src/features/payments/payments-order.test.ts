import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { venues } from '../../db/schema/index';
import { useTestApp } from '../../test/test-app';
import { paymentsKit, subscriptionCheckout } from './payments.testkit';
import { cardProvider } from './payments.service';
import { SANDBOX_CARDS } from './sandbox/sandbox-cards';

/**
 * Issue 17's figure: 1,000 webhook deliveries (every event of two checkouts, duplicated, in random
 * order, five at a time) end in the same state as one delivery of each event in order.
 */
const t = useTestApp();
const kit = paymentsKit(t);
const DELIVERIES = 1_000;

/** Two checkouts through the sandbox, each with a history of events; answers the events in order. */
async function scenario(venueId: number) {
  await t.database.db.update(venues).set({ plan: 'manage', planPaid: false, planInterval: 'month', seats: 1 }).where(eq(venues.id, venueId));
  const plan = await kit.checkout(venueId, subscriptionCheckout('grow', 'year', 3));
  await kit.pay(plan.id, SANDBOX_CARDS.decline);
  await kit.pay(plan.id, SANDBOX_CARDS.success);
  await cardProvider(t.app.deps).refund(plan.id, 500);
  await cardProvider(t.app.deps).refund(plan.id, 700);
  const deposit = await kit.checkout(venueId, { ...subscriptionCheckout(), purpose: 'deposit', metadata: {} });
  await kit.pay(deposit.id, SANDBOX_CARDS.decline);
  await kit.pay(deposit.id, SANDBOX_CARDS.success);
  const events = [...(await kit.eventsOf(plan.id)), ...(await kit.eventsOf(deposit.id))].map((event) => event.payload);
  return { sessions: [plan.id, deposit.id], events };
}

async function finalState(venueId: number, sessions: string[]) {
  const checkouts = [];
  for (const id of sessions) {
    const row = await kit.checkoutRow(id);
    checkouts.push({ status: row.status, amountRefunded: row.amountRefunded, paid: row.paidAt !== null, applied: (await kit.appliedEvents(row.id)).length });
  }
  return { checkouts, plan: await kit.plan(venueId) };
}

describe('webhook deliveries in any order', { timeout: 300_000 }, () => {
  it('1,000 duplicated deliveries in random order give the state of one ordered delivery', async () => {
    const reference = await scenario(t.seed.salon.id);
    expect(reference.events).toHaveLength(6);
    for (const payload of reference.events) expect((await kit.deliver(payload)).statusCode).toBe(200);
    const expected = await finalState(t.seed.salon.id, reference.sessions);
    expect(expected).toEqual({
      checkouts: [
        { status: 'refunded', amountRefunded: 1_200, paid: true, applied: 4 },
        { status: 'paid', amountRefunded: 0, paid: true, applied: 2 },
      ],
      plan: { plan: 'grow', planPaid: true, planInterval: 'year', seats: 3 },
    });

    const other = t.seed.other.id;
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.nat(), { minLength: DELIVERIES, maxLength: DELIVERIES }),
        fc.array(fc.double({ noNaN: true }), { minLength: DELIVERIES, maxLength: DELIVERIES }),
        async (picks, keys) => {
          const run = await scenario(other);
          // Every event at least once, the rest duplicates, then shuffled by the random keys.
          const deliveries = picks.map((pick, i) => run.events[i < run.events.length ? i : pick % run.events.length]!);
          const order = deliveries.map((payload, i) => ({ payload, key: keys[i]! })).sort((a, b) => a.key - b.key);
          for (let i = 0; i < order.length; i += 5) {
            const answers = await Promise.all(order.slice(i, i + 5).map((delivery) => kit.deliver(delivery.payload)));
            for (const answer of answers) expect(answer.statusCode).toBe(200);
          }
          expect(await finalState(other, run.sessions)).toEqual(expected);
        },
      ),
      { numRuns: 2 },
    );
  });
});
