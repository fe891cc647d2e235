import { sql, type SQL } from 'drizzle-orm';
import { PREPAID_LINE_KINDS } from '@chairside/shared/sales';
import type { Queryable } from '../../db/client';
import { customerName, employeeName, ids, rows, type Scope } from './reports.queries';

/**
 * The reads of sale documents that the rollup does not answer (reports.sales.rolled.ts does the rest): the
 * transactions list, invoices, vouchers, and tax, customer revenue, retail and brand sales narrowed to the
 * documents of some employees; reports.queries.ts holds those of bookings, stock and expenses.
 */

/**
 * The sale documents of the range (issue 16): every kind ('sale', 'void', 'refund') on its own venue
 * day (business_date), through the index sales (venue_id, business_date). A void or refund counts on
 * the day it was made, with its negative amounts, so a period's net sales are the sum of its documents.
 */
/**
 * A document's net sales: its net less its prepayments (gift vouchers and deposits sold, PREPAID_LINE_KINDS),
 * which become sales in the document they later pay for.
 */
const net = sql.raw('(s.net_total - s.prepaid_total)');
const prepaidKinds = sql.raw(PREPAID_LINE_KINDS.map((kind) => `'${kind}'`).join(', '));

function documents(s: Scope): SQL {
  const { employee_ids: employees } = s.query;
  return sql`s.venue_id = ${s.venueId} and s.business_date between ${s.period.from}::date and ${s.period.to}::date
    ${employees?.length ? sql`and s.employee_id = any(${ids(employees)})` : sql``}`;
}

/** financial/transactions: one row per document of the range, newest first (listed up to the limit). */
export const transactionList = (db: Queryable, s: Scope, limit: number) => rows(db, sql`
  select to_char(s.business_date, 'YYYY-MM-DD') as date, s.year || '-' || lpad(s.number::text, 6, '0') as number, s.kind as document,
    s.customer_name as customer, ${employeeName} as employee, ${net} as net_sales, s.tax_total as tax, s.total, s.tip_total as tips
  from sales s left join employees e on e.venue_id = s.venue_id and e.id = s.employee_id
  where ${documents(s)}
  order by s.business_date desc, s.id desc limit ${limit}`);

/**
 * financial/invoices: the invoices issued in the range (by issue date, index sale_invoices (venue_id,
 * issue_date)) per status: how many, and their net, tax and gross. The totals row counts the issued
 * ones only (a cancelled invoice keeps its number, not its amount): see invoiceTotals.
 */
export const invoicesByStatus = (db: Queryable, s: Scope) => rows(db, sql`
  select i.status as invoice_status, count(*)::int as invoices, sum(i.net_total)::int as net_sales, sum(i.tax_total)::int as tax, sum(i.total)::int as total
  from sale_invoices i
  where i.venue_id = ${s.venueId} and i.issue_date between ${s.period.from}::date and ${s.period.to}::date
  group by i.status order by i.status desc`);

/** financial/invoices: the totals of the issued invoices of the range. */
export const invoiceTotals = (list: Record<string, unknown>[]) => {
  const issued = list.find((r) => r.invoice_status === 'issued');
  return { invoices: Number(issued?.invoices ?? 0), net_sales: Number(issued?.net_sales ?? 0), tax: Number(issued?.tax ?? 0), total: Number(issued?.total ?? 0) };
};

/** financial/tax for some employees' documents: per tax rate (percent), the lines' net, tax and gross of the range's documents (prepayments are not sales: left out). */
export const taxByRate = (db: Queryable, s: Scope) => rows(db, sql`
  select (l.tax_rate / 100.0)::float8 as tax_rate, sum(l.net)::int as net_sales, sum(l.tax_amount)::int as tax, sum(l.total)::int as gross
  from sales s join sale_lines l on l.venue_id = s.venue_id and l.sale_id = s.id
  where ${documents(s)} and l.kind not in (${prepaidKinds})
  group by l.tax_rate order by l.tax_rate desc`);

/** customer/revenue for some employees' documents: per customer, the sales and their net after refunds and voids (documents without a customer left out). */
export const customerRevenue = (db: Queryable, s: Scope) => rows(db, sql`
  select coalesce(nullif(${customerName}, ''), max(s.customer_name)) as customer, count(*) filter (where s.kind = 'sale')::int as sales,
    sum(${net})::int as net_sales, sum(s.total)::int as total, to_char(max(s.business_date) filter (where s.kind = 'sale'), 'YYYY-MM-DD') as last_sale
  from sales s left join customers c on c.venue_id = s.venue_id and c.id = s.customer_id
  where ${documents(s)} and s.customer_id is not null
  group by s.customer_id, c.first_name, c.last_name order by 3 desc, 1`);

/** The product lines of the range's documents (refund and void lines count negative), with the product and brand filters. */
function productLines(s: Scope): SQL {
  const { product_ids: products, brand_ids: brands } = s.query;
  return sql`${documents(s)} and l.kind = 'product'
    ${products?.length ? sql`and l.product_id = any(${ids(products)})` : sql``}
    ${brands?.length ? sql`and p.brand_id = any(${ids(brands)})` : sql``}`;
}
const productJoin = sql`sales s join sale_lines l on l.venue_id = s.venue_id and l.sale_id = s.id
  left join products p on p.venue_id = l.venue_id and p.id = l.product_id
  left join brands b on b.venue_id = p.venue_id and b.id = p.brand_id`;

/** inventory/retail-sales for some employees' documents: per product sold, units and money. */
export const retailSales = (db: Queryable, s: Scope) => rows(db, sql`
  select coalesce(p.name, max(l.name)) as product, b.name as brand, sum(l.quantity)::int as units, sum(l.net)::int as net_sales, sum(l.tax_amount)::int as tax, sum(l.total)::int as gross
  from ${productJoin} where ${productLines(s)}
  group by l.product_id, p.name, b.name order by 4 desc, 1`);

/** inventory/brands for some employees' documents: the same per brand (products without a brand together). */
export const brandSales = (db: Queryable, s: Scope) => rows(db, sql`
  select b.name as brand, count(distinct l.product_id)::int as products, sum(l.quantity)::int as units, sum(l.net)::int as net_sales, sum(l.total)::int as gross
  from ${productJoin} where ${productLines(s)}
  group by b.id, b.name order by 4 desc, 1`);

/**
 * financial/vouchers: per venue day with voucher activity, the gift vouchers sold (count and value, on
 * their sale's day), what was spent of them (redemptions less what voids and refunds gave back, on
 * those documents' days) and the balance vouchers held at that day's end (everything up to it, so the
 * first row carries what was outstanding before the range). Cancelled vouchers (their sale voided or
 * refunded unspent) never count; expired ones still hold their balance (the venue owes it until it
 * writes it off).
 */
export const voucherActivity = (db: Queryable, s: Scope) => rows(db, sql`
  with events as (
    select s.business_date as day, 1 as issued, v.initial_amount as issued_value, 0 as redeemed
    from gift_vouchers v join sales s on s.venue_id = v.venue_id and s.id = v.sale_id
    where v.venue_id = ${s.venueId} and v.status <> 'cancelled' and s.business_date <= ${s.period.to}::date
    union all
    select s.business_date, 0, 0, case when r.kind = 'redeem' then r.amount else -r.amount end
    from voucher_redemptions r join sales s on s.venue_id = r.venue_id and s.id = r.sale_id
    where r.venue_id = ${s.venueId} and s.business_date <= ${s.period.to}::date
  ), days as (
    select day, sum(issued)::int as issued, sum(issued_value)::int as issued_value, sum(redeemed)::int as redeemed from events group by day
  ), running as (
    select day, issued, issued_value, redeemed, sum(issued_value - redeemed) over (order by day)::int as outstanding from days
  )
  select to_char(day, 'YYYY-MM-DD') as date, issued, issued_value, redeemed, outstanding
  from running where day >= ${s.period.from}::date order by day`);
