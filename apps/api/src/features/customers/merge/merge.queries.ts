import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DuplicateGroup, MergeCustomer } from '@chairside/shared/customers-transfer';
import { customers, employees } from '../../../db/schema/index';
import type { Queryable } from '../../../db/client';
import { countCustomerAppointments } from '../../calendar/calendar.service';

/** Similar first names (same initial, pg_trgm similarity of the lower-cased names) of customers with the same last name. */
export const NAME_SIMILARITY = 0.5;

type GroupKey = { reason: DuplicateGroup['reason']; ids: number[] };

/**
 * Groups of customers (not archived) that may be one person: the same phone, the same e-mail
 * (case ignored), or the same last name with similar first names. Each group is read through an
 * index led by venue_id (customers_venue_phone_live_idx, customers_venue_email_lower_idx,
 * customers_venue_last_name_lower_idx); ordered by the group's first customer, paged.
 */
export async function duplicateGroups(db: Queryable, venueId: number, page: number, perPage: number): Promise<{ groups: GroupKey[]; hasMore: boolean }> {
  const result = (await db.execute(sql`
    with phone_groups as (
      select 'phone' as reason, array_agg(id order by id) as ids from customers
      where venue_id = ${venueId} and not archived and phone <> '' group by phone having count(*) > 1
    ), email_groups as (
      select 'email' as reason, array_agg(id order by id) as ids from customers
      where venue_id = ${venueId} and not archived and email <> '' group by lower(email) having count(*) > 1
    ), named as (
      select id, lower(last_name) as last, lower(first_name) as first, left(lower(first_name), 1) as initial from customers
      where venue_id = ${venueId} and not archived and last_name <> ''
    ), name_pairs as (
      -- The same initial first: a cheap hash-join key that spares most similarity() calls.
      select a.last, a.id as a, b.id as b from named a join named b on b.last = a.last and b.initial = a.initial and b.id > a.id
      where similarity(a.first, b.first) >= ${NAME_SIMILARITY}
    ), name_groups as (
      select 'name' as reason, array_agg(distinct id order by id) as ids
      from (select last, a as id from name_pairs union select last, b from name_pairs) members group by last
    )
    select reason, ids from (
      select * from phone_groups union all select * from email_groups union all select * from name_groups
    ) groups
    order by ids[1], reason
    limit ${perPage + 1} offset ${(page - 1) * perPage}`)) as unknown as { rows: GroupKey[] };
  return { groups: result.rows.slice(0, perPage), hasMore: result.rows.length > perPage };
}

const mergeColumns = {
  id: customers.id, first_name: customers.firstName, last_name: customers.lastName, phone: customers.phone, email: customers.email,
  birthday: customers.birthday, gender: customers.gender, street: customers.street, city: customers.city, postcode: customers.postcode,
  country: customers.country, alerts: customers.alerts, notes: customers.notes, tags: customers.tags, preferred_employee_id: customers.preferredEmployeeId,
  email_marketing: customers.emailMarketing, sms_marketing: customers.smsMarketing, created_at: customers.createdAt,
  preferred_employee_name: sql<string | null>`nullif(trim(${employees.firstName} || ' ' || ${employees.lastName}), '')`,
};

/** The customers side by side, with their booking counts. */
export async function mergeCustomersById(db: Queryable, venueId: number, ids: number[]): Promise<Map<number, MergeCustomer>> {
  if (!ids.length) return new Map();
  const [rows, counts] = await Promise.all([
    db
      .select(mergeColumns)
      .from(customers)
      .leftJoin(employees, and(eq(employees.venueId, customers.venueId), eq(employees.id, customers.preferredEmployeeId)))
      .where(and(eq(customers.venueId, venueId), inArray(customers.id, ids))),
    countCustomerAppointments(db, venueId, ids),
  ]);
  return new Map(rows.map((row) => [row.id, { ...row, created_at: row.created_at.toISOString(), appointments: counts.get(row.id) ?? 0 }]));
}
