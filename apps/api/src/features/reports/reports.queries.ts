import { sql, type SQL } from 'drizzle-orm';
import type { ReportQuery } from '@chairside/shared/reports';
import type { ReportPeriod } from '@chairside/shared/rules/report-range';
import type { Queryable } from '../../db/client';

/**
 * The reads behind each report (issue 16). Every read is one aggregate over a range of the venue's
 * rows through an index that leads with venue_id and the date (appointments (venue_id, starts_at),
 * stock_movements (venue_id, created_at)), bucketed on the venue's clock. The appointment reports read
 * booked service lines (type 'appointment'), valued at the price they were booked at: until sales are
 * recorded that is the only money the venue has, and the definitions say so.
 */

export type Row = Record<string, string | number | null>;
export interface Scope {
  venueId: number;
  timeZone: string;
  period: ReportPeriod;
  query: ReportQuery;
}

export async function rows(db: Queryable, query: SQL): Promise<Row[]> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}

export const ids = (list: number[]) => sql`${`{${list.join(',')}}`}::int[]`;

/** The booked service lines of the range, with the report's filters. */
export function lines(s: Scope, extra: SQL = sql``): SQL {
  const { employee_ids: employees, service_ids: services, group_ids: groups } = s.query;
  return sql`a.venue_id = ${s.venueId} and a.type = 'appointment'
    and a.starts_at >= ${s.period.start.toISOString()}::timestamptz and a.starts_at < ${s.period.end.toISOString()}::timestamptz
    ${employees?.length ? sql`and a.employee_id = any(${ids(employees)})` : sql``}
    ${services?.length ? sql`and a.service_id = any(${ids(services)})` : sql``}
    ${groups?.length ? sql`and a.service_id in (select g.id from services g where g.venue_id = ${s.venueId} and g.group_id = any(${ids(groups)}))` : sql``}
    ${extra}`;
}

export const day = (s: Scope, column: SQL) => sql`(${column} at time zone ${s.timeZone})::date`;
export const customerName = sql`trim(c.first_name || ' ' || c.last_name)`;
export const employeeName = sql`trim(e.first_name || ' ' || e.last_name)`;

/**
 * The summed lines of the range (appointment_daily_stats, kept equal to the raw lines by triggers in
 * the same transaction as every write: see its schema), with the report's filters. Its days are the
 * venue's, so the period's dates select exactly the lines between its start and end instants.
 */
export function stats(s: Scope, extra: SQL = sql``): SQL {
  const { employee_ids: employees, service_ids: services, group_ids: groups } = s.query;
  return sql`st.venue_id = ${s.venueId} and st.day between ${s.period.from}::date and ${s.period.to}::date
    ${employees?.length ? sql`and st.employee_id = any(${ids(employees)})` : sql``}
    ${services?.length ? sql`and st.service_id = any(${ids(services)})` : sql``}
    ${groups?.length ? sql`and st.service_id in (select g.id from services g where g.venue_id = ${s.venueId} and g.group_id = any(${ids(groups)}))` : sql``}
    ${extra}`;
}

/** True when the report narrows the lines by employee, service or group. */
export const filtered = (s: Scope) => Boolean(s.query.employee_ids?.length || s.query.service_ids?.length || s.query.group_ids?.length);

/**
 * Counts the venue's days marked since their visits were stored, so that readers find few (the
 * reports-compact-stats job does the same for every venue). Safe beside writes and other refreshes.
 */
export const refreshDailyVisits = (db: Queryable, venueId: number) =>
  db.execute(sql`select chairside_refresh_appointment_daily_visits(${venueId})`);

/**
 * Visits per day of an unfiltered range (a visit: a booking with a line not cancelled that day), and
 * of those the online bookings, their lines and booked value: the stored counts of each day, and the
 * days marked since (see appointment_daily_visits) counted from their lines. Call refreshDailyVisits
 * first so that few days are still marked.
 */
export const storedDailyVisits = (s: Scope) => sql`
    select x.day as d, x.visits, x.online_visits, x.online_lines, x.online_value from appointment_daily_visits x
    where x.venue_id = ${s.venueId} and x.day between ${s.period.from}::date and ${s.period.to}::date
      and not exists (select 1 from appointment_visit_days_dirty m where m.venue_id = x.venue_id and m.day = x.day)
    union all
    select m.d, c.visits, c.online_visits, c.online_lines, c.online_value from (
      select distinct m.day as d from appointment_visit_days_dirty m
      where m.venue_id = ${s.venueId} and m.day between ${s.period.from}::date and ${s.period.to}::date
    ) m, lateral (
      select count(distinct a.group_id)::int as visits, count(distinct a.group_id) filter (where g.source = 'online')::int as online_visits,
        count(*) filter (where g.source = 'online')::int as online_lines, coalesce(sum(a.price) filter (where g.source = 'online'), 0)::int as online_value
      from appointments a join appointment_groups g on g.venue_id = a.venue_id and g.id = a.group_id
      where a.venue_id = ${s.venueId} and a.type = 'appointment' and a.status <> 'cancelled'
        and a.starts_at >= (m.d::timestamp at time zone ${s.timeZone}) and a.starts_at < ((m.d + 1)::timestamp at time zone ${s.timeZone})
    ) c`;

/** customer/summary: per day, booked lines, visits (bookings with a line not cancelled), new customers, cancellations, no-shows. */
export const customerSummary = (db: Queryable, s: Scope) => rows(db, sql`
  with agg as (
    select st.day as d, sum(st.lines) filter (where st.status <> 'cancelled')::int as appointments,
      sum(st.lines) filter (where st.status = 'cancelled' and st.cancel_reason is distinct from 'no_show')::int as cancelled,
      sum(st.lines) filter (where st.status = 'cancelled' and st.cancel_reason = 'no_show')::int as no_shows
    from appointment_daily_stats st where ${stats(s)} group by 1 having sum(st.lines) <> 0
  ), v as materialized (${filtered(s) ? sql`
    select d, count(*)::int as visits from (
      select distinct ${day(s, sql`a.starts_at`)} as d, a.group_id from appointments a where ${lines(s, sql`and a.status <> 'cancelled'`)}
    ) x group by d` : storedDailyVisits(s)}
  ), n as (
    select ${day(s, sql`c.created_at`)} as d, count(*)::int as new_customers from customers c
    where c.venue_id = ${s.venueId} and c.created_at >= ${s.period.start.toISOString()}::timestamptz and c.created_at < ${s.period.end.toISOString()}::timestamptz
    group by 1
  ), days as (select d from agg union select d from n)
  select to_char(days.d, 'YYYY-MM-DD') as date, coalesce(agg.appointments, 0) as appointments, coalesce(v.visits, 0) as visits,
    coalesce(n.new_customers, 0) as new_customers, coalesce(agg.cancelled, 0) as cancelled, coalesce(agg.no_shows, 0) as no_shows
  from days left join agg on agg.d = days.d left join v on v.d = days.d left join n on n.d = days.d order by 1`);

/** customer/birthdays: customers (not archived) whose birthday falls in the range, in date order, with the age they turn. */
export function customerBirthdays(db: Queryable, s: Scope, monthDays: string[]) {
  return rows(db, sql`
    select to_char(c.birthday, 'MM-DD') as birthday, ${customerName} as customer, c.phone, c.email,
      (${Number(s.period.to.slice(0, 4))} - extract(year from c.birthday))::int as turns
    from customers c
    where c.venue_id = ${s.venueId} and not c.archived and c.birthday is not null and to_char(c.birthday, 'MM-DD') = any(${`{${monthDays.join(',')}}`}::text[])
    order by 1, 2`);
}

/** customer/visits: customers by visits in the range (the distinct bookings hashed first: cheaper than count(distinct)'s sort). */
export const customerVisits = (db: Queryable, s: Scope) => rows(db, sql`
  with l as materialized (
    select a.customer_id, a.group_id, a.price, a.starts_at from appointments a
    where ${lines(s, sql`and a.status <> 'cancelled' and a.customer_id is not null`)}
  ), v as (
    select customer_id, count(*)::int as visits from (select distinct customer_id, group_id from l) x group by 1
  ), t as (
    select customer_id, count(*)::int as services, sum(price)::int as booked_value, max(starts_at) as last_at from l group by 1
  )
  select ${customerName} as customer, v.visits, t.services, t.booked_value, to_char(${day(s, sql`t.last_at`)}, 'YYYY-MM-DD') as last_visit
  from t join v on v.customer_id = t.customer_id join customers c on c.venue_id = ${s.venueId} and c.id = t.customer_id
  order by 2 desc, 4 desc, 1`);

/** customer/cancellation-reasons: cancelled lines per reason. */
export const cancellationReasons = (db: Queryable, s: Scope) => rows(db, sql`
  select coalesce(st.cancel_reason, 'other') as reason, sum(st.lines)::int as cancellations, sum(st.booked_value)::int as booked_value
  from appointment_daily_stats st where ${stats(s, sql`and st.status = 'cancelled'`)}
  group by 1 having sum(st.lines) <> 0 order by 2 desc, 1`);

/** customer/no-shows: customers by lines cancelled as no-show. */
export const noShows = (db: Queryable, s: Scope) => rows(db, sql`
  select ${customerName} as customer, c.phone, count(*)::int as no_shows, sum(a.price)::int as booked_value,
    to_char(max(${day(s, sql`a.starts_at`)}), 'YYYY-MM-DD') as last_no_show
  from appointments a join customers c on c.venue_id = a.venue_id and c.id = a.customer_id
  where ${lines(s, sql`and a.status = 'cancelled' and a.cancel_reason = 'no_show'`)}
  group by c.id, c.first_name, c.last_name, c.phone order by 3 desc, 1`);

/** customer/confirmations: booked lines per status. */
export const confirmations = (db: Queryable, s: Scope) => rows(db, sql`
  select st.status, sum(st.lines)::int as appointments, sum(st.booked_value)::int as booked_value
  from appointment_daily_stats st where ${stats(s)} group by 1 having sum(st.lines) <> 0 order by 2 desc, 1`);

/** services/sales: per service, lines not cancelled, their minutes and booked value. */
export const serviceSales = (db: Queryable, s: Scope) => rows(db, sql`
  with t as (
    select st.service_id, sum(st.lines)::int as appointments, sum(st.minutes)::int as minutes, sum(st.booked_value)::int as booked_value
    from appointment_daily_stats st where ${stats(s, sql`and st.status <> 'cancelled'`)}
    group by 1 having sum(st.lines) <> 0
  )
  select coalesce(sv.name, '') as service, coalesce(g.name, '') as "group", t.appointments, t.minutes, t.booked_value
  from t
  left join services sv on sv.venue_id = ${s.venueId} and sv.id = t.service_id
  left join service_groups g on g.venue_id = sv.venue_id and g.id = sv.group_id
  order by 5 desc, 1`);

/** services/group-sales: the same per service group. */
export const groupSales = (db: Queryable, s: Scope) => rows(db, sql`
  with t as (
    select st.service_id, sum(st.lines) as appointments, sum(st.minutes) as minutes, sum(st.booked_value) as booked_value
    from appointment_daily_stats st where ${stats(s, sql`and st.status <> 'cancelled'`)}
    group by 1
  )
  select coalesce(g.name, '') as "group", sum(t.appointments)::int as appointments, sum(t.minutes)::int as minutes, sum(t.booked_value)::int as booked_value
  from t
  left join services sv on sv.venue_id = ${s.venueId} and sv.id = t.service_id
  left join service_groups g on g.venue_id = sv.venue_id and g.id = sv.group_id
  group by g.id, g.name having sum(t.appointments) <> 0 order by 4 desc, 1`);

/** employees/performance: per employee, lines not cancelled, their employee minutes (initial + finish: the gap is free) and value. */
export const employeePerformance = (db: Queryable, s: Scope) => rows(db, sql`
  with t as (
    select st.employee_id, sum(st.lines) as appointments, sum(st.employee_minutes) as minutes, sum(st.booked_value) as booked_value
    from appointment_daily_stats st where ${stats(s, sql`and st.status <> 'cancelled'`)}
    group by 1 having sum(st.lines) <> 0
  )
  select e.id as employee_id, ${employeeName} as employee, coalesce(t.appointments, 0)::int as appointments,
    coalesce(t.minutes, 0)::int as booked_minutes, coalesce(t.booked_value, 0)::int as booked_value
  from employees e left join t on t.employee_id = e.id
  where e.venue_id = ${s.venueId} and (not e.archived or t.employee_id is not null)
    ${s.query.employee_ids?.length ? sql`and e.id = any(${ids(s.query.employee_ids)})` : sql``}
  order by e.sort_order, e.id`);

/** employees/visits: per employee, the value of the lines not cancelled, visits, customers and new customers (distinct counts: read from the lines, hashed). */
export const employeeBookings = (db: Queryable, s: Scope) => rows(db, sql`
  with l as materialized (
    select a.employee_id, a.group_id, a.customer_id, a.price from appointments a where ${lines(s, sql`and a.status <> 'cancelled'`)}
  ), t as (
    select employee_id, sum(price) as booked_value from l group by 1
  ), v as (
    select employee_id, count(*) as visits from (select distinct employee_id, group_id from l) x group by 1
  ), ec as (
    select distinct employee_id, customer_id from l where customer_id is not null
  ), firsts as (
    -- Each customer's first booked line: one walk down (venue_id, customer_id, starts_at) per customer, stopping at the first.
    select c.customer_id, (
      select f.starts_at from appointments f
      where f.venue_id = ${s.venueId} and f.customer_id = c.customer_id and f.type = 'appointment' and f.status <> 'cancelled'
      order by f.starts_at limit 1
    ) as first_at
    from (select distinct customer_id from ec) c
  ), cc as (
    select ec.employee_id, count(*) as customers, count(*) filter (where f.first_at >= ${s.period.start.toISOString()}::timestamptz) as new_customers
    from ec join firsts f on f.customer_id = ec.customer_id group by 1
  )
  select e.id as employee_id, ${employeeName} as employee, coalesce(t.booked_value, 0)::int as booked_value, coalesce(v.visits, 0)::int as visits,
    coalesce(cc.customers, 0)::int as customers, coalesce(cc.new_customers, 0)::int as new_customers
  from employees e left join t on t.employee_id = e.id left join v on v.employee_id = e.id left join cc on cc.employee_id = e.id
  where e.venue_id = ${s.venueId} and (not e.archived or t.employee_id is not null)
    ${s.query.employee_ids?.length ? sql`and e.id = any(${ids(s.query.employee_ids)})` : sql``}
  order by e.sort_order, e.id`);

/** Stock movements of the range with the product filters. */
function movements(s: Scope, extra: SQL = sql``): SQL {
  const { product_ids: products, brand_ids: brands, employee_ids: employees } = s.query;
  return sql`m.venue_id = ${s.venueId}
    and m.created_at >= ${s.period.start.toISOString()}::timestamptz and m.created_at < ${s.period.end.toISOString()}::timestamptz
    ${products?.length ? sql`and m.product_id = any(${ids(products)})` : sql``}
    ${brands?.length ? sql`and p.brand_id = any(${ids(brands)})` : sql``}
    ${employees?.length ? sql`and m.employee_id = any(${ids(employees)})` : sql``}
    ${extra}`;
}

/** inventory/summary: per kind of movement, how many, units in and out, and their value at today's cost price. */
export const inventorySummary = (db: Queryable, s: Scope) => rows(db, sql`
  select m.kind, count(*)::int as movements, coalesce(sum(m.quantity) filter (where m.quantity > 0), 0)::int as units_in,
    coalesce(-sum(m.quantity) filter (where m.quantity < 0), 0)::int as units_out, sum(m.quantity * p.cost_price)::int as cost_value
  from stock_movements m join products p on p.venue_id = m.venue_id and p.id = m.product_id
  where ${movements(s)} group by 1 order by 2 desc, 1`);

/** inventory/stock-movements: the ledger of the range, newest first. */
export const stockMovementList = (db: Queryable, s: Scope, limit: number) => rows(db, sql`
  select to_char(${day(s, sql`m.created_at`)}, 'YYYY-MM-DD') as date, p.name as product, m.kind, m.quantity,
    coalesce(${employeeName}, '') as employee, m.note
  from stock_movements m join products p on p.venue_id = m.venue_id and p.id = m.product_id
  left join employees e on e.venue_id = m.venue_id and e.id = m.employee_id
  where ${movements(s)} order by m.created_at desc, m.id desc limit ${limit}`);

export const stockMovementTotals = async (db: Queryable, s: Scope) => (await rows(db, sql`
  select count(*)::int as n, coalesce(sum(m.quantity), 0)::int as quantity
  from stock_movements m join products p on p.venue_id = m.venue_id and p.id = m.product_id where ${movements(s)}`))[0]!;

/** inventory/products: tracked products (not archived) with on hand now, units in and out in the range, and stock value at cost and retail. */
export const productStock = (db: Queryable, s: Scope) => rows(db, sql`
  with m as (
    select m.product_id, coalesce(sum(m.quantity) filter (where m.quantity > 0), 0)::int as units_in,
      coalesce(-sum(m.quantity) filter (where m.quantity < 0), 0)::int as units_out
    from stock_movements m join products p on p.venue_id = m.venue_id and p.id = m.product_id where ${movements(s)} group by 1
  )
  select p.name as product, coalesce(b.name, '') as brand, p.on_hand, coalesce(m.units_in, 0) as units_in, coalesce(m.units_out, 0) as units_out,
    (greatest(p.on_hand, 0) * p.cost_price)::int as cost_value, (greatest(p.on_hand, 0) * p.retail_price)::int as retail_value
  from products p left join brands b on b.venue_id = p.venue_id and b.id = p.brand_id left join m on m.product_id = p.id
  where p.venue_id = ${s.venueId} and p.track_stock and not p.archived
    ${s.query.product_ids?.length ? sql`and p.id = any(${ids(s.query.product_ids)})` : sql``}
    ${s.query.brand_ids?.length ? sql`and p.brand_id = any(${ids(s.query.brand_ids)})` : sql``}
  order by p.name, p.id`);

/** The hub's day: booked lines not cancelled, their employee minutes, and customers created. */
export const hubDay = async (db: Queryable, venueId: number, period: ReportPeriod) => (await rows(db, sql`
  select a.appointments, a.booked_minutes,
    (select count(*) from customers c where c.venue_id = ${venueId}
      and c.created_at >= ${period.start.toISOString()}::timestamptz and c.created_at < ${period.end.toISOString()}::timestamptz)::int as new_customers,
    (select coalesce(sum(s.net_total - s.prepaid_total), 0) from sales s where s.venue_id = ${venueId} and s.business_date = ${period.from}::date)::int as takings
  from (
    -- The day's appointments read once for both figures.
    select count(*)::int as appointments, coalesce(sum(a.initial_minutes + a.finish_minutes), 0)::int as booked_minutes
    from appointments a where a.venue_id = ${venueId} and a.type = 'appointment' and a.status <> 'cancelled'
      and a.starts_at >= ${period.start.toISOString()}::timestamptz and a.starts_at < ${period.end.toISOString()}::timestamptz
  ) a`))[0]!;

/** The venue's employees who are not archived. */
export const activeEmployeeIds = async (db: Queryable, venueId: number) =>
  (await rows(db, sql`select id from employees where venue_id = ${venueId} and not archived order by id`)).map((r) => Number(r.id));

/** The filters' choices: employees, services, service groups, products and brands not archived, by name. */
export async function filterOptions(db: Queryable, venueId: number) {
  const list = (table: string, name: string, order = name) =>
    rows(db, sql`select id, ${sql.raw(name)} as name from ${sql.identifier(table)} where venue_id = ${venueId} and not archived order by ${sql.raw(order)}, id`);
  const [employees, services, groups, products, brands] = await Promise.all([
    list('employees', `trim(first_name || ' ' || last_name)`, 'sort_order'),
    list('services', 'name'),
    list('service_groups', 'name'),
    list('products', 'name'),
    list('brands', 'name'),
  ]);
  const out = (r: Row[]) => r.map((x) => ({ id: Number(x.id), name: String(x.name) }));
  return { employee_ids: out(employees), service_ids: out(services), group_ids: out(groups), product_ids: out(products), brand_ids: out(brands) };
}

/** expenses/expenses: the expenses (not archived) of the range, newest first. */
export const expenseList = (db: Queryable, s: Scope) => rows(db, sql`
  select to_char(e.spent_on, 'YYYY-MM-DD') as date, c.name as category, e.note, e.amount, e.tax_amount
  from expenses e join expense_categories c on c.venue_id = e.venue_id and c.id = e.category_id
  where e.venue_id = ${s.venueId} and not e.archived and e.spent_on between ${s.period.from}::date and ${s.period.to}::date
  order by e.spent_on desc, e.id desc`);

/** expenses/expenses-categories: the same per category. */
export const expensesByCategory = (db: Queryable, s: Scope) => rows(db, sql`
  select c.name as category, count(*)::int as expenses, sum(e.amount)::int as amount, sum(e.tax_amount)::int as tax_amount
  from expenses e join expense_categories c on c.venue_id = e.venue_id and c.id = e.category_id
  where e.venue_id = ${s.venueId} and not e.archived and e.spent_on between ${s.period.from}::date and ${s.period.to}::date
  group by c.id, c.name order by 3 desc, 1`);
