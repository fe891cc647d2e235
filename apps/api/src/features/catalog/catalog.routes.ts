import { employeeServicesResponse } from '@chairside/shared/catalog';
import { idParamsSchema } from '@chairside/shared/ids';
import type { App } from '../../lib/app-type';
import { venueCtx } from '../../lib/context';
import { hasPermission } from '@chairside/shared/permissions';
import { bookableServices } from './catalog.service';
import { offersRoutes } from './offers/offers.routes';
import { resourceRoutes } from './resources/resources.routes';
import { taxRoutes } from './taxes/taxes.routes';
import { cachedCatalogue, sendCatalogue } from './services/bookable-cache';
import { servicesRoutes } from './services/services.routes';

const tags = ['catalog'];
// What the booking dialog offers: whoever may book reads it.
const config = { permission: 'calendar' as const };
const response = { 200: employeeServicesResponse };

/** The bookable catalogue for the calendar: services, their resources and who performs them at what length and price. */
export async function catalogRoutes(app: App) {
  app.get(
    '/employees/services',
    { config, schema: { tags, summary: 'Bookable services with their resources and each performing employee’s own duration and price', response } },
    async (request, reply) => {
      const ctx = venueCtx(request);
      // The whole catalogue (not a calendar.own caller's share of it) is served from the venue's cached bytes.
      if (hasPermission(ctx.session.permissions, 'calendar.own')) return bookableServices(ctx);
      return sendCatalogue(request, reply, await cachedCatalogue(ctx, () => bookableServices(ctx)));
    },
  );

  app.get(
    '/employees/services/:id',
    { config, schema: { tags, summary: 'The bookable services one employee performs, with that employee’s duration and price', params: idParamsSchema, response } },
    async (request) => bookableServices(venueCtx(request), request.params.id),
  );
  await app.register(offersRoutes);
  await app.register(resourceRoutes);
  await app.register(taxRoutes);
  // services + service groups (/catalogs/services)
  await app.register(servicesRoutes);
}
