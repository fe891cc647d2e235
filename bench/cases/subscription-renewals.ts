import { sql } from 'drizzle-orm';
import { renewDue, SWEEP_CONCURRENCY } from '../../apps/api/src/features/subscription/subscription.service';
import { startBenchApp } from '../lib/app';
import type { BenchCase, BenchContext } from '../lib/framework';

/**
 * The hourly renewals sweep (issue 17) when many venues renew the same day: VENUES paid venues due
 * today (one in ten with a card that declines, so the dunning path and its e-mails are in the mix).
 * Each venue is its own transaction under its row lock: the provider's off-session charge (the sandbox:
 * a session row, its webhook event and the delivery job), the checkout recorded, the venue moved on or
 * put into dunning with an e-mail in the outbox. The sweep runs as a pg-boss job that expires after
 * 600 s, so the whole sweep must finish well inside that; a second sweep right after finds nothing due.
 */
const JOB_EXPIRY_S = 600;

export const benchCase: BenchCase = {
  name: 'subscription-renewals',
  description: 'renewals sweep: thousands of paid venues due the same day (one in ten declines), PostgreSQL',
  async run(ctx: BenchContext) {
    const venues = ctx.quick ? 1_000 : 5_000;
    const bench = await startBenchApp(ctx.databaseUrl);
    try {
      const today = new Date().toISOString().slice(0, 10);
      const salon = bench.seed.salon.id;
      // Copies of Demo Salon's venue row, made due today (UTC), each with its own booking address and card.
      const columns = ((await bench.owner.db.execute(sql`
        select column_name from information_schema.columns where table_schema = 'public' and table_name = 'venues' and column_name <> 'id' order by ordinal_position`)) as unknown as { rows: { column_name: string }[] }).rows
        .map((row) => row.column_name);
      const value = (column: string) => ({
        title: sql.raw(`'Bench venue ' || g`),
        booking_subdomain: sql.raw(`'bench-renewal-' || g`),
        email: sql.raw(`'owner' || g || '@bench.test'`),
        timezone: sql.raw(`'UTC'`),
        plan: sql.raw(`'pro'`),
        plan_paid: sql.raw('true'),
        plan_interval: sql.raw(`'month'`),
        seats: sql.raw('3'),
        plan_renews_on: sql`${today}::date`,
        renewal_attempts: sql.raw('0'),
        renewal_retry_on: sql.raw('null'),
        subscription_card: sql.raw(`jsonb_build_object('provider', 'sandbox', 'id', case when g % 10 = 0 then 'pm_sbx_0002_' else 'pm_sbx_4242_' end || g, 'brand', 'visa', 'last4', case when g % 10 = 0 then '0002' else '4242' end)`),
      } as Record<string, ReturnType<typeof sql>>)[column] ?? sql.identifier(column);
      await bench.owner.db.execute(sql`
        insert into venues (${sql.join(columns.map((c) => sql.identifier(c)), sql`, `)})
        select ${sql.join(columns.map(value), sql`, `)} from venues, generate_series(1, ${venues}) as g where venues.id = ${salon}`);
      // Only the bench venues are due (the seed's own renew later).
      await bench.owner.db.execute(sql`update venues set plan_renews_on = ${today}::date + 30 where booking_subdomain not like 'bench-renewal-%' and plan_renews_on <= ${today}::date`);

      const deps = { ...bench.app.deps, now: () => new Date(`${today}T12:00:00Z`) };
      const started = performance.now();
      const outcome = await renewDue(deps);
      const seconds = (performance.now() - started) / 1000;
      const expectedDeclines = Math.floor(venues / 10);
      if (outcome.renewed !== venues - expectedDeclines || outcome.retry !== expectedDeclines) throw new Error(`unexpected outcome ${JSON.stringify(outcome)}`);
      ctx.metric({ name: `sweep of ${venues} due venues`, value: seconds, unit: 's', target: { max: JOB_EXPIRY_S / 2 }, note: `${outcome.renewed} renewed, ${outcome.retry} into dunning; the job expires at ${JOB_EXPIRY_S} s` });
      ctx.metric({ name: 'per venue', value: (seconds * 1000) / venues, unit: 'ms', note: `one transaction each (lock, charge, record, move on or dun), ${SWEEP_CONCURRENCY} at a time` });

      const again = performance.now();
      const second = await renewDue(deps);
      if (second.renewed + second.retry + second.downgraded !== 0) throw new Error(`the second sweep did something: ${JSON.stringify(second)}`);
      ctx.metric({ name: 'second sweep (nothing due)', value: performance.now() - again, unit: 'ms' });
      const charges = ((await bench.owner.db.execute(sql`select count(*)::int as n from payment_checkouts c join venues v on v.id = c.venue_id where v.booking_subdomain like 'bench-renewal-%' and c.purpose = 'subscription' and c.status = 'paid'`)) as unknown as { rows: { n: number }[] }).rows[0]!.n;
      if (charges !== outcome.renewed) throw new Error(`${charges} paid charges recorded for ${outcome.renewed} renewals`);
    } finally {
      await bench.close();
    }
  },
};
