import { idParamsSchema } from '@chairside/shared/ids';
import { duplicatesQuery, duplicatesResponse, mergeBody, mergeResponse, mergesResponse } from '@chairside/shared/customers-transfer';
import type { App } from '../../../lib/app-type';
import { venueCtx } from '../../../lib/context';
import { listDuplicates, listMerges, mergeCustomers, undoMerge } from './merge.service';

const tags = ['customers'];
const write = { permission: 'edit_customer' as const };
const read = { permission: 'customers.manage' as const };

/** Duplicate customers: candidates, merge, recent merges and undo (issue 13). */
export async function customerMergeRoutes(app: App) {
  app.get(
    '/customers/duplicates',
    { config: read, schema: { tags, summary: 'Groups of customers that may be one person (same phone, same e-mail, similar name), paged', querystring: duplicatesQuery, response: { 200: duplicatesResponse } } },
    async (request) => listDuplicates(venueCtx(request), request.query),
  );

  app.post(
    '/customers/merge',
    {
      config: { ...write, idempotent: true },
      schema: { tags, summary: 'Merge merge_id into keep_id (chosen values per field; bookings, notes, tags, consents move); undoable for 30 days', body: mergeBody, response: { 200: mergeResponse } },
    },
    async (request) => mergeCustomers(venueCtx(request), request.body),
  );

  app.get(
    '/customers/merges',
    { config: read, schema: { tags, summary: 'The merges of the last 30 days, newest first', response: { 200: mergesResponse } } },
    async (request) => listMerges(venueCtx(request)),
  );

  app.post(
    '/customers/merge/undo/:id',
    { config: write, schema: { tags, summary: 'Undo a merge: both customers and what was moved are restored', params: idParamsSchema, response: { 200: mergeResponse } } },
    async (request) => undoMerge(venueCtx(request), request.params.id),
  );
}
