import { sql } from 'drizzle-orm';
import type { Deps } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { verifyTwilioSignature } from './twilio-signature';

/**
 * Twilio's status callback for a message (MessageSid, MessageStatus, ErrorCode), form-encoded and
 * signed (X-Twilio-Signature over the URL and the parameters): a bad or missing signature, or no
 * Twilio configured, is refused with 400 and changes nothing. The URL names the venue and the outbox
 * row (sms.delivery.ts); the status only moves forward (sending/sent → delivered | undelivered | failed),
 * so a late or repeated callback changes nothing. A callback that overtakes the send's acknowledgement
 * (the row still `sending`, no MessageSid yet) is applied to the row it names and records the MessageSid;
 * the acknowledgement then keeps what it set: either order ends the same.
 */
const FINAL: Record<string, 'delivered' | 'undelivered' | 'failed'> = { delivered: 'delivered', undelivered: 'undelivered', failed: 'failed' };

export async function receiveTwilioStatus(
  deps: Deps, url: string, params: Record<string, string>, signature: string | undefined,
): Promise<{ received: true; outcome: 'applied' | 'unchanged' | 'unknown_message' }> {
  const twilio = deps.env.smsProvider === 'twilio' ? deps.env.twilio : undefined;
  if (!twilio || !verifyTwilioSignature(twilio.authToken, url, params, signature)) {
    throw new AppError('BAD_REQUEST', { extra: { signature: ['no valid signature'] } });
  }
  const venueId = Number(new URL(url).searchParams.get('venue'));
  const sid = params.MessageSid ?? params.SmsSid ?? '';
  if (!Number.isSafeInteger(venueId) || venueId <= 0 || venueId > 2_147_483_647 || !sid) return { received: true, outcome: 'unknown_message' };
  const status = params.MessageStatus ?? params.SmsStatus ?? '';
  const next = FINAL[status];
  const error = params.ErrorCode ? `twilio ${params.ErrorCode}${params.ErrorMessage ? `: ${params.ErrorMessage}` : ''}` : null;
  const db = deps.database.forVenue(venueId);
  const smsId = Number(new URL(url).searchParams.get('sms'));
  // The row the URL names, matched while its MessageSid is not known yet (or is this one).
  const which = Number.isSafeInteger(smsId) && smsId > 0 && smsId <= 2_147_483_647
    ? sql`id = ${smsId} and (provider_id is null or provider_id = ${sid} or maybe_duplicate)`
    : sql`provider_id = ${sid}`;
  const rows = (await db.execute(sql`
    update sms_outbox set provider_status = ${status}, provider_id = coalesce(provider_id, ${sid}),
      state = ${next ?? sql`state`}, delivered_at = case when ${next ?? ''} = 'delivered' then ${deps.now()} else delivered_at end,
      last_error = coalesce(${error}, last_error)
    where venue_id = ${venueId} and transport = 'twilio' and ${which} and state in ('sending', 'sent')
    returning id`)) as unknown as { rows: unknown[] };
  if (rows.rows.length) return { received: true, outcome: 'applied' };
  const known = (await db.execute(sql`select 1 from sms_outbox where venue_id = ${venueId} and transport = 'twilio' and provider_id = ${sid}`)) as unknown as { rows: unknown[] };
  return { received: true, outcome: known.rows.length ? 'unchanged' : 'unknown_message' };
}
