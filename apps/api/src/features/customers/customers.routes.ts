import { customerStoreBody, customerStoreResponse, customersQuery, customersResponse } from '@chairside/shared/customers';
import type { App } from '../../lib/app-type';
import { venueCtx } from '../../lib/context';
import { listCustomers, storeCustomer } from './customers.service';
import { customerFormsRoutes } from './forms/forms.routes';
import { customerImportRoutes } from './import/import.routes';
import { customerMergeRoutes } from './merge/merge.routes';
import { announcementRoutes } from './announcement/announcement.routes';
import { notificationsRoutes } from './notifications/notifications.routes';
import { privacyRoutes } from './privacy/privacy.routes';

const tags = ['customers'];
// Whoever may book must be able to find and add the customer the booking is for.
const config = { permission: 'calendar' as const };

/** Customer search and quick add, used by the booking dialog. */
export async function customersRoutes(app: App) {
  await app.register(customerFormsRoutes);
  await app.register(customerImportRoutes);
  await app.register(customerMergeRoutes);
  await app.register(notificationsRoutes);
  await app.register(announcementRoutes);
  await app.register(privacyRoutes);
  app.get(
    '/customers',
    { config, schema: { tags, summary: 'Search the venue’s customers (every word in a name, the phone or the e-mail): {data, meta}', querystring: customersQuery, response: { 200: customersResponse } } },
    async (request) => listCustomers(venueCtx(request), request.query),
  );

  app.post(
    '/customers/store',
    {
      config,
      schema: { tags, summary: 'Quick add a customer: {customer}; 422 CUSTOMER_EXISTS with `customer` when the phone or e-mail is known', body: customerStoreBody, response: { 200: customerStoreResponse } },
    },
    async (request) => storeCustomer(venueCtx(request), request.body),
  );
}
