import { and, asc, eq, gte } from 'drizzle-orm';
import { addDays, weekdayOf, zonedToday } from '@chairside/shared/rules/calendar-time';
import { appointments, employeeServices } from '../../apps/api/src/db/schema/index';
import { API_PREFIX, startBenchApp } from '../lib/app';
import type { BenchCase, BenchContext } from '../lib/framework';
import { runLoad } from '../lib/load';
import { growSalon, record, whileDeskWrites } from './calendar';

const TZ = 'Europe/Amsterdam';
const TARGET_RATIO = 0.5;
const P95_MS = 50;

/**
 * Issue 18's figure: GET availability/slots against the cached calendar week read, in one run, on
 * the calendar case's grown salon (30 employees, about 20,000 appointments; one service performed
 * by 10 of them): one provider's free slots for one day, and 14 days with "anyone" among the 10,
 * each at 1 and 50 connections. Targets: each at ≥ 0.5 of the week read's throughput, p95 ≤ 50 ms
 * at 50 connections.
 */
export const benchCase: BenchCase = {
  name: 'slots',
  description: 'GET availability/slots (1 provider × 1 day, anyone of 10 × 14 days) vs the cached GET appointments week, 1 and 50 connections',
  async run(ctx: BenchContext) {
    const bench = await startBenchApp(ctx.databaseUrl, { poolSize: 30 });
    try {
      const now = new Date();
      const grown = await growSalon(bench.owner.db, bench.seed.salon.id, now);
      ctx.log(`${grown.count} appointments`);
      const [provider] = await bench.owner.db.select({ id: employeeServices.employeeId }).from(employeeServices)
        .where(and(eq(employeeServices.venueId, bench.seed.salon.id), eq(employeeServices.serviceId, grown.slotService)))
        .orderBy(asc(employeeServices.employeeId)).limit(1);
      const token = await bench.login('owner');
      const headers = { authorization: `Bearer ${token}`, 'content-language': 'en-us', 'x-platform': 'web', 'accept-encoding': 'gzip, deflate, br' };
      const today = zonedToday(now, TZ);
      const monday = addDays(today, -((weekdayOf(today) + 6) % 7));
      // A working day (the grown salon closes on Sundays) after today, so the whole day is ahead.
      let day = addDays(today, 1);
      if (weekdayOf(day) === 0) day = addDays(day, 1);
      const urls = {
        week: `${bench.url}${API_PREFIX}/appointments?date_from=${monday}&date_to=${addDays(monday, 6)}`,
        day: `${bench.url}${API_PREFIX}/availability/slots?service_ids[]=${grown.slotService}&employee_id=${provider!.id}&date_from=${day}&date_to=${day}`,
        fortnight: `${bench.url}${API_PREFIX}/availability/slots?service_ids[]=${grown.slotService}&date_from=${day}&date_to=${addDays(day, 13)}`,
      };
      for (const [name, url] of Object.entries(urls)) {
        const answer = await fetch(url, { headers });
        if (answer.status !== 200) throw new Error(`${name} answered ${answer.status}: ${await answer.text()}`);
        const body = await answer.text();
        const slots = name === 'week' ? null : (JSON.parse(body) as { days: { slots: unknown[] }[] }).days.reduce((n, d) => n + d.slots.length, 0);
        ctx.log(`${name}: ${body.length} bytes${slots === null ? '' : `, ${slots} start times`}`);
      }

      for (const connections of [1, 50]) {
        const options = { connections, duration: ctx.seconds, warmupSeconds: ctx.quick ? 1 : 2, headers };
        const week = await runLoad({ ...options, url: urls.week });
        const day = await runLoad({ ...options, url: urls.day });
        const fortnight = await runLoad({ ...options, url: urls.fortnight });
        const target = connections > 1 ? P95_MS : undefined;
        record(ctx, `appointments week, ${connections} conn`, week, target);
        record(ctx, `slots 1 provider × 1 day, ${connections} conn`, day, target);
        record(ctx, `slots anyone of 10 × 14 days, ${connections} conn`, fortnight, target);
        ctx.metric({ name: `1 provider day ÷ week throughput, ${connections} conn`, value: day.rps / week.rps, unit: '', target: { min: TARGET_RATIO } });
        ctx.metric({ name: `anyone 14 days ÷ week throughput, ${connections} conn`, value: fortnight.rps / week.rps, unit: '', target: { min: TARGET_RATIO } });
      }

      // Public searches while a desk changes a booking of one of the 10 employees 20 times a second:
      // each change drops that employee's busy time, and the next search reads it again (one statement).
      const [booked] = await bench.owner.db.select({ id: appointments.id }).from(appointments)
        .where(and(eq(appointments.venueId, bench.seed.salon.id), eq(appointments.employeeId, provider!.id), gte(appointments.startsAt, now)))
        .orderBy(asc(appointments.startsAt)).limit(1);
      const options = { connections: 50, duration: ctx.seconds, warmupSeconds: ctx.quick ? 1 : 2, headers };
      const { result: churn, writes } = await whileDeskWrites(`${bench.url}${API_PREFIX}`, headers, booked!.id, () => runLoad({ ...options, url: urls.fortnight }));
      record(ctx, `slots anyone of 10 × 14 days, 50 conn, ${Math.round(writes / (options.duration + options.warmupSeconds))} writes/s`, churn);
    } finally {
      await bench.close();
    }
  },
};
