import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { LOGIN_MAX_FAILURES_PER_EMAIL, LOGIN_MAX_ATTEMPTS_PER_IP } from '@chairside/shared/auth';
import { DEMO_LOGINS, DEMO_PASSWORD } from '../../db/seed/demo-data';
import { authAttempts } from '../../db/schema/index';
import { useTestApp } from '../../test/test-app';

let now = new Date();
// Behind one proxy: X-Forwarded-For names the client.
const t = useTestApp({ now: () => now, env: { trustProxyHops: 1 } });

const attempt = (email: string, password: string, ip = '198.51.100.7', lang?: string) =>
  t.call('POST', 'auth/login', { body: { email, password }, lang, headers: { 'x-forwarded-for': ip } });
const counter = async (key: string) =>
  (await t.database.db.select().from(authAttempts).where(eq(authAttempts.key, key)))[0];

describe('failed sign-ins are rate limited', () => {
  it('per e-mail address: 429 after the threshold, even with the right password, in the request language', async () => {
    for (let i = 0; i < LOGIN_MAX_FAILURES_PER_EMAIL; i++) {
      expect((await attempt(DEMO_LOGINS.staff, 'wrong-password')).statusCode).toBe(422);
    }
    const blocked = await attempt(DEMO_LOGINS.staff, DEMO_PASSWORD, '198.51.100.7', 'de');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBe(String(15 * 60));
    expect(blocked.json()).toEqual({
      code: 'RATE_LIMITED',
      message: 'Zu viele Versuche. Bitte warte ein paar Minuten und versuche es dann erneut.',
      retry_after: 15 * 60,
    });
    // Another account from the same desk still signs in.
    expect((await attempt(DEMO_LOGINS.owner, DEMO_PASSWORD)).statusCode).toBe(302);
  });

  it('does not lock the owner out: the right password from an address that has not been failing still signs in', async () => {
    for (let i = 0; i < LOGIN_MAX_FAILURES_PER_EMAIL + 2; i++) await attempt(DEMO_LOGINS.owner, 'wrong-password', '198.51.100.99');
    expect((await attempt(DEMO_LOGINS.owner, DEMO_PASSWORD, '198.51.100.99')).statusCode).toBe(429);
    expect((await attempt(DEMO_LOGINS.owner, DEMO_PASSWORD, '203.0.113.50')).statusCode).toBe(302);
  });

  it('once an account has failed often from anywhere, an address that has failed for it gets no second guess', async () => {
    for (let i = 0; i < LOGIN_MAX_FAILURES_PER_EMAIL; i++) await attempt(DEMO_LOGINS.other, 'wrong-password', `198.51.100.${120 + i}`);
    // A new address has one guess; after that failure it is refused, the right password too.
    expect((await attempt(DEMO_LOGINS.other, 'wrong-password', '198.51.100.200')).statusCode).toBe(422);
    const blocked = await attempt(DEMO_LOGINS.other, DEMO_PASSWORD, '198.51.100.200');
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // An address that has not been failing still signs in, and that clears the account's counters.
    expect((await attempt(DEMO_LOGINS.other, DEMO_PASSWORD, '198.51.100.201')).statusCode).toBe(302);
    expect((await attempt(DEMO_LOGINS.other, DEMO_PASSWORD, '198.51.100.200')).statusCode).toBe(302);
  });

  it('lets the address in again once the window has passed, and a success clears its counter', async () => {
    const start = now;
    now = new Date(start.getTime() + 15 * 60_000 + 1000);
    const response = await attempt(DEMO_LOGINS.staff, DEMO_PASSWORD);
    expect(response.statusCode).toBe(302);
    expect(await counter(`email:${DEMO_LOGINS.staff}`)).toBeUndefined();
  });

  it('starts a new window for a counter whose window has passed', async () => {
    now = new Date(now.getTime() + 16 * 60_000);
    await attempt(DEMO_LOGINS.other, 'wrong-password', '203.0.113.9');
    await attempt(DEMO_LOGINS.other, 'wrong-password', '203.0.113.9');
    expect((await counter(`email:${DEMO_LOGINS.other}`))?.failures).toBe(2);
    expect((await counter('ip:203.0.113.9'))?.failures).toBe(2);
    now = new Date(now.getTime() + 16 * 60_000);
    await attempt(DEMO_LOGINS.other, 'wrong-password', '203.0.113.9');
    expect(await counter(`email:${DEMO_LOGINS.other}`)).toMatchObject({ failures: 1, windowStart: now });
  });

  it('counts every sign-in from an address, successful ones too', async () => {
    await t.database.db
      .insert(authAttempts)
      .values({ key: 'ip:192.0.2.80', windowStart: now, failures: LOGIN_MAX_ATTEMPTS_PER_IP - 1 });
    expect((await attempt(DEMO_LOGINS.owner, DEMO_PASSWORD, '192.0.2.80')).statusCode).toBe(302);
    const blocked = await attempt(DEMO_LOGINS.owner, DEMO_PASSWORD, '192.0.2.80');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBe(String(15 * 60));
  });

  it('per client address: generous, but a flood from one address is stopped', async () => {
    await t.database.db
      .insert(authAttempts)
      .values({ key: 'ip:192.0.2.66', windowStart: now, failures: LOGIN_MAX_ATTEMPTS_PER_IP - 1 });
    // Just below the limit a failure is still answered normally; it fills the window.
    expect((await attempt('someone@example.test', 'wrong-password', '192.0.2.66')).statusCode).toBe(422);
    const blocked = await attempt(DEMO_LOGINS.owner, DEMO_PASSWORD, '192.0.2.66', 'pl');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe('Zbyt wiele prób. Odczekaj kilka minut i spróbuj ponownie.');
    expect((await attempt(DEMO_LOGINS.owner, DEMO_PASSWORD, '192.0.2.67')).statusCode).toBe(302);
  });

  it('also guards the support sign-in', async () => {
    for (let i = 0; i < LOGIN_MAX_FAILURES_PER_EMAIL; i++) {
      await t.call('POST', 'auth/support/login', {
        body: { email: 'support@demo.test', password: 'guess-' + i, venue_id: t.seed.salon.id },
      });
    }
    const blocked = await t.call('POST', 'auth/support/login', {
      body: { email: 'support@demo.test', password: DEMO_PASSWORD, venue_id: t.seed.salon.id },
    });
    expect(blocked.statusCode).toBe(429);
  });
});
