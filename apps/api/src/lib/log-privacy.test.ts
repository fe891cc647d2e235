import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX, buildApp, type App } from '../app';
import type { Database } from '../db/client';
import { DEMO_LOGINS, DEMO_PASSWORD } from '../db/seed/demo-data';
import { readEnv } from './env';
import { openAsOwner, openTestDatabase } from '../test/test-app';

/** A failing query never puts its parameters (e-mail, password hash, phone, token) in the log (issue 9, defect 10). */

let app: App;
let database: Database;
let owner: Database;
let log = '';
const stream = { write: (line: string) => void (log += line) };

beforeAll(async () => {
  database = await openTestDatabase();
  owner = openAsOwner(database);
  app = await buildApp({ database, env: { ...readEnv({}), logLevel: 'info' }, logger: { stream }, webDist: null });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await owner.close();
  await database.close();
});

const post = (path: string, payload: object, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: `${API_PREFIX}/${path}`, payload, headers: { 'x-request-id': 'req-privacy-0001', ...headers } });

describe('logs keep personal data out', () => {
  it('a database error logs its code, route and request id, not the query parameters', async () => {
    const signedIn = await post('auth/login', { email: DEMO_LOGINS.owner, password: DEMO_PASSWORD });
    const token = signedIn.json<{ token: string }>().token;
    const found = (await database.db.execute(sql`select password_hash as hash from users where email = ${DEMO_LOGINS.owner}`)) as unknown as { rows: { hash: string }[] };
    const hash = found.rows[0]!.hash;
    // Every query on users now fails: sign-in and sign-up both hit it with personal values.
    await owner.db.execute(sql`alter table users rename column phone to phone_gone`);
    try {
      const login = await post('auth/login', { email: DEMO_LOGINS.owner, password: DEMO_PASSWORD }, { authorization: `Bearer ${token}` });
      expect(login.statusCode).toBe(500);
      const signup = await post('auth/signup', {
        email: 'private.person@example.test', password: 'Secret-passw0rd!', first_name: 'Private', last_name: 'Person',
        phone: '+48 601 234 567', venue_title: 'Hidden',
      });
      expect(signup.statusCode).toBe(500);
    } finally {
      await owner.db.execute(sql`alter table users rename column phone_gone to phone`);
    }
    expect(log).toContain('req-privacy-0001');
    expect(log).toContain('/auth/signup');
    expect(log).toMatch(/"code":"42703"/);
    for (const secret of [DEMO_LOGINS.owner, DEMO_PASSWORD, hash, '$argon2', 'private.person@example.test', 'Secret-passw0rd!', '601 234 567', token]) {
      expect(log, secret).not.toContain(secret);
    }
  });

  it('redacts known personal fields wherever they are logged', () => {
    app.log.info({ user: { email: 'a@b.example', phone: '+1 555', password: 'pw-123456', token: 'tok-abcdef', password_hash: '$argon2id$x' }, headers: { authorization: 'Bearer zzz-secret' } }, 'probe');
    for (const secret of ['a@b.example', '+1 555', 'pw-123456', 'tok-abcdef', '$argon2id$x', 'zzz-secret']) expect(log).not.toContain(secret);
    expect(log).toContain('probe');
  });
});
