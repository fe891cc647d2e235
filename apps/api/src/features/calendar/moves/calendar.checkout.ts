import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { appointmentGroups, appointments, serviceVariants, services } from '../../../db/schema/index';
import { AppError } from '../../../lib/errors';
import type { Tx } from '../../../db/client';
import type { VenueCtx } from '../../../lib/context';
import { announce, logItems } from '../core/calendar.context';
import { bookingChanged } from '../core/calendar.hooks';

/**
 * Checkout (sales feature): the lines of a paid booking become `done`, inside the paying
 * transaction. Cancelled and already-done lines are left as they are; busy time does not change.
 * The caller touches the live feed after its commit (or the write request's onSend sync does).
 */
export async function markItemsPaid(ctx: VenueCtx, tx: Tx, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .select({ id: appointments.id, status: appointments.status, employeeId: appointments.employeeId })
    .from(appointments)
    .where(and(eq(appointments.venueId, ctx.venueId), inArray(appointments.id, ids), ne(appointments.status, 'cancelled'), ne(appointments.status, 'done')))
    .for('update');
  if (rows.length === 0) return [];
  const changed = rows.map((row) => row.id);
  await tx.update(appointments).set({ status: 'done', updatedAt: ctx.deps.now() }).where(and(eq(appointments.venueId, ctx.venueId), inArray(appointments.id, changed)));
  await logItems(ctx, tx, rows.map((row) => ({ entityId: row.id, action: 'status', changes: { status: { before: row.status, after: 'done' } } })));
  await announce(tx, ctx.venueId, 'appointments', 'status', changed, rows.map((row) => row.employeeId));
  await bookingChanged(ctx, tx, { action: 'status', ids: changed });
  return changed;
}

export interface CheckoutBooking {
  groupId: number;
  customerId: number | null;
  lines: { appointmentId: number; employeeId: number; serviceId: number | null; name: string; price: number; status: string }[];
}

/**
 * The booking an item belongs to, as checkout needs it: its appointment lines (not cancelled) with
 * their employees, services and booked prices. Not found for another venue's item or a blocked time.
 */
export async function checkoutBooking(ctx: VenueCtx, tx: Tx, appointmentId: number): Promise<CheckoutBooking> {
  const [item] = await tx
    .select({ groupId: appointments.groupId, type: appointments.type })
    .from(appointments)
    .where(and(eq(appointments.venueId, ctx.venueId), eq(appointments.id, appointmentId)));
  if (!item || item.type !== 'appointment') throw new AppError('NOT_FOUND');
  const [group] = await tx.select({ customerId: appointmentGroups.customerId }).from(appointmentGroups)
    .where(and(eq(appointmentGroups.venueId, ctx.venueId), eq(appointmentGroups.id, item.groupId)));
  const rows = await tx
    .select({
      appointmentId: appointments.id, employeeId: appointments.employeeId, serviceId: appointments.serviceId, price: appointments.price,
      status: appointments.status, serviceName: services.name, variantName: serviceVariants.name,
    })
    .from(appointments)
    .leftJoin(services, and(eq(services.venueId, appointments.venueId), eq(services.id, appointments.serviceId)))
    .leftJoin(serviceVariants, and(eq(serviceVariants.venueId, appointments.venueId), eq(serviceVariants.id, appointments.variantId)))
    .where(and(eq(appointments.venueId, ctx.venueId), eq(appointments.groupId, item.groupId), eq(appointments.type, 'appointment'), ne(appointments.status, 'cancelled')))
    .orderBy(asc(appointments.startsAt), asc(appointments.id));
  return {
    groupId: item.groupId,
    customerId: group?.customerId ?? null,
    lines: rows.map((row) => ({
      appointmentId: row.appointmentId, employeeId: row.employeeId, serviceId: row.serviceId, price: row.price, status: row.status,
      name: [row.serviceName ?? '', row.variantName ?? ''].filter(Boolean).join(' – '),
    })),
  };
}
