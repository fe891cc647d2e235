import type { App } from '../../../lib/app-type';
import { venueCtx } from '../../../lib/context';
import { idParamsSchema } from '@chairside/shared/ids';
import {
  notificationSettingsListSchema, notificationUpdateResponseSchema, notificationUpdateSchema,
} from '@chairside/shared/staff-notifications';
import { listNotificationSettings, updateNotificationSettings } from './staff-notifications.service';

/** Staff notification settings (spec §7 "Notifications and push"), under the staff flag like /staff/notification-settings. */
export async function staffNotificationRoutes(app: App) {
  app.get(
    '/notification-settings/employee',
    {
      config: { permission: 'staff' },
      schema: {
        tags: ['staff'],
        summary: "Every employee's notification settings (events × channels), defaults filled in",
        response: { 200: notificationSettingsListSchema },
      },
    },
    async (request) => listNotificationSettings(venueCtx(request)),
  );

  app.put(
    '/notification-settings/employee/update/:id',
    {
      config: { permission: 'staff' },
      schema: {
        tags: ['staff'],
        summary: "Change an employee's notification settings: the whole matrix, or any part of it",
        params: idParamsSchema,
        body: notificationUpdateSchema,
        response: { 200: notificationUpdateResponseSchema },
      },
    },
    async (request) => updateNotificationSettings(venueCtx(request), request.params.id, request.body),
  );
}
