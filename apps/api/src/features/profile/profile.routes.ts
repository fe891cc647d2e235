import type { App } from '../../lib/app-type';
import { venueCtx } from '../../lib/context';
import {
  emailUpdateResponseSchema, emailUpdateSchema, emailVerifySchema, messageResponseSchema, passwordChangeSchema,
  preferencesSchema, profileSchema,
} from '@chairside/shared/profile';
import { idParamsSchema } from '@chairside/shared/ids';
import { changePassword, getProfile, updatePreferences } from './profile.service';
import { sendEmailCode, updateEmail } from './profile.email';

/** The personal profile calls (spec §7 "Profile"); `{id}` is the caller's own employee id. */
export async function profileRoutes(app: App) {
  const tags = ['profile'];

  app.get(
    '/employees/profile',
    { schema: { tags, summary: "The caller's profile", response: { 200: profileSchema } } },
    async (request) => getProfile(venueCtx(request)),
  );

  app.post(
    '/employees/update/password/:id',
    {
      schema: {
        tags,
        summary: 'Change one’s password (current password required); ends one’s other sessions',
        params: idParamsSchema,
        body: passwordChangeSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => changePassword(venueCtx(request), request.params.id, request.body),
  );

  app.post(
    '/employees/verify/email/:id',
    {
      config: { idempotent: true },
      schema: {
        tags,
        summary: 'Send a 6-digit code to a new e-mail address (valid 15 minutes, 5 tries)',
        params: idParamsSchema,
        body: emailVerifySchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => sendEmailCode(venueCtx(request), request.params.id, request.body),
  );

  app.post(
    '/employees/update/email/:id',
    {
      schema: {
        tags,
        summary: 'Change one’s e-mail address with the code sent to it',
        params: idParamsSchema,
        body: emailUpdateSchema,
        response: { 200: emailUpdateResponseSchema },
      },
    },
    async (request) => updateEmail(venueCtx(request), request.params.id, request.body),
  );

  app.post(
    '/employees/update-preferences',
    {
      schema: {
        tags,
        summary: 'Phone, e-mail and SMS contact agreements (1 or 0)',
        body: preferencesSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => updatePreferences(venueCtx(request), request.body),
  );
}
