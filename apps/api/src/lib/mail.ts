import type { Queryable } from '../db/client';
import { mailOutbox } from '../db/schema/index';
import type { JobDefinition, Jobs } from './jobs/jobs';
import { localMailAdapter, smtpMailAdapter, type MailAdapter } from './mail-adapters';
import { deliverOutboxMessage, type DeliveryOptions, type DeliveryResult } from './outbox-delivery';

export interface MailMessage {
  venueId?: number | null;
  to: string;
  subject: string;
  text: string;
  html?: string;
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
  /** Delivers one outbox message (the delivery job's handler; idempotent). */
  deliver(db: Queryable, id: number, options?: DeliveryOptions): Promise<DeliveryResult>;
}

export interface MailerOptions {
  jobs: Pick<Jobs, 'send'>;
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
      await options.jobs.send(db, OUTBOX_DELIVERY_JOB, { id: row!.id });
      return { id: row!.id };
    },
    deliver: (db, id, deliveryOptions) => deliverOutboxMessage(db, adapters, id, deliveryOptions),
  };
}

/** The outbox delivery job: retried with exponential back-off (5 s, 10 s, 20 s … about 85 minutes in all). */
export function outboxDeliveryJob(db: Queryable, mailer: Mailer): JobDefinition<{ id: number }> {
  return {
    name: OUTBOX_DELIVERY_JOB,
    queue: { retryLimit: 10, retryDelay: 5, retryBackoff: true, expireInSeconds: 60 },
    handle: async ({ id }) => void (await mailer.deliver(db, id)),
  };
}
