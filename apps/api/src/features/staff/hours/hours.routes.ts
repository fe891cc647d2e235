import { idParamsSchema } from '@chairside/shared/ids';
import {
  closedDayBody, closedDayDeleteResponse, closedDayResponse, copyWeekBody, copyWeekResponse, employeeHoursQuery, employeeHoursResponse,
  exceptionBody, exceptionResponse, scheduleUpdateBody, scheduleUpdateResponse, venueHoursQuery, venueHoursResponse, venueHoursUpdateBody,
  venueHoursUpdateResponse, workingHoursGridQuery, workingHoursGridResponse,
} from '@chairside/shared/staff-hours';
import type { App } from '../../../lib/app-type';
import { venueCtx } from '../../../lib/context';
import {
  copyWeek, deleteClosedDay, employeeHours, setException, storeClosedDay, updateSchedule, updateVenueHours, venueWorkingHours, workingHoursGrid,
} from './hours.service';

/** Working hours and opening hours (issue 11). Every route needs the 'staff' flag. */
export async function hoursRoutes(app: App) {
  const config = { permission: 'staff' as const };
  const tags = ['staff'];

  app.get('/employees/working-hours', {
    config,
    schema: { tags, summary: "Every employee's shifts per date, with opening hours, closed days and time-off (the week grid)", querystring: workingHoursGridQuery, response: { 200: workingHoursGridResponse } },
  }, async (request) => workingHoursGrid(venueCtx(request), request.query.from, request.query.to));

  app.get('/employees/working-hours/detail/:id', {
    config,
    schema: { tags, summary: "An employee's repeating schedules and one-day exceptions", params: idParamsSchema, querystring: employeeHoursQuery, response: { 200: employeeHoursResponse } },
  }, async (request) => employeeHours(venueCtx(request), request.params.id, request.query.from));

  app.post('/employees/working-hours/update/:id', {
    config,
    schema: { tags, summary: 'A new repeating schedule (weekly or an N-week rota) from a date', params: idParamsSchema, body: scheduleUpdateBody, response: { 200: scheduleUpdateResponse } },
  }, async (request) => updateSchedule(venueCtx(request), request.params.id, request.body));

  app.post('/employees/working-hours/exception/:id', {
    config,
    schema: { tags, summary: "One date's shifts instead of the pattern (empty = day off, null = follow the pattern)", params: idParamsSchema, body: exceptionBody, response: { 200: exceptionResponse } },
  }, async (request) => setException(venueCtx(request), request.params.id, request.body));

  app.post('/employees/working-hours/copy-week', {
    config,
    schema: { tags, summary: "Copy a week's shifts onto following weeks (as one-day exceptions)", body: copyWeekBody, response: { 200: copyWeekResponse } },
  }, async (request) => copyWeek(venueCtx(request), request.body));

  app.get('/settings/venue/working-hours', {
    config,
    schema: { tags, summary: 'Opening hours per weekday and closed days', querystring: venueHoursQuery, response: { 200: venueHoursResponse } },
  }, async (request) => venueWorkingHours(venueCtx(request), request.query.all === '1'));

  app.post('/settings/venue/working-hours/update', {
    config,
    schema: { tags, summary: 'Replace the opening hours of every weekday', body: venueHoursUpdateBody, response: { 200: venueHoursUpdateResponse } },
  }, async (request) => updateVenueHours(venueCtx(request), request.body.days));

  app.post('/settings/venue/closed-days/store', {
    config: { ...config, idempotent: true },
    schema: { tags, summary: 'Add a closed day or a range of closed days', body: closedDayBody, response: { 200: closedDayResponse } },
  }, async (request) => storeClosedDay(venueCtx(request), request.body));

  app.post('/settings/venue/closed-days/delete/:id', {
    config,
    schema: { tags, summary: 'Remove a closed day', params: idParamsSchema, response: { 200: closedDayDeleteResponse } },
  }, async (request) => deleteClosedDay(venueCtx(request), request.params.id));
}
