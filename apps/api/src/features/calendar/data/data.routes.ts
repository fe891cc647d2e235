import { z } from 'zod';
import {
  blockTimeStoreBody, blockTimeUpdateBody, dateField, idBody, rangeQuery,
} from '@chairside/shared/calendar';
import { idListQuery } from '@chairside/shared/ids';
import { blockTimeResponse, deletedResponse } from '@chairside/shared/calendar-responses';
import { resourcesResponse, workingHoursResponse } from '@chairside/shared/calendar-data';
import type { App } from '../../../lib/app-type';
import { sendJsonBytes } from '../../../lib/json-bytes';
import { venueCtx } from '../../../lib/context';
import { calendarResources, workingHours } from './calendar.data';
import { deleteBlock, storeBlock, updateBlock } from './calendar.block-time';
import { config, idsOf, tags } from '../calendar.route-kit';

/** Calendar columns, hours and blocked time (spec §7 "Calendar data and blocked time"). */
export async function calendarDataRoutes(app: App) {
  app.get(
    '/resources',
    { config, schema: { tags, summary: 'Calendar columns: employees (with shifts on `date`) and resources', querystring: z.object({ date: dateField.optional() }), response: { 200: resourcesResponse } } },
    async (request) => calendarResources(venueCtx(request), request.query.date),
  );

  app.get(
    '/whours',
    {
      config,
      schema: {
        tags,
        summary: 'Employee hours, time-offs and opening hours per venue date',
        querystring: rangeQuery.extend({ 'employee_ids[]': idListQuery, employee_ids: idListQuery }),
        // Sent as cached bytes (calendar.data.ts), so never checked per request: the schema is for the document (and the tests).
        response: { 200: workingHoursResponse },
      },
    },
    async (request, reply) => {
      const body = await workingHours(venueCtx(request), request.query.date_from, request.query.date_to, idsOf(request.query, 'employee_ids'));
      reply.header('vary', 'accept-encoding');
      const accepted = request.headers['accept-encoding'] ?? '';
      if (/\bbr\b/.test(accepted)) return sendJsonBytes(reply.header('content-encoding', 'br'), await body.brotli());
      if (/\bgzip\b/.test(accepted)) return sendJsonBytes(reply.header('content-encoding', 'gzip'), await body.gzipped());
      return sendJsonBytes(reply, body.json);
    },
  );

  app.post(
    '/block-time/store',
    { config, schema: { tags, summary: 'Block an employee’s time (online_bookable leaves it open to online booking)', body: blockTimeStoreBody, response: { 200: blockTimeResponse } } },
    async (request) => storeBlock(venueCtx(request), request.body),
  );
  app.post(
    '/block-time/update',
    { config, schema: { tags, summary: 'Change blocked time', body: blockTimeUpdateBody, response: { 200: blockTimeResponse } } },
    async (request) => updateBlock(venueCtx(request), request.body),
  );
  app.post(
    '/block-time/delete',
    { config, schema: { tags, summary: 'Remove blocked time', body: idBody, response: { 200: deletedResponse } } },
    async (request) => deleteBlock(venueCtx(request), request.body.id),
  );
}
