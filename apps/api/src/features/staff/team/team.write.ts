import { and, asc, eq, max, sql } from 'drizzle-orm';
import { listedFirst } from '@chairside/shared/rules/ordering';
import { positionsOf } from '../../../lib/ordering';
import type { EmployeeInput, EmployeeResponse, EmployeeType } from '@chairside/shared/staff-team';
import type { Role } from '@chairside/shared/constants';
import type { PermissionMap } from '@chairside/shared/permissions';
import { defaultPermissionsFor } from '../../permissions/permissions.service';
import type { Queryable } from '../../../db/client';
import { employeeTypes, employees } from '../../../db/schema/index';
import { assertWithinLimit } from '../../../lib/access';
import { logActivity } from '../../../lib/activity';
import type { VenueCtx } from '../../../lib/context';
import { AppError, fieldError } from '../../../lib/errors';
import { t } from '../../../lib/i18n';
import { storeImage } from '../../../lib/images';
import { inviteEmployee, revokeEmployeeSessions, userForEmployee } from '../../auth/auth.service';
import { setEmployeeServices } from '../../catalog/catalog.service';
import { findEmployee, seatsUsed } from './team.read';

/**
 * The team's writes. Plan seats: bookable, not archived employees count against the plan's
 * `employees` number, or on a paid plan the seats bought (lib/access.ts); a store, an update that makes someone bookable or a restore
 * past it is refused with PLAN_LIMIT (403 with `limits`). Seat changes of one venue are serialised
 * by a transaction lock so two parallel adds cannot both take the last seat.
 */

async function lockSeats(tx: Queryable, venueId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('chairside:seats'), ${venueId})`);
}

/** Takes one more seat, or throws PLAN_LIMIT. */
async function takeSeat(ctx: VenueCtx, tx: Queryable): Promise<void> {
  await lockSeats(tx, ctx.venueId);
  await assertWithinLimit({ ...ctx, db: tx as VenueCtx['db'] }, 'employees', (await seatsUsed(tx, ctx.venueId)) + 1);
}

async function assertType(tx: Queryable, venueId: number, typeId: number | null): Promise<void> {
  if (typeId === null) return;
  const [row] = await tx
    .select({ id: employeeTypes.id })
    .from(employeeTypes)
    .where(and(eq(employeeTypes.venueId, venueId), eq(employeeTypes.id, typeId)))
    .limit(1);
  if (!row) throw fieldError('type_id', 'staff_team.validation.unknown_type');
}

async function writeServices(tx: Queryable, venueId: number, employeeId: number, input: EmployeeInput): Promise<void> {
  const links = input.services.map((s) => ({ serviceId: s.service_id, price: s.price, duration: s.duration }));
  const { unknown } = await setEmployeeServices(tx, venueId, employeeId, links);
  if (unknown.length) throw fieldError('services', 'staff_team.validation.unknown_service');
}

/** Links the person behind `email` to the new membership and mails the invitation (outbox, same transaction). */
async function linkUser(ctx: VenueCtx, tx: Queryable, input: EmployeeInput): Promise<{ userId: number; hasPassword: boolean } | null> {
  if (!input.email) return null;
  const user = await userForEmployee(tx, { email: input.email, firstName: input.first_name, lastName: input.last_name, phone: input.phone });
  const [member] = await tx
    .select({ id: employees.id })
    .from(employees)
    .where(and(eq(employees.venueId, ctx.venueId), eq(employees.userId, user.userId)))
    .limit(1);
  if (member) throw fieldError('email', 'staff_team.validation.email_in_team');
  return user;
}

/** A new membership row, as the add form and the demo seed make it. */
export interface NewEmployee {
  userId: number | null;
  role: Role;
  firstName: string;
  lastName: string;
  email: string;
  phone?: string;
  typeId?: number | null;
  color: string;
  bookable?: boolean;
  visibleOnline?: boolean;
  /** Flags instead of the role's defaults. */
  permissions?: PermissionMap;
  commissions?: { services: number; products: number; vouchers: number };
  /** Default: after everyone else. */
  sortOrder?: number;
}

/**
 * Inserts one employee of the venue (no checks: storeEmployee's rules come first) and answers
 * its id. The owner role makes the venue's owner (sign-up and the demo seed only).
 */
export async function insertEmployee(tx: Queryable, venueId: number, input: NewEmployee): Promise<number> {
  let sortOrder = input.sortOrder;
  if (sortOrder === undefined) {
    const [last] = await tx.select({ n: max(employees.sortOrder) }).from(employees).where(eq(employees.venueId, venueId));
    sortOrder = (last?.n ?? -1) + 1;
  }
  const [row] = await tx
    .insert(employees)
    .values({
      venueId,
      userId: input.userId,
      typeId: input.typeId ?? null,
      role: input.role,
      isOwner: input.role === 'owner',
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email,
      phone: input.phone ?? '',
      color: input.color,
      bookable: input.bookable ?? true,
      visibleOnline: input.visibleOnline ?? true,
      commissionServices: input.commissions?.services ?? 0,
      commissionProducts: input.commissions?.products ?? 0,
      commissionVouchers: input.commissions?.vouchers ?? 0,
      sortOrder,
      // The venue's own defaults for the role (permissions feature), the product's when it has none.
      permissions: input.permissions ?? (await defaultPermissionsFor(tx, venueId, input.role)),
    })
    .returning({ id: employees.id });
  return row!.id;
}

const commissionColumns = (input: EmployeeInput) => ({
  commissionServices: input.commissions.services,
  commissionProducts: input.commissions.products,
  commissionVouchers: input.commissions.vouchers,
});

/** POST employees/store: a new employee with their services; with an e-mail, an invitation to sign in. */
export async function storeEmployee(ctx: VenueCtx, input: EmployeeInput): Promise<EmployeeResponse> {
  const id = await ctx.db.transaction(async (tx) => {
    await assertType(tx, ctx.venueId, input.type_id);
    if (input.bookable) await takeSeat(ctx, tx);
    const user = await linkUser(ctx, tx, input);
    const employeeId = await insertEmployee(tx, ctx.venueId, {
      userId: user?.userId ?? null,
      typeId: input.type_id,
      role: input.role,
      firstName: input.first_name,
      lastName: input.last_name,
      email: input.email,
      phone: input.phone,
      color: input.color,
      bookable: input.bookable,
      visibleOnline: input.visible_online,
      commissions: input.commissions,
    });
    await writeServices(tx, ctx.venueId, employeeId, input);
    if (user) await inviteEmployee(tx, ctx, { userId: user.userId, venueId: ctx.venueId, hasPassword: user.hasPassword });
    await logActivity(ctx, { entity: 'employee', entityId: employeeId, action: 'create', changes: { name: { before: null, after: `${input.first_name} ${input.last_name}`.trim() } } }, tx);
    return employeeId;
  });
  return { employee: await findEmployee(ctx.db, ctx.venueId, id), message: t(ctx.lang, 'staff_team.employee_created') };
}

async function lockEmployee(tx: Queryable, venueId: number, id: number) {
  const [row] = await tx
    .select()
    .from(employees)
    .where(and(eq(employees.venueId, venueId), eq(employees.id, id)))
    .for('update');
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/**
 * POST employees/update/{id}: replaces the employee's fields and services. A new role resets their
 * permission flags to that role's defaults; the owner stays the owner. An e-mail given to someone
 * who has no sign-in yet invites them; once linked, the e-mail here is the contact address only
 * (the person changes their sign-in address in their profile).
 */
export async function updateEmployee(ctx: VenueCtx, id: number, input: EmployeeInput): Promise<EmployeeResponse> {
  await ctx.db.transaction(async (tx) => {
    const row = await lockEmployee(tx, ctx.venueId, id);
    await assertType(tx, ctx.venueId, input.type_id);
    if (input.bookable && !row.bookable && !row.archived) await takeSeat(ctx, tx);
    const user = row.userId === null ? await linkUser(ctx, tx, input) : null;
    const role = row.isOwner ? row.role : input.role;
    const next = {
      firstName: input.first_name,
      lastName: input.last_name,
      email: input.email,
      phone: input.phone,
      typeId: input.type_id,
      color: input.color,
      role,
      bookable: input.bookable,
      visibleOnline: input.visible_online,
      ...commissionColumns(input),
    };
    const changes = Object.fromEntries(
      Object.entries(next)
        .filter(([key, value]) => row[key as keyof typeof row] !== value)
        .map(([key, value]) => [key, { before: row[key as keyof typeof row], after: value }]),
    );
    await tx
      .update(employees)
      .set({
        ...next,
        ...(role !== row.role ? { permissions: await defaultPermissionsFor(tx, ctx.venueId, role) } : {}),
        ...(user ? { userId: user.userId } : {}),
        updatedAt: ctx.deps.now(),
      })
      .where(and(eq(employees.venueId, ctx.venueId), eq(employees.id, id)));
    await writeServices(tx, ctx.venueId, id, input);
    if (user) await inviteEmployee(tx, ctx, { userId: user.userId, venueId: ctx.venueId, hasPassword: user.hasPassword });
    await logActivity(ctx, { entity: 'employee', entityId: id, action: 'update', changes }, tx);
  });
  return { employee: await findEmployee(ctx.db, ctx.venueId, id), message: t(ctx.lang, 'staff_team.employee_saved') };
}

/**
 * POST employees/order: the listed ids first, in that order, then everyone else in their old
 * order. The calendar's columns follow sort order. Any id not of this venue → 404, nothing changes.
 */
export async function orderEmployees(ctx: VenueCtx, ids: number[]): Promise<{ orders: number[]; message: string }> {
  const orders = await ctx.db.transaction(async (tx) => {
    const all = await tx
      .select({ id: employees.id })
      .from(employees)
      .where(eq(employees.venueId, ctx.venueId))
      .orderBy(asc(employees.sortOrder), asc(employees.id))
      .for('update');
    const known = new Set(all.map((row) => row.id));
    if (ids.some((id) => !known.has(id))) throw new AppError('NOT_FOUND');
    const order = listedFirst(ids, all.map((row) => row.id));
    await tx
      .update(employees)
      .set({ sortOrder: positionsOf(employees.id, order) })
      .where(eq(employees.venueId, ctx.venueId));
    await logActivity(ctx, { entity: 'employee', entityId: null, action: 'order', changes: { order: { before: all.map((row) => row.id), after: order } } }, tx);
    return order;
  });
  return { orders, message: t(ctx.lang, 'staff_team.order_saved') };
}

/**
 * POST employees/archive/{id}: off the calendar from now on and signed out of this venue at once;
 * their history stays. Future bookings do not block it: the screen lists them (employee-detail)
 * for reassignment and asks for confirmation first. The owner and the caller cannot be archived
 * (422); archiving twice is a no-op.
 */
export async function archiveEmployee(ctx: VenueCtx, id: number): Promise<{ id: number; archived: 1; message: string }> {
  await ctx.db.transaction(async (tx) => {
    const row = await lockEmployee(tx, ctx.venueId, id);
    if (row.isOwner) throw fieldError('id', 'settings.validation.archive_owner');
    if (row.id === ctx.employeeId) throw fieldError('id', 'settings.validation.archive_self');
    if (row.archived) return;
    const now = ctx.deps.now();
    await tx
      .update(employees)
      .set({ archived: true, archivedAt: now, updatedAt: now })
      .where(and(eq(employees.venueId, ctx.venueId), eq(employees.id, id)));
    await revokeEmployeeSessions(tx, ctx.venueId, id, now);
    await logActivity(ctx, { entity: 'employee', entityId: id, action: 'archive', changes: { archived: { before: false, after: true } } }, tx);
  });
  return { id, archived: 1, message: t(ctx.lang, 'settings.employee_archived') };
}

/** POST employees/restore/{id}: back on the team (and the calendar); a bookable one takes a seat again. */
export async function restoreEmployee(ctx: VenueCtx, id: number): Promise<{ id: number; archived: 0; message: string }> {
  await ctx.db.transaction(async (tx) => {
    const row = await lockEmployee(tx, ctx.venueId, id);
    if (!row.archived) return;
    if (row.bookable) await takeSeat(ctx, tx);
    await tx
      .update(employees)
      .set({ archived: false, archivedAt: null, updatedAt: ctx.deps.now() })
      .where(and(eq(employees.venueId, ctx.venueId), eq(employees.id, id)));
    await logActivity(ctx, { entity: 'employee', entityId: id, action: 'restore', changes: { archived: { before: true, after: false } } }, tx);
  });
  return { id, archived: 0, message: t(ctx.lang, 'staff_team.employee_restored') };
}

/** POST employees/type/new: a job title; the same name (any case) answers the existing one. */
export async function newType(ctx: VenueCtx, name: string): Promise<{ type: EmployeeType }> {
  return ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('chairside:employee-types'), ${ctx.venueId})`);
    const [existing] = await tx
      .select({ id: employeeTypes.id, name: employeeTypes.name })
      .from(employeeTypes)
      .where(and(eq(employeeTypes.venueId, ctx.venueId), sql`lower(${employeeTypes.name}) = lower(${name})`))
      .limit(1);
    if (existing) return { type: existing };
    const [row] = await tx.insert(employeeTypes).values({ venueId: ctx.venueId, name }).returning({ id: employeeTypes.id, name: employeeTypes.name });
    return { type: row! };
  });
}

/** POST employees/photo/{id}: the raw picture, resized to a 512 px square WebP; answers its path. */
export async function storePhoto(ctx: VenueCtx, id: number, body: unknown, prefix: string): Promise<{ id: number; photo: string; message: string }> {
  const photo = await ctx.db.transaction(async (tx) => {
    const row = await lockEmployee(tx, ctx.venueId, id);
    const image = await storeImage(tx, ctx.venueId, body, 'photo', prefix);
    await tx
      .update(employees)
      .set({ avatar: image.url, updatedAt: ctx.deps.now() })
      .where(and(eq(employees.venueId, ctx.venueId), eq(employees.id, id)));
    await logActivity(ctx, { entity: 'employee', entityId: id, action: 'photo', changes: { photo: { before: row.avatar, after: image.url } } }, tx);
    return image.url;
  });
  return { id, photo, message: t(ctx.lang, 'staff_team.photo_saved') };
}
