import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { customersResponse, LIST_ONLY_FILTERS, type CustomerStoreResponse, type CustomerSummary, type CustomersResponse, type customerStoreBody, type customersQuery } from '@chairside/shared/customers';
import { hasPermission } from '@chairside/shared/permissions';
import { normalizePhone } from '@chairside/shared/rules/phone';
import { customers } from '../../db/schema/index';
import { answerCache } from '../../lib/answer-cache';
import { customersScope } from '../../lib/changes';
import type { VenueCtx } from '../../lib/context';
import { logActivity } from '../../lib/activity';
import { AppError, fieldError, type FieldMessage } from '../../lib/errors';
import { customersWithContact, hasNearWords, setTypoThreshold, summaryColumns, venueCountry, venueInfoCached } from './customers.queries';
import { listPage, toRow } from './list/list.queries';

/** Customers: the list (and the booking dialog's search), quick add; the profile in profile/, the export in export/. */

/** Namespace of the advisory lock that serialises quick adds per venue (the other key is the venue id). */
const STORE_LOCK = 0x63757374;

/**
 * GET customers. Search and paging serve whoever may book (the booking dialog); the list's other
 * filters and archived customers are the list screen's, which needs customers.manage (spec §6).
 */
export async function listCustomers(ctx: VenueCtx, query: z.output<typeof customersQuery>): Promise<Buffer> {
  if (!hasPermission(ctx.session.permissions, 'customers.manage') && LIST_ONLY_FILTERS.some((name) => query[name] !== undefined)) throw new AppError('FORBIDDEN');
  // The visit figures come from the calendar's bookings, which announce the venue's own scope.
  return lists(ctx, JSON.stringify(query), [customersScope(ctx.venueId), ctx.venueId], () => readList(ctx, query));
}

/**
 * The list's answers, kept per venue, language and query while the venue's customers and bookings are
 * unchanged (lib/answer-cache.ts): the search box asks at every keystroke, and the same few searches
 * from every desk. Half a minute at most, as the visit figures follow the clock (a visit that starts
 * moves from next to last).
 */
const lists = answerCache<CustomersResponse>({ schema: customersResponse, url: '/customers', entries: 2_000, maxAgeMs: 30_000 });

async function readList(ctx: VenueCtx, query: z.output<typeof customersQuery>): Promise<CustomersResponse> {
  const { page, per_page: perPage } = query;
  const info = await venueInfoCached(ctx);
  const scope = { venueId: ctx.venueId, country: info.country, timezone: info.timezone, now: ctx.deps.now() };
  // As typed first (no transaction); near spellings, which need the threshold set, only when nothing matched.
  const slice = { limit: perPage, offset: (page - 1) * perPage };
  let { rows, total } = await listPage(ctx.db, query, scope, slice);
  if (!total && query.search && hasNearWords(query.search)) {
    ({ rows, total } = await ctx.db.transaction(async (tx) => {
      await setTypoThreshold(tx);
      return listPage(tx, query, { ...scope, near: true }, slice);
    }));
  }
  return { data: rows.map(toRow), meta: { page, per_page: perPage, total, last_page: Math.max(1, Math.ceil(total / perPage)) } };
}

/**
 * Adds a customer. The phone is stored in E.164 form; a phone or e-mail that a customer of the
 * venue already has is refused (CUSTOMER_EXISTS, naming that customer). The check and the insert
 * hold a per-venue lock, so two desks adding the same person at once make one customer.
 */
export async function storeCustomer(ctx: VenueCtx, body: z.output<typeof customerStoreBody>): Promise<CustomerStoreResponse> {
  const phone = body.phone ? normalizePhone(body.phone, await venueCountry(ctx.db, ctx.venueId)) : '';
  if (phone === null) throw fieldError('phone', 'customers.phone_invalid');
  const values = { first_name: body.first_name.normalize('NFC'), last_name: body.last_name.normalize('NFC'), phone, email: body.email };

  const customer = await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${STORE_LOCK}, ${ctx.venueId})`);
    const existing = await customersWithContact(tx, ctx.venueId, phone, values.email);
    if (existing.length) throw alreadyExists(existing, phone, values.email);
    const [row] = await tx
      .insert(customers)
      .values({ venueId: ctx.venueId, firstName: values.first_name, lastName: values.last_name, phone, email: values.email })
      .returning(summaryColumns);
    await logActivity(ctx, { entity: 'customer', entityId: row!.id, action: 'created', changes: values }, tx);
    return row as CustomerSummary;
  });
  return { customer };
}

/** 422 naming the customer that has the phone (else the e-mail), with a message on each field taken. */
function alreadyExists(existing: CustomerSummary[], phone: string, email: string): AppError {
  const errors: Record<string, FieldMessage[]> = {};
  const taken = (field: 'phone' | 'email', match: (row: CustomerSummary) => boolean) => {
    const row = existing.find(match);
    if (row) errors[field] = [{ key: `customers.${field}_taken`, vars: { name: `${row.first_name} ${row.last_name}`.trim() } }];
  };
  const digits = phone.replace(/\D/g, '');
  if (digits) taken('phone', (row) => row.phone.replace(/\D/g, '') === digits);
  if (email) taken('email', (row) => row.email.toLowerCase() === email);
  return new AppError('CUSTOMER_EXISTS', { errors, extra: { customer: existing[0] } });
}

/** Demo Salon's consultation forms and a few filled ones (db/seed). */
export { seedCustomerForms } from './forms/forms.seed';
/** Customers' settings and privacy, for other features: the announcement (online booking), the wording (reminders), consent (marketing). */
export { activeAnnouncement, updateAnnouncement } from './announcement/announcement.service';
export { messageTemplate, updateTemplate } from './notifications/notifications.service';
export { assertNotErased, canMarket } from './privacy/privacy.consents';
export { createCustomers, type NewCustomer } from './profile/customers-create';
