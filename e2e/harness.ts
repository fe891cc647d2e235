/**
 * Browser-test harness: the built server on a random port with its own data dir (a copy of the run's
 * seeded one, seeded-template.ts; `setupE2E({ fresh: true })` for a first start), Debian's Chromium
 * through playwright-core (never a downloaded browser), pages at a viewport, axe-core checks and
 * screenshots. A test file calls `setupE2E()` once at top level; everything is stopped in afterAll.
 *
 *   const e2e = setupE2E();
 *   it('shows the calendar', async () => {
 *     const page = await e2e.page('phone');
 *     await page.goto('/calendar');
 *     expect(await axeViolations(page)).toEqual([]);
 *   });
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import type { AxeResults, ImpactValue, RunOptions } from 'axe-core';
import { DEMO_LOGINS, DEMO_PASSWORD } from '../apps/api/src/db/seed/demo-data';
import { STORAGE_KEYS } from '../apps/web/src/lib/storage';
import { seededTemplate } from './seeded-template';
import { ROOT, startServer, type ServerHandle, type ServerOptions } from './server';

export { ROOT, freePort, startServer, type ServerHandle, type ServerOptions } from './server';
export const SCREENSHOT_DIR = path.join(ROOT, 'test-results', 'screenshots');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const VIEWPORTS = {
  desktop: { width: 1440, height: 900 },
  laptop: { width: 1280, height: 800 },
  tablet: { width: 768, height: 1024 },
  phone: { width: 390, height: 844 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;
export type Viewport = ViewportName | { width: number; height: number };

/** Launches Debian's Chromium, headless. */
export function launchBrowser(): Promise<Browser> {
  if (!fs.existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing: apt-get install -y chromium`);
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
}

export const viewportSize = (viewport: Viewport) => (typeof viewport === 'string' ? VIEWPORTS[viewport] : viewport);

/** A page in its own browser context (fresh storage) at `viewport`; relative URLs resolve against `baseURL`. */
export async function newPage(browser: Browser, viewport: Viewport = 'desktop', options: BrowserContextOptions = {}): Promise<Page> {
  const context = await browser.newContext({ viewport: viewportSize(viewport), ...options });
  return context.newPage();
}

export interface AxeViolation {
  id: string;
  impact: ImpactValue | null | undefined;
  help: string;
  helpUrl: string;
  /** CSS selectors of the offending nodes. */
  targets: string[];
}

let axeSource: string | null = null;

/**
 * Runs axe-core in the page and returns the serious and critical violations. The script is
 * evaluated through the DevTools protocol, so the app's Content-Security-Policy stays on.
 */
export async function axeViolations(page: Page, options: { include?: string; exclude?: string[]; disableRules?: string[] } = {}): Promise<AxeViolation[]> {
  axeSource ??= fs.readFileSync(path.join(ROOT, 'node_modules', 'axe-core', 'axe.min.js'), 'utf8');
  // A dialog still fading in has its text at part opacity, which axe reads as poor contrast. Under
  // load the fade outlasts the test's own waits, so wait for every finite animation to end first
  // (a spinner's endless one never ends and is not waited for).
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
  const hasAxe = await page.evaluate(() => 'axe' in globalThis);
  if (!hasAxe) await page.evaluate(axeSource);
  const runOptions: RunOptions = {
    resultTypes: ['violations'],
    rules: Object.fromEntries((options.disableRules ?? []).map((id) => [id, { enabled: false }])),
  };
  const context = { include: options.include ? [options.include] : undefined, exclude: options.exclude };
  const results = await page.evaluate(
    ([ctx, opts]) => {
      const axe = (globalThis as unknown as { axe: { run(c: unknown, o: unknown): Promise<AxeResults> } }).axe;
      const scope = ctx.include ? { include: ctx.include, exclude: ctx.exclude ?? [] } : { exclude: ctx.exclude ?? [] };
      return axe.run(scope, opts);
    },
    [context, runOptions] as const,
  );
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      helpUrl: violation.helpUrl,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
}

/**
 * Asserts the page has no serious or critical axe violation; on a violation it saves a screenshot named
 * after `name` first, and the failure lists each rule with the elements it found.
 */
export async function expectAxeClean(page: Page, name: string, options: Parameters<typeof axeViolations>[1] = {}): Promise<void> {
  const violations = await axeViolations(page, options);
  if (violations.length) await screenshot(page, `axe-${name}`);
  expect(violations, `${name}: ${JSON.stringify(violations.map((v) => [v.id, v.help, v.targets]), null, 1)}`).toEqual([]);
}

/** Saves a full-page PNG to test-results/screenshots/<name>.png and returns its path. */
export async function screenshot(page: Page, name: string): Promise<string> {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const file = path.join(SCREENSHOT_DIR, `${name.replace(/[^\w.-]+/g, '-')}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

export type DemoLogin = keyof typeof DEMO_LOGINS;
const API = '/api/v1/b2b';

/**
 * Signs a demo login in through the API and returns its bearer token. A user of several venues
 * picks the venue titled `venueTitle` (default: the first one offered).
 */
export async function apiLogin(serverUrl: string, who: DemoLogin, venueTitle?: string): Promise<string> {
  const post = (path: string, body: unknown, token?: string) =>
    fetch(`${serverUrl}${API}/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
  const response = await post('auth/login', { email: DEMO_LOGINS[who], password: DEMO_PASSWORD });
  const answer = (await response.json()) as { action?: string; token?: string; venues?: { id: number; title: string }[] };
  if (response.status !== 302 || !answer.token) throw new Error(`login ${who} failed (${response.status}): ${JSON.stringify(answer)}`);
  if (answer.action === 'select_venue') {
    const venue = venueTitle ? answer.venues?.find((v) => v.title === venueTitle) : answer.venues?.[0];
    if (!venue) throw new Error(`login ${who}: no venue ${venueTitle ?? ''} to select in ${JSON.stringify(answer.venues)}`);
    const chosen = await post('auth/select-venue', { venue_id: venue.id }, answer.token);
    if (chosen.status !== 302) throw new Error(`select-venue failed (${chosen.status}): ${await chosen.text()}`);
  }
  return answer.token;
}

/** Signs in through the API and stores the token where the web app reads it, for every page of `page`'s context. */
export async function signIn(page: Page, serverUrl: string, who: DemoLogin, venueTitle?: string): Promise<string> {
  const token = await apiLogin(serverUrl, who, venueTitle);
  await page.context().addInitScript(([key, value]) => localStorage.setItem(key, value), [STORAGE_KEYS.authToken, token] as const);
  return token;
}

export interface E2E {
  readonly server: ServerHandle;
  readonly browser: Browser;
  /** A page at `viewport` whose relative URLs go to the server. */
  page(viewport?: Viewport, options?: BrowserContextOptions): Promise<Page>;
}

/** Registers beforeAll/afterAll hooks: one server and one browser per test file. */
export function setupE2E(options: ServerOptions & { fresh?: boolean } = {}): E2E {
  let server: ServerHandle | undefined;
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    // Started side by side; each is kept as soon as it is up, so afterAll stops it even if the other failed.
    const results = await Promise.allSettled([
      // From a copy of the run's seeded data dir, unless the file asks for a first start of its own.
      (options.fresh ? Promise.resolve(undefined) : seededTemplate())
        .then((copyOf) => startServer({ ...options, copyOf }))
        .then((started) => (server = started)),
      launchBrowser().then((launched) => (browser = launched)),
    ]);
    const failed = results.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
  });
  afterAll(async () => {
    await Promise.allSettled(contexts.map((context) => context.close()));
    await browser?.close();
    await server?.stop();
  });

  const need = <T>(value: T | undefined, what: string): T => {
    if (!value) throw new Error(`${what} is not started: use it inside a test`);
    return value;
  };
  return {
    get server() {
      return need(server, 'the server');
    },
    get browser() {
      return need(browser, 'the browser');
    },
    async page(viewport = 'desktop', contextOptions = {}) {
      const page = await newPage(need(browser, 'the browser'), viewport, { baseURL: need(server, 'the server').url, ...contextOptions });
      contexts.push(page.context());
      return page;
    },
  };
}
