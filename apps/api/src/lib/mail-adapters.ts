import nodemailer from 'nodemailer';

/** What an adapter delivers: an outbox row's rendered message and its unique key. */
export interface OutgoingMail {
  messageKey: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  attachments?: { filename: string; contentType: string; content: Buffer }[];
}

/**
 * A mail adapter (DESIGN.md §5). `remote` adapters hand the message to another system, so a crash
 * after handing it over and before the outbox records it may send it once more; the local one
 * (the outbox page itself) records delivery in the same statement and never sends twice.
 */
export interface MailAdapter {
  transport: 'smtp' | 'outbox';
  remote: boolean;
  deliver(mail: OutgoingMail): Promise<void>;
}

export const localMailAdapter: MailAdapter = { transport: 'outbox', remote: false, deliver: async () => {} };

/** SMTP through nodemailer; the outbox key is the Message-ID, so a receiver can drop a repeat. */
export function smtpMailAdapter(smtpUrl: string, from: string): MailAdapter {
  const smtp = nodemailer.createTransport(smtpUrl);
  return {
    transport: 'smtp',
    remote: true,
    async deliver(mail) {
      await smtp.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html ?? undefined,
        attachments: mail.attachments?.map((file) => ({ filename: file.filename, contentType: file.contentType, content: file.content })),
        messageId: `<${mail.messageKey}@outbox.chairside>`,
      });
    },
  };
}
