import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { mailOutbox } from '../db/schema/index';
import type { Database } from '../db/client';
import { openTestDatabase } from '../test/test-app';
import { createMailer } from './mail';

/** The mail adapter against a real SMTP server on loopback, and the local outbox without one. */
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

beforeAll(async () => {
  database = await openTestDatabase();
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  port = (smtp.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await database.close();
});

describe('mail', () => {
  it('delivers over SMTP and keeps a copy in the outbox', async () => {
    const mailer = createMailer(database.db, { smtpUrl: `smtp://127.0.0.1:${port}`, from: 'Chairside <no-reply@chairside.test>' });
    expect(mailer.transport).toBe('smtp');
    await mailer.send({ to: 'client@example.test', subject: 'Your code', text: 'Code: 123456', venueId: null });
    expect(received).toHaveLength(1);
    expect(received[0]!.to).toBe('client@example.test');
    expect(received[0]!.raw).toContain('Subject: Your code');
    expect(received[0]!.raw).toContain('Code: 123456');
    const [copy] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'client@example.test'));
    expect(copy).toMatchObject({ subject: 'Your code', transport: 'smtp' });
  });

  it('without SMTP, writes to the outbox only', async () => {
    const before = received.length;
    const mailer = createMailer(database.db, { from: 'x@chairside.test' });
    expect(mailer.transport).toBe('outbox');
    await mailer.send({ to: 'local@example.test', subject: 'Local', text: 'Hello' });
    expect(received).toHaveLength(before);
    const rows = await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'local@example.test'));
    expect(rows.map((row) => row.transport)).toEqual(['outbox']);
  });
});
