import { sql, type SQL } from 'drizzle-orm';
import { addDays, zonedDayRange } from '@chairside/shared/rules/calendar-time';
import { previousRange } from '@chairside/shared/rules/report-range';
import type { Queryable } from '../../db/client';
import { customerName, day, employeeName, ids, lines, rows, type Scope } from './reports.queries';

/**
 * The per-customer and per-employee visit reports (customer/visits, customer/loyalty, employees/visits)
 * read appointment_month_visits (kept lines summed per venue month, employee and customer, with distinct
 * bookings, and per month and customer over all employees; kept by triggers in every write's transaction) for the whole months of the range, and the raw
 * lines only for the partial days at its edges and for the bookings the rollup leaves out
 * (appointment_irregular_groups: lines in several months or of several customers). A booking the rollup
 * holds has all its kept lines in one month, so it is counted either there or in the raw lines, never both:
 * distinct bookings add up. Distinct customers are counted over the union of both. What no sum can keep
 * (a customer's last visit in the range, first visit ever, a visit before the range) is one walk down the
 * index (venue_id, customer_id, starts_at) per customer. Tests: reports-month-visits.test.ts compares every
 * answer with the raw computation after random writes.
 */

/** The whole months inside [from, to]: [first, end) as first days of months; first = end = from when there is none. */
export function wholeMonths(from: string, to: string): { first: string; end: string } {
  const nextMonth = (date: string) => {
    const [y, m] = [Number(date.slice(0, 4)), Number(date.slice(5, 7))];
    return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
  };
  const first = from.endsWith('-01') ? from : nextMonth(from);
  const after = addDays(to, 1);
  const end = after.endsWith('-01') ? after : `${to.slice(0, 8)}01`;
  return first < end ? { first, end } : { first: from, end: from };
}

interface Split {
  first: string;
  end: string;
  /** The instants where the whole months start and end, on the venue's clock. */
  startsAt: SQL;
  endsAt: SQL;
}

function split(s: Scope): Split {
  const { first, end } = wholeMonths(s.period.from, s.period.to);
  return { first, end, startsAt: sql`(${first}::date::timestamp at time zone ${s.timeZone})`, endsAt: sql`(${end}::date::timestamp at time zone ${s.timeZone})` };
}

/** The rollup's rows for the whole months, with the employee filter. */
const rolled = (s: Scope, m: Split) => sql`r.venue_id = ${s.venueId} and r.month >= ${m.first}::date and r.month < ${m.end}::date
  ${s.query.employee_ids?.length ? sql`and r.employee_id = any(${ids(s.query.employee_ids)})` : sql``}`;

/** The kept lines of the range the rollup does not hold: the edge days', and the irregular bookings' in the whole months. */
const rawLines = (s: Scope, m: Split, columns: SQL, extra: SQL = sql``) => sql`
  select ${columns} from appointments a
  where ${lines(s, sql`and a.status <> 'cancelled' and (a.starts_at < ${m.startsAt} or a.starts_at >= ${m.endsAt}) ${extra}`)}
  union all
  select ${columns} from appointment_irregular_groups i join appointments a on a.venue_id = i.venue_id and a.group_id = i.group_id
  where i.venue_id = ${s.venueId} and ${lines(s, sql`and a.status <> 'cancelled' and a.starts_at >= ${m.startsAt} and a.starts_at < ${m.endsAt} ${extra}`)}`;

/** Per customer of the range (walk-ins left out): distinct bookings, kept lines and their booked value. */
function perCustomer(s: Scope): SQL {
  const m = split(s);
  return sql`
    select customer_id, sum(visits)::int as visits, sum(services)::int as services, sum(booked_value)::bigint as booked_value from (
      select r.customer_id, sum(r.customer_visits) as visits, sum(r.lines) as services, sum(r.booked_value) as booked_value
      from appointment_month_visits r where ${rolled(s, m)} and r.employee_id is null and r.customer_id is not null group by 1
      union all
      select x.customer_id, count(distinct x.group_id), count(*), sum(x.price) from (
        ${rawLines(s, m, sql`a.customer_id, a.group_id, a.price`, sql`and a.customer_id is not null`)}
      ) x group by 1
    ) t group by 1 having sum(services) > 0`;
}

/** The distinct customers with a kept line in the range. */
function customersOf(s: Scope): SQL {
  const m = split(s);
  return sql`
    select r.customer_id from appointment_month_visits r where ${rolled(s, m)} and r.employee_id is null and r.customer_id is not null
    group by 1 having sum(r.lines) > 0
    union
    select x.customer_id from (${rawLines(s, m, sql`a.customer_id`, sql`and a.customer_id is not null`)}) x`;
}

/** A kept line of the customer (column) at or after the instant `from` and before `to` (null: unbounded), latest or earliest first. */
const walk = (s: Scope, customer: SQL, order: 'asc' | 'desc', from?: string, to?: string) => sql`(
  select f.starts_at from appointments f
  where f.venue_id = ${s.venueId} and f.customer_id = ${customer} and f.type = 'appointment' and f.status <> 'cancelled'
    ${from ? sql`and f.starts_at >= ${from}::timestamptz` : sql``} ${to ? sql`and f.starts_at < ${to}::timestamptz` : sql``}
  order by f.starts_at ${sql.raw(order)} limit 1)`;

/** customer/visits without filters: customers by visits in the range. */
export const customerVisitsRolled = (db: Queryable, s: Scope) => rows(db, sql`
  with t as materialized (${perCustomer(s)})
  select ${customerName} as customer, t.visits, t.services, t.booked_value::int as booked_value,
    to_char(${day(s, walk(s, sql`t.customer_id`, 'desc', s.period.start.toISOString(), s.period.end.toISOString()))}, 'YYYY-MM-DD') as last_visit
  from t join customers c on c.venue_id = ${s.venueId} and c.id = t.customer_id
  order by 2 desc, 4 desc, 1`);

/** customer/loyalty's counts (see reports.customer.queries.ts for the definitions). */
export async function loyaltyCounts(db: Queryable, s: Scope) {
  const [prevFrom, prevTo] = previousRange(s.period.from, s.period.to);
  const before = zonedDayRange(prevFrom, prevTo, s.timeZone);
  const previous: Scope = { ...s, query: {}, period: { from: prevFrom, to: prevTo, start: before.start, end: before.end } };
  const current: Scope = { ...s, query: {} };
  const [result] = await rows(db, sql`
    with c as materialized (${perCustomer(current)}
    ), seg as materialized (
      -- Materialized: each customer's walk runs once, not once per figure that reads it.
      select c.visits, c.booked_value, ${walk(s, sql`c.customer_id`, 'asc', undefined, s.period.start.toISOString())} is not null as back from c
    ), prev as materialized (${customersOf(previous)})
    select
      count(*) filter (where not back)::int as new_customers, coalesce(sum(visits) filter (where not back), 0)::int as new_visits,
      coalesce(sum(booked_value) filter (where not back), 0)::int as new_value,
      count(*) filter (where back)::int as returning_customers, coalesce(sum(visits) filter (where back), 0)::int as returning_visits,
      coalesce(sum(booked_value) filter (where back), 0)::int as returning_value,
      (select count(*) from prev)::int as previous_customers,
      (select count(*) from prev where prev.customer_id in (select customer_id from c))::int as retained
    from seg`);
  return result!;
}

/** employees/visits: per employee, the value of the kept lines, visits, customers and new customers (first visit ever in the range). */
export function employeeVisitsRolled(db: Queryable, s: Scope) {
  const m = split(s);
  return rows(db, sql`
    with raw as materialized (${rawLines(s, m, sql`a.employee_id, a.customer_id, a.group_id, a.price`)}
    ), roll as materialized (
      select r.employee_id, r.customer_id, sum(r.lines) as lines, sum(r.booked_value) as booked_value, sum(r.visits) as visits
      from appointment_month_visits r where ${rolled(s, m)} and r.employee_id is not null group by 1, 2 having sum(r.lines) <> 0
    ), t as (
      select employee_id, sum(booked_value) as booked_value, sum(visits) as visits from (
        select employee_id, booked_value, visits from roll
        union all
        select employee_id, sum(price), count(distinct group_id) from raw group by 1
      ) x group by 1
    ), ec as materialized (
      select employee_id, customer_id from roll where customer_id is not null and lines > 0
      union
      select employee_id, customer_id from raw where customer_id is not null
    ), firsts as materialized (
      -- Materialized: one walk per customer, not one per employee who saw them.
      select c.customer_id, ${walk(s, sql`c.customer_id`, 'asc')} as first_at from (select distinct customer_id from ec) c
    ), cc as (
      select ec.employee_id, count(*) as customers, count(*) filter (where f.first_at >= ${s.period.start.toISOString()}::timestamptz) as new_customers
      from ec join firsts f on f.customer_id = ec.customer_id group by 1
    )
    select e.id as employee_id, ${employeeName} as employee, coalesce(t.booked_value, 0)::int as booked_value, coalesce(t.visits, 0)::int as visits,
      coalesce(cc.customers, 0)::int as customers, coalesce(cc.new_customers, 0)::int as new_customers
    from employees e left join t on t.employee_id = e.id left join cc on cc.employee_id = e.id
    where e.venue_id = ${s.venueId} and (not e.archived or t.employee_id is not null)
      ${s.query.employee_ids?.length ? sql`and e.id = any(${ids(s.query.employee_ids)})` : sql``}
    order by e.sort_order, e.id`);
}
