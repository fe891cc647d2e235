import { and, asc, count, eq, ilike, inArray, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { CustomerForm, formBody, formsQuery, FormResponse, FormsResponse } from '@chairside/shared/customer-forms';
import type { Queryable } from '../../../db/client';
import { customerFormResponses, customerForms, customerFormServices, services } from '../../../db/schema/index';
import { assertFeature } from '../../../lib/access';
import { diffChanges, logActivity } from '../../../lib/activity';
import type { VenueCtx } from '../../../lib/context';
import { AppError, fieldError } from '../../../lib/errors';
import { t } from '../../../lib/i18n';

/**
 * Consultation and consent forms (spec §2.3 /customers/forms): the field list is one JSON document
 * validated by the shared formFieldsSchema; a form is attached to services and asked by link before
 * the visit (form-links.ts) and/or at the desk. Archived forms keep their responses.
 */

type Row = typeof customerForms.$inferSelect;
type Body = z.output<typeof formBody>;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

async function wireMany(db: Queryable, venueId: number, rows: Row[]): Promise<CustomerForm[]> {
  if (!rows.length) return [];
  const ids = rows.map((row) => row.id);
  const [links, counts] = await Promise.all([
    db.select({ formId: customerFormServices.formId, serviceId: customerFormServices.serviceId }).from(customerFormServices)
      .where(and(eq(customerFormServices.venueId, venueId), inArray(customerFormServices.formId, ids))).orderBy(asc(customerFormServices.serviceId)),
    db.select({ formId: customerFormResponses.formId, n: count() }).from(customerFormResponses)
      .where(and(eq(customerFormResponses.venueId, venueId), inArray(customerFormResponses.formId, ids))).groupBy(customerFormResponses.formId),
  ]);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    fields: row.fields,
    service_ids: links.filter((link) => link.formId === row.id).map((link) => link.serviceId),
    ask_by_link: row.askByLink,
    ask_at_desk: row.askAtDesk,
    archived: row.archived,
    response_count: counts.find((c) => c.formId === row.id)?.n ?? 0,
    updated_at: row.updatedAt.toISOString(),
  }));
}

export async function findForm(db: Queryable, venueId: number, id: number): Promise<Row> {
  const [row] = await db.select().from(customerForms).where(and(eq(customerForms.venueId, venueId), eq(customerForms.id, id))).limit(1);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** GET forms: active (or archived) forms by name, optionally those a service asks for. */
export async function listForms(ctx: VenueCtx, query: z.output<typeof formsQuery>): Promise<FormsResponse> {
  const conditions = [eq(customerForms.venueId, ctx.venueId), eq(customerForms.archived, query.archived === '1')];
  const search = query.search?.trim();
  if (search) conditions.push(or(ilike(customerForms.name, `%${escapeLike(search)}%`), ilike(customerForms.description, `%${escapeLike(search)}%`))!);
  if (query.service_id) {
    const linked = ctx.db.select({ id: customerFormServices.formId }).from(customerFormServices)
      .where(and(eq(customerFormServices.venueId, ctx.venueId), eq(customerFormServices.serviceId, query.service_id)));
    conditions.push(inArray(customerForms.id, linked));
  }
  const rows = await ctx.db.select().from(customerForms).where(and(...conditions)).orderBy(asc(customerForms.name), asc(customerForms.id)).limit(500);
  return { data: await wireMany(ctx.db, ctx.venueId, rows) };
}

/** GET forms/detail/{id}. */
export async function formDetail(ctx: VenueCtx, id: number): Promise<FormResponse> {
  const [form] = await wireMany(ctx.db, ctx.venueId, [await findForm(ctx.db, ctx.venueId, id)]);
  return { data: form! };
}

async function setServices(db: Queryable, venueId: number, formId: number, serviceIds: number[]): Promise<void> {
  const wanted = [...new Set(serviceIds)];
  if (wanted.length) {
    const found = await db.select({ id: services.id }).from(services).where(and(eq(services.venueId, venueId), inArray(services.id, wanted)));
    if (found.length !== wanted.length) throw fieldError('service_ids', 'customer_forms.validation.unknown_service');
  }
  await db.delete(customerFormServices).where(and(eq(customerFormServices.venueId, venueId), eq(customerFormServices.formId, formId)));
  if (wanted.length) await db.insert(customerFormServices).values(wanted.map((serviceId) => ({ venueId, formId, serviceId })));
}

const columnsOf = (body: Body) => ({
  name: body.name,
  description: body.description,
  fields: body.fields,
  askByLink: body.ask_by_link,
  askAtDesk: body.ask_at_desk,
});

/** A new form with its services (POST forms/store, and the demo seed). */
export async function insertForm(db: Queryable, venueId: number, body: Body): Promise<number> {
  const [row] = await db.insert(customerForms).values({ venueId, ...columnsOf(body) }).returning({ id: customerForms.id });
  await setServices(db, venueId, row!.id, body.service_ids);
  return row!.id;
}

/** POST forms/store. */
export async function storeForm(ctx: VenueCtx, body: Body): Promise<FormResponse> {
  await assertFeature(ctx, 'forms');
  const id = await ctx.db.transaction(async (tx) => {
    const formId = await insertForm(tx, ctx.venueId, body);
    await logActivity(ctx, { entity: 'customer_form', entityId: formId, action: 'create', changes: { name: { before: null, after: body.name } } }, tx);
    return formId;
  });
  return { ...(await formDetail(ctx, id)), message: t(ctx.lang, 'customer_forms.saved') };
}

/** POST forms/update/{id}: responses already given keep the fields they were filled with. */
export async function updateForm(ctx: VenueCtx, id: number, body: Body): Promise<FormResponse> {
  await ctx.db.transaction(async (tx) => {
    const before = (await wireMany(tx, ctx.venueId, [await findForm(tx, ctx.venueId, id)]))[0]!;
    // Another venue's id is not found, whatever the plan; then the plan decides.
    await assertFeature(ctx, 'forms');
    await tx.update(customerForms).set({ ...columnsOf(body), updatedAt: new Date() }).where(and(eq(customerForms.venueId, ctx.venueId), eq(customerForms.id, id)));
    await setServices(tx, ctx.venueId, id, body.service_ids);
    const changes = diffChanges(
      { name: before.name, description: before.description, fields: before.fields, service_ids: before.service_ids, ask_by_link: before.ask_by_link, ask_at_desk: before.ask_at_desk },
      { ...body, service_ids: [...new Set(body.service_ids)].sort((a, b) => a - b) },
    );
    if (Object.keys(changes).length) await logActivity(ctx, { entity: 'customer_form', entityId: id, action: 'update', changes }, tx);
  });
  return { ...(await formDetail(ctx, id)), message: t(ctx.lang, 'customer_forms.saved') };
}

/** POST forms/archive/{id} and forms/restore/{id}: an archived form is no longer asked for. */
export async function setFormArchived(ctx: VenueCtx, id: number, archived: boolean): Promise<FormResponse> {
  await ctx.db.transaction(async (tx) => {
    const before = await findForm(tx, ctx.venueId, id);
    await assertFeature(ctx, 'forms');
    if (before.archived === archived) return;
    await tx.update(customerForms).set({ archived, updatedAt: new Date() }).where(and(eq(customerForms.venueId, ctx.venueId), eq(customerForms.id, id)));
    await logActivity(ctx, { entity: 'customer_form', entityId: id, action: archived ? 'archive' : 'restore', changes: { archived: { before: before.archived, after: archived } } }, tx);
  });
  return { ...(await formDetail(ctx, id)), message: t(ctx.lang, archived ? 'customer_forms.archived_message' : 'customer_forms.restored_message') };
}

/** Active forms asked by link, attached to any of these services of a venue (the link job). */
export async function linkFormsForServices(db: Queryable, venueId: number, serviceIds: number[]): Promise<{ formId: number; serviceId: number; name: string }[]> {
  if (!serviceIds.length) return [];
  return db
    .select({ formId: customerForms.id, serviceId: customerFormServices.serviceId, name: customerForms.name })
    .from(customerFormServices)
    .innerJoin(customerForms, and(eq(customerForms.venueId, customerFormServices.venueId), eq(customerForms.id, customerFormServices.formId)))
    .where(and(eq(customerFormServices.venueId, venueId), inArray(customerFormServices.serviceId, serviceIds), eq(customerForms.archived, false), eq(customerForms.askByLink, true)));
}
