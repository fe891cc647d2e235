import { eq, sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { mailOutbox } from '../db/schema/index';
import type { Database } from '../db/client';
import { openTestDatabase } from '../test/test-app';
import { createMailer, type MailMessage } from './mail';

/**
 * The outbox's adapters, through the delivery job's handler (called directly): SMTP against a
 * real SMTP server on loopback, and the local outbox. A crash between handing a message over and
 * acknowledging it is simulated by `afterSend` throwing.
 */
let database: Database;
const received: { to: string; raw: string }[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, callback) {
    let raw = '';
    stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    stream.on('end', () => {
      received.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), raw });
      callback();
    });
  },
});
let port = 0;
const noJobs = { send: async () => {}, sendMany: async () => {} };
const crash = () => {
  throw new Error('crashed before acknowledging');
};

beforeAll(async () => {
  database = await openTestDatabase();
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  port = (smtp.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await database.close();
});

const row = async (id: number) => (await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0]!;
const smtpMailer = () => createMailer({ jobs: noJobs, smtpUrl: `smtp://127.0.0.1:${port}`, from: 'Chairside <no-reply@chairside.test>' });
const write = (mailer: ReturnType<typeof createMailer>, message: MailMessage) => database.db.transaction((tx) => mailer.send(tx, message));

describe('mail over SMTP', () => {
  it('writes the message pending, and the delivery sends it once with its key as Message-ID', async () => {
    const mailer = smtpMailer();
    expect(mailer.transport).toBe('smtp');
    const { id } = await write(mailer, { to: 'client@example.test', subject: 'Your code', text: 'Code: 123456', venueId: null });
    expect(received.filter((mail) => mail.to === 'client@example.test')).toHaveLength(0);
    expect(await row(id)).toMatchObject({ state: 'pending', attempts: 0, deliveries: 0, transport: 'smtp' });

    expect(await mailer.deliver(database.db, id)).toBe('delivered');
    expect(await mailer.deliver(database.db, id)).toBe('already_sent');
    const got = received.filter((mail) => mail.to === 'client@example.test');
    expect(got).toHaveLength(1);
    expect(got[0]!.raw).toContain('Subject: Your code');
    expect(got[0]!.raw).toContain('Code: 123456');
    const sent = await row(id);
    expect(got[0]!.raw).toContain(`Message-ID: <${sent.messageKey}@outbox.chairside>`);
    expect(sent).toMatchObject({ state: 'sent', attempts: 1, deliveries: 1, maybeDuplicate: false });
  });

  it('a crash after sending and before acknowledging sends at most once more, marked maybe_duplicate', async () => {
    const mailer = smtpMailer();
    const { id } = await write(mailer, { to: 'twice@example.test', subject: 'Hi', text: 'Hello' });
    await expect(mailer.deliver(database.db, id, { afterSend: crash })).rejects.toThrow('crashed');
    expect(await row(id)).toMatchObject({ state: 'sending', attempts: 1, deliveries: 0 });
    expect(await mailer.deliver(database.db, id)).toBe('delivered');
    expect(await mailer.deliver(database.db, id)).toBe('already_sent');
    const copies = received.filter((mail) => mail.to === 'twice@example.test');
    expect(copies).toHaveLength(2);
    expect(new Set(copies.map((mail) => /Message-ID: (.*)/.exec(mail.raw)?.[1])).size).toBe(1);
    expect(await row(id)).toMatchObject({ state: 'sent', attempts: 2, deliveries: 1, maybeDuplicate: true });
  });

  it('a refused delivery is recorded as failed, and the retry is not a possible duplicate', async () => {
    const mailer = createMailer({ jobs: noJobs, smtpUrl: 'smtp://127.0.0.1:1', from: 'x@chairside.test' });
    const { id } = await write(mailer, { to: 'nobody@example.test', subject: 'Hi', text: 'Hello' });
    await expect(mailer.deliver(database.db, id)).rejects.toThrow();
    expect(await row(id)).toMatchObject({ state: 'failed', attempts: 1, deliveries: 0, maybeDuplicate: false, lastError: expect.stringContaining('ECONNREFUSED') });
    await database.db.update(mailOutbox).set({ transport: 'outbox' }).where(eq(mailOutbox.id, id));
    expect(await mailer.deliver(database.db, id)).toBe('delivered');
    expect(await row(id)).toMatchObject({ state: 'sent', attempts: 2, deliveries: 1, maybeDuplicate: false, lastError: null });
  });
});

describe('mail without SMTP (the local outbox)', () => {
  it('delivers exactly once, even when the handler crashes after delivering and is retried', async () => {
    const before = received.length;
    const mailer = createMailer({ jobs: noJobs, from: 'x@chairside.test' });
    expect(mailer.transport).toBe('outbox');
    const { id } = await write(mailer, { to: 'local@example.test', subject: 'Local', text: 'Hello' });
    await expect(mailer.deliver(database.db, id, { afterSend: crash })).rejects.toThrow('crashed');
    expect(await mailer.deliver(database.db, id)).toBe('already_sent');
    expect(await mailer.deliver(database.db, id)).toBe('already_sent');
    expect(received).toHaveLength(before);
    expect(await row(id)).toMatchObject({ state: 'sent', transport: 'outbox', attempts: 1, deliveries: 1, maybeDuplicate: false });
  });

  it('a message written in a transaction that rolls back never exists', async () => {
    const mailer = createMailer({ jobs: noJobs, from: 'x@chairside.test' });
    await expect(
      database.db.transaction(async (tx) => {
        await mailer.send(tx, { to: 'rolled-back@example.test', subject: 'No', text: 'No' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await database.db.execute(sql`select id from mail_outbox where "to" = 'rolled-back@example.test'`)).toMatchObject({ rows: [] });
  });
});
