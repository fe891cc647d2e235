import { and, desc, eq, sql } from 'drizzle-orm';
import type { CustomerAppointmentKind, CustomerDetail } from '@chairside/shared/customers-profile';
import { activityLog, customers, employees } from '../../../db/schema/index';
import type { Queryable } from '../../../db/client';
import { AppError } from '../../../lib/errors';
import { listSelect, runRows, toRow, type ListScope } from '../list/list.queries';

/** Reads of one customer's profile. */

export type CustomerRecord = typeof customers.$inferSelect;

/** The customer row of this venue (archived too), or NOT_FOUND (also for another venue's id). */
export async function customerRecord(db: Queryable, venueId: number, id: number, lock = false): Promise<CustomerRecord> {
  const query = db.select().from(customers).where(and(eq(customers.venueId, venueId), eq(customers.id, id)));
  const [row] = await (lock ? query.for('update') : query);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** The profile: the list's row (with its visit figures) and every field of the record. */
export async function customerDetail(db: Queryable, scope: ListScope, id: number): Promise<CustomerDetail> {
  const record = await customerRecord(db, scope.venueId, id);
  const [raw] = await runRows(db, listSelect({ ids: [id], archived: record.archived ? 'yes' : 'no', tags_mode: 'any', sort: 'name', order: 'asc' }, scope));
  return {
    ...toRow(raw!),
    gender: (record.gender as CustomerDetail['gender']) ?? null,
    notes: record.notes,
    street: record.street,
    city: record.city,
    postcode: record.postcode,
    country: record.country,
    company_name: record.companyName,
    company_tax_number: record.companyTaxNumber,
    preferred_employee_id: record.preferredEmployeeId,
    sms_consent: { given: record.smsMarketing, at: iso(record.smsMarketingAt), source: record.smsMarketingSource },
    email_consent: { given: record.emailMarketing, at: iso(record.emailMarketingAt), source: record.emailMarketingSource },
    blocked_online: record.blockedOnline,
    updated_at: record.updatedAt.toISOString(),
  };
}

/** The customer's activity, newest first, with who did it. */
export async function customerActivity(db: Queryable, venueId: number, id: number) {
  const rows = await db
    .select({
      id: activityLog.id, action: activityLog.action, changes: activityLog.changes, source: activityLog.source, createdAt: activityLog.createdAt,
      firstName: employees.firstName, lastName: employees.lastName,
    })
    .from(activityLog)
    .leftJoin(employees, and(eq(employees.venueId, activityLog.venueId), eq(employees.id, activityLog.employeeId)))
    .where(and(eq(activityLog.venueId, venueId), eq(activityLog.entity, 'customer'), eq(activityLog.entityId, id)))
    .orderBy(desc(activityLog.createdAt), desc(activityLog.id))
    .limit(200);
  return rows.map((row) => ({
    id: row.id,
    action: row.action,
    changes: row.changes,
    source: row.source,
    created_at: row.createdAt.toISOString(),
    by: row.firstName === null ? null : `${row.firstName} ${row.lastName ?? ''}`.trim(),
  }));
}

const KIND_WHERE: Record<CustomerAppointmentKind, (now: Date) => ReturnType<typeof sql>> = {
  upcoming: (now) => sql`a.starts_at >= ${now} and a.status <> 'cancelled'`,
  past: (now) => sql`a.starts_at < ${now} and a.status <> 'cancelled'`,
  no_shows: () => sql`a.status = 'cancelled' and a.cancel_reason = 'no_show'`,
  cancellations: () => sql`a.status = 'cancelled' and a.cancel_reason is distinct from 'no_show'`,
};

/** One page of the customer's service lines of one kind (upcoming soonest first, the rest latest first). */
export async function customerAppointments(db: Queryable, venueId: number, id: number, kind: CustomerAppointmentKind, now: Date, page: number, perPage: number) {
  const where = sql`a.venue_id = ${venueId} and a.customer_id = ${id} and a.type = 'appointment' and ${KIND_WHERE[kind](now)}`;
  const order = sql.raw(kind === 'upcoming' ? 'a.starts_at asc, a.id asc' : 'a.starts_at desc, a.id desc');
  const [rows, [counted]] = await Promise.all([
    runRows(db, sql`
      select a.id, a.group_id, a.starts_at, a.status, a.cancel_reason, a.price, s.name as service, trim(e.first_name || ' ' || e.last_name) as employee
      from appointments a
      left join services s on s.venue_id = a.venue_id and s.id = a.service_id
      join employees e on e.venue_id = a.venue_id and e.id = a.employee_id
      where ${where} order by ${order} limit ${perPage} offset ${(page - 1) * perPage}`),
    runRows(db, sql`select count(*)::int as n from appointments a where ${where}`),
  ]);
  return {
    data: rows.map((row) => ({
      id: row.id as number,
      group_id: row.group_id as number,
      starts_at: new Date(row.starts_at as string).toISOString(),
      status: row.status as string,
      cancel_reason: (row.cancel_reason as string | null) ?? null,
      service: (row.service as string | null) ?? null,
      employee: row.employee as string,
      price: row.price as number,
    })),
    total: Number(counted?.n ?? 0),
  };
}
