import { PassThrough } from 'node:stream';
import { z } from 'zod';
import { customerExportQuery, customerStoreBody, customerStoreResponse, customersQuery, customersResponse } from '@chairside/shared/customers';
import {
  customerActivityResponse, customerAppointmentsQuery, customerAppointmentsResponse, customerDetailResponse, customerTagListResponse,
  customerTagsBody, customerTagsResponse, customerUpdateBody,
} from '@chairside/shared/customers-profile';
import { idParamsSchema } from '@chairside/shared/ids';
import type { App } from '../../lib/app-type';
import { venueCtx } from '../../lib/context';
import { sendJsonBytes } from '../../lib/json-bytes';
import { listCustomers, storeCustomer } from './customers.service';
import { customerFormsRoutes } from './forms/forms.routes';
import { customerImportRoutes } from './import/import.routes';
import { customerMergeRoutes } from './merge/merge.routes';
import { announcementRoutes } from './announcement/announcement.routes';
import { notificationsRoutes } from './notifications/notifications.routes';
import { privacyRoutes } from './privacy/privacy.routes';
import { exportFileName, writeExport } from './export/export.service';
import { changeTags, getActivity, getAppointments, getCustomer, setArchived, updateCustomer, venueTags } from './profile/profile.service';

const tags = ['customers'];
// Whoever may book must be able to find and add the customer the booking is for.
const config = { permission: 'calendar' as const };
// The customers screens (spec §6): the list, the profile, the export.
const manage = { permission: 'customers.manage' as const };
// Changing a customer (spec §6 edit_customer).
const edit = { permission: 'edit_customer' as const };
const detail = { 200: customerDetailResponse };

/** Customers: the list and the booking dialog's search and quick add, the profile, tags and the export. */
export async function customersRoutes(app: App) {
  await app.register(customerFormsRoutes);
  await app.register(customerImportRoutes);
  await app.register(customerMergeRoutes);
  await app.register(notificationsRoutes);
  await app.register(announcementRoutes);
  await app.register(privacyRoutes);
  app.get(
    '/customers',
    {
      config,
      schema: {
        tags,
        summary: 'The venue’s customers, one page: search (names, e-mail, near spellings, phone in any format) for whoever may book; the other filters, the sort and archived customers need customers.manage',
        querystring: customersQuery,
        response: { 200: customersResponse },
      },
    },
    // JSON already serialised (and validated) by the route's serialiser, from the answer cache.
    async (request, reply) => sendJsonBytes(reply, await listCustomers(venueCtx(request), request.query)),
  );

  app.post(
    '/customers/store',
    {
      config,
      schema: { tags, summary: 'Quick add a customer: {customer}; 422 CUSTOMER_EXISTS with `customer` when the phone or e-mail is known', body: customerStoreBody, response: { 200: customerStoreResponse } },
    },
    async (request) => storeCustomer(venueCtx(request), request.body),
  );

  app.get(
    '/customers/export',
    {
      config: manage,
      schema: {
        tags,
        summary: 'The list with the same filters as a file (CSV or XLSX), streamed; headers in the caller’s language; the file name has the venue and the day',
        querystring: customerExportQuery,
        response: { 200: z.string().describe('the file: text/csv (UTF-8 with BOM) or application/vnd.openxmlformats-officedocument.spreadsheetml.sheet') },
      },
    },
    async (request, reply) => {
      const ctx = venueCtx(request);
      const { format } = request.query;
      const name = await exportFileName(ctx, format);
      const out = new PassThrough();
      // A cancelled download or a dropped connection: nobody reads on, so the export stops (a HEAD request reads nothing).
      reply.raw.once('close', () => out.destroy());
      if (request.method === 'HEAD') out.end();
      else {
        writeExport(ctx, request.query, out).catch((error: unknown) => {
          request.log.error({ err: error }, 'customers export failed');
          out.destroy(error as Error);
        });
      }
      return reply
        .header('content-type', format === 'xlsx' ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' : 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'no-store')
        // A stream is sent as it is (fastify skips the serializer); the schema documents the file for the OpenAPI document.
        .send(out as unknown as string);
    },
  );

  app.get('/customers/tags', { config: manage, schema: { tags, summary: 'Every tag the venue’s customers carry', response: { 200: customerTagListResponse } } }, async (request) =>
    venueTags(venueCtx(request)),
  );

  app.post(
    '/customers/tags/update',
    { config: edit, schema: { tags, summary: 'Add and remove tags on the selected customers: {updated}', body: customerTagsBody, response: { 200: customerTagsResponse } } },
    async (request) => changeTags(venueCtx(request), request.body),
  );

  app.get(
    '/customers/detail/:id',
    { config: manage, schema: { tags, summary: 'A customer’s profile with visit figures and consents', params: idParamsSchema, response: detail } },
    async (request) => getCustomer(venueCtx(request), request.params.id),
  );

  app.post(
    '/customers/update/:id',
    { config: edit, schema: { tags, summary: 'Change a customer’s fields; each change is logged with before and after', params: idParamsSchema, body: customerUpdateBody, response: detail } },
    async (request) => updateCustomer(venueCtx(request), request.params.id, request.body),
  );

  app.post(
    '/customers/archive/:id',
    { config: edit, schema: { tags, summary: 'Archive a customer (hidden from the list and the booking dialog)', params: idParamsSchema, response: detail } },
    async (request) => setArchived(venueCtx(request), request.params.id, true),
  );

  app.post(
    '/customers/restore/:id',
    { config: edit, schema: { tags, summary: 'Restore an archived customer', params: idParamsSchema, response: detail } },
    async (request) => setArchived(venueCtx(request), request.params.id, false),
  );

  app.get(
    '/customers/:id/activity',
    { config: manage, schema: { tags, summary: 'Everything changed on a customer, newest first', params: idParamsSchema, response: { 200: customerActivityResponse } } },
    async (request) => getActivity(venueCtx(request), request.params.id),
  );

  app.get(
    '/customers/:id/appointments',
    {
      config: manage,
      schema: { tags, summary: 'A customer’s bookings: upcoming, past, no-shows or cancellations, one page', params: idParamsSchema, querystring: customerAppointmentsQuery, response: { 200: customerAppointmentsResponse } },
    },
    async (request) => getAppointments(venueCtx(request), request.params.id, request.query),
  );
}
