import { and, asc, eq } from 'drizzle-orm';
import { appointments, employees, services } from '../../../db/schema/index';
import type { VenueCtx } from '../../../lib/context';

/** One appointment of a customer, as the customer's data export and profile read it. */
export interface CustomerAppointment {
  id: number;
  starts_at: string;
  ends_at: string;
  status: string;
  service: string;
  employee: string;
  /** Minor units. */
  price: number;
  note: string;
  cancel_reason: string | null;
  cancelled_at: string | null;
  created_at: string;
}

/** Every appointment (booked lines, not blocked time) of one customer of the venue, oldest first. */
export async function customerAppointments(ctx: Pick<VenueCtx, 'db' | 'venueId'>, customerId: number): Promise<CustomerAppointment[]> {
  const rows = await ctx.db
    .select({
      id: appointments.id,
      startsAt: appointments.startsAt,
      endsAt: appointments.endsAt,
      status: appointments.status,
      service: services.name,
      firstName: employees.firstName,
      lastName: employees.lastName,
      price: appointments.price,
      note: appointments.note,
      cancelReason: appointments.cancelReason,
      cancelledAt: appointments.cancelledAt,
      createdAt: appointments.createdAt,
    })
    .from(appointments)
    .leftJoin(services, and(eq(services.venueId, appointments.venueId), eq(services.id, appointments.serviceId)))
    .leftJoin(employees, and(eq(employees.venueId, appointments.venueId), eq(employees.id, appointments.employeeId)))
    .where(and(eq(appointments.venueId, ctx.venueId), eq(appointments.customerId, customerId), eq(appointments.type, 'appointment')))
    .orderBy(asc(appointments.startsAt), asc(appointments.id));
  return rows.map((row) => ({
    id: row.id,
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
    status: row.status,
    service: row.service ?? '',
    employee: `${row.firstName ?? ''} ${row.lastName ?? ''}`.trim(),
    price: row.price,
    note: row.note,
    cancel_reason: row.cancelReason,
    cancelled_at: row.cancelledAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  }));
}
