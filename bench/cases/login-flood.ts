import { DEMO_LOGINS, DEMO_PASSWORD } from '../../apps/api/src/db/seed/demo-data';
import { readEnv } from '../../apps/api/src/lib/env';
import { API_PREFIX, startBenchApp } from '../lib/app';
import type { BenchCase, BenchContext } from '../lib/framework';

const FLOOD_CONNECTIONS = 50;

const p95 = (samples: number[]) => [...samples].sort((a, b) => a - b)[Math.floor(samples.length * 0.95)] ?? NaN;

/**
 * A flood of correct sign-ins (issue 9, defect 7): 50 connections sign in with the right password
 * as fast as they can, each from its own address (behind one trusted proxy hop, so the per-address
 * limit does not cut the flood short: this measures argon2's share), while one desk keeps calling
 * GET employees/profile. argon2 runs behind a gate (lib/gate.ts), so the desk must stay answered.
 */
export const benchCase: BenchCase = {
  name: 'login-flood',
  description: `GET employees/profile p95 quiet and during ${FLOOD_CONNECTIONS} connections of correct sign-ins`,
  async run(ctx: BenchContext) {
    const logins = ctx.quick ? 100 : 300;
    const bench = await startBenchApp(ctx.databaseUrl, { env: { ...readEnv({}), trustProxyHops: 1, logLevel: 'warn' } });
    try {
      const base = `${bench.url}${API_PREFIX}`;
      const token = await bench.login('owner');
      const profile = async () => {
        const started = performance.now();
        const response = await fetch(`${base}/employees/profile`, { headers: { authorization: `Bearer ${token}` } });
        await response.arrayBuffer();
        if (response.status !== 200) throw new Error(`GET employees/profile answered ${response.status}`);
        return performance.now() - started;
      };
      const quiet: number[] = [];
      for (let i = 0; i < 50; i++) quiet.push(await profile());

      let sent = 0;
      let refused = 0;
      let flooding = true;
      const worker = async () => {
        while (sent < logins) {
          const n = sent++;
          const response = await fetch(`${base}/auth/login`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` },
            body: JSON.stringify({ email: DEMO_LOGINS.owner, password: DEMO_PASSWORD }),
          });
          if (response.status !== 302) refused++;
          await response.arrayBuffer();
        }
      };
      const started = performance.now();
      const flood = Promise.all(Array.from({ length: FLOOD_CONNECTIONS }, worker)).finally(() => (flooding = false));
      const busy: number[] = [];
      while (flooding) busy.push(await profile());
      await flood;
      const seconds = (performance.now() - started) / 1000;
      ctx.metric({ name: 'sign-ins per second during the flood', value: logins / seconds, unit: '/s', note: `${logins} sign-ins, ${refused} not 302` });
      ctx.metric({ name: 'employees/profile p95, quiet', value: p95(quiet), unit: 'ms' });
      ctx.metric({ name: 'employees/profile p95, during the flood', value: p95(busy), unit: 'ms', note: `${busy.length} requests`, target: { max: 250 } });
    } finally {
      await bench.close();
    }
  },
};
