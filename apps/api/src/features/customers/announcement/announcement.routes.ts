import { announcementResponse, announcementUpdateBody } from '@chairside/shared/customers-settings';
import type { App } from '../../../lib/app-type';
import { venueCtx } from '../../../lib/context';
import { getAnnouncement, updateAnnouncement } from './announcement.service';

const tags = ['customers'];
const config = { permission: 'customers.manage' as const };

/** The special announcement on the online booking page (customers/announcement). */
export async function announcementRoutes(app: App) {
  app.get(
    '/customers/announcement',
    { config, schema: { tags, summary: 'The special announcement and whether it shows today', response: { 200: announcementResponse } } },
    async (request) => getAnnouncement(venueCtx(request)),
  );

  app.post(
    '/customers/announcement/update',
    { config, schema: { tags, summary: 'Save the special announcement (title, text, first and last day, on or off)', body: announcementUpdateBody, response: { 200: announcementResponse } } },
    async (request) => updateAnnouncement(venueCtx(request), request.body),
  );
}
