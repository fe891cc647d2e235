import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { day, filtered, lines, rows, storedDailyVisits, type Scope } from './reports.queries';
import { loyaltyCounts } from './reports.visits.queries';

/**
 * customer/loyalty and customer/online-booking (issue 16), read from the booked lines. A visit is a
 * booking (appointment group) with at least one line not cancelled (definition_visit).
 *
 * Loyalty, as defined here and in the tooltip (definition_loyalty, definition_retention):
 * - the period's customers are those with a visit in it;
 * - a customer is **new** when their first visit ever falls in the period, **returning** when they
 *   also had a visit before the period's start;
 * - visits per customer = the segment's visits / its customers;
 * - **retention** = of the customers with a visit in the period just before (same shape:
 *   previousRange), the share who visited again in this one (all of them are returning customers).
 * Bookings without a customer (walk-ins) are not anyone's visits and are left out.
 */

/** customer/loyalty: the new and the returning customers of the period, their visits and booked value; retention on the returning row. */
export async function customerLoyalty(db: Queryable, s: Scope) {
  const r = await loyaltyCounts(db, s);
  const ratio = (visits: number, customers: number) => (customers > 0 ? Math.round((visits / customers) * 100) / 100 : null);
  const retention = Number(r.previous_customers) > 0 ? Math.round((Number(r.retained) / Number(r.previous_customers)) * 1000) / 10 : null;
  const segment = (name: string, customers: number, visits: number, value: number, rate: number | null) =>
    ({ segment: name, customers, visits, visits_per_customer: ratio(visits, customers), booked_value: value, retention: rate });
  const none = Number(r.new_customers) + Number(r.returning_customers) === 0;
  return {
    rows: none ? [] : [
      segment('new', Number(r.new_customers), Number(r.new_visits), Number(r.new_value), null),
      segment('returning', Number(r.returning_customers), Number(r.returning_visits), Number(r.returning_value), retention),
    ],
    retention,
    retained: Number(r.retained),
    previousCustomers: Number(r.previous_customers),
  };
}

/**
 * customer/online-booking: per visit day (the venue's clock), every visit and those booked on the
 * public booking page (appointment_groups.source = 'online'), with their services and booked value
 * (lines not cancelled). Unfiltered, all of it is the stored counts per day (storedDailyVisits: a
 * year is 365 rows). With an employee or service filter a visit
 * counts when one of its lines matches, and only matching lines count: read from the lines, the online
 * bookings (partial index appointment_groups_online_idx) hashed.
 */
export const onlineBookings = (db: Queryable, s: Scope) => rows(db, filtered(s) ? sql`
  with online as materialized (
    select g.id from appointment_groups g where g.venue_id = ${s.venueId} and g.source = 'online'
  ), l as materialized (
    select ${day(s, sql`a.starts_at`)} as d, a.group_id, a.price, a.group_id in (select id from online) as online
    from appointments a where ${lines(s, sql`and a.status <> 'cancelled'`)}
  ), v as (
    select d, group_id, bool_or(online) as online, count(*) as services, sum(price) as value from l group by 1, 2
  )
  select to_char(d, 'YYYY-MM-DD') as date, count(*)::int as visits, count(*) filter (where online)::int as online_visits,
    coalesce(sum(services) filter (where online), 0)::int as online_services, coalesce(sum(value) filter (where online), 0)::int as online_value
  from v group by d order by d` : sql`
  with v as (${storedDailyVisits(s)}
  )
  select to_char(d, 'YYYY-MM-DD') as date, sum(visits)::int as visits, sum(online_visits)::int as online_visits,
    sum(online_lines)::int as online_services, sum(online_value)::int as online_value
  from v group by d having sum(visits) > 0 order by d`);
