import type { Deps } from '../../lib/context';
import { AppError } from '../../lib/errors';
import type { CardProvider } from './card-provider';
import { applyProviderEvent, type CheckoutEffects, type WebhookOutcome } from './payments.service';

/**
 * A webhook delivery, from its raw bytes: the signature (HMAC-SHA256 over the timestamp and the
 * body) is checked first; a bad one, or a delivery older than five minutes, is refused with 400
 * and changes nothing. A verified event is applied exactly once (payments.service).
 */
export async function receiveWebhook(deps: Deps, provider: CardProvider, rawBody: Buffer, signature: string | undefined, effects: CheckoutEffects): Promise<{ received: true; outcome: WebhookOutcome | 'ignored' }> {
  const verified = await provider.verifyWebhook(rawBody, signature, deps.now());
  if (!verified.ok && verified.reason === 'ignored') return { received: true, outcome: 'ignored' };
  if (!verified.ok) throw new AppError('BAD_REQUEST', { extra: { signature: [verified.reason === 'payload' ? 'unreadable event' : verified.reason === 'expired' ? 'timestamp outside the tolerance' : 'no valid signature'] } });
  return { received: true, outcome: await applyProviderEvent(deps, provider.name, verified.event, effects) };
}
