import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { OutboxPage } from '@chairside/shared/settings';
import { mailOutbox } from '../db/schema/index';
import { useTestApp } from '../test/test-app';
import { createJobs } from './jobs/boss-jobs';
import { OUTBOX_DELIVERY_JOB, outboxDeliveryJob } from './mail';

/**
 * The transactional outbox on pg-boss: a mail and its delivery job are written in the transaction
 * of the change that causes them; the job delivers exactly once to the local outbox, also when its
 * handler dies after delivering and pg-boss retries it.
 */
const t = useTestApp();
let owner: string;
beforeAll(async () => {
  owner = await t.login('owner');
});

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const jobsFor = async (id: number) =>
  rowsOf<{ state: string; retry_count: number }>(await t.database.db.execute(sql`
    select state, retry_count from pgboss.job where name = ${OUTBOX_DELIVERY_JOB} and (data->>'id')::int = ${id}`));
const jobCount = async () => rowsOf<{ n: number }>(await t.database.db.execute(sql`select count(*)::int as n from pgboss.job where name = ${OUTBOX_DELIVERY_JOB}`))[0]!.n;
const mailTo = async (to: string) => (await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)))[0];

describe('the outbox on pg-boss', () => {
  it('a mail and its delivery job commit with the change; the job handler delivers it; the outbox page shows it sent', async () => {
    const sent = await t.call('POST', `employees/verify/email/${t.seed.salon.employeeIds[0]}`, { token: owner, body: { email: 'queued@new.test' } });
    expect(sent.statusCode, sent.body).toBe(200);
    const mail = (await mailTo('queued@new.test'))!;
    expect(mail).toMatchObject({ state: 'pending', venueId: t.seed.salon.id });
    expect(await jobsFor(mail.id)).toEqual([{ state: 'created', retry_count: 0 }]);

    await outboxDeliveryJob(t.database.db, t.app.deps.mail).handle({ id: mail.id });
    const page = (await t.call('GET', 'settings/outbox', { token: owner })).json<OutboxPage>();
    expect(page.data.find((row) => row.to === 'queued@new.test')).toMatchObject({ state: 'sent', attempts: 1, maybe_duplicate: false, sent_at: expect.any(String) });
  });

  it('neither the mail nor its job exist when the change rolls back', async () => {
    const before = await jobCount();
    await expect(
      t.database.db.transaction(async (tx) => {
        await t.app.deps.mail.send(tx, { to: 'never@example.test', subject: 'No', text: 'No' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await mailTo('never@example.test')).toBeUndefined();
    expect(await jobCount()).toBe(before);
  });

  it('sendMany writes many mails and one delivery job each in two statements, answering their ids in order; none when the change rolls back', async () => {
    const before = await jobCount();
    const messages = ['a', 'b', 'c'].map((name) => ({ venueId: t.seed.salon.id, to: `${name}@many.test`, subject: `To ${name}`, text: name }));
    const ids = await t.database.db.transaction((tx) => t.app.deps.mail.sendMany(tx, messages));
    for (const [i, id] of ids.entries()) {
      expect((await mailTo(messages[i]!.to))!.id).toBe(id);
      expect(await jobsFor(id)).toEqual([{ state: 'created', retry_count: 0 }]);
    }
    await expect(t.database.db.transaction(async (tx) => {
      await t.app.deps.mail.sendMany(tx, [{ to: 'never-many@example.test', subject: 'No', text: 'No' }]);
      throw new Error('the change failed');
    })).rejects.toThrow('the change failed');
    expect(await mailTo('never-many@example.test')).toBeUndefined();
    expect(await jobCount()).toBe(before + 3);
  });

  it('a worker that dies after delivering is retried by pg-boss, and the local outbox still has it once', async () => {
    const definition = outboxDeliveryJob(t.database.db, t.app.deps.mail);
    // Every message's first run dies after delivering (the first test's job is still queued too).
    const calls = new Map<number, number>();
    const jobs = createJobs(t.database, () => undefined);
    await jobs.start(
      [
        {
          ...definition,
          queue: { ...definition.queue, retryDelay: 1, retryBackoff: false },
          handle: async ({ id }: { id: number }) => {
            calls.set(id, (calls.get(id) ?? 0) + 1);
            await t.app.deps.mail.deliver(t.database.db, id, {
              afterSend: () => {
                if (calls.get(id) === 1) throw new Error('crashed between delivering and acknowledging');
              },
            });
          },
        },
      ],
      { work: true },
    );
    try {
      expect((await t.call('POST', 'auth/forgot-password', { body: { email: 'owner@demo.test' } })).statusCode).toBe(200);
      const mail = (await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'owner@demo.test')))[0]!;
      await expect.poll(async () => (await jobsFor(mail.id))[0]?.state, { timeout: 15_000, interval: 200 }).toBe('completed');
      expect(await jobsFor(mail.id)).toEqual([{ state: 'completed', retry_count: 1 }]);
      expect(calls.get(mail.id)).toBe(2);
      expect(await mailTo('owner@demo.test')).toMatchObject({ state: 'sent', attempts: 1, deliveries: 1, maybeDuplicate: false });
    } finally {
      await jobs.stop();
    }
  });
  it('a worker takes a burst a batch at a time: a job that fails is retried alone, its batch-mates complete once', async () => {
    const definition = outboxDeliveryJob(t.database.db, t.app.deps.mail);
    expect(definition.batch).toBeGreaterThan(1);
    const messages = Array.from({ length: 30 }, (_, i) => ({ venueId: t.seed.salon.id, to: `burst${i}@batch.test`, subject: 'Burst', text: String(i) }));
    const ids = await t.database.db.transaction((tx) => t.app.deps.mail.sendMany(tx, messages));
    const failing = ids[7]!;
    const calls = new Map<number, number>();
    const jobs = createJobs(t.database, () => undefined);
    await jobs.start([{
      ...definition,
      queue: { ...definition.queue, retryDelay: 1, retryBackoff: false },
      handle: async ({ id }: { id: number }) => {
        calls.set(id, (calls.get(id) ?? 0) + 1);
        if (id === failing && calls.get(id) === 1) throw new Error('refused by the server this once');
        await t.app.deps.mail.deliver(t.database.db, id);
      },
    }], { work: true });
    try {
      const completed = async () => (await Promise.all(ids.map(jobsFor))).flat().filter((job) => job.state === 'completed').length;
      await expect.poll(completed, { timeout: 20_000, interval: 200 }).toBe(ids.length);
      for (const id of ids) expect(await jobsFor(id)).toEqual([{ state: 'completed', retry_count: id === failing ? 1 : 0 }]);
      expect(ids.filter((id) => calls.get(id) !== (id === failing ? 2 : 1))).toEqual([]);
      for (const message of messages) expect(await mailTo(message.to)).toMatchObject({ state: 'sent', deliveries: 1 });
    } finally {
      await jobs.stop();
    }
  });
});
