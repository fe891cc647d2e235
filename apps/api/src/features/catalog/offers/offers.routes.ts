import { idParamsSchema } from '@chairside/shared/ids';
import {
  customerPackagesResponse, discountBody, discountDetailResponse, discountResponse, discountsResponse, membershipBody, membershipDetailResponse,
  membershipResponse, membershipsResponse, offerArchiveResponse, offersQuery, packageBody, packageDetailResponse, packageResponse, packagesResponse,
} from '@chairside/shared/catalog-offers';
import type { App } from '../../../lib/app-type';
import { venueCtx } from '../../../lib/context';
import { discountDetail, listDiscounts, setDiscountArchived, storeDiscount, updateDiscount } from './discounts.service';
import { listMemberships, membershipDetail, setMembershipArchived, storeMembership, updateMembership } from './memberships.service';
import { customerPackagesOf, listPackages, packageDetail, setPackageArchived, storePackage, updatePackage } from './packages.service';

const tags = ['catalog'];
const archive = { 200: offerArchiveResponse };

/** Packages, memberships and discounts (issue 12); each write route also needs the plan's feature of the same name. */
export async function offersRoutes(app: App) {
  {
    const config = { permission: 'packages' as const };
    app.get('/packages', { config, schema: { tags, summary: 'Packages by name (archived=1: the archived ones)', querystring: offersQuery, response: { 200: packagesResponse } } },
      async (request) => listPackages(venueCtx(request), request.query.archived === '1', request.query.search));
    app.get('/packages/detail/:id', { config, schema: { tags, summary: 'One package with its services and counts', params: idParamsSchema, response: { 200: packageDetailResponse } } },
      async (request) => packageDetail(venueCtx(request), request.params.id));
    app.post('/packages/store', { config: { ...config, idempotent: true }, schema: { tags, summary: 'Add a package (services with counts, one price, valid N days)', body: packageBody, response: { 200: packageResponse } } },
      async (request) => storePackage(venueCtx(request), request.body));
    app.post('/packages/update/:id', { config, schema: { tags, summary: 'Change a package (what customers bought stays as sold)', params: idParamsSchema, body: packageBody, response: { 200: packageResponse } } },
      async (request) => updatePackage(venueCtx(request), request.params.id, request.body));
    app.post('/packages/archive/:id', { config, schema: { tags, summary: 'Take a package off sale', params: idParamsSchema, response: archive } },
      async (request) => setPackageArchived(venueCtx(request), request.params.id, true));
    app.post('/packages/restore/:id', { config, schema: { tags, summary: 'Put an archived package back on sale', params: idParamsSchema, response: archive } },
      async (request) => setPackageArchived(venueCtx(request), request.params.id, false));
    app.get('/customers/:id/packages', { config: { permission: 'calendar' as const }, schema: { tags, summary: 'A customer’s bought packages with what is left of each service', params: idParamsSchema, response: { 200: customerPackagesResponse } } },
      async (request) => customerPackagesOf(venueCtx(request), request.params.id));
  }
  {
    const config = { permission: 'memberships' as const };
    app.get('/memberships', { config, schema: { tags, summary: 'Memberships by name (archived=1: the archived ones)', querystring: offersQuery, response: { 200: membershipsResponse } } },
      async (request) => listMemberships(venueCtx(request), request.query.archived === '1', request.query.search));
    app.get('/memberships/detail/:id', { config, schema: { tags, summary: 'One membership with the services it covers', params: idParamsSchema, response: { 200: membershipDetailResponse } } },
      async (request) => membershipDetail(venueCtx(request), request.params.id));
    app.post('/memberships/store', { config: { ...config, idempotent: true }, schema: { tags, summary: 'Add a membership (recurring or prepaid sessions)', body: membershipBody, response: { 200: membershipResponse } } },
      async (request) => storeMembership(venueCtx(request), request.body));
    app.post('/memberships/update/:id', { config, schema: { tags, summary: 'Change a membership', params: idParamsSchema, body: membershipBody, response: { 200: membershipResponse } } },
      async (request) => updateMembership(venueCtx(request), request.params.id, request.body));
    app.post('/memberships/archive/:id', { config, schema: { tags, summary: 'Take a membership off sale (members keep theirs)', params: idParamsSchema, response: archive } },
      async (request) => setMembershipArchived(venueCtx(request), request.params.id, true));
    app.post('/memberships/restore/:id', { config, schema: { tags, summary: 'Put an archived membership back on sale', params: idParamsSchema, response: archive } },
      async (request) => setMembershipArchived(venueCtx(request), request.params.id, false));
  }
  {
    const config = { permission: 'discounts' as const };
    app.get('/discounts', { config, schema: { tags, summary: 'Discounts by name (search: name or code; archived=1: the archived ones)', querystring: offersQuery, response: { 200: discountsResponse } } },
      async (request) => listDiscounts(venueCtx(request), request.query.archived === '1', request.query.search));
    app.get('/discounts/detail/:id', { config, schema: { tags, summary: 'One discount', params: idParamsSchema, response: { 200: discountDetailResponse } } },
      async (request) => discountDetail(venueCtx(request), request.params.id));
    app.post('/discounts/store', { config: { ...config, idempotent: true }, schema: { tags, summary: 'Add a discount (percentage in basis points or fixed in minor units; optional code, unique per venue)', body: discountBody, response: { 200: discountResponse } } },
      async (request) => storeDiscount(venueCtx(request), request.body));
    app.post('/discounts/update/:id', { config, schema: { tags, summary: 'Change a discount', params: idParamsSchema, body: discountBody, response: { 200: discountResponse } } },
      async (request) => updateDiscount(venueCtx(request), request.params.id, request.body));
    app.post('/discounts/archive/:id', { config, schema: { tags, summary: 'Archive a discount (its code stays reserved)', params: idParamsSchema, response: archive } },
      async (request) => setDiscountArchived(venueCtx(request), request.params.id, true));
    app.post('/discounts/restore/:id', { config, schema: { tags, summary: 'Bring an archived discount back', params: idParamsSchema, response: archive } },
      async (request) => setDiscountArchived(venueCtx(request), request.params.id, false));
  }
}
