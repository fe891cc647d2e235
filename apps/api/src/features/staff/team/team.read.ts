import { and, asc, count, eq, gte, inArray, ne } from 'drizzle-orm';
import type {
  Employee, EmployeeDetailResponse, EmployeeType, EmployeesResponse, FutureAppointment,
} from '@chairside/shared/staff-team';
import { wallClock, zonedInstant, zonedToday } from '@chairside/shared/rules/calendar-time';
import type { Queryable } from '../../../db/client';
import { appointments, customers, employeeTypes, employees, services, venues } from '../../../db/schema/index';
import type { VenueCtx } from '../../../lib/context';
import { AppError } from '../../../lib/errors';
import { employeeServiceLinks } from '../../catalog/catalog.service';

/** The team's reads: the list, one employee's detail (with what archiving would take off the calendar), titles, commissions. */

export const employeeColumns = {
  id: employees.id,
  userId: employees.userId,
  firstName: employees.firstName,
  lastName: employees.lastName,
  email: employees.email,
  phone: employees.phone,
  avatar: employees.avatar,
  typeId: employees.typeId,
  typeName: employeeTypes.name,
  color: employees.color,
  role: employees.role,
  isOwner: employees.isOwner,
  bookable: employees.bookable,
  visibleOnline: employees.visibleOnline,
  archived: employees.archived,
  archivedAt: employees.archivedAt,
  sortOrder: employees.sortOrder,
  commissionServices: employees.commissionServices,
  commissionProducts: employees.commissionProducts,
  commissionVouchers: employees.commissionVouchers,
};
type EmployeeRow = Awaited<ReturnType<typeof selectEmployees>>[number];

export function toEmployee(row: EmployeeRow): Employee {
  return {
    id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    phone: row.phone,
    photo: row.avatar,
    type_id: row.typeId,
    type_name: row.typeName ?? '',
    color: row.color,
    role: row.role,
    is_owner: row.isOwner,
    bookable: row.bookable,
    visible_online: row.visibleOnline,
    archived: row.archived,
    archived_at: row.archivedAt ? row.archivedAt.toISOString() : null,
    sort_order: row.sortOrder,
    has_login: row.userId !== null,
    commissions: { services: row.commissionServices, products: row.commissionProducts, vouchers: row.commissionVouchers },
  };
}

function selectEmployees(db: Queryable) {
  return db
    .select(employeeColumns)
    .from(employees)
    .leftJoin(employeeTypes, and(eq(employeeTypes.venueId, employees.venueId), eq(employeeTypes.id, employees.typeId)));
}

/** GET employees: the active team in calendar order, or the archived ones. */
export async function listEmployees(ctx: VenueCtx, archived: boolean): Promise<EmployeesResponse> {
  const rows = await selectEmployees(ctx.db)
    .where(and(eq(employees.venueId, ctx.venueId), eq(employees.archived, archived)))
    .orderBy(asc(employees.sortOrder), asc(employees.id));
  return { data: rows.map(toEmployee) };
}

/** One employee of the venue (archived too), or 404. */
export async function findEmployee(db: Queryable, venueId: number, id: number): Promise<Employee> {
  const [row] = await selectEmployees(db).where(and(eq(employees.venueId, venueId), eq(employees.id, id))).limit(1);
  if (!row) throw new AppError('NOT_FOUND');
  return toEmployee(row);
}

const FUTURE_LIMIT = 50;

/** Appointments of the employee from the start of today (venue time), not cancelled: what archiving takes off the calendar. */
async function futureAppointments(ctx: VenueCtx, employeeId: number): Promise<{ list: FutureAppointment[]; total: number }> {
  const [venue] = await ctx.db.select({ timezone: venues.timezone }).from(venues).where(eq(venues.id, ctx.venueId)).limit(1);
  const timeZone = venue?.timezone ?? 'UTC';
  const from = zonedInstant(zonedToday(ctx.deps.now(), timeZone), 0, timeZone);
  const where = and(
    eq(appointments.venueId, ctx.venueId),
    eq(appointments.employeeId, employeeId),
    inArray(appointments.type, ['appointment', 'reserved_slot']),
    ne(appointments.status, 'cancelled'),
    gte(appointments.startsAt, from),
  );
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({
        id: appointments.id,
        groupId: appointments.groupId,
        startsAt: appointments.startsAt,
        serviceName: services.name,
        first: customers.firstName,
        last: customers.lastName,
      })
      .from(appointments)
      .leftJoin(services, and(eq(services.venueId, appointments.venueId), eq(services.id, appointments.serviceId)))
      .leftJoin(customers, and(eq(customers.venueId, appointments.venueId), eq(customers.id, appointments.customerId)))
      .where(where)
      .orderBy(asc(appointments.startsAt), asc(appointments.id))
      .limit(FUTURE_LIMIT),
    ctx.db.select({ n: count() }).from(appointments).where(where),
  ]);
  const list = rows.map((row) => {
    const clock = wallClock(row.startsAt, timeZone);
    return {
      id: row.id,
      group_id: row.groupId,
      date: clock.date,
      start_time: clock.time,
      service_name: row.serviceName ?? '',
      customer_name: [row.first, row.last].filter(Boolean).join(' '),
    };
  });
  return { list, total: total?.n ?? 0 };
}

/** GET employees/employee-detail/{id}: the employee, their services with own values, and their bookings from today on. */
export async function employeeDetail(ctx: VenueCtx, id: number): Promise<EmployeeDetailResponse> {
  const employee = await findEmployee(ctx.db, ctx.venueId, id);
  const [links, future] = await Promise.all([employeeServiceLinks(ctx.db, ctx.venueId, id), futureAppointments(ctx, id)]);
  return {
    employee,
    services: links.map((link) => ({ service_id: link.serviceId, price: link.price, duration: link.duration })),
    future_appointments: future.list,
    future_count: future.total,
  };
}

/** GET employees/type/list: the venue's job titles by name. */
export async function listTypes(ctx: VenueCtx): Promise<{ data: EmployeeType[] }> {
  const rows = await ctx.db
    .select({ id: employeeTypes.id, name: employeeTypes.name })
    .from(employeeTypes)
    .where(eq(employeeTypes.venueId, ctx.venueId))
    .orderBy(asc(employeeTypes.name), asc(employeeTypes.id));
  return { data: rows };
}

/** GET employees/commissions[/{id}]: rates in basis points; the list holds the active team in order. */
export async function commissionsOf(ctx: VenueCtx): Promise<{ data: (Employee['commissions'] & { employee_id: number })[] }> {
  const { data } = await listEmployees(ctx, false);
  return { data: data.map((e) => ({ employee_id: e.id, ...e.commissions })) };
}

export async function commissionOf(ctx: VenueCtx, id: number): Promise<{ data: Employee['commissions'] & { employee_id: number } }> {
  const employee = await findEmployee(ctx.db, ctx.venueId, id);
  return { data: { employee_id: employee.id, ...employee.commissions } };
}

/** Bookable, not archived employees: the seats the plan counts. */
export async function seatsUsed(db: Queryable, venueId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(employees)
    .where(and(eq(employees.venueId, venueId), eq(employees.archived, false), eq(employees.bookable, true)));
  return row?.n ?? 0;
}
