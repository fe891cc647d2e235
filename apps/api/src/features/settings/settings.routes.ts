import type { App } from '../../lib/app-type';
import { venueCtx } from '../../lib/context';
import { sendJsonBytes } from '../../lib/json-bytes';
import { initialSettingsSchema, outboxPageSchema, outboxQuerySchema } from '@chairside/shared/settings';
import {
  venueDataQuerySchema, venueDataResponseSchema, venueLogoResponseSchema, venueUpdateResponseSchema, venueUpdateSchema,
} from '@chairside/shared/settings-sections';
import { imageUploadRoute } from '../../lib/images';
import { initialSettingsJson } from './settings.initial';
import { getVenueSection, listOutbox, removeVenueLogo, updateVenueSection, uploadVenueLogo } from './settings.service';

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

  app.post(
    '/settings/venue/logo',
    {
      ...imageUploadRoute,
      config: { permission: 'settings.manage' },
      schema: {
        tags: ['settings'],
        summary: "Upload the venue's logo: the raw picture (JPEG, PNG or WebP, up to 15 MB) as the body; stored as WebP inside 800 px",
        consumes: imageUploadRoute.consumes,
        response: { 200: venueLogoResponseSchema },
      },
    },
    // The API's base path (the prefix this plugin is registered under) is where the picture is served.
    async (request) => uploadVenueLogo(venueCtx(request), request.body, app.prefix),
  );

  app.post(
    '/settings/venue/logo/delete',
    {
      config: { permission: 'settings.manage' },
      schema: { tags: ['settings'], summary: "Remove the venue's logo", response: { 200: venueLogoResponseSchema } },
    },
    async (request) => removeVenueLogo(venueCtx(request)),
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
