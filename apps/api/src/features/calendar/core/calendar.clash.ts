import { and, eq, inArray } from 'drizzle-orm';
import { wallClock } from '@chairside/shared/rules/calendar-time';
import { appointments, customers, employees, resources, services } from '../../../db/schema/index';
import type { Queryable } from '../../../db/client';
import { AppError, type FieldMessage } from '../../../lib/errors';
import type { Clash } from './calendar.segments';

/**
 * SLOT_TAKEN (409): which line clashes, with which employee or resource, and with what. The
 * answer carries `errors` (translated, per line field) and `clashes` (machine-readable).
 */

export interface ClashInfo {
  line: number;
  employee_id: number | null;
  resource_id: number | null;
  appointment_id: number | null;
  other_line: number | null;
  date: string;
  start_time: string;
  end_time: string;
  /** Set by recurring bookings: the occurrence's date. */
  occurrence?: string;
}

/** Reads names and times for the clashes (one query per kind of name). */
export async function describeClashes(db: Queryable, venueId: number, timeZone: string, clashes: Clash[]) {
  const itemIds = [...new Set(clashes.map((c) => c.appointmentId).filter((id): id is number => id !== null))];
  const employeeIds = [...new Set(clashes.map((c) => c.employeeId).filter((id): id is number => id !== null))];
  const resourceIds = [...new Set(clashes.map((c) => c.resourceId).filter((id): id is number => id !== null))];
  // One after another: `db` may be a transaction (one connection).
  const items = itemIds.length
    ? await db
        .select({ id: appointments.id, type: appointments.type, first: customers.firstName, last: customers.lastName, service: services.name })
        .from(appointments)
        .leftJoin(customers, and(eq(customers.venueId, appointments.venueId), eq(customers.id, appointments.customerId)))
        .leftJoin(services, and(eq(services.venueId, appointments.venueId), eq(services.id, appointments.serviceId)))
        .where(and(eq(appointments.venueId, venueId), inArray(appointments.id, itemIds)))
    : [];
  const staff = employeeIds.length
    ? await db.select({ id: employees.id, first: employees.firstName, last: employees.lastName }).from(employees)
        .where(and(eq(employees.venueId, venueId), inArray(employees.id, employeeIds)))
    : [];
  const rooms = resourceIds.length
    ? await db.select({ id: resources.id, name: resources.name }).from(resources).where(and(eq(resources.venueId, venueId), inArray(resources.id, resourceIds)))
    : [];
  const itemById = new Map(items.map((item) => [item.id, item]));
  const staffName = new Map(staff.map((e) => [e.id, `${e.first} ${e.last}`.trim()]));
  const roomName = new Map(rooms.map((r) => [r.id, r.name]));

  const errors: Record<string, FieldMessage[]> = {};
  const infos: ClashInfo[] = [];
  for (const clash of clashes) {
    const from = wallClock(clash.from, timeZone);
    const to = wallClock(clash.to, timeZone);
    const item = clash.appointmentId === null ? undefined : itemById.get(clash.appointmentId);
    const what = item
      ? [item.first && `${item.first} ${item.last ?? ''}`.trim(), item.service].filter(Boolean).join(', ') || `#${item.id}`
      : `#${(clash.otherLine ?? 0) + 1}`;
    const field = clash.employeeId !== null ? `services.${clash.line}.employee_id` : `services.${clash.line}.resource_id`;
    const vars = {
      name: clash.employeeId !== null ? (staffName.get(clash.employeeId) ?? '') : (roomName.get(clash.resourceId!) ?? ''),
      from: from.time,
      to: to.time,
      what,
    };
    const key = clash.appointmentId === null ? 'calendar.clash_line' : item?.type === 'blocked' ? 'calendar.clash_blocked' : 'calendar.clash';
    if (!errors[field]?.length) (errors[field] ??= []).push({ key, vars });
    infos.push({
      line: clash.line,
      employee_id: clash.employeeId,
      resource_id: clash.resourceId,
      appointment_id: clash.appointmentId,
      other_line: clash.otherLine,
      date: from.date,
      start_time: from.time,
      end_time: to.time,
    });
  }
  return { errors, clashes: infos };
}

/** The 409 for clashes (a generic one when the other item vanished before we could name it). */
export async function slotTaken(db: Queryable, venueId: number, timeZone: string, clashes: Clash[]): Promise<AppError> {
  if (!clashes.length) return new AppError('SLOT_TAKEN', { extra: { clashes: [] } });
  const { errors, clashes: infos } = await describeClashes(db, venueId, timeZone, clashes);
  return new AppError('SLOT_TAKEN', { errors, extra: { clashes: infos } });
}
