import type { App } from '../../lib/app-type';
import { venueCtx } from '../../lib/context';
import { sendJsonBytes } from '../../lib/json-bytes';
import { initialSettingsSchema, outboxPageSchema, outboxQuerySchema } from '@chairside/shared/settings';
import {
  venueDataQuerySchema, venueDataResponseSchema, venueUpdateResponseSchema, venueUpdateSchema,
} from '@chairside/shared/settings-sections';
import { initialSettingsJson } from './settings.initial';
import { getVenueSection, listOutbox, updateVenueSection } from './settings.service';

export async function settingsRoutes(app: App) {
  app.get(
    '/settings/initial',
    {
      schema: {
        tags: ['settings'],
        summary: 'Venue settings, plan, trial, role and access maps: loaded at app start',
        response: { 200: initialSettingsSchema },
      },
    },
    // JSON already serialised (and validated) by the route's serialiser: sent as it is.
    async (request, reply) => sendJsonBytes(reply, await initialSettingsJson(venueCtx(request))),
  );

  app.get(
    '/settings/venue/data',
    {
      // Per section: settings.manage; the booking section also online-booking (checked in the service).
      schema: {
        tags: ['settings'],
        summary: 'The fields of one settings section',
        querystring: venueDataQuerySchema,
        response: { 200: venueDataResponseSchema },
      },
    },
    async (request) => getVenueSection(venueCtx(request), request.query.section),
  );

  app.post(
    '/settings/venue/update',
    {
      // Per section, as above.
      schema: {
        tags: ['settings'],
        summary: 'Change fields of one settings section',
        body: venueUpdateSchema,
        response: { 200: venueUpdateResponseSchema },
      },
    },
    async (request) => updateVenueSection(venueCtx(request), request.body),
  );

  app.get(
    '/settings/outbox',
    {
      config: { permission: 'settings.manage' },
      schema: {
        tags: ['settings'],
        summary: "The venue's sent e-mails (the local outbox), newest first",
        querystring: outboxQuerySchema,
        response: { 200: outboxPageSchema },
      },
    },
    async (request) => listOutbox(venueCtx(request), request.query.page, request.query.per_page),
  );
}
