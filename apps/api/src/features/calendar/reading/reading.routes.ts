import { appointmentsQuery } from '@chairside/shared/calendar';
import { appointmentDetailsResponse, appointmentsResponse } from '@chairside/shared/calendar-responses';
import { idParamsSchema as idParams } from '@chairside/shared/ids';
import type { App } from '../../../lib/app-type';
import { venueCtx } from '../../../lib/context';
import { sendListBody } from './calendar.cache';
import { listAppointments } from './calendar.list';
import { appointmentDetails } from './calendar.details';
import { config, idsOf, tags } from '../calendar.route-kit';

/** Reading appointments (spec §7 "Appointments"): a range of the calendar, one item in detail. */
export async function calendarReadingRoutes(app: App) {
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
      // A week of a busy venue is a few hundred kB of JSON: compressed once per change, sent as is.
      return sendListBody(request, reply, body);
    },
  );

  app.get(
    '/appointments/details/:id',
    { config, schema: { tags, summary: "An item with its booking's lines, series and activity history", params: idParams, response: { 200: appointmentDetailsResponse } } },
    async (request) => appointmentDetails(venueCtx(request), request.params.id),
  );
}
