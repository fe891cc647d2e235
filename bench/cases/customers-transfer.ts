import { performance } from 'node:perf_hooks';
import { API_PREFIX, startBenchApp } from '../lib/app';
import type { BenchCase, BenchContext } from '../lib/framework';
import { customerImportJob } from '../../apps/api/src/features/customers/import/import.jobs';

const ROWS = 10_000;
const IMPORT_TARGET_S = 30;
const CUSTOMERS = 100_000;
const DUPLICATES_TARGET_MS = 2000;

/** A 10,000-row CSV: 2 % of rows broken, 1 % already customers of the venue (by phone). */
function customerFile(existingPhones: string[]): string {
  const lines = ['First name;Last name;Phone;E-mail;Birthday;Tags'];
  for (let i = 0; i < ROWS; i++) {
    const phone = i % 100 === 7 && existingPhones.length ? existingPhones[Math.floor(i / 100) % existingPhones.length]! : `+34 6${String(10_000_000 + i).padStart(8, '0')}`;
    const broken = i % 50 === 3;
    lines.push([`Ana${i}`, `García${i % 997}`, broken ? 'not a phone' : phone, `ana${i}@bench.test`, `${(i % 28) + 1}.${(i % 12) + 1}.19${50 + (i % 50)}`, i % 3 ? 'VIP' : ''].join(';'));
  }
  return lines.join('\r\n');
}

/**
 * Customer import and duplicates on PostgreSQL: a 10,000-row CSV uploaded, dry-run and imported
 * by the job (as a worker would run it), target ≤ 30 s from start to done; then, with 100,000
 * customers in the venue, the first page of GET customers/duplicates.
 */
export const benchCase: BenchCase = {
  name: 'customers-transfer',
  description: `import of ${ROWS} rows (upload, dry run, job) and GET customers/duplicates with ${CUSTOMERS} customers`,
  async run(ctx: BenchContext) {
    const bench = await startBenchApp(ctx.databaseUrl);
    try {
      const token = await bench.login('owner');
      const headers = { authorization: `Bearer ${token}`, 'content-language': 'en-us', 'x-platform': 'web' };
      const venueId = bench.seed.salon.id;
      const existing = ((await bench.owner.db.execute(`select phone from customers where venue_id = ${venueId} and phone <> '' limit 100` as never)) as unknown as { rows: { phone: string }[] }).rows.map((r) => r.phone);
      const file = customerFile(existing);

      let at = performance.now();
      const uploaded = await fetch(`${bench.url}${API_PREFIX}/customers/import?file_name=bench.csv`, { method: 'POST', headers: { ...headers, 'content-type': 'text/csv' }, body: file });
      if (uploaded.status !== 200) throw new Error(`upload answered ${uploaded.status}: ${await uploaded.text()}`);
      const { import: imp, mapping } = (await uploaded.json()) as { import: { id: number }; mapping: object };
      ctx.metric({ name: 'upload (10k rows, 0.5 MB)', value: performance.now() - at, unit: 'ms' });

      const json = { ...headers, 'content-type': 'application/json' };
      at = performance.now();
      const dry = await fetch(`${bench.url}${API_PREFIX}/customers/import/dry-run/${imp.id}`, { method: 'POST', headers: json, body: JSON.stringify({ mapping }) });
      const dryRun = (await dry.json()) as { created: number; updated: number; skipped: number; failed: number };
      ctx.metric({ name: 'dry run', value: performance.now() - at, unit: 'ms', note: `${dryRun.created} new, ${dryRun.updated} updated, ${dryRun.skipped} skipped, ${dryRun.failed} failed` });

      at = performance.now();
      const start = await fetch(`${bench.url}${API_PREFIX}/customers/import/start/${imp.id}`, { method: 'POST', headers: json, body: JSON.stringify({ mapping }) });
      if (start.status !== 200) throw new Error(`start answered ${start.status}: ${await start.text()}`);
      await customerImportJob(bench.app.deps).handle({ venueId, importId: imp.id });
      const seconds = (performance.now() - at) / 1000;
      const status = (await (await fetch(`${bench.url}${API_PREFIX}/customers/import/status/${imp.id}`, { headers })).json()) as { import: Record<string, unknown> };
      ctx.metric({ name: 'import 10k rows (start → done)', value: seconds, unit: 's', target: { max: IMPORT_TARGET_S }, note: `${status.import.created} new, ${status.import.updated} updated, ${status.import.skipped} skipped, ${status.import.failed} failed` });
      if (status.import.status !== 'done') throw new Error(`import ended ${JSON.stringify(status.import)}`);

      // 100,000 customers: ~5 per last name, similar first names within a name, some shared e-mails.
      const have = ((await bench.owner.db.execute(`select count(*)::int as n from customers where venue_id = ${venueId}` as never)) as unknown as { rows: { n: number }[] }).rows[0]!.n;
      await bench.owner.exec(`
        insert into customers (venue_id, first_name, last_name, phone, email)
        select ${venueId}, (array['Anna','Anne','Ana','Jan','Johan','Maria','Marie','Piotr','Peter','Lucia'])[1 + i % 10],
               'Family' || (i % 20000), '+3171' || lpad(i::text, 7, '0'), case when i % 500 = 0 then 'shared' || (i % 7) || '@bench.test' else 'c' || i || '@bench.test' end
        from generate_series(1, ${CUSTOMERS - have}) as i;
        analyze customers;`);
      const url = `${bench.url}${API_PREFIX}/customers/duplicates?page=1&per_page=10`;
      const times: number[] = [];
      for (let i = 0; i < (ctx.quick ? 2 : 5); i++) {
        at = performance.now();
        const response = await fetch(url, { headers });
        if (response.status !== 200) throw new Error(`duplicates answered ${response.status}: ${await response.text()}`);
        await response.json();
        times.push(performance.now() - at);
      }
      times.sort((a, b) => a - b);
      ctx.metric({ name: `GET customers/duplicates, ${CUSTOMERS} customers (median)`, value: times[Math.floor(times.length / 2)]!, unit: 'ms', target: { max: DUPLICATES_TARGET_MS } });
    } finally {
      await bench.close();
    }
  },
};
