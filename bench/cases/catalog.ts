import fs from 'node:fs';
import { and, count, eq } from 'drizzle-orm';
import type { Browser, Route } from 'playwright-core';
import { serviceBody, type Service, type ServicesResponse } from '@chairside/shared/catalog-services';
import { employees, serviceGroups, services } from '../../apps/api/src/db/schema/index';
import { createService, createServiceGroup } from '../../apps/api/src/features/catalog/catalog.service';
import { launchBrowser, newPage, signIn } from '../../e2e/harness';
import { SERVER_ENTRY, startServer } from '../../e2e/server';
import { API_PREFIX, startBenchApp } from '../lib/app';
import { median, type BenchCase, type BenchContext } from '../lib/framework';
import { runLoad } from '../lib/load';

const SERVICES = 500;
const GROUPS = 40;
const CONNECTIONS = 20;

/** A synthetic catalogue of 500 services in 40 groups as GET services answers it (for the screen's paint). */
function syntheticCatalogue(): ServicesResponse {
  const team = Array.from({ length: 8 }, (_, i) => ({ id: 5001 + i, first_name: `Stylist`, last_name: String(i + 1), color: '#1971c2' }));
  let id = 10_000;
  const groups = Array.from({ length: GROUPS }, (_, g) => ({
    id: 3001 + g, name: `Group ${g + 1}`, color: '#2f9e44', sort_order: g, archived: false,
    services: Array.from({ length: SERVICES / GROUPS + (g < SERVICES % GROUPS ? 1 : 0) }, (_, s): Service => ({
      id: (id += 1), name: `Service ${g + 1}.${s + 1}`, group_id: 3001 + g, description: '', color: '#1971c2',
      initial: 30, gap: s % 3 === 0 ? 20 : 0, finish: s % 3 === 0 ? 15 : 0, duration: s % 3 === 0 ? 65 : 30,
      price_type: s % 7 === 0 ? 'from' : 'fixed', price: 2500 + s * 150, tax_id: null, resource_types: [], online_bookable: s % 5 !== 0,
      online_name: '', online_description: '', buffer_after: 0, sort_order: s, archived: false, employee_count: 8,
      variants: s % 4 === 0 ? [{ id: id * 10, name: 'Long', initial: 45, gap: 0, finish: 0, price: 4000 }] : [],
    })),
  }));
  return { groups, ungrouped: [], team };
}

/** Opens /catalogs/services `samples` times with the synthetic catalogue; ms from data received to painted. */
async function measureList(browser: Browser, serverUrl: string, samples: number): Promise<{ paints: number[]; completes: number[]; rows: number }> {
  const page = await newPage(browser, { width: 1440, height: 900 }, { baseURL: serverUrl });
  try {
    await signIn(page, serverUrl, 'owner');
    const body = JSON.stringify(syntheticCatalogue());
    await page.route((url) => /\/api\/v1\/b2b\/services$/.test(url.pathname), (route: Route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body }));
    const paints: number[] = [];
    const completes: number[] = [];
    let rows = 0;
    for (let i = 0; i < samples; i += 1) {
      await page.goto('/catalogs/services');
      await page.waitForFunction(() => performance.getEntriesByName('catalog-services:paint').length >= 1, undefined, { timeout: 30_000 });
      paints.push(await page.evaluate(() => performance.getEntriesByName('catalog-services:paint')[0]!.duration));
      // Every row committed (the tail is drawn in a transition after the first screenfuls).
      await page.waitForFunction(() => performance.getEntriesByName('catalog-services:complete').length >= 1, undefined, { timeout: 30_000 });
      completes.push(await page.evaluate(() => {
        const data = performance.getEntriesByName('catalog-services:data')[0]!.startTime;
        return performance.getEntriesByName('catalog-services:complete').at(-1)!.startTime - data;
      }));
      rows = await page.locator('[data-service-row]').count();
    }
    return { paints, completes, rows };
  } finally {
    await page.context().close();
  }
}

/**
 * The services catalogue (issue 12's figures): Demo Salon grown to 500 services in 40 groups (made
 * through the catalogue's own service, every one performed by the whole team, a third with a
 * processing gap, a quarter with a variant); GET services and GET employees/services at 20
 * connections; and the list in headless Chromium, from data received to painted (the screen's
 * performance marks), with a synthetic catalogue of the same size.
 */
export const benchCase: BenchCase = {
  name: 'catalog',
  description: `services ${SERVICES} in ${GROUPS} groups: GET services and employees/services (${CONNECTIONS} connections), the list painted in Chromium`,
  async run(ctx: BenchContext) {
    const bench = await startBenchApp(ctx.databaseUrl, { poolSize: 30 });
    try {
      const db = bench.owner.db;
      const venueId = bench.seed.salon.id;
      const team = (await db.select({ id: employees.id }).from(employees).where(and(eq(employees.venueId, venueId), eq(employees.archived, false)))).map((e) => e.id);
      const [{ groups: haveGroups }] = (await db.select({ groups: count() }).from(serviceGroups).where(eq(serviceGroups.venueId, venueId))) as [{ groups: number }];
      const [{ n: haveServices }] = (await db.select({ n: count() }).from(services).where(eq(services.venueId, venueId))) as [{ n: number }];
      const groupIds: number[] = [];
      for (let g = haveGroups; g < GROUPS; g += 1) groupIds.push((await createServiceGroup(db, venueId, { name: `Bench group ${g + 1}`, color: '#2f9e44' })).id);
      for (let s = haveServices; s < SERVICES; s += 1) {
        const gap = s % 3 === 0;
        await createService(db, venueId, serviceBody.parse({
          name: `Bench service ${s + 1}`, group_id: groupIds[s % groupIds.length]!, initial: 30, gap: gap ? 20 : 0, finish: gap ? 15 : 0,
          price: 2500 + (s % 40) * 150, employees: team.map((employee_id) => ({ employee_id })),
          variants: s % 4 === 0 ? [{ name: 'Long hair', initial: 45, price: 4000 }] : [],
        }));
      }
      const token = await bench.login('owner');
      const headers = { authorization: `Bearer ${token}`, 'content-language': 'en-us', 'x-platform': 'web', 'accept-encoding': 'gzip, deflate, br' };
      const list = await fetch(`${bench.url}${API_PREFIX}/services`, { headers });
      if (list.status !== 200) throw new Error(`GET services answered ${list.status}: ${await list.text()}`);
      const body = (await list.json()) as ServicesResponse;
      const listed = body.groups.reduce((n, g) => n + g.services.length, 0) + body.ungrouped.length;
      if (listed !== SERVICES || body.groups.length !== GROUPS) throw new Error(`GET services lists ${listed} services in ${body.groups.length} groups`);
      ctx.log(`catalogue: ${listed} services in ${body.groups.length} groups, ${team.length} employees each`);

      for (const path of ['services', 'employees/services']) {
        const load = await runLoad({ url: `${bench.url}${API_PREFIX}/${path}`, headers, connections: CONNECTIONS, duration: ctx.seconds, warmupSeconds: ctx.quick ? 1 : 2 });
        const bad = load.non2xx + load.errors + load.timeouts;
        if (bad) throw new Error(`${path}: ${bad} answers were not 2xx (${JSON.stringify(load.statusCodes)})`);
        ctx.metric({ name: `GET ${path} (${SERVICES} services) throughput`, value: load.rps, unit: 'req/s', note: `${load.requests} requests` });
        ctx.metric({ name: `GET ${path} (${SERVICES} services) p50`, value: load.p50, unit: 'ms' });
        ctx.metric({ name: `GET ${path} (${SERVICES} services) p95 (${CONNECTIONS} connections)`, value: load.p95, unit: 'ms', target: path === 'employees/services' ? { max: 20 } : undefined });
      }
    } finally {
      await bench.close();
    }

    if (!fs.existsSync(SERVER_ENTRY)) ctx.skip('apps/api/dist/server.js is missing: run npm run build first (the API was measured)');
    if (!fs.existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium')) ctx.skip('chromium is not installed (the API was measured)');
    const server = await startServer();
    const browser = await launchBrowser();
    try {
      const paints: number[] = [];
      const completes: number[] = [];
      let rows = 0;
      for (let i = 0; i < ctx.repeats; i += 1) {
        const result = await measureList(browser, server.url, 3);
        paints.push(...result.paints);
        completes.push(...result.completes);
        rows = result.rows;
      }
      if (rows !== SERVICES) throw new Error(`only ${rows} of ${SERVICES} rows were drawn`);
      ctx.metric({
        name: `service list ${SERVICES} in ${GROUPS} groups interactive after data (first screenfuls painted, median)`,
        value: median(paints),
        unit: 'ms',
        target: { max: 200 },
        note: `${paints.length} loads: ${paints.map((ms) => Math.round(ms)).join(', ')} ms`,
      });
      ctx.metric({ name: 'slowest service list paint', value: Math.max(...paints), unit: 'ms' });
      ctx.metric({ name: `all ${SERVICES} rows committed after data (median)`, value: median(completes), unit: 'ms', note: 'the tail renders in a transition, yielding to input' });
    } finally {
      await browser.close();
      await server.stop();
    }
  },
};
