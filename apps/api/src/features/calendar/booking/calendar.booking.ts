import type { StoreBody } from '@chairside/shared/calendar';
import type { BookingResponse } from '@chairside/shared/calendar-responses';
import { RESERVED_SLOT_MINUTES } from '@chairside/shared/calendar-constants';
import type { Tx } from '../../../db/client';
import type { VenueCtx } from '../../../lib/context';
import { announce, logItems } from '../core/calendar.context';
import { bookingChanged } from '../core/calendar.hooks';
import { planLines } from '../core/calendar.plan';
import { itemsOfGroup } from '../core/calendar.queries';
import { clockAfterRelease, guardedWrite, insertBooking, lineSnapshot } from '../core/calendar.write';
import { assertNotErased } from '../../customers/customers.service';

/** Booking: one or more lines at once (editing is calendar.update.ts, series calendar.recurring.ts). */

/** POST appointments/store: a booking of one or more lines (or a reserved slot or reminder). */
export interface StoreOptions {
  /** Where the booking was made (appointment_groups.source); the back office by default. */
  source?: 'desk' | 'online';
  /** More writes of the caller's feature in the booking's own transaction (online booking: its link, mail and staff notice). */
  alsoInTransaction?: (tx: Tx, groupId: number) => Promise<void>;
}

export async function storeAppointments(ctx: VenueCtx, body: StoreBody, options: StoreOptions = {}): Promise<BookingResponse> {
  const clock = await clockAfterRelease(ctx);
  const type = body.type ?? 'appointment';
  const expiresAt = type === 'reserved_slot' ? new Date(ctx.deps.now().getTime() + (body.expires_in ?? RESERVED_SLOT_MINUTES) * 60_000) : null;
  const customerId = body.customer_id ?? null;
  // A customer erased on request can no longer be booked (422 CUSTOMER_ERASED).
  if (customerId !== null) await assertNotErased(ctx, customerId);
  const lines = await planLines(ctx, clock, body.services, {
    type, status: body.status ?? 'new', customerId, color: body.color ?? null, note: body.note ?? '', forced: body.force === true, expiresAt, date: body.date,
  });
  const groupId = await guardedWrite(ctx, clock, () => lines, [], async (tx) => {
    const id = await insertBooking(tx, ctx, { customerId, source: options.source }, lines);
    await logItems(ctx, tx, lines.map((line) => ({ entityId: line.id!, action: 'created', changes: lineSnapshot(line, clock.timeZone) })));
    await announce(tx, ctx.venueId, 'appointments', 'created', lines.map((line) => line.id!), lines.map((line) => line.employeeId));
    if (type === 'appointment') {
      await bookingChanged(ctx, tx, { action: 'created', ids: lines.map((line) => line.id!), source: options.source === 'online' ? 'online' : 'back_office' });
    }
    await options.alsoInTransaction?.(tx, id);
    return id;
  });
  return { group_id: groupId, appointments: await itemsOfGroup(ctx, clock.timeZone, groupId) };
}
