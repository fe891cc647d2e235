import { sql } from 'drizzle-orm';
import { startBenchApp, API_PREFIX } from '../bench/lib/app';
import { grow } from '../bench/cases/reports';
import * as vq from '../apps/api/src/features/reports/reports.visits.queries';
import { zonedDayRange } from '@chairside/shared/rules/calendar-time';

import fs from 'node:fs'; import os from 'node:os'; import path from 'node:path';
import { startEmbeddedPostgres } from '../apps/api/src/db/embedded';
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'h16d-prof-')); fs.chmodSync(dir, 0o755);
const server = await startEmbeddedPostgres({ dir: path.join(dir, 'cluster'), ephemeral: true });
const url = server.url;
const bench = await startBenchApp(url, { poolSize: 10 });
try {
  const venueId = bench.seed.salon.id;
  await grow(bench.owner.db, venueId);
  const token = await bench.login('owner');
  const headers = { authorization: `Bearer ${token}`, 'content-language': 'en-us', 'x-platform': 'web' };
  for (const path of ['customer/visits', 'customer/loyalty', 'employees/visits', 'hub']) {
    const u = path === 'hub' ? `${bench.url}${API_PREFIX}/reports/hub` : `${bench.url}${API_PREFIX}/reports/${path}?preset=this_year`;
    const times: number[] = [];
    for (let i = 0; i < 8; i++) { const t0 = performance.now(); await (await fetch(u, { headers })).text(); times.push(Math.round(performance.now() - t0)); }
    console.log(path, times.join(' '));
  }
  const year = new Date().getUTCFullYear();
  const { start, end } = zonedDayRange(`${year}-01-01`, `${year}-12-31`, 'Europe/Amsterdam');
  const scope = { venueId, timeZone: 'Europe/Amsterdam', period: { from: `${year}-01-01`, to: `${year}-12-31`, start, end }, query: {} };
  const explain = { execute: async (q: unknown) => { const r = await bench.owner.db.execute(sql`explain (analyze, buffers) ${q}`) as unknown as { rows: Record<string, string>[] }; console.log(r.rows.map((x) => x['QUERY PLAN']).join('\n')); return { rows: [{}] }; } };
  console.log('=== customerVisitsRolled'); await vq.customerVisitsRolled(explain as never, scope as never);
  console.log('=== loyalty'); await vq.loyaltyCounts(explain as never, scope as never).catch(() => 0);
  console.log('=== employeeVisitsRolled'); await vq.employeeVisitsRolled(explain as never, scope as never);
} finally { await bench.close(); await server.stop(); fs.rmSync(dir, { recursive: true, force: true }); }
