import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { LOGIN_MAX_ATTEMPTS_PER_IP, LOGIN_MAX_FAILURES_PER_EMAIL } from '@chairside/shared/auth';
import { DEMO_LOGINS, DEMO_PASSWORD } from '../../db/seed/demo-data';
import { authAttempts } from '../../db/schema/index';
import { useTestApp } from '../../test/test-app';

// Behind one proxy: X-Forwarded-For names the client. Run on PostgreSQL (npm run test:pg) to race for real.
const t = useTestApp({ env: { trustProxyHops: 1 } });

const attempt = (email: string, password: string, ip: string) =>
  t.call('POST', 'auth/login', { body: { email, password }, headers: { 'x-forwarded-for': ip } });

const statuses = async (requests: Promise<{ statusCode: number }>[]) => {
  const counts: Record<number, number> = {};
  for (const { statusCode } of await Promise.all(requests)) counts[statusCode] = (counts[statusCode] ?? 0) + 1;
  return counts;
};

describe('sign-in limits hold under parallel requests', () => {
  it('200 parallel wrong passwords for one account from one address: exactly the limit is checked', async () => {
    const counts = await statuses(Array.from({ length: 200 }, () => attempt(DEMO_LOGINS.staff, 'wrong-password', '198.51.100.10')));
    expect(counts).toEqual({ 422: LOGIN_MAX_FAILURES_PER_EMAIL, 429: 200 - LOGIN_MAX_FAILURES_PER_EMAIL });
  });

  it('300 parallel sign-ins from one address: exactly the per-address limit gets through', async () => {
    const counts = await statuses(Array.from({ length: 300 }, (_, i) => attempt(`nobody${i}@example.test`, 'wrong-password', '198.51.100.11')));
    expect(counts).toEqual({ 422: LOGIN_MAX_ATTEMPTS_PER_IP, 429: 300 - LOGIN_MAX_ATTEMPTS_PER_IP });
  });

  it('parallel correct sign-ins from one address: successes count too', async () => {
    const ip = '198.51.100.12';
    await t.database.db.delete(authAttempts); // the earlier tests' failures on these accounts
    await t.database.db.insert(authAttempts).values({ key: `ip:${ip}`, windowStart: new Date(), failures: LOGIN_MAX_ATTEMPTS_PER_IP - 20 });
    // Ten at once for each of three accounts (no account has more in flight than its own limit).
    const who = [DEMO_LOGINS.owner, DEMO_LOGINS.staff, DEMO_LOGINS.other];
    const counts = await statuses(Array.from({ length: 30 }, (_, i) => attempt(who[i % 3]!, DEMO_PASSWORD, ip)));
    expect(counts).toEqual({ 302: 20, 429: 10 });
  });

  const tokensOf = async (kind: string, email: string) => {
    const result = (await t.database.db.execute(
      sql`select count(*)::int as n from auth_tokens where kind = ${kind} and user_id = (select id from users where email = ${email})`,
    )) as unknown as { rows: { n: number }[] };
    return result.rows[0]!.n;
  };

  it("30 parallel password-reset requests for one account: at most the window's five mails", async () => {
    await Promise.all(Array.from({ length: 30 }, (_, i) =>
      t.call('POST', 'auth/forgot-password', { body: { email: DEMO_LOGINS.other }, headers: { 'x-forwarded-for': `198.51.100.${50 + i}` } })));
    expect(await tokensOf('reset_password', DEMO_LOGINS.other)).toBe(5);
  });

  it("20 parallel e-mail change codes: at most the hour's five", async () => {
    const token = await t.login('multi');
    const id = t.seed.salon.employeeIds[1];
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) =>
      t.call('POST', `employees/verify/email/${id}`, { token, body: { email: `new${i}@example.test` } })));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(5);
    expect(answers.filter((a) => a.statusCode === 429).every((a) => Number(a.headers['retry-after']) > 0)).toBe(true);
    expect(await tokensOf('verify_email', DEMO_LOGINS.multi)).toBe(5);
  });
});
