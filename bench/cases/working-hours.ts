import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import { ROLE_PERMISSIONS } from '@chairside/shared/permissions';
import { addDays, zonedToday } from '@chairside/shared/rules/calendar-time';
import { emptyWeek, mondayOf, type WeekPattern } from '@chairside/shared/rules/work-schedule';
import { employees } from '../../apps/api/src/db/schema/index';
import { addClosedDay, placeEmployeeSchedule } from '../../apps/api/src/features/staff/staff.service';
import { launchBrowser } from '../../e2e/harness';
import { SERVER_ENTRY, startServer } from '../../e2e/server';
import { GRID_EMPLOYEES, measureHoursGrid } from '../../e2e/staff-hours-scenario';
import { API_PREFIX, startBenchApp } from '../lib/app';
import { median, type BenchCase, type BenchContext } from '../lib/framework';
import { runLoad } from '../lib/load';

const EMPLOYEES = 30;
const DAYS = 31;
const CONNECTIONS = 20;
const TZ = 'Europe/Amsterdam';

const span = (start_time: string, end_time: string) => ({ start_time, end_time });
const week = (days: Record<number, { start_time: string; end_time: string }[]>): WeekPattern => emptyWeek().map((_, d) => days[d] ?? []);

/**
 * Working hours (issue 11's figures): GET whours for 30 employees × 31 days at 20 connections
 * (Demo Salon grown to 30 employees: weekly patterns with a lunch break, every third one on a
 * two-week rota, last year's pattern kept before this one, one-day changes and a closed day in
 * the month), and the working-hours grid of 30 employees × 7 days in headless Chromium, from
 * data received to painted (the screen's performance marks).
 */
export const benchCase: BenchCase = {
  name: 'working-hours',
  description: `whours ${EMPLOYEES} employees × ${DAYS} days (${CONNECTIONS} connections), working-hours grid ${GRID_EMPLOYEES} × 7 painted in Chromium`,
  async run(ctx: BenchContext) {
    const bench = await startBenchApp(ctx.databaseUrl, { poolSize: 30 });
    try {
      const db = bench.owner.db;
      const venueId = bench.seed.salon.id;
      const now = new Date();
      const today = zonedToday(now, TZ);
      const existing = await db.select({ id: employees.id }).from(employees).where(eq(employees.venueId, venueId));
      const added = await db.insert(employees).values(Array.from({ length: EMPLOYEES - existing.length }, (_, i) => ({
        venueId, role: 'employee' as const, firstName: 'Bench', lastName: `Stylist ${i + 1}`, sortOrder: 100 + i, permissions: ROLE_PERMISSIONS.employee,
      }))).returning({ id: employees.id });
      const staff = [...existing, ...added].map((e) => e.id);
      const weekly = week(Object.fromEntries([1, 2, 3, 4, 5, 6].map((d) => [d, [span('09:00', '12:30'), span('13:00', '18:00')]])));
      const rota = [weekly, week({ 2: [span('12:00', '21:00')], 4: [span('12:00', '21:00')], 6: [span('09:00', '17:00')] })];
      const thisMonday = mondayOf(today);
      for (const [i, employeeId] of staff.entries()) {
        await placeEmployeeSchedule(db, venueId, employeeId, { starts_on: addDays(thisMonday, -364), ends_on: null, anchor_on: addDays(thisMonday, -364), weeks: [week({ 1: [span('10:00', '16:00')] })] });
        await placeEmployeeSchedule(db, venueId, employeeId, { starts_on: thisMonday, ends_on: null, anchor_on: thisMonday, weeks: i % 3 === 0 ? rota : [weekly] });
      }
      await addClosedDay(db, venueId, { starts_on: addDays(today, 10), ends_on: addDays(today, 10), name: 'Bench holiday' });
      const token = await bench.login('owner');
      const headers = { authorization: `Bearer ${token}`, 'content-language': 'en-us', 'x-platform': 'web', 'accept-encoding': 'gzip, deflate, br' };
      for (const [i, employeeId] of staff.slice(0, 10).entries()) {
        const answer = await fetch(`${bench.url}${API_PREFIX}/employees/working-hours/exception/${employeeId}`, {
          method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify({ date: addDays(today, i + 1), spans: [span('11:00', '15:00')] }),
        });
        if (answer.status !== 200) throw new Error(`exception answered ${answer.status}: ${await answer.text()}`);
      }

      const url = `${bench.url}${API_PREFIX}/whours?date_from=${today}&date_to=${addDays(today, DAYS - 1)}`;
      const first = await fetch(url, { headers });
      if (first.status !== 200) throw new Error(`GET whours answered ${first.status}: ${await first.text()}`);
      const body = (await first.json()) as { employee_hours: { employee_id: number }[] };
      const people = new Set(body.employee_hours.map((h) => h.employee_id)).size;
      if (people !== EMPLOYEES) throw new Error(`whours covers ${people} employees, not ${EMPLOYEES}`);
      ctx.log(`whours: ${body.employee_hours.length} shifts of ${people} employees over ${DAYS} days`);
      const load = await runLoad({ url, headers, connections: CONNECTIONS, duration: ctx.seconds, warmupSeconds: ctx.quick ? 1 : 2 });
      const bad = load.non2xx + load.errors + load.timeouts;
      if (bad) throw new Error(`whours: ${bad} answers were not 2xx (${JSON.stringify(load.statusCodes)})`);
      ctx.metric({ name: `whours ${EMPLOYEES} × ${DAYS} days throughput`, value: load.rps, unit: 'req/s', note: `${load.requests} requests` });
      ctx.metric({ name: `whours ${EMPLOYEES} × ${DAYS} days p50`, value: load.p50, unit: 'ms' });
      ctx.metric({ name: `whours ${EMPLOYEES} × ${DAYS} days p95 (${CONNECTIONS} connections)`, value: load.p95, unit: 'ms', target: { max: 30 } });
    } finally {
      await bench.close();
    }

    if (!fs.existsSync(SERVER_ENTRY)) ctx.skip('apps/api/dist/server.js is missing: run npm run build first (whours was measured)');
    if (!fs.existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium')) ctx.skip('chromium is not installed (whours was measured)');
    const server = await startServer();
    const browser = await launchBrowser();
    try {
      const paints: number[] = [];
      for (let i = 0; i < ctx.repeats; i += 1) {
        const result = await measureHoursGrid(browser, server.url, 3);
        if (result.cells !== GRID_EMPLOYEES * 7) throw new Error(`only ${result.cells} of ${GRID_EMPLOYEES * 7} cells were drawn`);
        paints.push(...result.paints);
      }
      ctx.metric({
        name: `grid ${GRID_EMPLOYEES} × 7 painted after data (median)`,
        value: median(paints),
        unit: 'ms',
        target: { max: 200 },
        note: `${paints.length} weeks: ${paints.map((ms) => Math.round(ms)).join(', ')} ms`,
      });
      ctx.metric({ name: 'slowest grid paint', value: Math.max(...paints), unit: 'ms' });
    } finally {
      await browser.close();
      await server.stop();
    }
  },
};
