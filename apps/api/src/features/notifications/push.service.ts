import { and, eq, inArray, ne, or } from 'drizzle-orm';
import { pushSubscriptionSchema, type PushPublicKeyResponse, type SetPushTokenResponse } from '@chairside/shared/push';
import type { NotificationEvent } from '@chairside/shared/staff-notifications';
import type { DirectNotificationEvent } from '@chairside/shared/notifications';
import type { Language } from '@chairside/shared/constants';
import type { Queryable } from '../../db/client';
import { pushOutbox, pushSubscriptions, venues } from '../../db/schema/index';
import type { VenueCtx } from '../../lib/context';
import { fieldError } from '../../lib/errors';
import { t } from '../../lib/i18n';
import { recipientsOf } from '../staff/staff.service';
import { vapidKeys } from './push.keys';

/**
 * Web Push (spec §4 "Push registration", §7 the set-token call, §8 push messages): a browser that
 * allowed notifications sends its subscription; an event whose push channel is on for an employee
 * (staff notification settings) puts one message per subscription of theirs in the push outbox,
 * in the transaction of the change; the push-delivery job sends them (push.delivery.ts).
 */

/** GET web-push/public-key: what the browser subscribes with. */
export async function pushPublicKey(ctx: VenueCtx): Promise<PushPublicKeyResponse> {
  return { public_key: (await vapidKeys(ctx.deps.db)).publicKey };
}

function subscriptionOf(token: string) {
  let parsed: unknown;
  try {
    parsed = JSON.parse(token);
  } catch {
    throw fieldError('web_push_token', 'notifications.push.invalid_token');
  }
  const result = pushSubscriptionSchema.safeParse(parsed);
  if (!result.success) throw fieldError('web_push_token', 'notifications.push.invalid_token');
  return result.data;
}

/**
 * POST web-push/set-token: this browser's subscription now belongs to the caller (in this venue). A
 * browser is one person's at a time: the endpoint leaves whoever had it before, in any venue, so
 * the previous user of a shared desk is no longer pushed to it.
 */
export async function setPushToken(ctx: VenueCtx, token: string): Promise<SetPushTokenResponse> {
  const { endpoint, keys } = subscriptionOf(token);
  // Across venues (another venue's row is not visible in this one's scope): the app's own database.
  await ctx.deps.db.transaction(async (tx) => {
    await tx.delete(pushSubscriptions).where(and(eq(pushSubscriptions.endpoint, endpoint), or(ne(pushSubscriptions.venueId, ctx.venueId), ne(pushSubscriptions.employeeId, ctx.employeeId))));
    await tx
      .insert(pushSubscriptions)
      .values({ venueId: ctx.venueId, employeeId: ctx.employeeId, endpoint, p256dh: keys.p256dh, auth: keys.auth })
      .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { p256dh: keys.p256dh, auth: keys.auth } });
  });
  return { message: t(ctx.lang, 'notifications.push.on') };
}

/**
 * Puts `event` in the push outbox for every subscription of the employees whose push channel for it
 * is on, in the venue's language (a push is written before anyone reads it). Returns how many.
 */
export async function queuePushes(
  tx: Queryable, venueId: number, event: NotificationEvent, item: { params?: Record<string, string | number>; link?: string | null; as?: DirectNotificationEvent },
): Promise<number> {
  const people = await recipientsOf(tx, venueId, event, 'push');
  if (!people.length) return 0;
  const subscriptions = await tx
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(and(eq(pushSubscriptions.venueId, venueId), inArray(pushSubscriptions.employeeId, people.map((person) => person.id))));
  if (!subscriptions.length) return 0;
  const [venue] = await tx.select({ lang: venues.lang }).from(venues).where(eq(venues.id, venueId)).limit(1);
  const lang = (venue?.lang ?? 'en-us') as Language;
  const shown = item.as ?? event;
  const payload = {
    event: shown,
    title: t(lang, `notifications.${shown}.title`, item.params),
    body: t(lang, `notifications.${shown}.body`, item.params),
    link: item.link ?? null,
  };
  await tx.insert(pushOutbox).values(subscriptions.map((subscription) => ({ venueId, subscriptionId: subscription.id, payload })));
  return subscriptions.length;
}
