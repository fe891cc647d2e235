import { idParamsSchema } from '@chairside/shared/ids';
import { notificationResponseSchema, notificationsReadAllResponseSchema, notificationsResponseSchema } from '@chairside/shared/notifications';
import type { App } from '../../lib/app-type';
import { venueCtx } from '../../lib/context';
import { pushPublicKeyResponseSchema, setPushTokenResponseSchema, setPushTokenSchema } from '@chairside/shared/push';
import { sendJsonBytes } from '../../lib/json-bytes';
import { pushPublicKey, setPushToken } from './push.service';
import { pollNotifications, readAllNotifications, readNotification } from './notifications.service';

/** The bell (spec §7 "Notifications and push"): every employee reads their own; no permission flag. */
export async function notificationRoutes(app: App) {
  const tags = ['notifications'];

  app.get(
    '/notifications',
    { schema: { tags, summary: "The caller's newest notifications (polled every 60 s) and the count of all unread", response: { 200: notificationsResponseSchema } } },
    // JSON already serialised (and validated) by the route's serialiser, from the poll cache.
    async (request, reply) => sendJsonBytes(reply, await pollNotifications(venueCtx(request))),
  );

  app.get(
    '/notifications/:id',
    {
      schema: { tags, summary: 'One of the caller’s notifications, marked read', params: idParamsSchema, response: { 200: notificationResponseSchema } },
    },
    async (request) => readNotification(venueCtx(request), request.params.id),
  );

  app.post(
    '/notifications/read-all',
    { schema: { tags, summary: 'Mark all the caller’s notifications read', response: { 200: notificationsReadAllResponseSchema } } },
    async (request) => readAllNotifications(venueCtx(request)),
  );

  // Web Push (spec §4 "Push registration"): the set-token call is named after the push service.
  const push = ['notifications', 'push'];
  app.get(
    '/web-push/public-key',
    { schema: { tags: push, summary: 'The VAPID public key a browser subscribes with', response: { 200: pushPublicKeyResponseSchema } } },
    async (request) => pushPublicKey(venueCtx(request)),
  );

  app.post(
    '/web-push/set-token',
    {
      schema: {
        tags: push,
        summary: "This browser's push subscription (the push token) for the caller",
        body: setPushTokenSchema,
        response: { 200: setPushTokenResponseSchema },
      },
    },
    async (request) => setPushToken(venueCtx(request), request.body.web_push_token),
  );
}
