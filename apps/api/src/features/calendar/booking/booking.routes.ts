import { recurringBody, seriesUpdateBody, storeBody, updateBody } from '@chairside/shared/calendar';
import { bookingResponse, recurringResponse, seriesUpdateResponse } from '@chairside/shared/calendar-responses';
import { idParamsSchema as params } from '@chairside/shared/ids';
import type { App } from '../../../lib/app-type';
import { venueCtx } from '../../../lib/context';
import { storeAppointments } from './calendar.booking';
import { updateBooking } from './calendar.update';
import { storeRecurring } from './calendar.recurring';
import { updateSeries } from './calendar.series-edit';
import { config, tags } from '../calendar.route-kit';

/** Booking (spec §7 "Appointments"): a booking, editing it as a whole, a recurring series, editing the series. */
export async function calendarBookingRoutes(app: App) {
  app.post(
    '/appointments/store',
    { config: { ...config, idempotent: true }, schema: { tags, summary: 'Book one or more service lines (or a reserved slot or a reminder)', body: storeBody, response: { 200: bookingResponse } } },
    async (request) => storeAppointments(venueCtx(request), request.body),
  );

  app.post(
    '/appointments/update',
    { config, schema: { tags, summary: 'Edit a booking as a whole: lines with an id change, new lines are added, missing ones removed', body: updateBody, response: { 200: bookingResponse } } },
    async (request) => updateBooking(venueCtx(request), request.body),
  );

  app.post(
    '/appointments/recurring',
    { config: { ...config, idempotent: true }, schema: { tags, summary: 'Book a series; clashing occurrences are listed (409) until skipped or forced', body: recurringBody, response: { 200: recurringResponse } } },
    async (request) => storeRecurring(venueCtx(request), request.body),
  );

  app.post(
    '/appointments/update-series/:id',
    {
      config,
      schema: {
        tags, summary: "Edit item {id}'s booking as a whole and make the same change to its series' later bookings (following) or every booking still to come (all)",
        params, body: seriesUpdateBody, response: { 200: seriesUpdateResponse },
      },
    },
    async (request) => updateSeries(venueCtx(request), request.params.id, request.body),
  );
}
