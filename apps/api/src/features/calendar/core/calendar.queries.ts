import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { CalendarItem } from '@chairside/shared/calendar-responses';
import type { ItemType } from '@chairside/shared/calendar-constants';
import type { AppointmentStatus } from '@chairside/shared/constants';
import { durationDetailString } from '@chairside/shared/rules/calendar-duration';
import { appointments } from '../../../db/schema/index';
import type { Queryable } from '../../../db/client';
import type { VenueCtx } from '../../../lib/context';
import { AppError } from '../../../lib/errors';
import { assertVisible, ownEmployee } from './calendar.context';
import { idList, type PlannedLine } from './calendar.segments';

/** The calendar's reads: one query for a range of items, and single items for the write paths. */

interface ItemRow {
  id: number;
  group_id: number;
  type: ItemType;
  status: AppointmentStatus;
  color: string;
  employee_id: number;
  resource_id: number | null;
  price: number;
  note: string;
  forced: boolean;
  online_bookable: boolean;
  initial_minutes: number;
  gap_minutes: number;
  finish_minutes: number;
  expires_at: string | Date | null;
  cancel_reason: string | null;
  date: string;
  start_time: string;
  end_date: string;
  end_time: string;
  customer_id: number | null;
  first_name: string | null;
  last_name: string | null;
  phone: string | null;
  alerts: string | null;
  service_id: number | null;
  service_name: string | null;
  variant_id: number | null;
  variant_name: string | null;
}

const toItem = (row: ItemRow): CalendarItem => {
  const split = { initial: row.initial_minutes, gap: row.gap_minutes, finish: row.finish_minutes };
  return {
    id: row.id,
    group_id: row.group_id,
    date: row.date,
    start_time: row.start_time,
    end_date: row.end_date,
    end_time: row.end_time,
    status: row.status,
    type: row.type,
    color: row.color,
    duration_detail: durationDetailString(split),
    duration: split.initial + split.gap + split.finish,
    employee_id: row.employee_id,
    resource_id: row.resource_id,
    customer: row.customer_id === null ? null : { id: row.customer_id, first_name: row.first_name ?? '', last_name: row.last_name ?? '', phone: row.phone ?? '', alerts: row.alerts ?? '' },
    service: row.service_id === null ? null : { id: row.service_id, name: row.service_name ?? '' },
    variant: row.variant_id === null ? null : { id: row.variant_id, name: row.variant_name ?? '' },
    price: row.price,
    note: row.note,
    forced: row.forced,
    online_bookable: row.online_bookable,
    expires_at: row.expires_at === null ? null : new Date(row.expires_at).toISOString(),
    cancel_reason: row.cancel_reason,
  };
};

/** Every item as the calendar shows it, for whatever `where` selects (venue filter included). */
async function selectItems(db: Queryable, venueId: number, timeZone: string, where: SQL, order: SQL = sql`a.starts_at, a.id`): Promise<CalendarItem[]> {
  const result = (await db.execute(sql`
    select a.id, a.group_id, a.type, a.status, a.color, a.employee_id, a.resource_id, a.price, a.note, a.forced,
      a.online_bookable, a.initial_minutes, a.gap_minutes, a.finish_minutes, a.expires_at, a.cancel_reason,
      to_char(a.starts_at at time zone ${timeZone}, 'YYYY-MM-DD') as date,
      to_char(a.starts_at at time zone ${timeZone}, 'HH24:MI') as start_time,
      to_char(a.ends_at at time zone ${timeZone}, 'YYYY-MM-DD') as end_date,
      to_char(a.ends_at at time zone ${timeZone}, 'HH24:MI') as end_time,
      c.id as customer_id, c.first_name, c.last_name, c.phone, c.alerts, s.id as service_id, s.name as service_name,
      v.id as variant_id, v.name as variant_name
    from appointments a
    left join customers c on c.venue_id = a.venue_id and c.id = a.customer_id
    left join services s on s.venue_id = a.venue_id and s.id = a.service_id
    left join service_variants v on v.venue_id = a.venue_id and v.id = a.variant_id
    where a.venue_id = ${venueId} and ${where}
    order by ${order}`)) as unknown as { rows: ItemRow[] };
  return result.rows.map(toItem);
}

export interface RangeFilter {
  from: Date;
  to: Date;
  employeeIds: number[];
  resourceIds: number[];
  /** calendar.own: only this employee's items. */
  ownEmployee: number | null;
  includeCancelled: boolean;
  /** The venue's clock: reserved slots whose hold ran out by then are left out (calendar.jobs.ts deletes them). */
  now: Date;
}

const inList = (column: SQL, ids: number[]) => sql`${column} in (${idList(ids)})`;

/** Items overlapping [from, to): one indexed query with its customer and service (no N+1). */
export function itemsInRange(db: Queryable, venueId: number, timeZone: string, filter: RangeFilter): Promise<CalendarItem[]> {
  const parts: SQL[] = [
    // Lines last at most a day: the lower bound keeps the index range tight.
    sql`a.starts_at >= ${new Date(filter.from.getTime() - 86_400_000).toISOString()}::timestamptz`,
    sql`a.starts_at < ${filter.to.toISOString()}::timestamptz`,
    sql`a.ends_at > ${filter.from.toISOString()}::timestamptz`,
  ];
  if (!filter.includeCancelled) parts.push(sql`a.status <> 'cancelled'`);
  // The complement of releaseExpired's delete (calendar.write.ts): reads never delete, they look past.
  parts.push(sql`(a.type <> 'reserved_slot' or a.expires_at is null or a.expires_at > ${filter.now.toISOString()}::timestamptz)`);
  if (filter.ownEmployee !== null) parts.push(sql`a.employee_id = ${filter.ownEmployee}`);
  const who: SQL[] = [];
  if (filter.employeeIds.length) who.push(inList(sql`a.employee_id`, filter.employeeIds));
  if (filter.resourceIds.length) who.push(inList(sql`a.resource_id`, filter.resourceIds));
  if (who.length) parts.push(sql`(${sql.join(who, sql` or `)})`);
  return selectItems(db, venueId, timeZone, sql.join(parts, sql` and `));
}

/**
 * A booking's lines as the caller may read them: with calendar.own only its own lines, the same
 * rule as the reads. Every answer that lists a booking (reads and writes) goes through here.
 */
export function itemsOfGroup(ctx: Pick<VenueCtx, 'db' | 'venueId' | 'session' | 'employeeId'>, timeZone: string, groupId: number) {
  const own = ownEmployee(ctx);
  const mine = own === null ? sql`` : sql` and a.employee_id = ${own}`;
  return selectItems(ctx.db, ctx.venueId, timeZone, sql`a.group_id = ${groupId}${mine}`);
}

export async function itemById(db: Queryable, venueId: number, timeZone: string, id: number): Promise<CalendarItem> {
  const [item] = await selectItems(db, venueId, timeZone, sql`a.id = ${id}`);
  if (!item) throw new AppError('NOT_FOUND');
  return item;
}

export type ItemRecord = typeof appointments.$inferSelect;

/** The stored row of an item the caller may see (else NOT_FOUND). */
export async function readItem(ctx: VenueCtx, id: number): Promise<ItemRecord> {
  const [row] = await ctx.db.select().from(appointments).where(and(eq(appointments.venueId, ctx.venueId), eq(appointments.id, id)));
  if (!row) throw new AppError('NOT_FOUND');
  assertVisible(ctx, row.employeeId);
  return row;
}

/** A stored row as a planned line (to move, resize or re-check it). */
export const recordToLine = (row: ItemRecord, index = 0): PlannedLine => ({
  index,
  id: row.id,
  type: row.type,
  status: row.status,
  employeeId: row.employeeId,
  resourceId: row.resourceId,
  serviceId: row.serviceId,
  variantId: row.variantId,
  customerId: row.customerId,
  startsAt: row.startsAt,
  split: { initial: row.initialMinutes, gap: row.gapMinutes, finish: row.finishMinutes },
  price: row.price,
  color: row.color,
  note: row.note,
  forced: row.forced,
  onlineBookable: row.onlineBookable,
  expiresAt: row.expiresAt,
});
