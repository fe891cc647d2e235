import { and, desc, eq } from 'drizzle-orm';
import { hasPermission } from '@chairside/shared/permissions';
import type { ConsentChannel, ConsentEntry, ConsentSource, ConsentsResponse } from '@chairside/shared/customers-settings';
import type { Queryable, Tx } from '../../../db/client';
import { customerConsents, customerErasures, customers, employees } from '../../../db/schema/index';
import type { VenueCtx } from '../../../lib/context';
import { logActivity } from '../../../lib/activity';
import { giveCustomerRows, returnCustomerRows } from '../../../lib/customer-rows';
import { AppError } from '../../../lib/errors';

/**
 * Marketing consent (e-mail, SMS): the customer row holds the current answer, customer_consents
 * every change with its time, source and who recorded it. canMarket() is the one question
 * marketing asks before sending anything.
 */

type Customer = typeof customers.$inferSelect;

/** The venue's customer, or 404 (another venue's id included). Locked when `forUpdate`. */
export async function customerOr404(ctx: VenueCtx, id: number, db: Queryable = ctx.db, forUpdate = false): Promise<Customer> {
  const query = db.select().from(customers).where(and(eq(customers.venueId, ctx.venueId), eq(customers.id, id)));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** When the customer was erased (null: never). */
export async function erasedAt(ctx: Pick<VenueCtx, 'db' | 'venueId'>, customerId: number, db: Queryable = ctx.db): Promise<Date | null> {
  const [row] = await db
    .select({ at: customerErasures.erasedAt })
    .from(customerErasures)
    .where(and(eq(customerErasures.venueId, ctx.venueId), eq(customerErasures.customerId, customerId)));
  return row?.at ?? null;
}

/** Erased customers can no longer be edited or booked: 422 CUSTOMER_ERASED (for the profile editor and the calendar). */
export async function assertNotErased(ctx: Pick<VenueCtx, 'db' | 'venueId'>, customerId: number, db: Queryable = ctx.db): Promise<void> {
  if (await erasedAt(ctx, customerId, db)) throw new AppError('CUSTOMER_ERASED');
}

const column = { sms: { flag: 'smsMarketing', at: 'smsMarketingAt', source: 'smsMarketingSource' }, email: { flag: 'emailMarketing', at: 'emailMarketingAt', source: 'emailMarketingSource' } } as const;

/**
 * Records a consent given or withdrawn (inside the caller's transaction): the customer's current
 * answer, a history row and the activity log. Nothing is written when the answer does not change.
 * For the profile, the import and the forms (customers' own sub-features).
 */
export async function recordConsent(
  ctx: VenueCtx,
  tx: Queryable,
  customer: Customer,
  change: { channel: ConsentChannel; granted: boolean; source: ConsentSource },
): Promise<boolean> {
  const names = column[change.channel];
  if (customer[names.flag] === change.granted) return false;
  const now = ctx.deps.now();
  await tx
    .update(customers)
    .set({ [names.flag]: change.granted, [names.at]: now, [names.source]: change.source, updatedAt: now })
    .where(and(eq(customers.venueId, ctx.venueId), eq(customers.id, customer.id)));
  await tx.insert(customerConsents).values({ venueId: ctx.venueId, customerId: customer.id, channel: change.channel, granted: change.granted, source: change.source, employeeId: ctx.employeeId, createdAt: now });
  await logActivity(ctx, { entity: 'customer', entityId: customer.id, action: change.granted ? 'consent_given' : 'consent_withdrawn', changes: { channel: change.channel, source: change.source } }, tx);
  return true;
}

/** Every consent change of a customer, newest first. */
export async function consentHistory(ctx: Pick<VenueCtx, 'db' | 'venueId'>, customerId: number): Promise<ConsentEntry[]> {
  const rows = await ctx.db
    .select({ id: customerConsents.id, channel: customerConsents.channel, granted: customerConsents.granted, source: customerConsents.source, at: customerConsents.createdAt, first: employees.firstName, last: employees.lastName })
    .from(customerConsents)
    .leftJoin(employees, and(eq(employees.venueId, customerConsents.venueId), eq(employees.id, customerConsents.employeeId)))
    .where(and(eq(customerConsents.venueId, ctx.venueId), eq(customerConsents.customerId, customerId)))
    .orderBy(desc(customerConsents.createdAt), desc(customerConsents.id));
  return rows.map((row) => ({ id: row.id, channel: row.channel, granted: row.granted, source: row.source, by: `${row.first ?? ''} ${row.last ?? ''}`.trim(), at: row.at.toISOString() }));
}

/** GET customers/{id}/consents. */
export async function customerConsentsOf(ctx: VenueCtx, id: number): Promise<ConsentsResponse> {
  const customer = await customerOr404(ctx, id);
  const [history, erased] = await Promise.all([consentHistory(ctx, id), erasedAt(ctx, id)]);
  return { customer_id: id, name: `${customer.firstName} ${customer.lastName}`.trim(), erased: !!erased, erased_at: erased?.toISOString() ?? null, sms_marketing: customer.smsMarketing, email_marketing: customer.emailMarketing, history };
}

/** POST customers/{id}/consents/store: a consent given or withdrawn (editing a customer: edit_customer). */
export async function storeConsent(ctx: VenueCtx, id: number, change: { channel: ConsentChannel; granted: boolean; source: ConsentSource }): Promise<ConsentsResponse> {
  if (!hasPermission(ctx.session.permissions, 'edit_customer')) throw new AppError('FORBIDDEN');
  await ctx.db.transaction(async (tx) => {
    const customer = await customerOr404(ctx, id, tx, true);
    await assertNotErased(ctx, id, tx);
    await recordConsent(ctx, tx, customer, change);
  });
  return customerConsentsOf(ctx, id);
}

/**
 * Whether marketing may reach the customer on this channel: the venue's customer, not erased nor
 * archived, who gave that consent and has an address for it. Marketing never sends without it.
 */
export async function canMarket(ctx: Pick<VenueCtx, 'db' | 'venueId'>, customerId: number, channel: ConsentChannel): Promise<boolean> {
  const [row] = await ctx.db
    .select({ sms: customers.smsMarketing, email: customers.emailMarketing, phone: customers.phone, address: customers.email, archived: customers.archived })
    .from(customers)
    .where(and(eq(customers.venueId, ctx.venueId), eq(customers.id, customerId)));
  if (!row || row.archived || (await erasedAt(ctx, customerId))) return false;
  return channel === 'sms' ? row.sms && row.phone !== '' : row.email && row.address !== '';
}

const CONSENT_TABLES = { history: customerConsents } as const;

/**
 * A customer merge gives the merged-away customer's consent history to the kept one (the record of
 * when and how each consent the kept customer now carries was given); undo gives back exactly those rows.
 */
export const moveCustomerConsents = (tx: Tx, venueId: number, fromId: number, toId: number) => giveCustomerRows(tx, venueId, CONSENT_TABLES, fromId, toId);
export const returnCustomerConsents = (tx: Tx, venueId: number, moved: Record<string, number[]>, fromId: number, toId: number) =>
  returnCustomerRows(tx, venueId, CONSENT_TABLES, moved, fromId, toId);
