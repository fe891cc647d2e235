import {
  cancelBody, preCancelBody, rescheduleBody, restoreBody, updateDurationBody, updateStatusBody,
} from '@chairside/shared/calendar';
import { cancelResponse, itemsResponse, preCancelResponse } from '@chairside/shared/calendar-responses';
import type { App } from '../../../lib/app-type';
import { venueCtx } from '../../../lib/context';
import { rescheduleItem, restoreItems, updateItemDuration, updateItemStatus } from './calendar.moves';
import { cancelItems, preCancel } from './calendar.cancel';
import { idParamsSchema as params } from '@chairside/shared/ids';
import { config, tags } from '../calendar.route-kit';

/** Moves, resizes, status changes and cancelling. */
export async function calendarMoveRoutes(app: App) {
  app.post(
    '/appointments/reschedule/:id',
    { config, schema: { tags, summary: 'Move an item to another time or employee (reserved slots cannot move)', params, body: rescheduleBody, response: { 200: itemsResponse } } },
    async (request) => rescheduleItem(venueCtx(request), request.params.id, request.body),
  );

  app.post(
    '/appointments/update-duration/:id',
    { config, schema: { tags, summary: "Change an appointment's length or its initial/gap/finish split", params, body: updateDurationBody, response: { 200: itemsResponse } } },
    async (request) => updateItemDuration(venueCtx(request), request.params.id, request.body),
  );

  app.post(
    '/appointments/pre-cancel',
    { config, schema: { tags, summary: 'What cancelling an item would cancel: its booking and later bookings of its series', body: preCancelBody, response: { 200: preCancelResponse } } },
    async (request) => preCancel(venueCtx(request), request.body),
  );

  app.post(
    '/appointments/cancel/:id',
    { config, schema: { tags, summary: 'Cancel with a reason (no_show counts as a no-show); frees the time', params, body: cancelBody, response: { 200: cancelResponse } } },
    async (request) => cancelItems(venueCtx(request), request.params.id, request.body),
  );

  app.post(
    '/appointments/update-status/:id',
    { config, schema: { tags, summary: 'Change the status (new, confirmed, started, running-late, done, cancelled)', params, body: updateStatusBody, response: { 200: itemsResponse } } },
    async (request) => updateItemStatus(venueCtx(request), request.params.id, request.body.status, request.body.force === true),
  );

  app.post(
    '/appointments/restore/:id',
    { config, schema: { tags, summary: 'Undo a cancel: each listed cancelled line back to its earlier status, all or nothing (a clash asks for force)', params, body: restoreBody, response: { 200: itemsResponse } } },
    async (request) => restoreItems(venueCtx(request), request.params.id, request.body),
  );
}
