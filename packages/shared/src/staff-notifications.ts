import { z } from 'zod';
import type { Role } from './constants';
import { accessFieldsSchema, flagSchema } from './access';
import { idSchema } from './ids';

/**
 * Staff notification settings (spec §7 "Notifications and push"): which events each employee is
 * told about, and how. Stored and read now; sending them belongs to the notifications feature.
 */

export const NOTIFICATION_EVENTS = ['new_booking', 'cancellation', 'reschedule', 'new_review', 'low_stock', 'low_sms_credit', 'daily_summary'] as const;
export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[number];
export const NOTIFICATION_CHANNELS = ['in_app', 'email', 'push'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

export type ChannelFlags = Record<NotificationChannel, 0 | 1>;
export type NotificationMatrix = Record<NotificationEvent, ChannelFlags>;

const on = (in_app: 0 | 1, email: 0 | 1, push: 0 | 1): ChannelFlags => ({ in_app, email, push });

/**
 * What an employee is told about before anyone changes it: everyone hears about bookings in the
 * app; those who run the venue (owner, manager) also get reviews, low stock, low SMS credit and the daily summary,
 * the latter by e-mail; a receptionist gets low stock. Push is opt-in.
 */
export function notificationDefaults(role: Role): NotificationMatrix {
  const runsVenue = role === 'owner' || role === 'manager';
  return {
    new_booking: on(1, 0, 0),
    cancellation: on(1, 0, 0),
    reschedule: on(1, 0, 0),
    new_review: runsVenue ? on(1, 0, 0) : on(0, 0, 0),
    low_stock: runsVenue || role === 'receptionist' ? on(1, 0, 0) : on(0, 0, 0),
    low_sms_credit: runsVenue ? on(1, 0, 0) : on(0, 0, 0),
    daily_summary: runsVenue ? on(0, 1, 0) : on(0, 0, 0),
  };
}

const channelFlagsSchema = z.object({ in_app: flagSchema, email: flagSchema, push: flagSchema });
export const notificationMatrixSchema = z.object(
  Object.fromEntries(NOTIFICATION_EVENTS.map((event) => [event, channelFlagsSchema])) as Record<NotificationEvent, typeof channelFlagsSchema>,
);

export const employeeNotificationsSchema = z.object({
  id: idSchema.describe('the employee'),
  first_name: z.string(),
  last_name: z.string(),
  role: z.string(),
  value: notificationMatrixSchema,
  customized: flagSchema.describe('1 when anything differs from the role defaults'),
});
export type EmployeeNotifications = z.infer<typeof employeeNotificationsSchema>;

export const notificationSettingsListSchema = z
  .object({
    data: z.array(employeeNotificationsSchema),
    events: z.array(z.enum(NOTIFICATION_EVENTS)),
    channels: z.array(z.enum(NOTIFICATION_CHANNELS)),
  })
  .extend(accessFieldsSchema.shape);
export type NotificationSettingsList = z.infer<typeof notificationSettingsListSchema>;

const partialChannelsSchema = z.strictObject({ in_app: flagSchema.optional(), email: flagSchema.optional(), push: flagSchema.optional() });
/**
 * PUT notification-settings/employee/update/{id}, body `value`: any part of the matrix — the whole
 * of it, one event, or a single channel of one event. What is left out stays as it was.
 */
export const notificationUpdateSchema = z.strictObject({
  value: z.strictObject(
    Object.fromEntries(NOTIFICATION_EVENTS.map((event) => [event, partialChannelsSchema.optional()])) as Record<
      NotificationEvent,
      z.ZodOptional<typeof partialChannelsSchema>
    >,
  ),
});
export type NotificationUpdate = z.infer<typeof notificationUpdateSchema>;

export const notificationUpdateResponseSchema = z.object({ data: employeeNotificationsSchema, message: z.string() });
export type NotificationUpdateResponse = z.infer<typeof notificationUpdateResponseSchema>;
