import { eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema/index';
import { useTestApp } from '../../test/test-app';
import type { Ctx } from '../context';
import { installIdempotency } from './idempotency';
import { deleteExpiredKeys, idempotencyCleanupJob } from './idempotency-store';

/** Idempotency keys on a message-creating public route, in the OpenAPI document, and their clean-up job. */
const t = useTestApp();

const forgot = (key: string, email: string) =>
  t.call('POST', 'auth/forgot-password', { body: { email }, headers: { 'idempotency-key': key } });
const mailsTo = (to: string) => t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
const keyCount = async () => ((await t.database.db.execute(sql`select count(*)::int as n from idempotency_keys`)) as unknown as { rows: { n: number }[] }).rows[0]!.n;

describe('Idempotency-Key', () => {
  it('a retried password-reset request mails once; another address under the same key is refused', async () => {
    const first = await forgot('reset-key-1', 'staff@demo.test');
    const retry = await forgot('reset-key-1', 'staff@demo.test');
    expect([first.statusCode, retry.statusCode]).toEqual([200, 200]);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(await mailsTo('staff@demo.test')).toHaveLength(1);

    const other = await forgot('reset-key-1', 'owner@demo.test');
    expect(other.statusCode).toBe(409);
    expect(other.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await mailsTo('owner@demo.test')).toHaveLength(0);
  });

  it('a request waits while another transaction holds its key, and runs when that one rolls back', async () => {
    let answered = false;
    let request: Promise<Awaited<ReturnType<typeof forgot>>> | undefined;
    await expect(
      t.database.db.transaction(async (tx) => {
        await tx.execute(sql`
          insert into idempotency_keys (scope, key, route, request_hash, status, response)
          values ('public', 'reset-key-held', 'POST /x', 'x', 0, 'null'::jsonb)`);
        request = forgot('reset-key-held', 'other@demo.test');
        void request.then(() => (answered = true));
        await new Promise((resolve) => setTimeout(resolve, 300));
        expect(answered).toBe(false);
        throw new Error('the first request failed');
      }),
    ).rejects.toThrow('the first request failed');
    const response = await request!;
    expect(response.statusCode).toBe(200);
    expect(response.headers['idempotent-replayed']).toBeUndefined();
    expect(await mailsTo('other@demo.test')).toHaveLength(1);
  });

  it('is documented as a header parameter of the routes that honour it', async () => {
    const doc = (await t.call('GET', '/api/docs/json')).json<{ paths: Record<string, Record<string, { parameters?: { in: string; name: string }[] }>> }>();
    const headersOf = (path: string) => (doc.paths[path]?.post?.parameters ?? []).filter((p) => p.in === 'header').map((p) => p.name);
    expect(headersOf('/api/v1/b2b/appointments/store')).toContain('idempotency-key');
    expect(headersOf('/api/v1/b2b/auth/forgot-password')).toContain('idempotency-key');
    expect(headersOf('/api/v1/b2b/employees/verify/email/{id}')).toContain('idempotency-key');
    expect(headersOf('/api/v1/b2b/auth/login')).not.toContain('idempotency-key');
  });

  it('the hourly job deletes the keys older than 24 hours and keeps the others', async () => {
    await forgot('reset-key-2', 'multi@demo.test');
    await t.database.db.execute(sql`update idempotency_keys set created_at = now() - interval '25 hours' where key = 'reset-key-1'`);
    const before = await keyCount();
    await idempotencyCleanupJob(t.database.db).handle({});
    expect(await keyCount()).toBe(before - 1);
    expect(await deleteExpiredKeys(t.database.db, new Date())).toBe(0);
  });

  it('a server error stores nothing and rolls the handler\'s writes back with the key: the retry runs again', async () => {
    // A bare app with the route option, whose handler writes a mail and then fails once.
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    app.addHook('onRequest', async (request) => {
      request.ctx = { deps: t.app.deps, db: t.database.db, session: null } as unknown as Ctx;
    });
    installIdempotency(app, t.app.deps);
    let runs = 0;
    app.post('/flaky', { config: { idempotent: true } }, async (request) => {
      runs += 1;
      await t.app.deps.mail.send(request.ctx.db, { to: 'flaky@example.test', subject: `run ${runs}`, text: '-' });
      if (runs === 1) throw new Error('the database went away');
      return { runs };
    });
    const send = () => app.inject({ method: 'POST', url: '/flaky', payload: { a: 1 }, headers: { 'idempotency-key': 'flaky-key' } });
    try {
      expect((await send()).statusCode).toBe(500);
      expect(await mailsTo('flaky@example.test')).toEqual([]);
      const retry = await send();
      expect([retry.statusCode, retry.json()]).toEqual([200, { runs: 2 }]);
      const replay = await send();
      expect([replay.statusCode, replay.json(), replay.headers['idempotent-replayed']]).toEqual([200, { runs: 2 }, 'true']);
      expect(runs).toBe(2);
      expect((await mailsTo('flaky@example.test')).map((mail) => mail.subject)).toEqual(['run 2']);
    } finally {
      await app.close();
    }
  });
});
