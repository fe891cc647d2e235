import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { ItemType } from '@chairside/shared/calendar-constants';
import type { AppointmentStatus } from '@chairside/shared/constants';
import { employeeBusy, resourceBusy, totalMinutes, type DurationSplit } from '@chairside/shared/rules/calendar-duration';
import { appointmentSegments } from '../../../db/schema/index';
import type { Queryable } from '../../../db/client';

/** A calendar item about to be written, and the busy time it holds. */
export interface PlannedLine {
  /** Where it was in the request (errors name it). */
  index: number;
  id?: number;
  type: ItemType;
  status: AppointmentStatus;
  employeeId: number;
  resourceId: number | null;
  serviceId: number | null;
  /** The service's variant booked (its length and price were copied). */
  variantId?: number | null;
  /** Set when the resource was picked by the booking (the service needs one, the line named none): the suitable ones in order. */
  resourceCandidates?: number[];
  resourceTypes?: string[];
  customerId: number | null;
  startsAt: Date;
  split: DurationSplit;
  price: number;
  color: string;
  note: string;
  forced: boolean;
  onlineBookable: boolean;
  expiresAt: Date | null;
}

export interface Busy {
  line: number;
  employeeId: number | null;
  resourceId: number | null;
  from: Date;
  to: Date;
  kind: 'initial' | 'finish' | 'span';
}

const MINUTE = 60_000;
export const endOf = (line: Pick<PlannedLine, 'startsAt' | 'split'>) => new Date(line.startsAt.getTime() + totalMinutes(line.split) * MINUTE);
export const rangeText = (from: Date, to: Date) => `[${from.toISOString()},${to.toISOString()})`;

/** True when the item holds no time: reminders, cancelled items, blocks left open to online booking. */
export const holdsNoTime = (line: Pick<PlannedLine, 'type' | 'status' | 'onlineBookable'>) =>
  line.type === 'reminder' || line.status === 'cancelled' || (line.type === 'blocked' && line.onlineBookable);

/** The employee is busy in the initial and finish parts; the resource for the whole line. */
export function busyOf(line: PlannedLine): Busy[] {
  if (holdsNoTime(line)) return [];
  const start = line.startsAt.getTime();
  const at = (minutes: number) => new Date(start + minutes * MINUTE);
  const result: Busy[] = employeeBusy(line.split).map((part) => ({
    line: line.index, employeeId: line.employeeId, resourceId: null, from: at(part.from), to: at(part.to), kind: part.kind as Busy['kind'],
  }));
  if (line.resourceId !== null) {
    for (const part of resourceBusy(line.split)) {
      result.push({ line: line.index, employeeId: null, resourceId: line.resourceId, from: at(part.from), to: at(part.to), kind: 'span' });
    }
  }
  return result;
}

/** Writes the busy segments of lines that already have their id. */
export async function writeSegments(db: Queryable, venueId: number, lines: PlannedLine[]): Promise<void> {
  const rows = lines.flatMap((line) =>
    busyOf(line).map((busy) => ({
      venueId,
      appointmentId: line.id!,
      employeeId: busy.employeeId,
      resourceId: busy.resourceId,
      during: rangeText(busy.from, busy.to),
      strict: !line.forced,
      kind: busy.kind,
    })),
  );
  if (rows.length) await db.insert(appointmentSegments).values(rows);
}

export async function clearSegments(db: Queryable, venueId: number, appointmentIds: number[]): Promise<void> {
  if (!appointmentIds.length) return;
  await db.delete(appointmentSegments).where(and(eq(appointmentSegments.venueId, venueId), inArray(appointmentSegments.appointmentId, appointmentIds)));
}

export interface Clash {
  line: number;
  employeeId: number | null;
  resourceId: number | null;
  /** The item clashed with, or null when two lines of the request overlap. */
  appointmentId: number | null;
  otherLine: number | null;
  from: Date;
  to: Date;
}

/** Lines of one request that hold the same employee or resource at once. */
export function internalClashes(lines: PlannedLine[]): Clash[] {
  const strict = lines.filter((line) => !line.forced).flatMap(busyOf);
  const clashes: Clash[] = [];
  for (let i = 0; i < strict.length; i++) {
    for (let j = i + 1; j < strict.length; j++) {
      const [a, b] = [strict[i]!, strict[j]!];
      if (a.line === b.line || a.from >= b.to || b.from >= a.to) continue;
      const sameEmployee = a.employeeId !== null && a.employeeId === b.employeeId;
      const sameResource = a.resourceId !== null && a.resourceId === b.resourceId;
      if (sameEmployee || sameResource) {
        clashes.push({ line: b.line, employeeId: b.employeeId, resourceId: b.resourceId, appointmentId: null, otherLine: a.line, from: a.from, to: a.to });
      }
    }
  }
  return clashes;
}

/** `1, 2, 3` as query parameters, for `in (…)` in raw SQL. */
export const idList = (ids: number[]): SQL => sql.join(ids.map((id) => sql`${id}`), sql`, `);

/**
 * Stored segments the lines would overlap (strict ones only when `strictOnly`, which is what the
 * exclusion constraint compares), leaving out the items in `exclude` (the ones being changed).
 */
export async function findClashes(
  db: Queryable,
  venueId: number,
  lines: PlannedLine[],
  options: { strictOnly?: boolean; exclude?: number[] } = {},
): Promise<Clash[]> {
  const busy = lines.filter((line) => !line.forced).flatMap(busyOf);
  if (!busy.length) return [];
  const values = sql.join(
    busy.map((b) => sql`(${b.line}::int, ${b.employeeId}::int, ${b.resourceId}::int, ${rangeText(b.from, b.to)}::tstzrange)`),
    sql`, `,
  );
  const exclude = options.exclude?.length ? sql`and s.appointment_id not in (${idList(options.exclude)})` : sql``;
  const strict = options.strictOnly ? sql`and s.strict` : sql``;
  const result = (await db.execute(sql`
    select c.line, s.appointment_id, s.employee_id, s.resource_id, lower(s.during) as "from", upper(s.during) as "to"
    from (values ${values}) as c(line, employee_id, resource_id, during)
    join appointment_segments s on s.venue_id = ${venueId} and s.during && c.during
      and (s.employee_id = c.employee_id or s.resource_id = c.resource_id)
    where true ${exclude} ${strict}
    order by c.line, lower(s.during)
    limit 200`)) as unknown as { rows: { line: number; appointment_id: number; employee_id: number | null; resource_id: number | null; from: string | Date; to: string | Date }[] };
  return result.rows.map((row) => ({
    line: Number(row.line),
    employeeId: row.employee_id,
    resourceId: row.resource_id,
    appointmentId: row.appointment_id,
    otherLine: null,
    from: new Date(row.from),
    to: new Date(row.to),
  }));
}
