import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { mailAttachments, mailOutbox } from '../db/schema/index';
import type { JobDefinition, Jobs } from './jobs/jobs';
import { localMailAdapter, smtpMailAdapter, type MailAdapter } from './mail-adapters';

export interface MailMessage {
  venueId?: number | null;
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Files sent with it (e.g. a purchase order's PDF), stored beside the message in the same transaction. */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** The job that delivers one outbox message: `{ id }` of its mail_outbox row. */
export const OUTBOX_DELIVERY_JOB = 'outbox-delivery';

/** One mail adapter (DESIGN.md §5): SMTP when SMTP_URL is set, otherwise the local outbox only. */
export interface Mailer {
  transport: 'smtp' | 'outbox';
  /**
   * Writes the message to the outbox and queues its delivery, both on `db`: pass the transaction
   * of the change that causes the mail, so the mail exists exactly when the change was committed.
   */
  send(db: Queryable, message: MailMessage): Promise<{ id: number }>;
  /** send() for many messages without attachments in two statements (a burst of reminders); the ids in the messages' order. */
  sendMany(db: Queryable, messages: Omit<MailMessage, 'attachments'>[]): Promise<number[]>;
  /** Delivers one outbox message (the delivery job's handler; idempotent). */
  deliver(db: Queryable, id: number, options?: DeliveryOptions): Promise<DeliveryResult>;
}

export interface MailerOptions {
  jobs: Pick<Jobs, 'send' | 'sendMany'>;
  smtpUrl?: string;
  from: string;
}

export function createMailer(options: MailerOptions): Mailer {
  const adapters: Record<string, MailAdapter> = { outbox: localMailAdapter };
  if (options.smtpUrl) adapters.smtp = smtpMailAdapter(options.smtpUrl, options.from);
  const transport = options.smtpUrl ? 'smtp' : 'outbox';
  return {
    transport,
    async send(db, message) {
      const [row] = await db
        .insert(mailOutbox)
        .values({ venueId: message.venueId ?? null, to: message.to, subject: message.subject, text: message.text, html: message.html ?? null, transport })
        .returning({ id: mailOutbox.id });
      if (message.attachments?.length) {
        await db.insert(mailAttachments).values(message.attachments.map((file) => ({ outboxId: row!.id, filename: file.filename, contentType: file.contentType, content: file.content })));
      }
      await options.jobs.send(db, OUTBOX_DELIVERY_JOB, { id: row!.id });
      return { id: row!.id };
    },
    async sendMany(db, messages) {
      if (!messages.length) return [];
      const keys = messages.map(() => randomUUID());
      const rows = await db
        .insert(mailOutbox)
        .values(messages.map((message, i) => ({ messageKey: keys[i]!, venueId: message.venueId ?? null, to: message.to, subject: message.subject, text: message.text, html: message.html ?? null, transport })))
        .returning({ id: mailOutbox.id, key: mailOutbox.messageKey });
      const idOf = new Map(rows.map((row) => [row.key, row.id]));
      const ids = keys.map((key) => idOf.get(key)!);
      await options.jobs.sendMany(db, OUTBOX_DELIVERY_JOB, ids.map((id) => ({ id })));
      return ids;
    },
    deliver: (db, id, deliveryOptions) => deliverOutboxMessage(db, adapters, id, deliveryOptions),
  };
}

/**
 * Forgets the recipient of the venue's outbox messages `ids` (a customer's erasure): one not yet
 * sent is deleted (its delivery job then finds nothing), the others keep only that they were sent
 * (subject, state, times): no address, no text, no attachments.
 */
export async function forgetMails(db: Queryable, venueId: number, ids: number[]): Promise<void> {
  if (!ids.length) return;
  const theirs = and(eq(mailOutbox.venueId, venueId), inArray(mailOutbox.id, ids));
  await db.delete(mailOutbox).where(and(theirs, eq(mailOutbox.state, 'pending')));
  const kept = await db.update(mailOutbox).set({ to: '', text: '', html: null }).where(theirs).returning({ id: mailOutbox.id });
  if (kept.length) await db.delete(mailAttachments).where(inArray(mailAttachments.outboxId, kept.map((row) => row.id)));
}

/** The outbox delivery job: retried with exponential back-off (5 s, 10 s, 20 s … about 85 minutes in all). */
export function outboxDeliveryJob(db: Queryable, mailer: Mailer): JobDefinition<{ id: number }> {
  return {
    name: OUTBOX_DELIVERY_JOB,
    batch: 50,
    queue: { retryLimit: 10, retryDelay: 5, retryBackoff: true, expireInSeconds: 60 },
    handle: async ({ id }) => void (await mailer.deliver(db, id)),
  };
}

/**
 * Delivers one outbox message, idempotently: the message's row is its record of delivery.
 *
 * - Local adapter: claiming and delivering are one conditional UPDATE (`state <> 'sent'`), so a
 *   retry after any crash finds it sent and does nothing: exactly once.
 * - Remote adapter (SMTP): the attempt is claimed (committed) before sending and acknowledged
 *   after. A crash in between leaves it `sending`; the retry sends again and marks the row
 *   `maybe_duplicate`: at most once more per crash, and recorded as such.
 */

export type DeliveryResult = 'delivered' | 'already_sent' | 'missing';

export interface DeliveryOptions {
  /** Tests: runs after the adapter took the message, before it is acknowledged (simulates a crash there). */
  afterSend?: () => Promise<void> | void;
}

interface Claimed {
  message_key: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

async function deliverOutboxMessage(
  db: Queryable,
  adapters: Record<string, MailAdapter>,
  id: number,
  options: DeliveryOptions = {},
): Promise<DeliveryResult> {
  const [row] = rowsOf<{ transport: string; state: string }>(await db.execute(sql`select transport, state from mail_outbox where id = ${id}`));
  if (!row) return 'missing';
  if (row.state === 'sent') return 'already_sent';
  const adapter = adapters[row.transport];
  if (!adapter) throw new Error(`no mail adapter "${row.transport}" for outbox message ${id}`);

  if (!adapter.remote) {
    const done = rowsOf(await db.execute(sql`
      update mail_outbox set attempts = attempts + 1, deliveries = deliveries + 1, state = 'sent', sent_at = now(), last_error = null
      where id = ${id} and state <> 'sent' returning id`));
    await options.afterSend?.();
    return done.length ? 'delivered' : 'already_sent';
  }

  const [claimed] = rowsOf<Claimed>(await db.execute(sql`
    update mail_outbox set attempts = attempts + 1, maybe_duplicate = maybe_duplicate or state = 'sending', state = 'sending'
    where id = ${id} and state <> 'sent'
    returning message_key, "to", subject, text, html`));
  if (!claimed) return 'already_sent';
  try {
    const attachments = await db
      .select({ filename: mailAttachments.filename, contentType: mailAttachments.contentType, content: mailAttachments.content })
      .from(mailAttachments)
      .where(sql`${mailAttachments.outboxId} = ${id}`)
      .orderBy(mailAttachments.id);
    await adapter.deliver({ messageKey: claimed.message_key, to: claimed.to, subject: claimed.subject, text: claimed.text, html: claimed.html, attachments });
  } catch (error) {
    // Refused before it was taken: not a possible duplicate. The job retries with back-off.
    await db.execute(sql`update mail_outbox set state = 'failed', last_error = ${String(error).slice(0, 500)} where id = ${id} and state = 'sending'`);
    throw error;
  }
  await options.afterSend?.();
  await db.execute(sql`
    update mail_outbox set deliveries = deliveries + 1, state = 'sent', sent_at = now(), last_error = null
    where id = ${id} and state = 'sending'`);
  return 'delivered';
}
