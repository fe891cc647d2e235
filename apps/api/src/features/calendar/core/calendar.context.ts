import { and, eq, inArray } from 'drizzle-orm';
import { hasPermission, type PermissionMap } from '@chairside/shared/permissions';
import { MAX_RANGE_DAYS } from '@chairside/shared/calendar-constants';
import { daysBetween, isTimeZone } from '@chairside/shared/rules/calendar-time';
import { employees, venues } from '../../../db/schema/index';
import type { Queryable } from '../../../db/client';
import type { VenueCtx } from '../../../lib/context';
import { logActivities } from '../../../lib/activity';
import { AppError, fieldError } from '../../../lib/errors';
import { notifyLive } from '../../../lib/live';
import type { CalendarChange } from '@chairside/shared/calendar-data';

/** What every calendar call needs to know about the caller and the venue. */

export interface VenueClock {
  timeZone: string;
  interval: number;
}

export async function venueClock(ctx: VenueCtx): Promise<VenueClock> {
  const [row] = await ctx.db
    .select({ timeZone: venues.timezone, interval: venues.timeSlotInterval })
    .from(venues)
    .where(eq(venues.id, ctx.venueId))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND');
  // A zone the runtime does not know would break every date: fall back to UTC rather than fail.
  return { timeZone: isTimeZone(row.timeZone) ? row.timeZone : 'UTC', interval: row.interval > 0 ? row.interval : 15 };
}

/** A range of venue days: in order and at most MAX_RANGE_DAYS long. */
export function assertRange(dateFrom: string, dateTo: string): void {
  const days = daysBetween(dateFrom, dateTo);
  if (days < 0) throw fieldError('date_to', 'calendar.range_order');
  if (days >= MAX_RANGE_DAYS) throw fieldError('date_to', 'calendar.range_too_long', { max: MAX_RANGE_DAYS });
}

/** With calendar.own a session reads and writes only its own employee: that id, else null (reads, writes, live events). */
export const ownEmployeeOf = (permissions: PermissionMap | null | undefined, employeeId: number | null): number | null =>
  permissions && hasPermission(permissions, 'calendar.own') ? employeeId : null;

export const ownEmployee = (ctx: Pick<VenueCtx, 'session' | 'employeeId'>): number | null => ownEmployeeOf(ctx.session.permissions, ctx.employeeId);

/** An item of another employee is "not found" for a calendar.own caller. */
export function assertVisible(ctx: VenueCtx, employeeId: number): void {
  const own = ownEmployee(ctx);
  if (own !== null && own !== employeeId) throw new AppError('NOT_FOUND');
}

/** Booking for another employee is refused to a calendar.own caller. */
export function assertMayBookFor(ctx: VenueCtx, employeeIds: Iterable<number>): void {
  const own = ownEmployee(ctx);
  if (own === null) return;
  for (const id of employeeIds) if (id !== own) throw new AppError('FORBIDDEN');
}

export interface EmployeeRef {
  id: number;
  name: string;
}

/** The venue's active employees among `ids` (archived ones cannot be booked). */
export async function employeesById(db: Queryable, venueId: number, ids: number[]): Promise<Map<number, EmployeeRef>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: employees.id, firstName: employees.firstName, lastName: employees.lastName })
    .from(employees)
    .where(and(eq(employees.venueId, venueId), inArray(employees.id, [...new Set(ids)]), eq(employees.archived, false)));
  return new Map(rows.map((row) => [row.id, { id: row.id, name: `${row.firstName} ${row.lastName}`.trim() }]));
}

/** `employee_id` must be one the caller may book for and an active employee of the venue. */
export async function assertBookableEmployee(ctx: VenueCtx, employeeId: number): Promise<void> {
  assertMayBookFor(ctx, [employeeId]);
  if (!(await employeesById(ctx.db, ctx.venueId, [employeeId])).has(employeeId)) throw fieldError('employee_id', 'calendar.employee_unknown');
}

export interface ActivityRow {
  entityId: number;
  action: string;
  changes?: Record<string, unknown>;
}

/** Activity-log rows for calendar items (entity 'appointment'), in one insert. */
export async function logItems(ctx: VenueCtx, db: Queryable, rows: ActivityRow[], entity = 'appointment'): Promise<void> {
  await logActivities(ctx, rows.map((row) => ({ entity, entityId: row.entityId, action: row.action, changes: row.changes })), db);
}

export type ChangeKind = 'appointments' | 'timeoff' | 'refresh';

/** Tells every desk (every API process) what changed, when the transaction commits. */
export async function announce(
  db: Queryable,
  venueId: number,
  kind: ChangeKind,
  action: string,
  ids: number[],
  employeeIds: number[],
): Promise<void> {
  await notifyLive(db, { venue_id: venueId, kind, action, ids, employee_ids: [...new Set(employeeIds)] } satisfies CalendarChange);
}

