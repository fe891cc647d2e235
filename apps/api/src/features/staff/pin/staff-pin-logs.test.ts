import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX, buildApp, type App } from '../../../app';
import type { Database } from '../../../db/client';
import { DEMO_LOGINS, DEMO_OWNER_PIN, DEMO_PASSWORD } from '../../../db/seed/demo-data';
import { readEnv } from '../../../lib/env';
import { openAsOwner, openTestDatabase } from '../../../test/test-app';

/** A staff PIN never reaches the log: not from a request, not from a failing query, not when logged as a field. */

let app: App;
let database: Database;
let owner: Database;
let log = '';
const stream = { write: (line: string) => void (log += line) };

beforeAll(async () => {
  database = await openTestDatabase();
  owner = openAsOwner(database);
  app = await buildApp({ database, env: { ...readEnv({}), logLevel: 'debug' }, logger: { stream }, webDist: null });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await owner.close();
  await database.close();
});

const call = (method: 'POST' | 'PATCH', path: string, payload: object, token?: string) =>
  app.inject({ method, url: `${API_PREFIX}/${path}`, payload, headers: token ? { authorization: `Bearer ${token}` } : {} });

describe('staff PINs in the log', () => {
  it('are never written, whether the call succeeds, is refused or fails on the database', async () => {
    const signedIn = await call('POST', 'auth/login', { email: DEMO_LOGINS.owner, password: DEMO_PASSWORD });
    const token = signedIn.json<{ token: string }>().token;
    expect((await call('POST', 'settings/venue/pin', { staff_pin: 1 }, token)).statusCode).toBe(200);
    expect((await call('PATCH', 'employees/pin', { staff_pin: '739182' }, token)).statusCode).toBe(200);
    expect((await call('POST', 'employees/pin/check', { pin: '739182' }, token)).statusCode).toBe(200);
    expect((await call('POST', 'employees/pin/check', { pin: '604417' }, token)).statusCode).toBe(422);
    expect((await call('PATCH', 'employees/pin', { staff_pin: '12x45' }, token)).statusCode).toBe(422);
    const found = (await database.db.execute(sql`select pin_hash from employees where pin_hash is not null`)) as unknown as { rows: { pin_hash: string }[] };
    const hashes = found.rows.map((row) => row.pin_hash);
    // Every query on employees' PINs now fails: the error path must not log the PIN or its hash either.
    await owner.db.execute(sql`alter table employees rename column pin_hash to pin_hash_gone`);
    try {
      expect((await call('POST', 'employees/pin/check', { pin: '739182' }, token)).statusCode).toBe(500);
      expect((await call('PATCH', 'employees/pin', { staff_pin: '551903' }, token)).statusCode).toBe(500);
    } finally {
      await owner.db.execute(sql`alter table employees rename column pin_hash_gone to pin_hash`);
    }
    app.log.info({ body: { pin: '280146', staff_pin: '280147' }, employee: { pinHash: hashes[0] } }, 'probe');
    expect(log).toContain('/employees/pin/check');
    expect(log).toContain('probe');
    // Quoted, as a logged value would be (a bare number could turn up inside a timestamp).
    for (const secret of ['739182', '604417', '12x45', '551903', '280146', '280147', DEMO_OWNER_PIN].map((pin) => `"${pin}"`).concat(hashes)) {
      expect(log, secret).not.toContain(secret);
    }
  });
});
