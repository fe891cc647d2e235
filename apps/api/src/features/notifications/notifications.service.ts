import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { NOTIFICATIONS_SHOWN, type DirectNotificationEvent, type NotificationResponse, type NotificationsReadAllResponse, type NotificationsResponse, type StaffNotification } from '@chairside/shared/notifications';
import type { NotificationEvent } from '@chairside/shared/staff-notifications';
import type { Language } from '@chairside/shared/constants';
import type { Queryable } from '../../db/client';
import { notifications } from '../../db/schema/index';
import type { VenueCtx } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { t } from '../../lib/i18n';
import { recipientsOf } from '../staff/staff.service';
import { cachedPoll } from './notifications.poll';
import { queuePushes } from './push.service';

/**
 * The bell (spec §4 "Notifications"; §7 GET notifications, GET notifications/{id}). A feature tells
 * the staff about an event with `notifyStaff`, inside the transaction of the change that causes it:
 * every active employee whose settings have the event's in-app channel on gets a row, so the item
 * exists exactly when the change committed. The text is made when it is read, in the reader's language.
 */

type Row = typeof notifications.$inferSelect;

/**
 * Tells the venue's staff about `event` in the app and by Web Push (their settings decide who and
 * how; push.service.ts); returns how many were told in the app. `as`: told to those who follow
 * `event`, with a text of its own (a late online deposit refunded goes to those told of cancellations).
 */
export async function notifyStaff(
  tx: Queryable, venueId: number, event: NotificationEvent, item: { params?: Record<string, string | number>; link?: string | null; as?: DirectNotificationEvent },
): Promise<number> {
  await queuePushes(tx, venueId, event, item);
  const people = await recipientsOf(tx, venueId, event, 'in_app');
  if (!people.length) return 0;
  const shown = item.as ?? event;
  await tx.insert(notifications).values(people.map((person) => ({ venueId, employeeId: person.id, event: shown, params: item.params ?? {}, link: item.link ?? null })));
  return people.length;
}

/**
 * Tells one team member about something they asked for (a background export ready): an item in
 * their bell only, whatever their settings, inside the caller's transaction.
 */
export async function notifyEmployee(
  tx: Queryable, venueId: number, employeeId: number, event: DirectNotificationEvent, item: { params?: Record<string, string | number>; link?: string | null },
): Promise<void> {
  await tx.insert(notifications).values({ venueId, employeeId, event, params: item.params ?? {}, link: item.link ?? null });
}

const itemOf = (lang: Language, row: Row): StaffNotification => ({
  id: row.id,
  event: row.event as StaffNotification['event'],
  title: t(lang, `notifications.${row.event}.title`, row.params),
  body: t(lang, `notifications.${row.event}.body`, row.params),
  link: row.link,
  read: row.readAt ? 1 : 0,
  created_at: row.createdAt.toISOString(),
});

const mine = (ctx: VenueCtx) => and(eq(notifications.venueId, ctx.venueId), eq(notifications.employeeId, ctx.employeeId));

/** GET notifications: the caller's newest, and how many of all theirs are unread. */
export async function listNotifications(ctx: VenueCtx): Promise<NotificationsResponse> {
  // One statement (it is every open desk's poll): each row carries the unread count; no rows, none unread.
  const unread = sql<number>`(select count(*) from ${notifications} u where u.venue_id = ${ctx.venueId} and u.employee_id = ${ctx.employeeId} and u.read_at is null)::int`;
  const rows = await ctx.db
    .select({ row: notifications, unread })
    .from(notifications)
    .where(mine(ctx))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(NOTIFICATIONS_SHOWN);
  return { data: rows.map(({ row }) => itemOf(ctx.lang, row)), unread: rows[0]?.unread ?? 0 };
}

/** GET notifications as JSON bytes (every open desk's poll): cached per employee until their bell changes. */
export const pollNotifications = (ctx: VenueCtx): Promise<Buffer> => cachedPoll(ctx, listNotifications);

/** GET notifications/{id}: one of the caller's, marked read (another employee's or venue's → 404). */
export async function readNotification(ctx: VenueCtx, id: number): Promise<NotificationResponse> {
  const [row] = await ctx.db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, ${ctx.deps.now()})` })
    .where(and(mine(ctx), eq(notifications.id, id)))
    .returning();
  if (!row) throw new AppError('NOT_FOUND');
  // A GET that writes: like every write (app.ts), it answers once this process has heard the change,
  // so the caller's next poll here is fresh.
  await ctx.deps.live.sync(ctx.db);
  return { data: itemOf(ctx.lang, row) };
}

/** POST notifications/read-all: every one of the caller's marked read. */
export async function readAllNotifications(ctx: VenueCtx): Promise<NotificationsReadAllResponse> {
  await ctx.db.update(notifications).set({ readAt: ctx.deps.now() }).where(and(mine(ctx), isNull(notifications.readAt)));
  return { unread: 0, message: t(ctx.lang, 'notifications.all_read') };
}
