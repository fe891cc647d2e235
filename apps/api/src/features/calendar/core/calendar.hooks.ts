import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import type { VenueCtx } from '../../../lib/context';

/**
 * What other features hear of a booking's change, inside the calendar's transaction (the reminders
 * feature sends the customer's messages from it: booking made, changed, cancelled, no-show).
 * A listener registers itself (the calendar imports no one); the same function registers once.
 */
export interface BookingChange {
  /** created, rescheduled (anything the customer sees: time, length, staff, services), cancelled, status. */
  action: 'created' | 'rescheduled' | 'cancelled' | 'status';
  /** The lines changed (for rescheduled: the booking's first open line). */
  ids: number[];
  /** Where the booking came from: online bookings get their confirmation from online booking. */
  source?: 'back_office' | 'online';
  /** Which change this is (rescheduled): one message per version, so a change heard twice is told once. */
  version?: number;
  /** created: the bookings of one new recurring series (ids: each booking's first line), told as one message naming their dates. */
  series?: boolean;
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

/** What the customer sees of a booking: its open lines' times, staff and services (not notes, colours, rooms or status). */
export interface CustomerView {
  /** The open lines, in order: start, end, employee, service, variant. */
  key: string;
  /** When the booking's lines were last written (tells two equal changes apart: A → B, back to A, and to B again). */
  stamp: string;
  firstId: number | null;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** The customer's view of these bookings, read inside the write's transaction (before and after the write). */
export async function customerViews(tx: Queryable, venueId: number, groupIds: number[]): Promise<Map<number, CustomerView>> {
  const views = new Map<number, CustomerView>(groupIds.map((id) => [id, { key: '', stamp: '', firstId: null }]));
  if (!groupIds.length) return views;
  const rows = rowsOf<{ group_id: number; id: number; line: string; stamp: string }>(await tx.execute(sql`
    select group_id, id,
      concat_ws('|', extract(epoch from starts_at)::bigint, extract(epoch from ends_at)::bigint, employee_id, service_id, variant_id) as line,
      coalesce(extract(epoch from updated_at)::text, '') as stamp
    from appointments
    where venue_id = ${venueId} and group_id = any(${`{${groupIds.join(',')}}`}::int[]) and status <> 'cancelled' and type = 'appointment'
    order by group_id, starts_at, id`));
  for (const row of rows) {
    const view = views.get(row.group_id)!;
    view.key += `${row.line};`;
    if (row.stamp > view.stamp) view.stamp = row.stamp;
    view.firstId ??= row.id;
  }
  return views;
}

/**
 * Tells the listeners of every booking whose customer view changed (a move, a resize, a whole-booking
 * edit): once per real change, none for a save the customer cannot see. The version hashes the view
 * before (with its last write) and after, so the same change heard twice is the same message.
 */
export async function tellChanged(ctx: VenueCtx, tx: Queryable, before: Map<number, CustomerView>): Promise<void> {
  const after = await customerViews(tx, ctx.venueId, [...before.keys()]);
  for (const [groupId, was] of before) {
    const now = after.get(groupId)!;
    if (now.firstId === null || was.key === '' || now.key === was.key) continue;
    const version = createHash('sha256').update(`${was.key}@${was.stamp}>${now.key}`).digest().readInt32BE(0);
    await bookingChanged(ctx, tx, { action: 'rescheduled', ids: [now.firstId], version });
  }
}
