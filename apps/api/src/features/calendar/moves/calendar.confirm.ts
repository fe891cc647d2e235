import { and, eq, inArray } from 'drizzle-orm';
import { appointments } from '../../../db/schema/index';
import type { Queryable } from '../../../db/client';
import { insertActivity } from '../../../lib/activity';
import { announce } from '../core/calendar.context';

/**
 * The customer confirms a booking from a reminder's link (reminders feature), inside the caller's
 * transaction: its lines still 'new' become 'confirmed' (a line cancelled, started or done is left
 * alone), logged as the customer's change and announced to the desks. Answers the lines changed.
 */
export async function confirmBookingByCustomer(db: Queryable, venueId: number, groupId: number, now: Date): Promise<number> {
  const lines = await db.select({ id: appointments.id, employeeId: appointments.employeeId }).from(appointments)
    .where(and(eq(appointments.venueId, venueId), eq(appointments.groupId, groupId), eq(appointments.status, 'new'), eq(appointments.type, 'appointment')))
    .for('update');
  if (!lines.length) return 0;
  const ids = lines.map((line) => line.id);
  await db.update(appointments).set({ status: 'confirmed', updatedAt: now }).where(and(eq(appointments.venueId, venueId), inArray(appointments.id, ids)));
  await insertActivity(db, ids.map((id) => ({
    venueId, userId: null, employeeId: null, entity: 'appointment', entityId: id, action: 'status', source: 'customer',
    changes: { status: { before: 'new', after: 'confirmed' } },
  })));
  await announce(db, venueId, 'appointments', 'status', ids, lines.map((line) => line.employeeId));
  return ids.length;
}
