import { sql } from 'drizzle-orm';
import { DEPOSIT_METHOD, VOUCHER_METHOD } from '@chairside/shared/sales';
import type { Queryable } from '../../db/client';
import { employeeName, employeePerformance, rows, type Row, type Scope } from './reports.queries';
import { byEmployee, commission, lineSales, slice, tipsByEmployee } from './reports.sales.rolled';

/**
 * The reads behind the reports of money taken in advance and of the team's sales (issue 16):
 * financial/customer-deposits, financial/memberships, employees/summary's sale side and
 * employees/payments. Documents count on their venue day (sales.business_date), voids and refunds
 * with their negative amounts, like reports.sales.queries.ts; the sums of documents, lines and payments come
 * from sale_daily_stats (reports.sales.rolled.ts).
 */


/**
 * financial/customer-deposits: per venue day with deposit activity, the deposits taken (count and
 * value, on their sale's day), what checkouts used of them (applied less what voids and refunds put
 * back, on those documents' days), what was refunded (a deposit line voided or refunded unspent
 * cancels its deposit, on that document's day), what was forfeited (on the day it was) and the
 * balance held at the day's end (everything up to it: the first row carries what was held before the range).
 */
export const depositActivity = (db: Queryable, s: Scope) => rows(db, sql`
  with events as (
    select s.business_date as day, 1 as taken, d.amount as taken_value, 0 as used, 0 as refunds, 0 as forfeited
    from customer_deposits d join sales s on s.venue_id = d.venue_id and s.id = d.sale_id
    where d.venue_id = ${s.venueId} and s.business_date <= ${s.period.to}::date
    union all
    select s.business_date, 0, 0, case when m.kind = 'apply' then m.amount else -m.amount end, 0, 0
    from deposit_movements m join sales s on s.venue_id = m.venue_id and s.id = m.sale_id
    where m.venue_id = ${s.venueId} and m.kind in ('apply', 'restore') and s.business_date <= ${s.period.to}::date
    union all
    select r.day, 0, 0, 0, -sum(r.net), 0
    from sale_daily_stats r
    where r.venue_id = ${s.venueId} and r.slice = 'tax' and r.doc_kind <> 'sale' and r.line_kind = 'deposit' and r.day <= ${s.period.to}::date
    group by r.day having sum(r.lines) <> 0
    union all
    select (m.created_at at time zone ${s.timeZone})::date, 0, 0, 0, 0, m.amount
    from deposit_movements m
    where m.venue_id = ${s.venueId} and m.kind = 'forfeit' and m.created_at < ${s.period.end.toISOString()}::timestamptz
  ), days as (
    select day, sum(taken)::int as taken, sum(taken_value)::int as taken_value, sum(used)::int as used,
      sum(refunds)::int as refunds, sum(forfeited)::int as forfeited from events group by day
  ), running as (
    select *, sum(taken_value - used - refunds - forfeited) over (order by day)::int as held from days
  )
  select to_char(day, 'YYYY-MM-DD') as date, taken, taken_value, used, refunds, forfeited, held
  from running where day >= ${s.period.from}::date order by day`);

/**
 * financial/memberships: per membership, how many were sold and for how much (voids and refunds
 * negative), and how many services customers' memberships covered or discounted in the range.
 */
export const membershipSales = (db: Queryable, s: Scope) => rows(db, sql`
  with sold as (
    select r.item_id as id, sum(r.quantity)::int as sold, sum(r.net)::int as net_sales, sum(r.tax)::int as tax, sum(r.total)::int as total
    from sale_daily_stats r where ${slice(s, 'membership')}
    group by 1 having sum(r.lines) <> 0
  ), used as (
    select cm.membership_id as id, sum(r.quantity)::int as used
    from sale_daily_stats r join customer_memberships cm on cm.venue_id = r.venue_id and cm.id = r.item_id
    where ${slice(s, 'membership_use')}
    group by 1 having sum(r.lines) <> 0
  )
  select m.name as membership, coalesce(sold.sold, 0) as sold, coalesce(sold.net_sales, 0) as net_sales, coalesce(sold.tax, 0) as tax,
    coalesce(sold.total, 0) as total, coalesce(used.used, 0) as used
  from memberships m left join sold on sold.id = m.id left join used on used.id = m.id
  where m.venue_id = ${s.venueId} and (sold.id is not null or used.id is not null)
  order by 3 desc, 1`);

/** employees/summary's sale side: per team member on the lines, the net of their service, product and gift-voucher lines, and their commission (as employees/commissions). */
export const employeeLineSales = (db: Queryable, s: Scope) => rows(db, sql`
  with x as (${lineSales(s)})
  select x.employee_id, ${employeeName} as employee, coalesce(x.service_sales, 0)::int as service_sales,
    coalesce(x.product_sales, 0)::int as product_sales, coalesce(x.voucher_sales, 0)::int as voucher_sales, ${commission} as commission
  from x join employees e on e.venue_id = ${s.venueId} and e.id = x.employee_id`);

/**
 * employees/payments: per team member who took them at the till (the document's employee; voids and
 * refunds count negative, for whoever made them), the payments of the range's documents per method.
 */
export const employeePayments = (db: Queryable, s: Scope) => rows(db, sql`
  with p as (
    select r.employee_id, sum(r.amount) filter (where r.method = 'cash') as cash, sum(r.amount) filter (where r.method = 'card') as card,
      sum(r.amount) filter (where r.method = ${VOUCHER_METHOD}) as voucher, sum(r.amount) filter (where r.method = ${DEPOSIT_METHOD}) as deposit,
      sum(r.amount) filter (where r.method not in ('cash', 'card', ${VOUCHER_METHOD}, ${DEPOSIT_METHOD})) as other, sum(r.amount) as total
    from sale_daily_stats r where ${slice(s, 'payment', byEmployee(s))}
    group by r.employee_id having sum(r.lines) <> 0
  ), d as (
    select r.employee_id, sum(r.documents) filter (where r.doc_kind = 'sale') as sales
    from sale_daily_stats r where ${slice(s, 'paid', byEmployee(s))}
    group by r.employee_id
  )
  select coalesce(${employeeName}, '') as employee, coalesce(d.sales, 0)::int as sales,
    coalesce(p.cash, 0)::int as payments_cash, coalesce(p.card, 0)::int as payments_card, coalesce(p.voucher, 0)::int as payments_voucher,
    coalesce(p.deposit, 0)::int as payments_deposit, coalesce(p.other, 0)::int as payments_other, coalesce(p.total, 0)::int as total
  from p left join d on d.employee_id is not distinct from p.employee_id
    left join employees e on e.venue_id = ${s.venueId} and e.id = p.employee_id
  order by 8 desc, 1`);

const SUMMARY_FIGURES = ['appointments', 'booked_value', 'service_sales', 'product_sales', 'voucher_sales', 'tips', 'commission'] as const;

/**
 * employees/summary: per team member, the booked lines not cancelled and their value (as
 * services/sales reads them), the net of their service, product and gift-voucher lines, their tips
 * and commission (as employees/tips and employees/commissions): the same reads, merged by employee,
 * so the totals agree with those reports. Members with nothing in the range are left out.
 */
export async function employeeSummary(db: Queryable, s: Scope): Promise<Row[]> {
  const [booked, lines, tips] = await Promise.all([employeePerformance(db, s), employeeLineSales(db, s), tipsByEmployee(db, s)]);
  const people = new Map<number, Row>();
  const merge = (list: Row[], keys: readonly string[]) => {
    for (const r of list) {
      const id = Number(r.employee_id);
      const row = people.get(id) ?? { employee: r.employee ?? '', ...Object.fromEntries(SUMMARY_FIGURES.map((k) => [k, 0])) };
      for (const key of keys) row[key] = Number(row[key]) + Number(r[key] ?? 0);
      people.set(id, row);
    }
  };
  merge(booked, ['appointments', 'booked_value']);
  merge(lines, ['service_sales', 'product_sales', 'voucher_sales', 'commission']);
  merge(tips, ['tips']);
  return [...people.values()].filter((r) => SUMMARY_FIGURES.some((k) => Number(r[k]) !== 0));
}
