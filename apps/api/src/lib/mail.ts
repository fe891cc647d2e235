import nodemailer from 'nodemailer';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema/index';

export interface MailMessage {
  venueId?: number | null;
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** One mail adapter (DESIGN.md §5): SMTP when SMTP_URL is set, otherwise the local outbox only. */
export interface Mailer {
  transport: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
}

/**
 * Every message is written to the outbox table (the owner can read it in the app); with SMTP
 * configured it is also delivered. The outbox row is written first, so a message is never lost
 * silently: a failed delivery still leaves its copy.
 */
export function createMailer(db: Db, options: { smtpUrl?: string; from: string }): Mailer {
  const smtp = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  const transport = smtp ? 'smtp' : 'outbox';
  return {
    transport,
    async send(message) {
      await db.insert(mailOutbox).values({
        venueId: message.venueId ?? null,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html ?? null,
        transport,
      });
      if (smtp) {
        await smtp.sendMail({ from: options.from, to: message.to, subject: message.subject, text: message.text, html: message.html });
      }
    },
  };
}
