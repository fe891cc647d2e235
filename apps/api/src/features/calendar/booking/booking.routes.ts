import { appointmentsQuery, storeBody, updateBody } from '@chairside/shared/calendar';
import { appointmentDetailsResponse, appointmentsResponse, bookingResponse } from '@chairside/shared/calendar-responses';
import type { App } from '../../../app';
import { sendJsonBytes } from '../../../lib/json-bytes';
import { venueCtx } from '../../../lib/context';
import { appointmentDetails, listAppointments, storeAppointments } from './calendar.booking';
import { updateBooking } from './calendar.update';
import { calendarMoveRoutes } from '../moves/moves.routes';
import { calendarDataRoutes } from '../data/data.routes';
import { employeeEventsRoutes } from '../events/employee-events.routes';
import { calendarStreamRoutes } from '../stream/calendar-stream.routes';
import { idParamsSchema as idParams } from '@chairside/shared/ids';
import { config, idsOf, tags } from '../calendar.route-kit';

/** Appointments (spec §7 "Appointments"); the other calendar routes are registered from here. */
export async function calendarRoutes(app: App) {
  app.get(
    '/appointments',
    {
      config,
      schema: {
        tags,
        summary: 'Calendar items overlapping a range of venue days: {appointments, basket}',
        querystring: appointmentsQuery,
        // Sent as cached bytes, so never checked per request: the schema is for the document (and the tests).
        response: { 200: appointmentsResponse },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const body = await listAppointments(venueCtx(request), {
        dateFrom: q.date_from,
        dateTo: q.date_to,
        employeeIds: idsOf(q, 'employee_ids'),
        resourceIds: idsOf(q, 'resource_ids'),
        includeCancelled: q.include_cancelled === '1',
      });
      reply.header('vary', 'accept-encoding');
      // A week of a busy venue is a few hundred kB of JSON: compressed once per change, sent as is.
      const accepted = request.headers['accept-encoding'] ?? '';
      if (/\bbr\b/.test(accepted)) return sendJsonBytes(reply.header('content-encoding', 'br'), await body.brotli());
      if (/\bgzip\b/.test(accepted)) return sendJsonBytes(reply.header('content-encoding', 'gzip'), await body.gzipped());
      return sendJsonBytes(reply, body.json);
    },
  );

  app.post(
    '/appointments/store',
    { config, schema: { tags, summary: 'Book one or more service lines (or a reserved slot or a reminder)', body: storeBody, response: { 200: bookingResponse } } },
    async (request) => storeAppointments(venueCtx(request), request.body),
  );

  app.get(
    '/appointments/details/:id',
    { config, schema: { tags, summary: "An item with its booking's lines, series and activity history", params: idParams, response: { 200: appointmentDetailsResponse } } },
    async (request) => appointmentDetails(venueCtx(request), request.params.id),
  );

  app.post(
    '/appointments/update',
    { config, schema: { tags, summary: 'Edit a booking as a whole: lines with an id change, new lines are added, missing ones removed', body: updateBody, response: { 200: bookingResponse } } },
    async (request) => updateBooking(venueCtx(request), request.body),
  );

  await app.register(calendarMoveRoutes);
  await app.register(calendarDataRoutes);
  await app.register(employeeEventsRoutes);
  await app.register(calendarStreamRoutes);
}

