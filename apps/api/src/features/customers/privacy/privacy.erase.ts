import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { hasPermission } from '@chairside/shared/permissions';
import { CONSENT_CHANNELS, type EraseResponse } from '@chairside/shared/customers-settings';
import type { Tx } from '../../../db/client';
import { customerErasures, customerFormRequests, customerFormResponses, customerMerges, customers } from '../../../db/schema/index';
import type { VenueCtx } from '../../../lib/context';
import { logActivity, redactActivity } from '../../../lib/activity';
import { AppError, fieldError } from '../../../lib/errors';
import { forgetMails } from '../../../lib/mail';
import { t } from '../../../lib/i18n';
import { forgetCustomerNotes } from '../../calendar/calendar.service';
import { forgetCustomerReminders } from '../../reminders/reminders.service';
import { renameSalesCustomer } from '../../sales/sales.service';
import { purgeVenueImports } from '../import/import.service';
import { customerOr404, erasedAt, recordConsent } from './privacy.consents';

/**
 * Erasure on request (GDPR art. 17): the personal fields are anonymised for good; the appointments
 * and the financial records the law keeps stay, pointing at "Erased customer #id". The customer is
 * archived and blocked online: no longer found by the booking search nor bookable.
 *
 * What else held the person, and what happens to it:
 * - Filled forms keep the form and the date but lose the answers and the signature; unsent form
 *   links are withdrawn, and the outbox copies of the link mails sent to them lose the address and
 *   the text (one not yet sent is not sent).
 * - Reminders sent to them (the reminders' history) keep when and by which channel, not the address;
 *   their outbox copies lose address and text the same way, and an unused confirm link stops working.
 * - Earlier activity entries of the customer keep which fields changed, never the values.
 * - The bookings stay, but their notes and cancellation notes (free text about the person) are
 *   emptied, and so are the notes recorded in the bookings' activity entries (the calendar's).
 * - Sale documents (sales, voids, refunds) are kept whole — numbers, dates, lines, amounts, taxes,
 *   payments — as bookkeeping law requires (art. 17(3)(b)); the customer's name copied onto them
 *   when they were paid is replaced by "Erased customer #id": the buyer's name is no legal content
 *   of a receipt (simplified invoice), and the link to the customer id stays for the accounts.
 *   An invoice (sales/invoices) keeps its buyer (company, tax number, address) as issued, since
 *   invoicing law requires them; the person's name copied onto it is replaced the same way. The
 *   billing details on the customer record (company_name, company_tax_number) are cleared.
 *   The gift vouchers they bought keep their balance and get the same name (renameSalesCustomer too),
 *   and where their pay-by-links at the till went (Chairside Pay: a number or an address) is cleared.
 * - Customer import files and their reports of rows left out (stored in the database) may hold the
 *   person's row: every one of the venue's is purged now (they are purged IMPORT_KEEP_DAYS after
 *   the import anyway); a queued or running import finishes first and is purged by the hourly job.
 * - Customers merged into this one (same person, merge not undone) are erased with it, and the
 *   merges' stored "before" values keep only the field names: such a merge can no longer be undone.
 * - Left to expire: the stored replies of idempotent requests (lib/idempotency; e.g. the till's pay
 *   answered the sale with the name) are deleted by the hourly clean-up 24 hours after the request,
 *   as a retried request must get the same answer until then.
 */

const collapse = (text: string) => text.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase();

const CLEARED = [
  'first_name', 'last_name', 'phone', 'email', 'birthday', 'gender', 'notes', 'address', 'tags', 'alerts', 'preferred_employee', 'marketing_consents',
  'form_answers', 'signatures', 'form_links', 'form_link_mails', 'reminder_recipients', 'activity_values', 'booking_notes', 'sale_customer_name', 'import_files', 'merge_values',
];

/** The customer and every customer merged into it (merges not undone, followed down a chain). */
async function samePerson(tx: Tx, venueId: number, id: number): Promise<number[]> {
  const ids = [id];
  for (let next = [id]; next.length; ) {
    const rows = await tx.select({ id: customerMerges.mergedId }).from(customerMerges)
      .where(and(eq(customerMerges.venueId, venueId), inArray(customerMerges.keptId, next), eq(customerMerges.undone, false)));
    next = rows.map((row) => row.id).filter((merged) => !ids.includes(merged));
    ids.push(...next);
  }
  return ids;
}

/** Anonymises one customer row and everything held of them (the module comment). */
async function anonymise(ctx: VenueCtx, tx: Tx, customer: typeof customers.$inferSelect, now: Date): Promise<string> {
  const id = customer.id;
  for (const channel of CONSENT_CHANNELS) await recordConsent(ctx, tx, customer, { channel, granted: false, source: 'erasure' });
  const name = t(ctx.lang, 'customer_settings.erased_name', { id });
  await tx
    .update(customers)
    .set({
      firstName: name, lastName: '', phone: '', email: '', birthday: null, gender: null, notes: '', street: '', city: '', postcode: '', country: '', companyName: '', companyTaxNumber: '',
      tags: [], alerts: '', preferredEmployeeId: null, blockedOnline: true, archived: true, deletionRequestedAt: customer.deletionRequestedAt ?? now, updatedAt: now,
    })
    .where(and(eq(customers.venueId, ctx.venueId), eq(customers.id, id)));
  const own = <T extends typeof customerFormResponses | typeof customerFormRequests>(table: T) => and(eq(table.venueId, ctx.venueId), eq(table.customerId, id));
  await tx.update(customerFormResponses).set({ answers: {}, signature: null }).where(own(customerFormResponses));
  const mails = await tx.select({ id: customerFormRequests.mailId }).from(customerFormRequests).where(own(customerFormRequests));
  await forgetMails(tx, ctx.venueId, mails.flatMap((row) => (row.id ? [row.id] : [])));
  await tx.delete(customerFormRequests).where(own(customerFormRequests));
  await renameSalesCustomer(tx, ctx.venueId, id, name);
  await forgetCustomerNotes(tx, ctx.venueId, id);
  await forgetCustomerReminders(tx, ctx.venueId, id);
  await redactActivity(tx, ctx.venueId, 'customer', id);
  await tx.insert(customerErasures).values({ venueId: ctx.venueId, customerId: id, employeeId: ctx.employeeId, erasedAt: now });
  return name;
}

/** POST customers/erase/{id}: needs customers.manage and edit_customer, and the customer's full name typed again. */
export async function eraseCustomer(ctx: VenueCtx, id: number, confirmation: string): Promise<EraseResponse> {
  if (!hasPermission(ctx.session.permissions, 'customers.manage') || !hasPermission(ctx.session.permissions, 'edit_customer')) throw new AppError('FORBIDDEN');
  return ctx.db.transaction(async (tx) => {
    const customer = await customerOr404(ctx, id, tx, true);
    if (await erasedAt(ctx, id, tx)) throw new AppError('CUSTOMER_ERASED');
    const fullName = `${customer.firstName} ${customer.lastName}`;
    if (collapse(confirmation) !== collapse(fullName)) throw fieldError('confirmation', 'customer_settings.validation.confirmation_mismatch');

    const now = ctx.deps.now();
    const name = await anonymise(ctx, tx, customer, now);
    const merged = (await samePerson(tx, ctx.venueId, id)).slice(1);
    for (const mergedId of merged) {
      if (await erasedAt(ctx, mergedId, tx)) continue;
      await anonymise(ctx, tx, await customerOr404(ctx, mergedId, tx, true), now);
    }
    const person = [id, ...merged];
    await tx
      .update(customerMerges)
      .set({ keptBefore: sql`jsonb_build_object('redacted', (select coalesce(jsonb_agg(k order by k), '[]'::jsonb) from jsonb_object_keys(${customerMerges.keptBefore}) k))` })
      .where(and(
        eq(customerMerges.venueId, ctx.venueId), or(inArray(customerMerges.keptId, person), inArray(customerMerges.mergedId, person)),
        sql`not (${customerMerges.keptBefore} ? 'redacted')`,
      ));
    await purgeVenueImports(tx, ctx.venueId, now);
    // The log says that the customer was erased and which fields were cleared, never their old values.
    await logActivity(ctx, { entity: 'customer', entityId: id, action: 'erased', changes: { cleared: CLEARED, ...(merged.length ? { merged_customers: merged } : {}) } }, tx);
    return { customer_id: id, erased_at: now.toISOString(), name, message: t(ctx.lang, 'customer_settings.privacy.erased_done') };
  });
}
