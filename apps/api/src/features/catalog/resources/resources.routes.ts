import { idParamsSchema } from '@chairside/shared/ids';
import {
  resourceBody, resourceDetailResponse, resourceResponse, resourcesListQuery, resourcesListResponse, resourcesOrderBody, resourcesOrderResponse,
} from '@chairside/shared/catalog-resources';
import type { App } from '../../../lib/app-type';
import { venueCtx } from '../../../lib/context';
import { listResources, orderResources, resourceDetail, setResourceArchived, storeResource, updateResource } from './resources.service';

const tags = ['catalog'];
const config = { permission: 'resources' as const };

/** /catalogs/resources. GET resources (the calendar's columns) is the calendar's; every write needs the plan feature `resources`. */
export async function resourceRoutes(app: App) {
  app.get('/resources/list', {
    config,
    schema: { tags, summary: 'Resources in calendar order (archived=1: the archived ones) and the types to suggest', querystring: resourcesListQuery, response: { 200: resourcesListResponse } },
  }, async (request) => listResources(venueCtx(request), request.query.archived === '1'));

  app.get('/resources/detail/:id', {
    config,
    schema: { tags, summary: 'One resource', params: idParamsSchema, response: { 200: resourceDetailResponse } },
  }, async (request) => resourceDetail(venueCtx(request), request.params.id));

  app.post('/resources/store', {
    config: { ...config, idempotent: true },
    schema: { tags, summary: 'Add a resource (capacity 1) at the end of the calendar’s resource columns', body: resourceBody, response: { 200: resourceResponse } },
  }, async (request) => storeResource(venueCtx(request), request.body));

  app.post('/resources/update/:id', {
    config,
    schema: { tags, summary: 'Change a resource’s name, type and description', params: idParamsSchema, body: resourceBody, response: { 200: resourceResponse } },
  }, async (request) => updateResource(venueCtx(request), request.params.id, request.body));

  app.post('/resources/archive/:id', {
    config,
    schema: { tags, summary: 'Archive a resource: off the calendar, kept on its past bookings', params: idParamsSchema, response: { 200: resourceResponse } },
  }, async (request) => setResourceArchived(venueCtx(request), request.params.id, true));

  app.post('/resources/restore/:id', {
    config,
    schema: { tags, summary: 'Bring an archived resource back (at the end of the columns)', params: idParamsSchema, response: { 200: resourceResponse } },
  }, async (request) => setResourceArchived(venueCtx(request), request.params.id, false));

  app.post('/resources/order', {
    config,
    schema: { tags, summary: 'Reorder the active resources (the calendar’s resource columns)', body: resourcesOrderBody, response: { 200: resourcesOrderResponse } },
  }, async (request) => orderResources(venueCtx(request), request.body.orders));
}
