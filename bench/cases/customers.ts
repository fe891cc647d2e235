import { sql } from 'drizzle-orm';
import { API_PREFIX, startBenchApp } from '../lib/app';
import type { BenchCase, BenchContext } from '../lib/framework';
import { runLoad } from '../lib/load';

const CUSTOMERS = 100_000;
const CONNECTIONS = 20;
const SEARCH_P95_MS = 30;
const EXPORT_GROWTH_MB = 100;

const FIRST = ['Anna', 'Maria', 'Sofia', 'Emma', 'Julia', 'Lena', 'Zofia', 'Ewa', 'Eva', 'Lucía', 'Chloé', 'Giulia', 'Inês', 'Noor', 'Fleur', 'Sanne', 'Jan', 'Piotr', 'Lucas', 'Noah', 'Daan', 'Milan', 'José', 'Pierre', 'Marco', 'João', 'Tom', 'Max', 'Ben', 'Leo'];
const LAST = ['Kowalska', 'Nowak', 'Wiśniewska', 'de Vries', 'Jansen', 'Bakker', 'Visser', 'Smit', 'Müller', 'Schmidt', 'Schneider', 'García', 'Martínez', 'López', 'Dubois', 'Moreau', 'Rossi', 'Russo', 'Ferrari', 'Silva', 'Santos', 'Costa', 'Pereira', 'Meyer', 'Weber', 'Wagner', 'Becker', 'Hoffmann', 'Lefèvre', 'Mulder', 'de Boer', 'Bos', 'Peters', 'Hendriks', 'van Dijk', 'Dekker', 'Brouwer', 'de Wit', 'Dijkstra', 'Kok'];
const list = (names: string[]) => sql.raw(`array[${names.map((n) => `'${n.replace(/'/g, "''")}'`).join(',')}]`);

/**
 * 100,000 customers in Demo Salon, made in one SQL statement: GET customers searches at 20 connections
 * (a name typed partly, a phone number typed nationally), and GET customers/export of all of them to
 * XLSX while the server's memory (RSS and heap) is sampled, its growth over the start being the figure.
 */
export const benchCase: BenchCase = {
  name: 'customers',
  description: `GET customers search (${CUSTOMERS} customers, ${CONNECTIONS} connections) and the XLSX export of all of them, PostgreSQL`,
  async run(ctx: BenchContext) {
    const bench = await startBenchApp(ctx.databaseUrl);
    try {
      const venue = bench.seed.salon.id;
      const started = Date.now();
      await bench.owner.db.execute(sql`
        insert into customers (venue_id, first_name, last_name, phone, email, tags, birthday, sms_marketing, email_marketing, created_at)
        select ${venue}, (${list(FIRST)})[1 + i % ${FIRST.length}], (${list(LAST)})[1 + (i / ${FIRST.length}) % ${LAST.length}] || ' ' || (i % 997),
          '+316' || lpad((10000000 + i * 7919 % 89999999)::text, 8, '0'), 'c' || i || '@bench.test',
          case when i % 5 = 0 then array['VIP'] else '{}'::text[] end, date '1960-01-01' + (i % 16000), i % 2 = 0, i % 3 = 0, now() - (i % 1000) * interval '1 day'
        from generate_series(1, ${CUSTOMERS}) as i`);
      await bench.owner.db.execute(sql`analyze customers`);
      ctx.metric({ name: 'set-up: 100k customers inserted', value: (Date.now() - started) / 1000, unit: 's' });

      const token = await bench.login('owner');
      const headers = { authorization: `Bearer ${token}`, 'content-language': 'en-us', 'x-platform': 'web' };
      const options = { connections: CONNECTIONS, duration: ctx.seconds, warmupSeconds: ctx.quick ? 1 : 2, headers };
      for (const [label, search] of [['name "kowalsk"', 'kowalsk'], ['phone "0612345"', '0612345'], ['typo "kowalksa"', 'kowalksa']] as const) {
        const url = `${bench.url}${API_PREFIX}/customers?search=${encodeURIComponent(search)}&per_page=25`;
        const first = await fetch(url, { headers });
        if (first.status !== 200) throw new Error(`GET customers answered ${first.status}: ${await first.text()}`);
        const { meta } = (await first.json()) as { meta: { total: number } };
        const summary = await runLoad({ ...options, url });
        const bad = summary.non2xx + summary.errors + summary.timeouts;
        if (bad) throw new Error(`${bad} searches failed: ${JSON.stringify(summary.statusCodes)}`);
        ctx.metric({ name: `search ${label} p95`, value: summary.p95, unit: 'ms', target: { max: SEARCH_P95_MS }, note: `${Math.round(summary.rps)} req/s, ${meta.total} matches; repeats are answered from the answer cache` });
      }

      // What a search costs when the answer cache has not got it (a name not asked before): one at a time.
      const misses: number[] = [];
      for (const name of LAST) {
        const t0 = performance.now();
        const response = await fetch(`${bench.url}${API_PREFIX}/customers?search=${encodeURIComponent(name.slice(0, 6).toLowerCase())}&per_page=25`, { headers });
        await response.arrayBuffer();
        misses.push(performance.now() - t0);
      }
      misses.sort((x, y) => x - y);
      ctx.metric({
        name: 'search not cached (40 different names, one at a time) median',
        value: Math.round(misses[Math.floor(misses.length / 2)]!),
        unit: 'ms',
        note: `p95 ${Math.round(misses[Math.floor(misses.length * 0.95)]!)} ms`,
      });

      // The export, with the server's memory sampled every 25 ms (the client drops the bytes as they come).
      global.gc?.();
      const base = process.memoryUsage();
      let peakRss = base.rss;
      let peakHeap = base.heapUsed + base.external + base.arrayBuffers;
      const timer = setInterval(() => {
        const now = process.memoryUsage();
        peakRss = Math.max(peakRss, now.rss);
        peakHeap = Math.max(peakHeap, now.heapUsed + now.external + now.arrayBuffers);
      }, 25);
      const t0 = Date.now();
      const response = await fetch(`${bench.url}${API_PREFIX}/customers/export?format=xlsx`, { headers });
      if (response.status !== 200 || !response.body) throw new Error(`export answered ${response.status}`);
      let bytes = 0;
      for await (const chunk of response.body) bytes += (chunk as Uint8Array).length;
      clearInterval(timer);
      const mb = (value: number) => value / 1024 / 1024;
      ctx.metric({ name: 'export 100k XLSX time', value: (Date.now() - t0) / 1000, unit: 's', note: `${mb(bytes).toFixed(1)} MB file` });
      ctx.metric({ name: 'export 100k XLSX RSS growth', value: Math.round(mb(peakRss - base.rss)), unit: 'MB', target: { max: EXPORT_GROWTH_MB }, note: 'the whole process (server and the reading client)' });
      ctx.metric({ name: 'export 100k XLSX heap growth', value: Math.round(mb(peakHeap - (base.heapUsed + base.external + base.arrayBuffers))), unit: 'MB', note: 'JS heap + external + array buffers' });
    } finally {
      await bench.close();
    }
  },
};
