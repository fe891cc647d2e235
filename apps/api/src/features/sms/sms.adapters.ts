import type { Env } from '../../lib/env';

/**
 * The SMS provider (issue 19): one interface, the local outbox (the sms_outbox row is the phone:
 * nothing leaves the machine) and Twilio's REST API. The app only ever asks an adapter to send;
 * what became of the message arrives later on the provider's signed status callback.
 */

export interface SmsMessage {
  /** The outbox row's key: the same message on every attempt. */
  messageKey: string;
  to: string;
  body: string;
  /** Where the provider reports the message's status (null: the local outbox has none). */
  statusCallback: string | null;
}

export interface SmsReceipt {
  /** The provider's id for the message (Twilio's MessageSid). */
  providerId: string | null;
  status: string;
}

/** The provider refused the message: `permanent` (a bad number, a 4xx) is not retried. */
export class SmsRefused extends Error {
  constructor(message: string, readonly permanent: boolean) {
    super(message);
  }
}

export interface SmsAdapter {
  name: 'outbox' | 'twilio';
  /** A remote adapter is claimed before sending and acknowledged after (sms.delivery.ts). */
  remote: boolean;
  send(message: SmsMessage): Promise<SmsReceipt>;
}

export const localSmsAdapter: SmsAdapter = { name: 'outbox', remote: false, send: async () => ({ providerId: null, status: 'sent' }) };

interface TwilioMessage { sid?: string; status?: string; code?: number; message?: string; error_code?: number | null; error_message?: string | null }

/** Twilio's Messages resource: POST /2010-04-01/Accounts/{AccountSid}/Messages.json, form-encoded, HTTP basic auth. */
export function twilioSmsAdapter(config: NonNullable<Env['twilio']>, fetchImpl: typeof fetch = fetch): SmsAdapter {
  const url = `${config.apiUrl}/2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}/Messages.json`;
  const auth = `Basic ${Buffer.from(`${config.accountSid}:${config.authToken}`).toString('base64')}`;
  return {
    name: 'twilio',
    remote: true,
    async send(message) {
      const form = new URLSearchParams({ To: message.to, From: config.from, Body: message.body });
      if (message.statusCallback) form.set('StatusCallback', message.statusCallback);
      let response: Response;
      try {
        response = await fetchImpl(url, {
          method: 'POST',
          headers: { authorization: auth, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
          body: form.toString(),
          signal: AbortSignal.timeout(15_000),
        });
      } catch (error) {
        throw new SmsRefused(`twilio unreachable: ${String(error)}`, false);
      }
      const answer = (await response.json().catch(() => ({}))) as TwilioMessage;
      if (!response.ok || !answer.sid) {
        const permanent = response.status >= 400 && response.status < 500 && response.status !== 429;
        throw new SmsRefused(`twilio ${response.status}${answer.code ? ` ${answer.code}` : ''}: ${answer.message ?? 'no message id'}`, permanent);
      }
      return { providerId: answer.sid, status: answer.status ?? 'queued' };
    },
  };
}

/** The adapter the environment names (SMS_PROVIDER). */
export function smsAdapterFor(env: Env): SmsAdapter {
  return env.smsProvider === 'twilio' && env.twilio ? twilioSmsAdapter(env.twilio) : localSmsAdapter;
}
