import { availabilityBody, slotsQuery } from '@chairside/shared/calendar';
import { availabilityResponse, slotsResponse } from '@chairside/shared/calendar-data';
import type { App } from '../../../lib/app-type';
import { venueCtx } from '../../../lib/context';
import { checkAvailability } from './calendar.availability';
import { slotsAnswer } from './calendar.slots';
import { sendListBody } from '../reading/calendar.cache';
import { config, idsOf, tags } from '../calendar.route-kit';

/** Availability: checking proposed lines, and bookable start times. */
export async function calendarAvailabilityRoutes(app: App) {
  app.post(
    '/employees/availability',
    { config, schema: { tags, summary: 'Check proposed lines: hours, time-off, clashes, resources (books nothing)', body: availabilityBody, response: { 200: availabilityResponse } } },
    async (request) => checkAvailability(venueCtx(request), request.body),
  );

  app.get(
    '/availability/slots',
    {
      config,
      // Sent as kept bytes (calendar.slots.ts), so never checked per request: the schema is for the document (and the tests).
      schema: { tags, summary: 'Bookable start times for services done one after another', querystring: slotsQuery, response: { 200: slotsResponse } },
    },
    async (request, reply) => {
      const q = request.query;
      const body = await slotsAnswer(venueCtx(request), {
        dateFrom: q.date_from,
        dateTo: q.date_to,
        serviceIds: idsOf(q, 'service_ids'),
        employeeId: q.employee_id,
      });
      return sendListBody(request, reply, body);
    },
  );
}
