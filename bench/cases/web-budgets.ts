import fs from 'node:fs';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { PUBLIC_PAGE_BUDGETS, ROUTE_BUDGETS, WEB_DIST, initialJs, readManifest } from '../../apps/web/scripts/initial-js.mjs';
import { SERVER_ENTRY, startServer } from '../../e2e/server';
import { median, type BenchCase, type BenchContext } from '../lib/framework';
import { recordNetwork, shortName, type RequestRecord } from '../lib/network';

/** Login's budget (issue 3): everything a cold first visit transfers, every resource type, headers included. */
const LOGIN_TRANSFER_BUDGET_KB = 150;

/**
 * A cold first visit of /login in a fresh profile (empty HTTP cache, nothing stored): every request
 * until the form is usable and the network has been quiet for a second, with the bytes each
 * transferred (CDP encodedDataLength: headers and body as sent).
 */
async function loginTransfer(browser: Browser, url: string): Promise<RequestRecord[]> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    const network = await recordNetwork(page);
    let inFlight = 0;
    let lastActivity = performance.now();
    const busy = () => ((lastActivity = performance.now()), (inFlight += 1));
    const done = () => ((lastActivity = performance.now()), (inFlight -= 1));
    page.on('request', busy);
    page.on('requestfinished', done);
    page.on('requestfailed', done);
    await page.goto(`${url}/login`, { waitUntil: 'load' });
    await page.locator(EMAIL_INPUT).waitFor({ state: 'visible', timeout: 30_000 });
    while (inFlight > 0 || performance.now() - lastActivity < 1000) await page.waitForTimeout(100);
    return network.records();
  } finally {
    await context.close();
  }
}

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
/** Login counts as interactive once no long task (> 50 ms) has run for this long after the form is usable. */
const QUIET_MS = 500;
const EMAIL_INPUT = 'input[type="email"]';

/**
 * Records, from navigation start (performance.now()), when Login's e-mail input is first usable
 * (connected, visible, enabled) and when each long task ends. Runs before the page's own scripts.
 * A string, not a function: tsx adds helpers to compiled functions that the page does not have.
 */
const PROBE = `(() => {
  const probe = { ready: -1, longTasks: [] };
  globalThis.__tti = probe;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) probe.longTasks.push(entry.startTime + entry.duration);
  }).observe({ type: 'longtask', buffered: true });
  const check = () => {
    if (probe.ready >= 0) return;
    const input = document.querySelector(${JSON.stringify(EMAIL_INPUT)});
    if (input && !input.disabled && input.getClientRects().length > 0) probe.ready = performance.now();
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true, attributes: true });
})();`;

interface Visit {
  /** Navigation start to the e-mail input being usable. */
  ready: number;
  /** The later of `ready` and the end of the last long task before a quiet window. */
  interactive: number;
}

/** Lighthouse's "slow 4G": 150 ms round trips, 1.6 Mbit/s down, 750 kbit/s up. */
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };

interface VisitOptions {
  cpuSlowdown?: number;
  slowNetwork?: boolean;
}

async function visitLogin(context: BrowserContext, url: string, options: VisitOptions): Promise<Visit> {
  const page = await context.newPage();
  try {
    if ((options.cpuSlowdown ?? 1) > 1 || options.slowNetwork) {
      const cdp = await context.newCDPSession(page);
      if ((options.cpuSlowdown ?? 1) > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: options.cpuSlowdown! });
      if (options.slowNetwork) {
        await cdp.send('Network.enable');
        await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
      }
    }
    await page.addInitScript(PROBE);
    await page.goto(`${url}/login`, { waitUntil: 'commit' });
    await page.waitForFunction(
      (quiet) => {
        const probe = (globalThis as unknown as { __tti: { ready: number; longTasks: number[] } }).__tti;
        if (probe.ready < 0) return false;
        const lastTask = Math.max(0, ...probe.longTasks);
        return performance.now() - Math.max(probe.ready, lastTask) >= quiet;
      },
      QUIET_MS,
      { timeout: 30_000, polling: 50 },
    );
    const probe = await page.evaluate(() => (globalThis as unknown as { __tti: { ready: number; longTasks: number[] } }).__tti);
    if (new URL(page.url()).pathname !== '/login') throw new Error(`expected to stay on /login, ended at ${page.url()}`);
    return { ready: probe.ready, interactive: Math.max(probe.ready, ...probe.longTasks) };
  } finally {
    await page.close();
  }
}

/** `runs` visits of /login, each in a fresh profile (cold cache) or all in one (repeat visits after a first). */
async function measureLogin(browser: Browser, url: string, runs: number, options: VisitOptions & { warm?: boolean } = {}) {
  const visits: Visit[] = [];
  const shared = options.warm ? await browser.newContext({ viewport: { width: 1280, height: 800 } }) : null;
  try {
    if (shared) await visitLogin(shared, url, {}); // fills the HTTP cache and the cached phrases
    for (let i = 0; i < runs; i += 1) {
      const context = shared ?? (await browser.newContext({ viewport: { width: 1280, height: 800 } }));
      try {
        visits.push(await visitLogin(context, url, options));
      } finally {
        if (!shared) await context.close();
      }
    }
  } finally {
    await shared?.close();
  }
  return visits;
}

const list = (values: number[]) => values.map((v) => Math.round(v)).join(', ');

/**
 * Issue 3 "Performance": initial JS of Login and of the main layout (gzipped, from the build
 * manifest) against the budgets, and Login's time to interactive in headless Chromium against the
 * built server. Builds nothing: run `npm run build` first.
 */
export const benchCase: BenchCase = {
  name: 'web-budgets',
  description: "Login's real transfer on a cold first visit (budget 150 KB); initial JS of Login and the main layout (gzipped, build manifest); the public booking page's JS (budget 100 KB); Login time to interactive in Chromium",
  async run(ctx: BenchContext) {
    const manifest = readManifest(WEB_DIST); // throws with "run npm run build first" when missing
    for (const route of ROUTE_BUDGETS) {
      // Login's budget is measured on the wire below; its manifest figure stays as information.
      const budgeted = route.name !== 'Login route';
      const { files, gzipped, bytes } = initialJs(manifest, route.chunks, WEB_DIST);
      ctx.metric({
        name: `${route.name}: initial JS gzipped`,
        value: gzipped / 1024,
        unit: 'KB',
        target: budgeted ? { max: route.budget } : undefined,
        note: `${files.length} files, ${(bytes / 1024).toFixed(0)} KB before gzip; biggest ${files.slice(0, 3).map((f) => `${f.file.replace('assets/', '')} ${(f.gzipped / 1024).toFixed(1)}`).join(', ')}`,
      });
    }
    for (const page of PUBLIC_PAGE_BUDGETS) {
      // The public pages' own build (booking page, marketplace listing): every JS file each loads (issue 18: at most 100 KB gzipped).
      const { files, gzipped, bytes } = initialJs(readManifest(WEB_DIST, page.manifest), [], WEB_DIST, page.entry);
      ctx.metric({
        name: `${page.name}: JS gzipped`,
        value: gzipped / 1024,
        unit: 'KB',
        target: { max: page.budget },
        note: `${files.length} files, ${(bytes / 1024).toFixed(0)} KB before gzip`,
      });
    }

    if (!fs.existsSync(SERVER_ENTRY)) throw new Error('apps/api/dist/server.js is missing: run npm run build first');
    if (!fs.existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing (apt-get install -y chromium, or set CHROMIUM_PATH)`);
    const server = await startServer();
    const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
    try {
      const requests = await loginTransfer(browser, server.url);
      const total = requests.reduce((sum, r) => sum + r.transferred, 0) / 1024;
      const scripts = requests.filter((r) => r.type === 'Script');
      const biggest = [...requests].sort((a, b) => b.transferred - a.transferred).slice(0, 4);
      ctx.metric({
        name: 'Login: transferred on a cold first visit (all requests, headers included)',
        value: total,
        unit: 'KB',
        target: { max: LOGIN_TRANSFER_BUDGET_KB },
        note: `${requests.length} requests (${scripts.length} scripts, ${(scripts.reduce((sum, r) => sum + r.transferred, 0) / 1024).toFixed(1)} KB), ${(requests.reduce((sum, r) => sum + r.decoded, 0) / 1024).toFixed(0)} KB decoded; biggest ${biggest.map((r) => `${shortName(r.url).replace('/assets/', '')} ${(r.transferred / 1024).toFixed(1)}`).join(', ')}`,
      });
      for (const r of requests) {
        ctx.log(`  ${(r.transferred / 1024).toFixed(1).padStart(6)} KB  ${(r.encoding ?? '-').padEnd(4)} ${(r.cacheControl ?? '-').slice(0, 36).padEnd(36)} ${shortName(r.url)}`);
      }
      const uncompressed = requests.filter((r) => r.decoded >= 1024 && !r.encoding && !r.fromCache);
      if (uncompressed.length) ctx.log(`sent uncompressed (1 kB or more): ${uncompressed.map((r) => shortName(r.url)).join(', ')}`);
      if (total >= LOGIN_TRANSFER_BUDGET_KB) throw new Error(`Login transferred ${total.toFixed(1)} KB on a cold first visit, over its ${LOGIN_TRANSFER_BUDGET_KB} KB budget`);

      const runs = ctx.quick ? 3 : 7;
      await measureLogin(browser, server.url, 1); // warms the server and the browser
      const report = (name: string, visits: Visit[]) => {
        const interactive = visits.map((v) => v.interactive);
        ctx.metric({
          name,
          value: median(interactive),
          unit: 'ms',
          note: `median of ${visits.length}: ${list(interactive)} ms (form usable at ${list(visits.map((v) => v.ready))} ms)`,
        });
      };
      report('Login time to interactive, first visit', await measureLogin(browser, server.url, runs));
      report('Login time to interactive, repeat visit (cached)', await measureLogin(browser, server.url, runs, { warm: true }));
      report('Login time to interactive, first visit, slow 4G (150 ms RTT, 1.6 Mbit/s)', await measureLogin(browser, server.url, runs, { slowNetwork: true }));
      report('Login time to interactive, first visit, 4x CPU slowdown', await measureLogin(browser, server.url, runs, { cpuSlowdown: 4 }));
    } finally {
      await browser.close();
      await server.stop();
    }
  },
};
