import {
  eventBody, eventsQuery, eventUpdateBody, idBody, timeoffBody, timeoffDeleteBody, timeoffQuery, timeoffUpdateBody,
} from '@chairside/shared/calendar';
import { deletedResponse } from '@chairside/shared/calendar-responses';
import {
  eventResponse, eventsResponse, timeoffCategoriesResponse, timeoffDeletedResponse, timeoffResponse, timeoffSavedResponse,
} from '@chairside/shared/calendar-data';
import type { App } from '../../../lib/app-type';
import { venueCtx } from '../../../lib/context';
import {
  deleteEvent, deleteTimeoff, getTimeoff, listEvents, newEvent, newTimeoff, timeoffCategories, updateEvent, updateTimeoff,
} from './employee-events';
import { config, idsOf, tags } from '../calendar.route-kit';

/** Employee events and time-off (spec §7 "Employee events and time-off"). */
export async function employeeEventsRoutes(app: App) {
  app.get(
    '/employees/events',
    { config, schema: { tags, summary: 'Employee events and time-off overlapping a range of venue days', querystring: eventsQuery, response: { 200: eventsResponse } } },
    async (request) => listEvents(venueCtx(request), request.query.date_from, request.query.date_to, idsOf(request.query, 'employee_ids')),
  );
  app.post('/employees/events/new', { config, schema: { tags, summary: 'Add an employee event', body: eventBody, response: { 200: eventResponse } } }, async (request) =>
    newEvent(venueCtx(request), request.body),
  );
  app.post('/employees/events/update', { config, schema: { tags, summary: 'Change an employee event', body: eventUpdateBody, response: { 200: eventResponse } } }, async (request) =>
    updateEvent(venueCtx(request), request.body),
  );
  app.post('/employees/events/delete', { config, schema: { tags, summary: 'Remove an employee event', body: idBody, response: { 200: deletedResponse } } }, async (request) =>
    deleteEvent(venueCtx(request), request.body.id),
  );

  app.get('/employees/timeoff/categories', { config, schema: { tags, summary: 'Time-off categories', response: { 200: timeoffCategoriesResponse } } }, async (request) =>
    timeoffCategories(venueCtx(request)),
  );
  app.get(
    '/employees/events/timeoff',
    { config, schema: { tags, summary: 'One time-off (all its days) by group_hash', querystring: timeoffQuery, response: { 200: timeoffResponse } } },
    async (request) => getTimeoff(venueCtx(request), request.query.group_hash),
  );
  app.post('/employees/events/timeoff/new', { config, schema: { tags, summary: 'Add time-off over one or more days', body: timeoffBody, response: { 200: timeoffSavedResponse } } }, async (request) =>
    newTimeoff(venueCtx(request), request.body),
  );
  app.patch('/employees/events/timeoff/update', { config, schema: { tags, summary: 'Change a time-off (all its days)', body: timeoffUpdateBody, response: { 200: timeoffSavedResponse } } }, async (request) =>
    updateTimeoff(venueCtx(request), request.body),
  );
  app.delete('/employees/events/timeoff/delete', { config, schema: { tags, summary: 'Remove a time-off (all its days)', body: timeoffDeleteBody, response: { 200: timeoffDeletedResponse } } }, async (request) =>
    deleteTimeoff(venueCtx(request), request.body.group_hash),
  );
}
