import { describe, expect, it } from 'vitest';
import { API_PREFIX } from '../../app';
import { DEMO_LOGINS, DEMO_PASSWORD } from '../../db/seed/demo-data';
import { useTestApp } from '../../test/test-app';

/**
 * A measurement, not a timed assertion (run with LOGIN_FLOOD=1): the p95 of GET employees/profile,
 * over HTTP, while 50 connections sign in with the right password as fast as they can, each from
 * its own address (so the per-address limit does not cut the flood short: this measures argon2's share).
 */
const FLOOD_CONNECTIONS = 50;
const FLOOD_LOGINS = Number(process.env.FLOOD_LOGINS ?? 150);
const t = useTestApp({ env: { trustProxyHops: 1 } });

const p95 = (samples: number[]) => [...samples].sort((a, b) => a - b)[Math.floor(samples.length * 0.95)] ?? NaN;

describe.runIf(process.env.LOGIN_FLOOD)('a flood of correct sign-ins', () => {
  it('leaves ordinary requests answering (p95 printed)', async () => {
    const base = `${await t.app.listen({ port: 0, host: '127.0.0.1' })}${API_PREFIX}`;
    const token = await t.login('owner');
    const profile = async () => {
      const started = performance.now();
      const response = await fetch(`${base}/employees/profile`, { headers: { authorization: `Bearer ${token}` } });
      await response.arrayBuffer();
      expect(response.status).toBe(200);
      return performance.now() - started;
    };
    const quiet: number[] = [];
    for (let i = 0; i < 50; i++) quiet.push(await profile());

    let sent = 0;
    let flooding = true;
    const worker = async () => {
      while (sent < FLOOD_LOGINS) {
        const n = sent++;
        const response = await fetch(`${base}/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` },
          body: JSON.stringify({ email: DEMO_LOGINS.owner, password: DEMO_PASSWORD }),
        });
        await response.arrayBuffer();
      }
    };
    const floodStarted = performance.now();
    const flood = Promise.all(Array.from({ length: FLOOD_CONNECTIONS }, worker)).finally(() => (flooding = false));
    const busy: number[] = [];
    while (flooding) busy.push(await profile());
    await flood;
    const seconds = (performance.now() - floodStarted) / 1000;
    console.log(
      `login flood: ${FLOOD_LOGINS} sign-ins in ${seconds.toFixed(1)} s (${(FLOOD_LOGINS / seconds).toFixed(1)}/s); ` +
        `GET employees/profile p95 quiet ${p95(quiet).toFixed(1)} ms, during the flood ${p95(busy).toFixed(1)} ms over ${busy.length} requests`,
    );
  }, 600_000);
});
