import { inArray } from 'drizzle-orm';
import { sandboxEvents } from '../../apps/api/src/db/schema/index';
import { createCheckout } from '../../apps/api/src/features/payments/payments.service';
import { SANDBOX_CARDS } from '../../apps/api/src/features/payments/sandbox/sandbox-cards';
import { SANDBOX_WEBHOOK_PATH } from '../../apps/api/src/features/payments/sandbox/sandbox-events';
import { signWebhook, WEBHOOK_SIGNATURE_HEADER } from '../../apps/api/src/features/payments/webhook-signature';
import { startBenchApp } from '../lib/app';
import type { BenchCase, BenchContext } from '../lib/framework';
import { runLoad } from '../lib/load';

/** Issue 17: webhook handling p95 ≤ 20 ms. */
const P95_TARGET_MS = 20;
const FRESH_EVENTS = 300;
const CONNECTIONS = 10;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/**
 * The card provider's webhooks over HTTP: signature check on the raw body, the event recorded under
 * its unique id, the checkout locked and moved, the plan unlocked. (1) FRESH_EVENTS new events, one
 * at a time as a provider sends them: each applied. (2) A storm of one event redelivered on
 * CONNECTIONS connections: each found a duplicate.
 */
export const benchCase: BenchCase = {
  name: 'payments-webhooks',
  description: `POST payments/webhooks/sandbox: ${FRESH_EVENTS} fresh events one by one, then duplicates on ${CONNECTIONS} connections, PostgreSQL`,
  async run(ctx: BenchContext) {
    const bench = await startBenchApp(ctx.databaseUrl);
    try {
      const deps = bench.app.deps;
      const venueId = bench.seed.salon.id;
      const sessions: string[] = [];
      for (let i = 0; i < FRESH_EVENTS; i++) {
        const session = await createCheckout(deps, deps.db, venueId, {
          purpose: 'subscription', amount: 4_900, currency: 'EUR', description: 'Chairside start',
          metadata: { plan: 'start', interval: 'month', seats: '3' },
          successUrl: `${bench.url}/subscription/thank-you`, cancelUrl: `${bench.url}/subscription/info`,
        });
        const paid = await bench.app.inject({
          method: 'POST', url: `/api/v1/public/payments/sandbox/checkout/${session.id}`,
          payload: `card_number=${SANDBOX_CARDS.success}`, headers: { 'content-type': 'application/x-www-form-urlencoded' },
        });
        if (paid.statusCode !== 303) throw new Error(`the sandbox page answered ${paid.statusCode}`);
        sessions.push(session.id);
      }
      const payloads = (await bench.owner.db.select({ payload: sandboxEvents.payload }).from(sandboxEvents).where(inArray(sandboxEvents.sessionId, sessions))).map((row) => row.payload);
      const url = `${bench.url}${SANDBOX_WEBHOOK_PATH}`;
      const send = (payload: string) => fetch(url, {
        method: 'POST', body: payload,
        headers: { 'content-type': 'application/json', [WEBHOOK_SIGNATURE_HEADER]: signWebhook(deps.env.sandboxWebhookSecret, payload, new Date()) },
      });
      // Warm the route (and the pool) with a few duplicates of the first event before measuring.
      for (let i = 0; i < 5; i++) await (await send(payloads[0]!)).text();
      const times: number[] = [];
      for (const payload of payloads.slice(1)) {
        const started = performance.now();
        const response = await send(payload);
        const body = (await response.json()) as { outcome?: string };
        times.push(performance.now() - started);
        if (response.status !== 200 || body.outcome !== 'applied') throw new Error(`a fresh event answered ${response.status} ${JSON.stringify(body)}`);
      }
      times.sort((a, b) => a - b);
      // The floor on this machine right now: the cheapest route, one request at a time.
      const floor: number[] = [];
      for (let i = 0; i < times.length; i++) {
        const started = performance.now();
        await (await fetch(`${bench.url}/api/health`)).text();
        floor.push(performance.now() - started);
      }
      floor.sort((a, b) => a - b);
      ctx.metric({ name: 'floor: GET /api/health p95', value: percentile(floor, 95), unit: 'ms', note: 'the same loop on a route that does nothing' });
      ctx.metric({ name: 'fresh event p50', value: percentile(times, 50), unit: 'ms', note: `${times.length} events applied one at a time` });
      ctx.metric({ name: 'fresh event p95', value: percentile(times, 95), unit: 'ms', target: { max: P95_TARGET_MS } });

      const storm = await runLoad({
        url, method: 'POST', connections: CONNECTIONS, duration: ctx.seconds, warmupSeconds: ctx.quick ? 1 : 2, body: payloads[0]!,
        headers: { 'content-type': 'application/json', [WEBHOOK_SIGNATURE_HEADER]: signWebhook(deps.env.sandboxWebhookSecret, payloads[0]!, new Date()) },
      });
      ctx.metric({ name: 'duplicate storm throughput', value: storm.rps, unit: 'req/s', note: `${storm.requests} deliveries of one event` });
      ctx.metric({ name: 'duplicate storm p95', value: storm.p95, unit: 'ms', target: { max: P95_TARGET_MS } });
      const bad = storm.non2xx + storm.errors + storm.timeouts;
      if (bad > 0) throw new Error(`${bad} deliveries were not 2xx: ${JSON.stringify(storm.statusCodes)}`);
    } finally {
      await bench.close();
    }
  },
};
