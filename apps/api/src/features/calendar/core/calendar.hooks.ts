import type { Queryable } from '../../../db/client';
import type { VenueCtx } from '../../../lib/context';

/**
 * What other features hear of a booking's change, inside the calendar's transaction (the reminders
 * feature sends the customer's messages from it: booking made, moved, cancelled, no-show, thank-you).
 * A listener registers itself (the calendar imports no one); the same function registers once.
 */
export interface BookingChange {
  /** created, rescheduled, cancelled, status. */
  action: 'created' | 'rescheduled' | 'cancelled' | 'status';
  /** The lines changed. */
  ids: number[];
  /** Where the booking came from: online bookings get their confirmation from online booking. */
  source?: 'back_office' | 'online';
}

export type BookingListener = (ctx: VenueCtx, tx: Queryable, change: BookingChange) => Promise<void>;

const listeners = new Set<BookingListener>();

export function onBookingChange(listener: BookingListener): void {
  listeners.add(listener);
}

export async function bookingChanged(ctx: VenueCtx, tx: Queryable, change: BookingChange): Promise<void> {
  if (!change.ids.length) return;
  for (const listener of listeners) await listener(ctx, tx, change);
}
