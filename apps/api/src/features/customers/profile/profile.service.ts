import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { cleanTags, type CustomerDetailResponse, type customerAppointmentsQuery, type customerTagsBody, type customerUpdateBody } from '@chairside/shared/customers-profile';
import { normalizePhone } from '@chairside/shared/rules/phone';
import { customers, employees } from '../../../db/schema/index';
import type { VenueCtx } from '../../../lib/context';
import { diffChanges, logActivities, logActivity } from '../../../lib/activity';
import { AppError, fieldError } from '../../../lib/errors';
import { customersWithContact, venueInfo } from '../customers.queries';
import { customerActivity, customerAppointments, customerDetail, customerRecord, type CustomerRecord } from './profile.queries';
import { assertNotErased } from '../privacy/privacy.consents';

/** A customer's profile: read, edit (edit_customer), archive and restore, tags of many at once. */

async function scopeOf(ctx: VenueCtx) {
  const info = await venueInfo(ctx.db, ctx.venueId);
  return { venueId: ctx.venueId, country: info.country, timezone: info.timezone, now: ctx.deps.now() };
}

export async function getCustomer(ctx: VenueCtx, id: number): Promise<CustomerDetailResponse> {
  return { customer: await customerDetail(ctx.db, await scopeOf(ctx), id) };
}

/** The record's fields under their wire names, as the activity log compares them. */
const wireValues = (r: CustomerRecord) => ({
  first_name: r.firstName, last_name: r.lastName, phone: r.phone, email: r.email, birthday: r.birthday, gender: r.gender, notes: r.notes,
  street: r.street, city: r.city, postcode: r.postcode, country: r.country, company_name: r.companyName, company_tax_number: r.companyTaxNumber, tags: r.tags, alerts: r.alerts,
  preferred_employee_id: r.preferredEmployeeId, sms_marketing: r.smsMarketing, sms_marketing_source: r.smsMarketingSource,
  email_marketing: r.emailMarketing, email_marketing_source: r.emailMarketingSource, blocked_online: r.blockedOnline,
});

/**
 * Changes the fields sent; the phone is stored in E.164 form and, like the e-mail, may not be
 * another customer's. A consent whose flag changes gets the time of the change and its source.
 * Every changed field is logged with its value before and after.
 */
export async function updateCustomer(ctx: VenueCtx, id: number, body: z.output<typeof customerUpdateBody>): Promise<CustomerDetailResponse> {
  const scope = await scopeOf(ctx);
  await ctx.db.transaction(async (tx) => {
    const record = await customerRecord(tx, ctx.venueId, id, true);
    await assertNotErased(ctx, id, tx);
    const next: Record<string, unknown> = { ...body };
    if (body.first_name !== undefined) next.first_name = body.first_name.normalize('NFC');
    if (body.last_name !== undefined) next.last_name = body.last_name.normalize('NFC');
    if (body.tags !== undefined) next.tags = cleanTags(body.tags);
    if (body.phone) {
      const phone = normalizePhone(body.phone, scope.country);
      if (phone === null) throw fieldError('phone', 'customers.phone_invalid');
      next.phone = phone;
    }
    const changes = diffChanges(wireValues(record), next);
    if (!Object.keys(changes).length) return;
    if (changes.phone || changes.email) {
      const taken = await customersWithContact(tx, ctx.venueId, changes.phone ? String(next.phone) : '', changes.email ? String(next.email) : '', id);
      if (taken.length) {
        const name = `${taken[0]!.first_name} ${taken[0]!.last_name}`.trim();
        throw fieldError(changes.phone && taken[0]!.phone.replace(/\D/g, '') === String(next.phone).replace(/\D/g, '') ? 'phone' : 'email', changes.phone ? 'customers.phone_taken' : 'customers.email_taken', { name });
      }
    }
    if (changes.preferred_employee_id && next.preferred_employee_id !== null) {
      const [employee] = await tx.select({ id: employees.id }).from(employees).where(and(eq(employees.venueId, ctx.venueId), eq(employees.id, Number(next.preferred_employee_id))));
      if (!employee) throw fieldError('preferred_employee_id', 'validation.one_of');
    }
    const now = ctx.deps.now();
    const set: Partial<typeof customers.$inferInsert> = { updatedAt: now };
    const v = next as z.output<typeof customerUpdateBody>;
    if (changes.first_name) set.firstName = v.first_name;
    if (changes.last_name) set.lastName = v.last_name;
    if (changes.phone) set.phone = v.phone;
    if (changes.email) set.email = v.email;
    if (changes.birthday) set.birthday = v.birthday;
    if (changes.gender) set.gender = v.gender;
    if (changes.notes) set.notes = v.notes;
    if (changes.street) set.street = v.street;
    if (changes.city) set.city = v.city;
    if (changes.postcode) set.postcode = v.postcode;
    if (changes.country) set.country = v.country;
    if (changes.company_name) set.companyName = v.company_name;
    if (changes.company_tax_number) set.companyTaxNumber = v.company_tax_number;
    if (changes.tags) set.tags = v.tags;
    if (changes.alerts) set.alerts = v.alerts;
    if (changes.preferred_employee_id) set.preferredEmployeeId = v.preferred_employee_id;
    if (changes.blocked_online) set.blockedOnline = v.blocked_online;
    if (changes.sms_marketing) Object.assign(set, { smsMarketing: v.sms_marketing, smsMarketingAt: now, smsMarketingSource: v.sms_marketing_source ?? 'desk' });
    else if (changes.sms_marketing_source) set.smsMarketingSource = v.sms_marketing_source;
    if (changes.email_marketing) Object.assign(set, { emailMarketing: v.email_marketing, emailMarketingAt: now, emailMarketingSource: v.email_marketing_source ?? 'desk' });
    else if (changes.email_marketing_source) set.emailMarketingSource = v.email_marketing_source;
    await tx.update(customers).set(set).where(and(eq(customers.venueId, ctx.venueId), eq(customers.id, id)));
    await logActivity(ctx, { entity: 'customer', entityId: id, action: 'updated', changes }, tx);
  });
  return { customer: await customerDetail(ctx.db, scope, id) };
}

/** Archives (hides from the list and the booking dialog) or restores a customer; logged. */
export async function setArchived(ctx: VenueCtx, id: number, archived: boolean): Promise<CustomerDetailResponse> {
  await ctx.db.transaction(async (tx) => {
    const record = await customerRecord(tx, ctx.venueId, id, true);
    if (record.archived === archived) return;
    if (!archived) await assertNotErased(ctx, id, tx);
    await tx.update(customers).set({ archived, updatedAt: ctx.deps.now() }).where(and(eq(customers.venueId, ctx.venueId), eq(customers.id, id)));
    await logActivity(ctx, { entity: 'customer', entityId: id, action: archived ? 'archived' : 'restored' }, tx);
  });
  return getCustomer(ctx, id);
}

/** Adds and removes tags on many customers at once; each customer whose tags change is logged. Unknown ids → NOT_FOUND. */
export async function changeTags(ctx: VenueCtx, body: z.output<typeof customerTagsBody>): Promise<{ updated: number }> {
  const add = cleanTags(body.add);
  const remove = new Set(cleanTags(body.remove).map((tag) => tag.toLocaleLowerCase()));
  const ids = [...new Set(body.ids)];
  return ctx.db.transaction(async (tx) => {
    const rows = await tx.select({ id: customers.id, tags: customers.tags }).from(customers).where(and(eq(customers.venueId, ctx.venueId), inArray(customers.id, ids))).for('update');
    if (rows.length !== ids.length) throw new AppError('NOT_FOUND');
    const changed = rows.flatMap((row) => {
      const tags = cleanTags([...row.tags, ...add]).filter((tag) => !remove.has(tag.toLocaleLowerCase()));
      return JSON.stringify(tags) === JSON.stringify(row.tags) ? [] : [{ id: row.id, before: row.tags, after: tags }];
    });
    for (const row of changed) {
      await tx.update(customers).set({ tags: row.after, updatedAt: ctx.deps.now() }).where(and(eq(customers.venueId, ctx.venueId), eq(customers.id, row.id)));
    }
    await logActivities(ctx, changed.map((row) => ({ entity: 'customer', entityId: row.id, action: 'updated', changes: { tags: { before: row.before, after: row.after } } })), tx);
    return { updated: changed.length };
  });
}

/** Every tag in use in the venue, in byte order. */
export async function venueTags(ctx: VenueCtx): Promise<{ tags: string[] }> {
  const result = (await ctx.db.execute(sql`select distinct unnest(tags) as tag from customers where venue_id = ${ctx.venueId} order by 1 limit 500`)) as unknown as { rows: { tag: string }[] };
  return { tags: result.rows.map((row) => row.tag) };
}

export async function getActivity(ctx: VenueCtx, id: number) {
  await customerRecord(ctx.db, ctx.venueId, id);
  return { data: await customerActivity(ctx.db, ctx.venueId, id) };
}

export async function getAppointments(ctx: VenueCtx, id: number, query: z.output<typeof customerAppointmentsQuery>) {
  await customerRecord(ctx.db, ctx.venueId, id);
  const { page, per_page: perPage } = query;
  const { data, total } = await customerAppointments(ctx.db, ctx.venueId, id, query.kind, ctx.deps.now(), page, perPage);
  return { data, meta: { page, per_page: perPage, total, last_page: Math.max(1, Math.ceil(total / perPage)) } };
}
