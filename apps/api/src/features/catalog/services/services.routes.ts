import {
  archiveResponse, groupsOrderBody, orderResponse, serviceBody, serviceDetailResponse, serviceGroupBody, serviceGroupResponse,
  serviceGroupsQuery, serviceGroupsResponse, serviceResponse, servicesOrderBody, servicesQuery, servicesResponse,
} from '@chairside/shared/catalog-services';
import { idParamsSchema } from '@chairside/shared/ids';
import { taxesResponse } from '@chairside/shared/catalog-taxes';
import { serviceTaxChoices } from '../taxes/taxes.service';
import type { App } from '../../../lib/app-type';
import { cachedServiceList, sendCatalogue } from './bookable-cache';
import { venueCtx } from '../../../lib/context';
import {
  listGroups, listServices, orderGroups, orderServices, serviceDetail, setGroupArchived, setServiceArchived, storeGroup, storeService,
  updateGroup, updateService,
} from './services.service';

const tags = ['catalog'];
const config = { permission: 'services.manage' as const };
const params = idParamsSchema;

/** The services catalogue (spec §2.3 /catalogs/services): services and service groups. */
export async function servicesRoutes(app: App) {
  app.get('/services', {
    config,
    schema: { tags, summary: 'Service groups in order, each with its services in order (archived=1: the archived services)', querystring: servicesQuery, response: { 200: servicesResponse } },
  }, async (request, reply) => {
    const ctx = venueCtx(request);
    const archived = request.query.archived === '1';
    return sendCatalogue(request, reply, await cachedServiceList(ctx, archived, () => listServices(ctx, archived)));
  });

  app.get('/services/tax-rates', {
    config,
    schema: { tags, summary: 'The active tax rates a service may use, the default for services and the pricing mode (the service form’s tax picker)', response: { 200: taxesResponse } },
  }, async (request) => serviceTaxChoices(venueCtx(request)));

  app.get('/services/detail/:id', {
    config,
    schema: { tags, summary: 'One service with its variants and who performs it at what price and length', params, response: { 200: serviceDetailResponse } },
  }, async (request) => serviceDetail(venueCtx(request), request.params.id));

  app.post('/services/store', {
    config: { ...config, idempotent: true },
    schema: { tags, summary: 'Add a service (at the end of its group)', body: serviceBody, response: { 200: serviceResponse } },
  }, async (request) => storeService(venueCtx(request), request.body));

  app.post('/services/update/:id', {
    config,
    schema: { tags, summary: 'Change a service: every field, its team and its variants (booked appointments keep their values)', params, body: serviceBody, response: { 200: serviceResponse } },
  }, async (request) => updateService(venueCtx(request), request.params.id, request.body));

  app.post('/services/archive/:id', {
    config,
    schema: { tags, summary: 'Archive a service: no longer bookable; its history stays', params, response: { 200: archiveResponse } },
  }, async (request) => setServiceArchived(venueCtx(request), request.params.id, true));

  app.post('/services/restore/:id', {
    config,
    schema: { tags, summary: 'Bring an archived service back (ungrouped when its group is archived)', params, response: { 200: archiveResponse } },
  }, async (request) => setServiceArchived(venueCtx(request), request.params.id, false));

  app.post('/services/order', {
    config,
    schema: { tags, summary: 'Reorder the services of one group (group_id null: the ungrouped ones)', body: servicesOrderBody, response: { 200: orderResponse } },
  }, async (request) => orderServices(venueCtx(request), request.body.group_id, request.body.orders));

  app.get('/service-groups', {
    config,
    schema: { tags, summary: 'Service groups in order (archived=1: the archived ones)', querystring: serviceGroupsQuery, response: { 200: serviceGroupsResponse } },
  }, async (request) => listGroups(venueCtx(request), request.query.archived === '1'));

  app.post('/service-groups/store', {
    config: { ...config, idempotent: true },
    schema: { tags, summary: 'Add a service group (at the end)', body: serviceGroupBody, response: { 200: serviceGroupResponse } },
  }, async (request) => storeGroup(venueCtx(request), request.body));

  app.post('/service-groups/update/:id', {
    config,
    schema: { tags, summary: 'Rename or recolour a service group', params, body: serviceGroupBody, response: { 200: serviceGroupResponse } },
  }, async (request) => updateGroup(venueCtx(request), request.params.id, request.body));

  app.post('/service-groups/archive/:id', {
    config,
    schema: { tags, summary: 'Archive a service group and its services', params, response: { 200: archiveResponse } },
  }, async (request) => setGroupArchived(venueCtx(request), request.params.id, true));

  app.post('/service-groups/restore/:id', {
    config,
    schema: { tags, summary: 'Bring an archived group back (its services are restored one by one)', params, response: { 200: archiveResponse } },
  }, async (request) => setGroupArchived(venueCtx(request), request.params.id, false));

  app.post('/service-groups/order', {
    config,
    schema: { tags, summary: 'Reorder the service groups', body: groupsOrderBody, response: { 200: orderResponse } },
  }, async (request) => orderGroups(venueCtx(request), request.body.orders));
}
