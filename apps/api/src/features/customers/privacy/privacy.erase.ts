import { and, eq } from 'drizzle-orm';
import { hasPermission } from '@chairside/shared/permissions';
import { CONSENT_CHANNELS, type EraseResponse } from '@chairside/shared/customers-settings';
import { customerErasures, customerFormRequests, customerFormResponses, customers } from '../../../db/schema/index';
import type { VenueCtx } from '../../../lib/context';
import { logActivity, redactActivity } from '../../../lib/activity';
import { AppError, fieldError } from '../../../lib/errors';
import { t } from '../../../lib/i18n';
import { customerOr404, erasedAt, recordConsent } from './privacy.consents';

/**
 * Erasure on request (GDPR art. 17): the personal fields are anonymised for good; the appointments
 * (and, with sales, the financial records the law keeps) stay, pointing at "Erased customer #id".
 * The customer is archived and blocked online: no longer found by the booking search nor bookable.
 * Their filled forms keep the form and the date but lose the answers and the signature, unsent form
 * links are withdrawn, and the values earlier activity entries recorded of them are redacted.
 */

const collapse = (text: string) => text.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase();

/** POST customers/erase/{id}: needs customers.manage and edit_customer, and the customer's full name typed again. */
export async function eraseCustomer(ctx: VenueCtx, id: number, confirmation: string): Promise<EraseResponse> {
  if (!hasPermission(ctx.session.permissions, 'customers.manage') || !hasPermission(ctx.session.permissions, 'edit_customer')) throw new AppError('FORBIDDEN');
  return ctx.db.transaction(async (tx) => {
    const customer = await customerOr404(ctx, id, tx, true);
    if (await erasedAt(ctx, id, tx)) throw new AppError('CUSTOMER_ERASED');
    const fullName = `${customer.firstName} ${customer.lastName}`;
    if (collapse(confirmation) !== collapse(fullName)) throw fieldError('confirmation', 'customer_settings.validation.confirmation_mismatch');

    for (const channel of CONSENT_CHANNELS) await recordConsent(ctx, tx, customer, { channel, granted: false, source: 'erasure' });
    const now = ctx.deps.now();
    const name = t(ctx.lang, 'customer_settings.erased_name', { id });
    await tx
      .update(customers)
      .set({
        firstName: name, lastName: '', phone: '', email: '', birthday: null, gender: null, notes: '', street: '', city: '', postcode: '', country: '',
        tags: [], alerts: '', preferredEmployeeId: null, blockedOnline: true, archived: true, deletionRequestedAt: customer.deletionRequestedAt ?? now, updatedAt: now,
      })
      .where(and(eq(customers.venueId, ctx.venueId), eq(customers.id, id)));
    const own = <T extends typeof customerFormResponses | typeof customerFormRequests>(table: T) => and(eq(table.venueId, ctx.venueId), eq(table.customerId, id));
    await tx.update(customerFormResponses).set({ answers: {}, signature: null }).where(own(customerFormResponses));
    await tx.delete(customerFormRequests).where(own(customerFormRequests));
    await redactActivity(tx, ctx.venueId, 'customer', id);
    await tx.insert(customerErasures).values({ venueId: ctx.venueId, customerId: id, employeeId: ctx.employeeId, erasedAt: now });
    // The log says that the customer was erased and which fields were cleared, never their old values.
    const cleared = ['first_name', 'last_name', 'phone', 'email', 'birthday', 'gender', 'notes', 'address', 'tags', 'alerts', 'preferred_employee', 'marketing_consents', 'form_answers', 'signatures', 'form_links', 'activity_values'];
    await logActivity(ctx, { entity: 'customer', entityId: id, action: 'erased', changes: { cleared } }, tx);
    return { customer_id: id, erased_at: now.toISOString(), name, message: t(ctx.lang, 'customer_settings.privacy.erased_done') };
  });
}
