import { z } from 'zod';
import { flagSchema } from './access';
import { idSchema } from './ids';
import { NOTIFICATION_EVENTS } from './staff-notifications';

/**
 * The bell (spec §4 "Notifications", §7 GET notifications and notifications/{id}): what the app has
 * told the signed-in employee about, newest first, in their language. Who is told about what is the
 * staff notification settings' in-app channel (staff-notifications.ts).
 */

/** How many of the newest the bell shows (it is polled every NOTIFICATIONS_POLL_MS, constants.ts). */
export const NOTIFICATIONS_SHOWN = 30;

/**
 * Events with no settings of their own: told to one team member about what they asked for (always
 * in their bell), or told to those who follow a related event with a text of their own
 * (online_deposit_refunded: those told of cancellations).
 */
export const DIRECT_NOTIFICATION_EVENTS = ['report_export_ready', 'online_deposit_refunded'] as const;
export type DirectNotificationEvent = (typeof DIRECT_NOTIFICATION_EVENTS)[number];

export const notificationSchema = z.object({
  id: idSchema,
  event: z.enum([...NOTIFICATION_EVENTS, ...DIRECT_NOTIFICATION_EVENTS]),
  title: z.string(),
  body: z.string(),
  /** A path of the app the item opens, or null. */
  link: z.string().nullable(),
  read: flagSchema,
  created_at: z.string(),
});
export type StaffNotification = z.infer<typeof notificationSchema>;

export const notificationsResponseSchema = z.object({
  data: z.array(notificationSchema),
  unread: z.number().int().min(0).describe('all unread, not only the ones listed'),
});
export type NotificationsResponse = z.infer<typeof notificationsResponseSchema>;

/** GET notifications/{id}: the item, now read. */
export const notificationResponseSchema = z.object({ data: notificationSchema });
export type NotificationResponse = z.infer<typeof notificationResponseSchema>;

export const notificationsReadAllResponseSchema = z.object({ unread: z.literal(0), message: z.string() });
export type NotificationsReadAllResponse = z.infer<typeof notificationsReadAllResponseSchema>;
