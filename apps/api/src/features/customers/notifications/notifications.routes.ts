import { templateResetBody, templateResponse, templatesQuery, templatesResponse, templateUpdateBody } from '@chairside/shared/customers-settings';
import type { App } from '../../../lib/app-type';
import { venueCtx } from '../../../lib/context';
import { listTemplates, resetTemplate, updateTemplate } from './notifications.service';

const tags = ['customers'];
const config = { permission: 'customers.manage' as const };

/** The wording of the messages customers get (customers/notifications). */
export async function notificationsRoutes(app: App) {
  app.get(
    '/customers/notifications',
    { config, schema: { tags, summary: 'The wording of every customer message (event × channel) in one language, the venue’s or the default', querystring: templatesQuery, response: { 200: templatesResponse } } },
    async (request) => listTemplates(venueCtx(request), request.query.lang ?? request.ctx.lang),
  );

  app.post(
    '/customers/notifications/update',
    { config, schema: { tags, summary: 'Change one message’s wording; 422 naming any unknown {variable}', body: templateUpdateBody, response: { 200: templateResponse } } },
    async (request) => updateTemplate(venueCtx(request), request.body),
  );

  app.post(
    '/customers/notifications/reset',
    { config, schema: { tags, summary: 'Put one message back to the default wording', body: templateResetBody, response: { 200: templateResponse } } },
    async (request) => resetTemplate(venueCtx(request), request.body),
  );
}
