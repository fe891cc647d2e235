import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { SERVER_ENTRY, startServer } from '../../e2e/server';
import { median, type BenchCase, type BenchContext } from '../lib/framework';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

/**
 * Lighthouse (the npm package, pinned in package.json) on a page served by the built app on this
 * machine: its default mobile profile (Moto G-class screen, simulated slow 4G — 150 ms RTT,
 * 1.6 Mbit/s — and a 4x CPU slowdown), Debian's Chromium launched by chrome-launcher (nothing is
 * downloaded). Each run gets a fresh Chromium profile, so every visit is a cold first visit.
 * Prints the four category scores and LCP / TBT; performance must reach 95 (issue 10, item 11), and
 * on the public booking page accessibility too (issue 18: lighthouse-book.ts).
 */
export function lighthouseCase(name: string, page: string, what: string, minimums: { performance: number; accessibility?: number }): BenchCase {
  return {
  name,
  description: `Lighthouse mobile profile (default throttling) on ${what} of the built app, Debian Chromium: scores, LCP, TBT`,
  async run(ctx: BenchContext) {
    if (!fs.existsSync(SERVER_ENTRY)) ctx.skip('apps/api/dist/server.js is missing: run npm run build first');
    if (!fs.existsSync(CHROMIUM)) ctx.skip(`${CHROMIUM} is missing (apt-get install -y chromium, or set CHROMIUM_PATH)`);
    const server = await startServer();
    try {
      const runs = ctx.quick ? 1 : 3;
      const results: Array<{ scores: Record<string, number>; lcp: number; tbt: number; fcp: number; bytes: number }> = [];
      for (let i = 0; i < runs; i += 1) {
        const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'chairside-lighthouse-'));
        const chrome = await chromeLauncher.launch({
          chromePath: CHROMIUM,
          userDataDir: profile,
          chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
        });
        try {
          const result = await lighthouse(`${server.url}${page}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
          if (!result) throw new Error('lighthouse returned no result');
          const { lhr } = result;
          if (lhr.runtimeError) throw new Error(`lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
          const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
          results.push({
            scores: Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)])),
            lcp: audit('largest-contentful-paint'),
            tbt: audit('total-blocking-time'),
            fcp: audit('first-contentful-paint'),
            bytes: audit('total-byte-weight'),
          });
          const failed = Object.values(lhr.audits).filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'manual');
          ctx.log(`run ${i + 1}: ${CATEGORIES.map((id) => `${id} ${results.at(-1)!.scores[id]}`).join(', ')}; audits under 0.9: ${failed.map((a) => a.id).join(', ') || 'none'}`);
          // Where the main thread's time went (what total blocking time is made of).
          type Row = Record<string, unknown>;
          const rows = (id: string) => ((lhr.audits[id]?.details as { items?: Row[] } | undefined)?.items ?? []);
          ctx.log(`  main thread: ${rows('mainthread-work-breakdown').map((r) => `${String(r.groupLabel)} ${Math.round(Number(r.duration))} ms`).join(', ')}`);
          ctx.log(`  script boot-up: ${rows('bootup-time').slice(0, 5).map((r) => `${String(r.url).replace(server.url, '')} ${Math.round(Number(r.total))} ms (eval ${Math.round(Number(r.scripting))}, parse ${Math.round(Number(r.scriptParseCompile))})`).join('; ')}`);
          ctx.log(`  long tasks: ${rows('long-tasks').map((r) => `${String(r.url ?? '').replace(server.url, '')}@${Math.round(Number(r.startTime))} ${Math.round(Number(r.duration))} ms`).join('; ')}`);
          const lcpElement = rows('largest-contentful-paint-element')[0] as { items?: Array<{ node?: { snippet?: string } }> } | undefined;
          if (lcpElement?.items?.[0]?.node?.snippet) ctx.log(`  LCP element: ${lcpElement.items[0].node.snippet.slice(0, 120)}`);
        } finally {
          await chrome.kill();
          fs.rmSync(profile, { recursive: true, force: true });
        }
      }
      const of = (pick: (r: (typeof results)[number]) => number) => median(results.map(pick));
      const list = (pick: (r: (typeof results)[number]) => number) => results.map((r) => Math.round(pick(r))).join(', ');
      ctx.metric({ name: 'performance score', value: of((r) => r.scores.performance!), unit: '/100', target: { min: minimums.performance }, note: `median of ${runs}: ${list((r) => r.scores.performance!)}` });
      for (const id of CATEGORIES.slice(1)) {
        const min = id === 'accessibility' ? minimums.accessibility : undefined;
        ctx.metric({ name: `${id} score`, value: of((r) => r.scores[id]!), unit: '/100', ...(min ? { target: { min } } : {}), note: list((r) => r.scores[id]!) });
      }
      ctx.metric({ name: 'largest contentful paint', value: of((r) => r.lcp), unit: 'ms', note: list((r) => r.lcp) });
      ctx.metric({ name: 'total blocking time', value: of((r) => r.tbt), unit: 'ms', note: list((r) => r.tbt) });
      ctx.metric({ name: 'first contentful paint', value: of((r) => r.fcp), unit: 'ms', note: list((r) => r.fcp) });
      ctx.metric({ name: 'total byte weight', value: of((r) => r.bytes) / 1024, unit: 'KB', note: 'as Lighthouse counts it' });
    } finally {
      await server.stop();
    }
  },
  };
}

export const benchCase = lighthouseCase('lighthouse-login', '/login', '/login', { performance: 95 });
