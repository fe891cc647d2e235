import { and, asc, eq, gte, isNotNull, lt, ne } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { appointments } from '../../../db/schema/index';

export interface UpcomingVisit {
  venueId: number;
  appointmentId: number;
  groupId: number;
  customerId: number;
  serviceId: number;
  startsAt: Date;
  endsAt: Date;
}

/**
 * Service lines (type appointment) with a customer and a service, not cancelled, starting in
 * [from, to), of every venue (the caller's `db` sees all venues: a scheduled job), by start time.
 */
export async function visitsStartingBetween(db: Queryable, from: Date, to: Date): Promise<UpcomingVisit[]> {
  const rows = await db
    .select({
      venueId: appointments.venueId,
      appointmentId: appointments.id,
      groupId: appointments.groupId,
      customerId: appointments.customerId,
      serviceId: appointments.serviceId,
      startsAt: appointments.startsAt,
      endsAt: appointments.endsAt,
    })
    .from(appointments)
    .where(and(
      eq(appointments.type, 'appointment'),
      ne(appointments.status, 'cancelled'),
      isNotNull(appointments.customerId),
      isNotNull(appointments.serviceId),
      gte(appointments.startsAt, from),
      lt(appointments.startsAt, to),
    ))
    .orderBy(asc(appointments.startsAt), asc(appointments.id));
  return rows.map((row) => ({ ...row, customerId: row.customerId!, serviceId: row.serviceId! }));
}
