import { and, asc, eq, inArray, max, sql } from 'drizzle-orm';
import type {
  ServiceGroup, ServiceInput, Service, ServiceDetailResponse, ServicesResponse, ServiceVariant,
} from '@chairside/shared/catalog-services';
import type { Queryable } from '../../../db/client';
import { employeeServices, employees, serviceGroups, serviceVariants, services, taxRates } from '../../../db/schema/index';
import { logActivity } from '../../../lib/activity';
import { positionsOf } from '../../../lib/ordering';
import { listedFirst } from '@chairside/shared/rules/ordering';
import type { VenueCtx } from '../../../lib/context';
import { AppError, fieldError } from '../../../lib/errors';
import { t } from '../../../lib/i18n';

/**
 * The services catalogue (spec §2.3 /catalogs/services): services, their groups, variants and the
 * team who performs them. Changing a service never touches booked appointments: the calendar
 * copies the duration and price onto each line when it books.
 */

type ServiceRow = typeof services.$inferSelect;
type VariantRow = typeof serviceVariants.$inferSelect;

const variantWire = (row: VariantRow): ServiceVariant => ({
  id: row.id, name: row.name, initial: row.initialMinutes, gap: row.gapMinutes, finish: row.finishMinutes, price: row.price,
});

function serviceWire(row: ServiceRow, variants: VariantRow[] | Map<number, VariantRow[]>, employeeCount: number): Service {
  return {
    id: row.id,
    name: row.name,
    group_id: row.groupId,
    description: row.description,
    color: row.color,
    initial: row.initialMinutes,
    gap: row.gapMinutes,
    finish: row.finishMinutes,
    duration: row.initialMinutes + row.gapMinutes + row.finishMinutes,
    price_type: row.priceType,
    price: row.price,
    tax_id: row.taxId,
    resource_types: row.resourceTypes,
    online_bookable: row.onlineBookable,
    online_name: row.onlineName,
    online_description: row.onlineDescription,
    buffer_after: row.bufferAfterMinutes,
    sort_order: row.sortOrder,
    archived: row.archived,
    employee_count: employeeCount,
    variants: (variants instanceof Map ? (variants.get(row.id) ?? []) : variants.filter((v) => v.serviceId === row.id)).map(variantWire),
  };
}

const groupWire = (row: typeof serviceGroups.$inferSelect): ServiceGroup => ({
  id: row.id, name: row.name, color: row.color, sort_order: row.sortOrder, archived: row.archived,
});

async function variantsOf(db: Queryable, venueId: number, serviceIds: number[]): Promise<VariantRow[]> {
  if (!serviceIds.length) return [];
  return db
    .select()
    .from(serviceVariants)
    .where(and(eq(serviceVariants.venueId, venueId), inArray(serviceVariants.serviceId, serviceIds)))
    .orderBy(asc(serviceVariants.sortOrder), asc(serviceVariants.id));
}

async function employeeCounts(db: Queryable, venueId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ serviceId: employeeServices.serviceId, count: sql<number>`count(*)::int` })
    .from(employeeServices)
    .innerJoin(employees, and(eq(employees.venueId, employeeServices.venueId), eq(employees.id, employeeServices.employeeId)))
    .where(and(eq(employeeServices.venueId, venueId), eq(employees.archived, false)))
    .groupBy(employeeServices.serviceId);
  return new Map(rows.map((row) => [row.serviceId, row.count]));
}

/** GET services: the (not archived) groups in order with their services; `archived` lists the archived services instead. */
export async function listServices(ctx: VenueCtx, archived: boolean): Promise<ServicesResponse> {
  const [groups, rows, counts, team] = await Promise.all([
    ctx.db.select().from(serviceGroups).where(eq(serviceGroups.venueId, ctx.venueId)).orderBy(asc(serviceGroups.sortOrder), asc(serviceGroups.id)),
    ctx.db
      .select()
      .from(services)
      .where(and(eq(services.venueId, ctx.venueId), eq(services.archived, archived)))
      .orderBy(asc(services.sortOrder), asc(services.id)),
    employeeCounts(ctx.db, ctx.venueId),
    ctx.db
      .select({ id: employees.id, first_name: employees.firstName, last_name: employees.lastName, color: employees.color })
      .from(employees)
      .where(and(eq(employees.venueId, ctx.venueId), eq(employees.archived, false), eq(employees.bookable, true)))
      .orderBy(asc(employees.sortOrder), asc(employees.id)),
  ]);
  const variants = await variantsOf(ctx.db, ctx.venueId, rows.map((row) => row.id));
  const variantsByService = new Map<number, VariantRow[]>();
  for (const v of variants) variantsByService.set(v.serviceId, [...(variantsByService.get(v.serviceId) ?? []), v]);
  const byGroup = new Map<number | null, Service[]>();
  for (const row of rows) {
    const wire = serviceWire(row, variantsByService, counts.get(row.id) ?? 0);
    const list = byGroup.get(row.groupId);
    if (list) list.push(wire);
    else byGroup.set(row.groupId, [wire]);
  }
  // An archived service whose group is archived still shows under that group in the archived list.
  const shown = groups.filter((g) => !g.archived || (archived && byGroup.has(g.id)));
  const shownIds = new Set(shown.map((g) => g.id));
  return {
    groups: shown.map((g) => ({ ...groupWire(g), services: byGroup.get(g.id) ?? [] })),
    ungrouped: [...byGroup.entries()].filter(([groupId]) => groupId === null || !shownIds.has(groupId)).flatMap(([, list]) => list),
    team,
  };
}

async function findService(db: Queryable, venueId: number, id: number, lock = false): Promise<ServiceRow> {
  const query = db.select().from(services).where(and(eq(services.venueId, venueId), eq(services.id, id))).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

async function detail(db: Queryable, venueId: number, row: ServiceRow): Promise<ServiceDetailResponse> {
  const [variants, links] = await Promise.all([
    variantsOf(db, venueId, [row.id]),
    db
      .select({ employeeId: employeeServices.employeeId, price: employeeServices.price, duration: employeeServices.durationMinutes })
      .from(employeeServices)
      .innerJoin(employees, and(eq(employees.venueId, employeeServices.venueId), eq(employees.id, employeeServices.employeeId)))
      .where(and(eq(employeeServices.venueId, venueId), eq(employeeServices.serviceId, row.id), eq(employees.archived, false)))
      .orderBy(asc(employees.sortOrder), asc(employees.id)),
  ]);
  return {
    service: serviceWire(row, variants, links.length),
    employees: links.map((link) => ({ employee_id: link.employeeId, price: link.price, duration: link.duration })),
  };
}

/** GET services/detail/{id}. */
export async function serviceDetail(ctx: VenueCtx, id: number): Promise<ServiceDetailResponse> {
  return detail(ctx.db, ctx.venueId, await findService(ctx.db, ctx.venueId, id));
}

async function assertGroup(db: Queryable, venueId: number, groupId: number | null): Promise<void> {
  if (groupId === null) return;
  const [row] = await db
    .select({ id: serviceGroups.id })
    .from(serviceGroups)
    .where(and(eq(serviceGroups.venueId, venueId), eq(serviceGroups.id, groupId), eq(serviceGroups.archived, false)))
    .limit(1);
  if (!row) throw fieldError('group_id', 'catalog_services.validation.unknown_group');
}

/**
 * The service's tax rate must be an active rate of this venue (null = the venue's default for
 * services). Another venue's id answers the same as an unknown one. A service keeps a rate that
 * was archived after it was chosen (`kept`), so an unrelated edit still saves.
 */
async function assertTax(db: Queryable, venueId: number, taxId: number | null, kept: number | null = null): Promise<void> {
  if (taxId === null || taxId === kept) return;
  const [row] = await db
    .select({ id: taxRates.id })
    .from(taxRates)
    .where(and(eq(taxRates.venueId, venueId), eq(taxRates.id, taxId), eq(taxRates.archived, false)))
    .limit(1);
  if (!row) throw fieldError('tax_id', 'catalog_services.validation.unknown_tax');
}

/** Replaces who performs the service (active employees; archived employees keep their links). */
async function writeTeam(db: Queryable, venueId: number, serviceId: number, input: ServiceInput): Promise<void> {
  const ids = input.employees.map((e) => e.employee_id);
  const active = await db
    .select({ id: employees.id })
    .from(employees)
    .where(and(eq(employees.venueId, venueId), eq(employees.archived, false)));
  const activeIds = active.map((row) => row.id);
  const unknown = input.employees.findIndex((e) => !activeIds.includes(e.employee_id));
  if (unknown >= 0) throw fieldError(`employees.${unknown}.employee_id`, 'catalog_services.validation.unknown_employee');
  if (activeIds.length) {
    await db
      .delete(employeeServices)
      .where(and(eq(employeeServices.venueId, venueId), eq(employeeServices.serviceId, serviceId), inArray(employeeServices.employeeId, activeIds)));
  }
  if (ids.length) {
    await db.insert(employeeServices).values(input.employees.map((e) => ({
      venueId, serviceId, employeeId: e.employee_id, price: e.price, durationMinutes: e.duration,
    })));
  }
}

/** Replaces the variants: listed ids are kept (updated), the rest removed, new ones added, in the given order. */
async function writeVariants(db: Queryable, venueId: number, serviceId: number, input: ServiceInput): Promise<void> {
  const existing = await variantsOf(db, venueId, [serviceId]);
  const unknown = input.variants.findIndex((v) => v.id != null && !existing.some((row) => row.id === v.id));
  if (unknown >= 0) throw fieldError(`variants.${unknown}.id`, 'catalog_services.validation.unknown_variant');
  const kept = input.variants.flatMap((v) => (v.id == null ? [] : [v.id]));
  const gone = existing.filter((row) => !kept.includes(row.id)).map((row) => row.id);
  if (gone.length) await db.delete(serviceVariants).where(and(eq(serviceVariants.venueId, venueId), inArray(serviceVariants.id, gone)));
  for (const [index, v] of input.variants.entries()) {
    const values = { name: v.name, initialMinutes: v.initial, gapMinutes: v.gap, finishMinutes: v.finish, price: v.price, sortOrder: index };
    if (v.id == null) await db.insert(serviceVariants).values({ venueId, serviceId, ...values });
    else await db.update(serviceVariants).set(values).where(and(eq(serviceVariants.venueId, venueId), eq(serviceVariants.id, v.id)));
  }
}

const columns = (input: ServiceInput) => ({
  groupId: input.group_id,
  name: input.name,
  description: input.description,
  color: input.color,
  initialMinutes: input.initial,
  gapMinutes: input.gap,
  finishMinutes: input.finish,
  priceType: input.price_type,
  price: input.price_type === 'free' ? 0 : input.price,
  taxId: input.tax_id,
  resourceTypes: input.resource_types,
  resourceRequired: input.resource_types.length > 0,
  onlineBookable: input.online_bookable,
  onlineName: input.online_name,
  onlineDescription: input.online_description,
  bufferAfterMinutes: input.buffer_after,
});

/**
 * Makes a service with its team and variants (POST services/store and the demo seed). At the end of
 * its group.
 */
export async function createService(db: Queryable, venueId: number, input: ServiceInput): Promise<ServiceRow> {
  await assertGroup(db, venueId, input.group_id);
  await assertTax(db, venueId, input.tax_id);
  const [last] = await db
    .select({ order: max(services.sortOrder) })
    .from(services)
    .where(and(eq(services.venueId, venueId), input.group_id === null ? sql`${services.groupId} is null` : eq(services.groupId, input.group_id)));
  const [row] = await db.insert(services).values({ venueId, ...columns(input), sortOrder: (last?.order ?? -1) + 1 }).returning();
  await writeTeam(db, venueId, row!.id, input);
  await writeVariants(db, venueId, row!.id, input);
  return row!;
}

/** POST services/store. */
export async function storeService(ctx: VenueCtx, input: ServiceInput) {
  return ctx.db.transaction(async (tx) => {
    const row = await createService(tx, ctx.venueId, input);
    await logActivity(ctx, { entity: 'service', entityId: row.id, action: 'create', changes: { name: { before: null, after: row.name } } }, tx);
    const { service } = await detail(tx, ctx.venueId, row);
    return { service, message: t(ctx.lang, 'catalog_services.service_created') };
  });
}

/** POST services/update/{id}: every field, the team and the variants. Booked appointments keep their values. */
export async function updateService(ctx: VenueCtx, id: number, input: ServiceInput) {
  return ctx.db.transaction(async (tx) => {
    const before = await findService(tx, ctx.venueId, id, true);
    if (input.group_id !== before.groupId) await assertGroup(tx, ctx.venueId, input.group_id);
    await assertTax(tx, ctx.venueId, input.tax_id, before.taxId);
    const [row] = await tx
      .update(services)
      .set({ ...columns(input), updatedAt: ctx.deps.now() })
      .where(and(eq(services.venueId, ctx.venueId), eq(services.id, id)))
      .returning();
    await writeTeam(tx, ctx.venueId, id, input);
    await writeVariants(tx, ctx.venueId, id, input);
    await logActivity(ctx, {
      entity: 'service', entityId: id, action: 'update',
      changes: { price: { before: before.price, after: row!.price }, name: { before: before.name, after: row!.name } },
    }, tx);
    const { service } = await detail(tx, ctx.venueId, row!);
    return { service, message: t(ctx.lang, 'catalog_services.service_saved') };
  });
}

/** POST services/archive/{id} and services/restore/{id}: off (or back on) the catalogue; history stays. */
export async function setServiceArchived(ctx: VenueCtx, id: number, archived: boolean) {
  await ctx.db.transaction(async (tx) => {
    const row = await findService(tx, ctx.venueId, id, true);
    if (row.archived === archived) return;
    // A service restored into an archived group comes back ungrouped.
    let groupId = row.groupId;
    if (!archived && groupId !== null) {
      const [group] = await tx.select({ archived: serviceGroups.archived }).from(serviceGroups)
        .where(and(eq(serviceGroups.venueId, ctx.venueId), eq(serviceGroups.id, groupId))).limit(1);
      if (group?.archived) groupId = null;
    }
    await tx.update(services).set({ archived, groupId, updatedAt: ctx.deps.now() }).where(and(eq(services.venueId, ctx.venueId), eq(services.id, id)));
    await logActivity(ctx, { entity: 'service', entityId: id, action: archived ? 'archive' : 'restore', changes: { archived: { before: !archived, after: archived } } }, tx);
  });
  return { id, archived, message: t(ctx.lang, archived ? 'catalog_services.service_archived' : 'catalog_services.service_restored') };
}

/** Writes sort_order = position for `ids` (listed first), the rest after them in their old order. */
async function reorder(tx: Queryable, table: typeof services | typeof serviceGroups, all: number[], ids: number[], venueId: number) {
  const known = new Set(all);
  if (ids.some((id) => !known.has(id))) throw new AppError('NOT_FOUND');
  const order = listedFirst(ids, all);
  await tx
    .update(table)
    .set({ sortOrder: positionsOf(table.id, order) })
    .where(and(eq(table.venueId, venueId), inArray(table.id, order)));
  return order;
}

/** POST services/order: the services of one group (null = ungrouped) in a new order. */
export async function orderServices(ctx: VenueCtx, groupId: number | null, ids: number[]) {
  const orders = await ctx.db.transaction(async (tx) => {
    const all = await tx
      .select({ id: services.id })
      .from(services)
      .where(and(
        eq(services.venueId, ctx.venueId),
        eq(services.archived, false),
        groupId === null ? sql`${services.groupId} is null` : eq(services.groupId, groupId),
      ))
      .orderBy(asc(services.sortOrder), asc(services.id))
      .for('update');
    const order = await reorder(tx, services, all.map((row) => row.id), ids, ctx.venueId);
    await logActivity(ctx, { entity: 'service', entityId: null, action: 'order', changes: { order: { before: all.map((row) => row.id), after: order } } }, tx);
    return order;
  });
  return { orders, message: t(ctx.lang, 'catalog_services.order_saved') };
}

// ——— service groups ———

/** GET service-groups: the groups in order (`archived` = the archived ones). */
export async function listGroups(ctx: VenueCtx, archived: boolean) {
  const rows = await ctx.db
    .select()
    .from(serviceGroups)
    .where(and(eq(serviceGroups.venueId, ctx.venueId), eq(serviceGroups.archived, archived)))
    .orderBy(asc(serviceGroups.sortOrder), asc(serviceGroups.id));
  return { data: rows.map(groupWire) };
}

/** Makes a group at the end of the list (POST service-groups/store and the demo seed). */
export async function createGroup(db: Queryable, venueId: number, input: { name: string; color: string }) {
  const [last] = await db.select({ order: max(serviceGroups.sortOrder) }).from(serviceGroups).where(eq(serviceGroups.venueId, venueId));
  const [row] = await db.insert(serviceGroups).values({ venueId, name: input.name, color: input.color, sortOrder: (last?.order ?? -1) + 1 }).returning();
  return row!;
}

export async function storeGroup(ctx: VenueCtx, input: { name: string; color: string }) {
  return ctx.db.transaction(async (tx) => {
    const row = await createGroup(tx, ctx.venueId, input);
    await logActivity(ctx, { entity: 'service_group', entityId: row.id, action: 'create', changes: { name: { before: null, after: row.name } } }, tx);
    return { group: groupWire(row), message: t(ctx.lang, 'catalog_services.group_created') };
  });
}

async function findGroup(db: Queryable, venueId: number, id: number) {
  const [row] = await db.select().from(serviceGroups).where(and(eq(serviceGroups.venueId, venueId), eq(serviceGroups.id, id))).limit(1).for('update');
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

export async function updateGroup(ctx: VenueCtx, id: number, input: { name: string; color: string }) {
  return ctx.db.transaction(async (tx) => {
    const before = await findGroup(tx, ctx.venueId, id);
    const [row] = await tx.update(serviceGroups).set({ name: input.name, color: input.color })
      .where(and(eq(serviceGroups.venueId, ctx.venueId), eq(serviceGroups.id, id))).returning();
    await logActivity(ctx, { entity: 'service_group', entityId: id, action: 'update', changes: { name: { before: before.name, after: row!.name } } }, tx);
    return { group: groupWire(row!), message: t(ctx.lang, 'catalog_services.group_saved') };
  });
}

/** POST service-groups/archive/{id} (and restore): archiving a group archives its services too. */
export async function setGroupArchived(ctx: VenueCtx, id: number, archived: boolean) {
  await ctx.db.transaction(async (tx) => {
    const row = await findGroup(tx, ctx.venueId, id);
    if (row.archived === archived) return;
    await tx.update(serviceGroups).set({ archived }).where(and(eq(serviceGroups.venueId, ctx.venueId), eq(serviceGroups.id, id)));
    if (archived) {
      await tx.update(services).set({ archived: true, updatedAt: ctx.deps.now() })
        .where(and(eq(services.venueId, ctx.venueId), eq(services.groupId, id), eq(services.archived, false)));
    }
    await logActivity(ctx, { entity: 'service_group', entityId: id, action: archived ? 'archive' : 'restore', changes: { archived: { before: !archived, after: archived } } }, tx);
  });
  return { id, archived, message: t(ctx.lang, archived ? 'catalog_services.group_archived' : 'catalog_services.group_restored') };
}

/** POST service-groups/order. */
export async function orderGroups(ctx: VenueCtx, ids: number[]) {
  const orders = await ctx.db.transaction(async (tx) => {
    const all = await tx
      .select({ id: serviceGroups.id })
      .from(serviceGroups)
      .where(and(eq(serviceGroups.venueId, ctx.venueId), eq(serviceGroups.archived, false)))
      .orderBy(asc(serviceGroups.sortOrder), asc(serviceGroups.id))
      .for('update');
    const order = await reorder(tx, serviceGroups, all.map((row) => row.id), ids, ctx.venueId);
    await logActivity(ctx, { entity: 'service_group', entityId: null, action: 'order', changes: { order: { before: all.map((row) => row.id), after: order } } }, tx);
    return order;
  });
  return { orders, message: t(ctx.lang, 'catalog_services.order_saved') };
}
