import { and, eq, inArray, sql } from 'drizzle-orm';
import { appointmentGroups, appointments } from '../../../db/schema/index';
import type { Queryable } from '../../../db/client';
import { redactActivityKeys } from '../../../lib/activity';
import { announce } from './calendar.context';

/** The calendar rows a customer merge moved: bookings (appointment_groups) and their lines. */
export interface MovedAppointments {
  groups: number[];
  appointments: number[];
}

/**
 * Gives every booking and calendar item of customer `fromId` to customer `toId`, inside the
 * caller's transaction (a customer merge), and tells the desks when it commits. Answers the ids
 * moved, so an undo can move back exactly these and not items booked after the merge.
 */
export async function reassignCustomerAppointments(tx: Queryable, venueId: number, fromId: number, toId: number): Promise<MovedAppointments> {
  const groups = await tx
    .update(appointmentGroups)
    .set({ customerId: toId })
    .where(and(eq(appointmentGroups.venueId, venueId), eq(appointmentGroups.customerId, fromId)))
    .returning({ id: appointmentGroups.id });
  const items = await tx
    .update(appointments)
    .set({ customerId: toId })
    .where(and(eq(appointments.venueId, venueId), eq(appointments.customerId, fromId)))
    .returning({ id: appointments.id, employeeId: appointments.employeeId });
  if (items.length) await announce(tx, venueId, 'appointments', 'updated', items.map((i) => i.id), items.map((i) => i.employeeId));
  return { groups: groups.map((g) => g.id), appointments: items.map((i) => i.id) };
}

/** Undoes reassignCustomerAppointments: the given rows that are still `fromId`'s go back to `toId`. */
export async function returnCustomerAppointments(tx: Queryable, venueId: number, moved: MovedAppointments, fromId: number, toId: number): Promise<void> {
  if (moved.groups.length) {
    await tx
      .update(appointmentGroups)
      .set({ customerId: toId })
      .where(and(eq(appointmentGroups.venueId, venueId), eq(appointmentGroups.customerId, fromId), inArray(appointmentGroups.id, moved.groups)));
  }
  if (!moved.appointments.length) return;
  const items = await tx
    .update(appointments)
    .set({ customerId: toId })
    .where(and(eq(appointments.venueId, venueId), eq(appointments.customerId, fromId), inArray(appointments.id, moved.appointments)))
    .returning({ id: appointments.id, employeeId: appointments.employeeId });
  if (items.length) await announce(tx, venueId, 'appointments', 'updated', items.map((i) => i.id), items.map((i) => i.employeeId));
}

/** How many bookings (not cancelled items) each of these customers has, by customer id. */
export async function countCustomerAppointments(db: Queryable, venueId: number, customerIds: number[]): Promise<Map<number, number>> {
  if (!customerIds.length) return new Map();
  const rows = await db
    .select({ id: appointments.customerId, n: sql<number>`count(*)::int` })
    .from(appointments)
    .where(and(eq(appointments.venueId, venueId), inArray(appointments.customerId, customerIds), eq(appointments.type, 'appointment')))
    .groupBy(appointments.customerId);
  return new Map(rows.map((row) => [row.id!, row.n]));
}

/**
 * A customer's erasure (customers/privacy): the bookings stay, but what was written on them about the
 * person goes — each item's note and cancellation note are emptied, and the notes recorded in the
 * items' activity entries are redacted. Tells the desks when it commits.
 */
export async function forgetCustomerNotes(tx: Queryable, venueId: number, customerId: number): Promise<void> {
  const own = and(eq(appointments.venueId, venueId), eq(appointments.customerId, customerId));
  const items = await tx
    .update(appointments)
    .set({ note: '', cancelNote: sql`case when ${appointments.cancelNote} is null then null else '' end` })
    .where(and(own, sql`(${appointments.note} <> '' or coalesce(${appointments.cancelNote}, '') <> '')`))
    .returning({ id: appointments.id, employeeId: appointments.employeeId });
  if (items.length) await announce(tx, venueId, 'appointments', 'updated', items.map((i) => i.id), items.map((i) => i.employeeId));
  const all = await tx.select({ id: appointments.id }).from(appointments).where(own);
  await redactActivityKeys(tx, venueId, 'appointment', all.map((row) => row.id), ['note']);
}
