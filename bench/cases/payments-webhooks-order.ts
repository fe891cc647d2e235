import { asc, eq, inArray } from 'drizzle-orm';
import { paymentCheckouts, paymentWebhookEvents, sandboxEvents, venues } from '../../apps/api/src/db/schema/index';
import { cardProvider, createCheckout } from '../../apps/api/src/features/payments/payments.service';
import { SANDBOX_CARDS } from '../../apps/api/src/features/payments/sandbox/sandbox-cards';
import { SANDBOX_WEBHOOK_PATH } from '../../apps/api/src/features/payments/sandbox/sandbox-events';
import { signWebhook, WEBHOOK_SIGNATURE_HEADER } from '../../apps/api/src/features/payments/webhook-signature';
import { startBenchApp, type BenchApp } from '../lib/app';
import type { BenchCase, BenchContext } from '../lib/framework';

/** Issue 17: 1,000 duplicated webhook deliveries in random order → the state of one ordered delivery. */
const DELIVERIES = 1_000;
const CONNECTIONS = 10;
/** Checkouts per venue, each with a history: declined then paid, half of them refunded twice in part. */
const CHECKOUTS = 20;

/** A seeded shuffle (mulberry32), so a run can be repeated. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** CHECKOUTS sandbox checkouts for a venue, played out on the hosted page and refunded; answers their sessions and events in order. */
async function scenario(bench: BenchApp, venueId: number) {
  const deps = bench.app.deps;
  await bench.owner.db.update(venues).set({ plan: 'manage', planPaid: false, planInterval: 'month', seats: 1 }).where(eq(venues.id, venueId));
  const pay = async (id: string, card: string) => {
    await bench.app.inject({
      method: 'POST', url: `/api/v1/public/payments/sandbox/checkout/${id}`,
      payload: `card_number=${card}`, headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
  };
  const sessions: string[] = [];
  for (let i = 0; i < CHECKOUTS; i++) {
    // The first buys a plan (its effect changes the venue); the rest are deposits.
    const subscription = i === 0;
    const session = await createCheckout(deps, deps.db, venueId, {
      purpose: subscription ? 'subscription' : 'deposit', amount: 12_345, currency: 'EUR', description: 'bench',
      metadata: subscription ? { plan: 'grow', interval: 'year', seats: '3' } : {},
      successUrl: `${bench.url}/subscription/thank-you`, cancelUrl: `${bench.url}/subscription/info`,
    });
    await pay(session.id, SANDBOX_CARDS.decline);
    await pay(session.id, SANDBOX_CARDS.success);
    if (i % 2 === 0) {
      await cardProvider(deps).refund(session.id, 500);
      await cardProvider(deps).refund(session.id, 700);
    }
    sessions.push(session.id);
  }
  const events = await bench.owner.db.select({ payload: sandboxEvents.payload }).from(sandboxEvents)
    .where(inArray(sandboxEvents.sessionId, sessions)).orderBy(asc(sandboxEvents.createdAt), asc(sandboxEvents.id));
  return { sessions, events: events.map((event) => event.payload) };
}

/** The checkouts' states (in session order) and the venue's plan, without ids. */
async function finalState(bench: BenchApp, venueId: number, sessions: string[]) {
  const rows = await bench.owner.db.select().from(paymentCheckouts).where(inArray(paymentCheckouts.sessionId, sessions));
  const applied = await bench.owner.db.select({ checkoutId: paymentWebhookEvents.checkoutId }).from(paymentWebhookEvents).where(eq(paymentWebhookEvents.venueId, venueId));
  const checkouts = sessions.map((id) => {
    const row = rows.find((r) => r.sessionId === id)!;
    return { status: row.status, refunded: row.amountRefunded, paid: row.paidAt !== null, applied: applied.filter((a) => a.checkoutId === row.id).length };
  });
  const [plan] = await bench.owner.db.select({ plan: venues.plan, paid: venues.planPaid, interval: venues.planInterval, seats: venues.seats }).from(venues).where(eq(venues.id, venueId));
  return JSON.stringify({ checkouts, plan });
}

/**
 * Every event of CHECKOUTS checkouts delivered once in order to one venue; the same history on another
 * venue delivered DELIVERIES times (each event at least once, the rest duplicates), shuffled, on
 * CONNECTIONS connections at once over HTTP. The two final states must be equal.
 */
export const benchCase: BenchCase = {
  name: 'payments-webhooks-order',
  description: `${DELIVERIES} duplicated sandbox webhook deliveries in random order on ${CONNECTIONS} connections vs one ordered delivery, PostgreSQL`,
  async run(ctx: BenchContext) {
    const bench = await startBenchApp(ctx.databaseUrl);
    try {
      const secret = bench.app.deps.env.sandboxWebhookSecret;
      const send = async (payload: string) => {
        const response = await fetch(`${bench.url}${SANDBOX_WEBHOOK_PATH}`, {
          method: 'POST', body: payload, headers: { 'content-type': 'application/json', [WEBHOOK_SIGNATURE_HEADER]: signWebhook(secret, payload, new Date()) },
        });
        if (response.status !== 200) throw new Error(`a delivery answered ${response.status}: ${await response.text()}`);
        return ((await response.json()) as { outcome: string }).outcome;
      };
      const reference = await scenario(bench, bench.seed.salon.id);
      for (const payload of reference.events) await send(payload);
      const expected = await finalState(bench, bench.seed.salon.id, reference.sessions);

      const run = await scenario(bench, bench.seed.other.id);
      const next = random(17);
      const deliveries = Array.from({ length: DELIVERIES }, (_, i) => run.events[i < run.events.length ? i : Math.floor(next() * run.events.length)]!);
      for (let i = deliveries.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [deliveries[i], deliveries[j]] = [deliveries[j]!, deliveries[i]!];
      }
      const outcomes: Record<string, number> = {};
      const times: number[] = [];
      let cursor = 0;
      const started = performance.now();
      await Promise.all(Array.from({ length: CONNECTIONS }, async () => {
        while (cursor < deliveries.length) {
          const payload = deliveries[cursor++]!;
          const begun = performance.now();
          const outcome = await send(payload);
          times.push(performance.now() - begun);
          outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
        }
      }));
      const seconds = (performance.now() - started) / 1000;
      const actual = await finalState(bench, bench.seed.other.id, run.sessions);
      times.sort((a, b) => a - b);
      ctx.log(`outcomes: ${JSON.stringify(outcomes)}`);
      ctx.metric({ name: 'distinct events', value: run.events.length, unit: 'events', note: `${CHECKOUTS} checkouts` });
      ctx.metric({ name: 'shuffled deliveries', value: DELIVERIES, unit: 'requests', note: `${(DELIVERIES / seconds).toFixed(0)} req/s on ${CONNECTIONS} connections` });
      ctx.metric({ name: 'shuffled delivery p95', value: times[Math.ceil(0.95 * times.length) - 1]!, unit: 'ms', note: `${CONNECTIONS} at once, racing for the same checkouts' row locks; one at a time: payments-webhooks` });
      ctx.metric({ name: 'final state equals the ordered delivery', value: actual === expected ? 1 : 0, unit: 'bool', target: { min: 1 } });
      if (actual !== expected) throw new Error(`final states differ:\nordered  ${expected}\nshuffled ${actual}`);
    } finally {
      await bench.close();
    }
  },
};
