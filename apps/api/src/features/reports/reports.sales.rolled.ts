import { sql, type SQL } from 'drizzle-orm';
import { addDays } from '@chairside/shared/rules/calendar-time';
import { findReport } from '@chairside/shared/report-registry';
import { PREPAID_LINE_KINDS } from '@chairside/shared/sales';
import type { Queryable } from '../../db/client';
import { customerName, employeeName, ids, rows, type Scope } from './reports.queries';
import { wholeMonths } from './reports.visits.queries';

/**
 * The sales reports read from sale_daily_stats (issue 16): the documents, lines, payments and tips summed per
 * venue day in slices, kept equal to the raw rows by triggers (see its schema and the migration
 * sale_daily_stats_triggers). Each read sums a slice's rows per key first (several rows of differences may
 * wait for the compaction job) and keeps a key only while it still counts a row (`lines` or `documents` not
 * zero), so a sale and its refund that cancel out still list their product, employee or day as the raw
 * rows do. A year of the bench venue is a few thousand rows per slice instead of 75,000 documents and
 * 150,000 lines. The answers are the raw reads' (reports.sales.queries.ts keeps those for the filters a slice
 * cannot split: the document's employee on lines and customers).
 */

/** The slice's rows of the range. */
export const slice = (s: Scope, name: string, extra: SQL = sql``) =>
  sql`r.venue_id = ${s.venueId} and r.slice = ${name} and r.day between ${s.period.from}::date and ${s.period.to}::date ${extra}`;
/** The employee filter on the slice's employee column (the document's, the line's or the tip's, by slice). */
export const byEmployee = (s: Scope) => (s.query.employee_ids?.length ? sql`and r.employee_id = any(${ids(s.query.employee_ids)})` : sql``);
const prepaidKinds = sql.raw(PREPAID_LINE_KINDS.map((kind) => `'${kind}'`).join(', '));

/** financial/summary's days: per venue day with documents, their sums ('document') and their payments per method ('payment'). */
const summaryDays = (s: Scope) => sql`
  with d as (
    select r.day, sum(r.documents) filter (where r.doc_kind = 'sale') as sales, sum(r.net + r.discount) filter (where r.doc_kind = 'sale') as gross_sales,
      sum(r.discount) filter (where r.doc_kind = 'sale') as discounts, sum(r.net) filter (where r.doc_kind = 'refund') as refunds,
      sum(r.net) filter (where r.doc_kind = 'void') as voids, sum(r.net) as net_sales, sum(r.tax) as tax, sum(r.tips) as tips
    from sale_daily_stats r where ${slice(s, 'document', byEmployee(s))}
    group by r.day having sum(r.documents) <> 0
  ), p as (
    select r.day, sum(r.amount) filter (where r.method = 'cash') as cash, sum(r.amount) filter (where r.method = 'card') as card,
      sum(r.amount) filter (where r.method not in ('cash', 'card')) as other
    from sale_daily_stats r where ${slice(s, 'payment', byEmployee(s))}
    group by r.day
  )
  select to_char(d.day, 'YYYY-MM-DD') as date, coalesce(d.sales, 0)::int as sales, coalesce(d.gross_sales, 0)::int as gross_sales,
    coalesce(d.discounts, 0)::int as discounts, coalesce(d.refunds, 0)::int as refunds, coalesce(d.voids, 0)::int as voids,
    d.net_sales::int as net_sales, d.tax::int as tax, d.tips::int as tips,
    coalesce(p.cash, 0)::int as payments_cash, coalesce(p.card, 0)::int as payments_card, coalesce(p.other, 0)::int as payments_other
  from d left join p on p.day = d.day`;

/** financial/summary: the period's days. */
export const financialSummary = (db: Queryable, s: Scope) => rows(db, sql`${summaryDays(s)}
  order by d.day`);

/** The columns of financial/summary that its totals row adds up (the registry's). */
const SUMMARY_SUMS = findReport('financial', 'summary')!.columns.filter((column) => column.total).map((column) => column.key);

/**
 * financial/summary's totals without its days (the comparison with the period before): the sums of the day
 * rows, added up in the database, so a year of days is neither sent nor added here.
 */
export async function financialSummaryTotals(db: Queryable, s: Scope): Promise<Record<string, number>> {
  const [sums] = await rows(db, sql`
  select ${sql.raw(SUMMARY_SUMS.map((key) => `coalesce(sum(x.${key}), 0) as ${key}`).join(', '))} from (${summaryDays(s)}) x`);
  return Object.fromEntries(SUMMARY_SUMS.map((key) => [key, Number(sums![key])]));
}

/** financial/transactions: the totals of every document of the range. */
export const transactionTotals = async (db: Queryable, s: Scope) => (await rows(db, sql`
  select coalesce(sum(r.documents), 0)::int as n, coalesce(sum(r.net), 0)::int as net_sales, coalesce(sum(r.tax), 0)::int as tax,
    coalesce(sum(r.total), 0)::int as total, coalesce(sum(r.tips), 0)::int as tips
  from sale_daily_stats r where ${slice(s, 'document', byEmployee(s))}`))[0]!;

/** financial/tax without an employee filter: per tax rate, the lines' net, tax and gross (prepayments left out). */
export const taxByRate = (db: Queryable, s: Scope) => rows(db, sql`
  select (r.tax_rate / 100.0)::float8 as tax_rate, sum(r.net)::int as net_sales, sum(r.tax)::int as tax, sum(r.total)::int as gross
  from sale_daily_stats r where ${slice(s, 'tax', sql`and r.line_kind not in (${prepaidKinds})`)}
  group by r.tax_rate having sum(r.lines) <> 0 order by r.tax_rate desc`);

/** employees/tips: per team member (with their id, for employees/summary), their tips. */
export const tipsByEmployee = (db: Queryable, s: Scope) => rows(db, sql`
  select e.id as employee_id, ${employeeName} as employee, sum(r.documents)::int as tipped_sales, sum(r.tips)::int as tips
  from sale_daily_stats r join employees e on e.venue_id = r.venue_id and e.id = r.employee_id
  where ${slice(s, 'tip', byEmployee(s))}
  group by e.id, e.first_name, e.last_name having sum(r.documents) <> 0 order by 4 desc, 2`);

/**
 * The range split for the monthly slices ('customer', 'product'): their rows for the whole months of the
 * range, and the condition on a document's venue day for the edge days the rows do not cover (read raw).
 */
function months(s: Scope, name: string) {
  const { from, to } = s.period;
  const { first, end } = wholeMonths(from, to);
  // [from, first) and [end, to]; the whole range when it holds no whole month (first = end = from).
  const days = [[from, addDays(first, -1)], [first === end ? from : end, to]].filter(([a, b]) => a! <= b!);
  return {
    rolled: sql`r.venue_id = ${s.venueId} and r.slice = ${name} and r.day >= ${first}::date and r.day < ${end}::date`,
    edges: sql`s.venue_id = ${s.venueId} and (${days.length ? sql.join(days.map(([a, b]) => sql`s.business_date between ${a}::date and ${b}::date`), sql` or `) : sql`false`})`,
  };
}

/**
 * customer/revenue without an employee filter: per customer, the sales and their net after refunds and voids; the
 * last sale is one walk down sales (venue_id, customer_id, business_date) per customer.
 */
export const customerRevenue = (db: Queryable, s: Scope) => {
  const m = months(s, 'customer');
  return rows(db, sql`
  with k as (
    select r.item_id as customer_id, r.doc_kind, r.name, sum(r.documents) as documents, sum(r.net) as net, sum(r.total) as total
    from sale_daily_stats r where ${m.rolled}
    group by 1, 2, 3 having sum(r.documents) <> 0
    union all
    select s.customer_id, s.kind, s.customer_name, count(*), sum(s.net_total - s.prepaid_total), sum(s.total)
    from sales s where ${m.edges} and s.customer_id is not null
    group by 1, 2, 3
  ), x as (
    select k.customer_id, max(k.name) as name, sum(k.documents) filter (where k.doc_kind = 'sale') as sales, sum(k.net) as net, sum(k.total) as total
    from k group by k.customer_id
  )
  select coalesce(nullif(${customerName}, ''), x.name) as customer, coalesce(x.sales, 0)::int as sales, x.net::int as net_sales, x.total::int as total,
    to_char((select max(l.business_date) from sales l where l.venue_id = ${s.venueId} and l.customer_id = x.customer_id and l.kind = 'sale'
      and l.business_date between ${s.period.from}::date and ${s.period.to}::date), 'YYYY-MM-DD') as last_sale
  from x left join customers c on c.venue_id = ${s.venueId} and c.id = x.customer_id
  order by 3 desc, 1`);
};

/** The product lines of the range per product and name (the whole months' rows, the edge days' lines), with the product and brand filters, joined to the product and its brand. */
function products(s: Scope): SQL {
  const { product_ids: chosen, brand_ids: brands } = s.query;
  const m = months(s, 'product');
  return sql`(
    select r.item_id as product_id, r.name, sum(r.quantity) as units, sum(r.net) as net, sum(r.tax) as tax, sum(r.total) as total
    from sale_daily_stats r where ${m.rolled} ${chosen?.length ? sql`and r.item_id = any(${ids(chosen)})` : sql``}
    group by r.item_id, r.name having sum(r.lines) <> 0
    union all
    select l.product_id, l.name, sum(l.quantity), sum(l.net), sum(l.tax_amount), sum(l.total)
    from sales s join sale_lines l on l.venue_id = s.venue_id and l.sale_id = s.id
    where ${m.edges} and l.kind = 'product' ${chosen?.length ? sql`and l.product_id = any(${ids(chosen)})` : sql``}
    group by l.product_id, l.name
  ) k left join products p on p.venue_id = ${s.venueId} and p.id = k.product_id
    left join brands b on b.venue_id = p.venue_id and b.id = p.brand_id
  where true ${brands?.length ? sql`and p.brand_id = any(${ids(brands)})` : sql``}`;
}

/** inventory/retail-sales without an employee filter: per product sold, units and money. */
export const retailSales = (db: Queryable, s: Scope) => rows(db, sql`
  select coalesce(p.name, max(k.name)) as product, b.name as brand, sum(k.units)::int as units, sum(k.net)::int as net_sales, sum(k.tax)::int as tax,
    sum(k.total)::int as gross
  from ${products(s)}
  group by k.product_id, p.name, b.name order by 4 desc, 1`);

/** inventory/brands without an employee filter: the same per brand (products without a brand together). */
export const brandSales = (db: Queryable, s: Scope) => rows(db, sql`
  select b.name as brand, count(distinct k.product_id)::int as products, sum(k.units)::int as units, sum(k.net)::int as net_sales, sum(k.total)::int as gross
  from ${products(s)}
  group by b.id, b.name order by 4 desc, 1`);

/** The line employees' net per kind of line ('employee'): employees/commissions and employees/summary. */
export const lineSales = (s: Scope) => sql`
  select r.employee_id, sum(r.net) filter (where r.line_kind = 'service') as service_sales, sum(r.net) filter (where r.line_kind = 'product') as product_sales,
    sum(r.net) filter (where r.line_kind = 'voucher') as voucher_sales
  from sale_daily_stats r where ${slice(s, 'employee', byEmployee(s))}
  group by r.employee_id having sum(r.lines) <> 0`;

/** The commission of a lineSales row `x` of employee `e`: rounded per kind. */
export const commission = sql`round(coalesce(x.service_sales, 0)::int * e.commission_services / 10000.0)::int
    + round(coalesce(x.product_sales, 0)::int * e.commission_products / 10000.0)::int`;

/**
 * employees/commissions: per team member on the lines (with their id, for employees/summary), the net (after discount, before tax) of
 * their service and product lines times their commission rates (basis points), rounded per member
 * and kind; refunds and voids take their share back.
 */
export const commissions = (db: Queryable, s: Scope) => rows(db, sql`
  with x as (${lineSales(s)})
  select e.id as employee_id, ${employeeName} as employee, coalesce(x.service_sales, 0)::int as service_sales, coalesce(x.product_sales, 0)::int as product_sales,
    ${commission} as commission
  from x join employees e on e.venue_id = ${s.venueId} and e.id = x.employee_id
  order by 5 desc, 2`);
