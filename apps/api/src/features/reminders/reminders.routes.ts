import { z } from 'zod';
import {
  reminderConfirmParams, reminderHistoryExportQuery, reminderConfirmResponse, reminderHistoryQuery, reminderHistoryResponse, remindersResponse, remindersUpdateBody, remindersUpdateResponse,
} from '@chairside/shared/reminders';
import type { App } from '../../lib/app-type';
import { venueCtx } from '../../lib/context';
import { sendExport } from '../../lib/export-reply';
import { onBookingChange } from '../calendar/calendar.service';
import { sendCustomerEvents } from './reminders.events';
import { confirmLink, confirmVisit } from './reminders.confirm';
import { reminderExportName, writeReminderExport } from './reminders.export';
import { reminderHistory } from './reminders.history';
import { getReminders, updateReminders } from './reminders.service';

/** Reminders (spec §2.3 /reminders, /reminders/history): customers' messages, so customers.manage. */
export async function remindersRoutes(app: App) {
  // The customer's messages on a booking's news, sent from the calendar's transaction (once per function: a second app adds nothing).
  onBookingChange(sendCustomerEvents);
  const tags = ['reminders'];
  const config = { permission: 'customers.manage' as const };

  app.get('/reminders', { config, schema: { tags, summary: 'The reminder rules, quiet hours and whether customers are asked to confirm', response: { 200: remindersResponse } } },
    async (request) => getReminders(venueCtx(request)));

  app.post('/reminders/update', {
    config,
    schema: { tags, summary: 'Save the settings and the whole list of rules (rules not listed are deleted)', body: remindersUpdateBody, response: { 200: remindersUpdateResponse } },
  }, async (request) => updateReminders(venueCtx(request), request.body));

  app.get('/reminders/history', {
    config,
    schema: { tags, summary: 'Every reminder handed on or skipped, newest first, with its channel, recipient and status', querystring: reminderHistoryQuery, response: { 200: reminderHistoryResponse } },
  }, async (request) => reminderHistory(venueCtx(request), request.query));

  app.get('/reminders/history/export', {
    config,
    schema: {
      tags, summary: 'The history with its filters as a file (CSV or XLSX), streamed; headers in the caller’s language, cost in SMS credits', querystring: reminderHistoryExportQuery,
      response: { 200: z.string().describe('the file: text/csv (UTF-8 with BOM) or application/vnd.openxmlformats-officedocument.spreadsheetml.sheet') },
    },
  }, async (request, reply) => {
    const ctx = venueCtx(request);
    return sendExport(request, reply, { name: reminderExportName(ctx, request.query.format), format: request.query.format }, (out) => writeReminderExport(ctx, request.query, out));
  });
}

/** The customer's side of a reminder's confirm link (no sign-in; the token is the key; rate limited). */
export async function remindersPublicRoutes(app: App) {
  const tags = ['public'];
  const config = { auth: 'public' as const };
  app.get('/reminders/confirm/:token', {
    config,
    schema: { tags, summary: 'The visit a confirm link names; 422 INVALID_TOKEN when unknown or the visit has begun', params: reminderConfirmParams, response: { 200: reminderConfirmResponse } },
  }, async (request) => confirmLink(request.ctx, request.params.token));
  app.post('/reminders/confirm/:token', {
    config,
    schema: { tags, summary: 'Confirm the visit (its new lines become confirmed)', params: reminderConfirmParams, response: { 200: reminderConfirmResponse } },
  }, async (request) => confirmVisit(request.ctx, request.params.token));
}
