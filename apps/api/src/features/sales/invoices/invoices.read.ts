import { and, asc, count, desc, eq, gte, ilike, lte, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { invoiceNumber, type InvoiceDetail, type InvoiceSummary, type invoicesExportQuery, type invoicesQuery } from '@chairside/shared/sales-invoices';
import { saleNumber } from '@chairside/shared/sales';
import { customers, employees, saleCardRefunds, saleInvoices, saleInvoiceSales, saleLines, sales } from '../../../db/schema/index';
import type { Queryable } from '../../../db/client';
import type { VenueCtx } from '../../../lib/context';
import { AppError } from '../../../lib/errors';
import { venueTill } from '../sales.lines';

/** Reading invoices: the list with its filters, one with its sales and lines, and the sales a customer can still have invoiced. */

type InvoiceRow = typeof saleInvoices.$inferSelect;
type Filters = Omit<z.output<typeof invoicesExportQuery>, 'format'>;

export function summaryWire(row: InvoiceRow): InvoiceSummary {
  return {
    id: row.id, number: invoiceNumber(row.year, row.number ?? 0), status: row.status as InvoiceSummary['status'], issue_date: row.issueDate,
    sale_date_from: row.saleDateFrom, sale_date_to: row.saleDateTo, customer_id: row.customerId, customer_name: row.customerName,
    company_name: row.companyName, tax_number: row.taxNumber, net_total: row.netTotal, tax_total: row.taxTotal, total: row.total,
    currency: row.currency, created_at: row.createdAt.toISOString(),
  };
}

const numberText = sql`('INV-' || ${saleInvoices.year} || '-' || lpad(${saleInvoices.number}::text, 5, '0'))`;

/** The filters of the list and the export, every one scoped to the venue (issue date range, customer, status, number or company). */
export function invoiceWhere(venueId: number, query: Filters): SQL {
  const where = [eq(saleInvoices.venueId, venueId)];
  if (query.from) where.push(gte(saleInvoices.issueDate, query.from));
  if (query.to) where.push(lte(saleInvoices.issueDate, query.to));
  if (query.customer_id) where.push(eq(saleInvoices.customerId, query.customer_id));
  if (query.status) where.push(eq(saleInvoices.status, query.status));
  if (query.search) {
    const like = query.search.replace(/[\\%_]/g, (c) => `\\${c}`);
    const digits = /^\d+$/.test(query.search) ? [eq(saleInvoices.number, Number(query.search.slice(0, 9)))] : [];
    // Company names folded as the customer search folds names (chairside_fold: accents and case, any alphabet).
    const company = sql`chairside_fold(${saleInvoices.companyName}) like (select '%' || chairside_fold(${like}::text) || '%')`;
    where.push(or(company, ilike(saleInvoices.taxNumber, `%${like}%`), sql`${numberText} ilike ${`%${like}%`}`, ...digits)!);
  }
  return and(...where)!;
}

/** GET invoices: latest first, paged; the totals count every match (cancelled ones apart). */
export async function listInvoices(ctx: VenueCtx, query: z.output<typeof invoicesQuery>) {
  const where = invoiceWhere(ctx.venueId, query);
  const [rows, [totals]] = await Promise.all([
    ctx.db.select().from(saleInvoices).where(where).orderBy(desc(saleInvoices.year), desc(saleInvoices.number), desc(saleInvoices.id))
      .limit(query.per_page).offset((query.page - 1) * query.per_page),
    ctx.db.select({
      n: count(), total: sql<number>`coalesce(sum(${saleInvoices.total}) filter (where ${saleInvoices.status} = 'issued'), 0)::int`,
      cancelled: sql<number>`(count(*) filter (where ${saleInvoices.status} = 'cancelled'))::int`,
    }).from(saleInvoices).where(where),
  ]);
  const n = totals?.n ?? 0;
  return {
    data: rows.map(summaryWire),
    totals: { count: n, total: totals?.total ?? 0, cancelled: totals?.cancelled ?? 0 },
    meta: { page: query.page, per_page: query.per_page, total: n, last_page: Math.max(1, Math.ceil(n / query.per_page)) },
  };
}

/** One invoice with its sales, their lines and the tax summary per rate; 404 when it is not the venue's. */
export async function invoiceDetail(ctx: VenueCtx, id: number, db: Queryable = ctx.db): Promise<InvoiceDetail> {
  const [found] = await db.select({ row: saleInvoices, first: employees.firstName, last: employees.lastName }).from(saleInvoices)
    .leftJoin(employees, and(eq(employees.venueId, saleInvoices.venueId), eq(employees.id, saleInvoices.employeeId)))
    .where(and(eq(saleInvoices.venueId, ctx.venueId), eq(saleInvoices.id, id)));
  if (!found) throw new AppError('NOT_FOUND');
  const { row } = found;
  const lines = await db.select({ sale: { id: sales.id, year: sales.year, number: sales.number, businessDate: sales.businessDate, total: sales.total }, line: saleLines })
    .from(saleInvoiceSales)
    .innerJoin(sales, and(eq(sales.venueId, saleInvoiceSales.venueId), eq(sales.id, saleInvoiceSales.saleId)))
    .innerJoin(saleLines, and(eq(saleLines.venueId, sales.venueId), eq(saleLines.saleId, sales.id)))
    .where(and(eq(saleInvoiceSales.venueId, ctx.venueId), eq(saleInvoiceSales.invoiceId, id)))
    .orderBy(asc(sales.businessDate), asc(sales.id), asc(saleLines.position));
  const bySale = new Map<number, InvoiceDetail['sales'][number]>();
  const byRate = new Map<number, { rate: number; net: number; tax: number; total: number }>();
  for (const { sale, line } of lines) {
    if (!bySale.has(sale.id)) bySale.set(sale.id, { id: sale.id, number: saleNumber(sale.year, sale.number ?? 0), business_date: sale.businessDate, total: sale.total });
    const sum = byRate.get(line.taxRate) ?? { rate: line.taxRate, net: 0, tax: 0, total: 0 };
    sum.net += line.net;
    sum.tax += line.taxAmount;
    sum.total += line.total;
    byRate.set(line.taxRate, sum);
  }
  return {
    ...summaryWire(row), address: row.address, postcode: row.postcode, city: row.city, country: row.country, email: row.email, notes: row.notes,
    employee_name: found.first === null ? null : `${found.first} ${found.last ?? ''}`.trim(), cancel_reason: row.cancelReason,
    cancelled_at: row.cancelledAt?.toISOString() ?? null,
    sales: [...bySale.values()],
    lines: lines.map(({ sale, line }) => ({
      sale_id: sale.id, sale_number: saleNumber(sale.year, sale.number ?? 0), business_date: sale.businessDate, name: line.name, quantity: line.quantity,
      unit_price: line.unitPrice, discount: line.discount, tax_rate: line.taxRate, net: line.net, tax_amount: line.taxAmount, total: line.total,
    })),
    tax_summary: [...byRate.values()].sort((a, b) => b.rate - a.rate),
  };
}

export const invoiceDetailOf = async (ctx: VenueCtx, id: number) => ({ data: await invoiceDetail(ctx, id) });

/**
 * GET invoices/sales?customer_id=: the customer's paid sales that can be invoiced (no void or refund,
 * on no active invoice, no refund to the card waiting for the provider), latest first, and the company details to prefill: the billing details of
 * their profile (customers.company_name, company_tax_number, with the profile's address), else their
 * last invoice's, else their name and postal address.
 */
export async function invoiceCandidates(ctx: VenueCtx, customerId: number) {
  const [customer] = await ctx.db.select().from(customers).where(and(eq(customers.venueId, ctx.venueId), eq(customers.id, customerId)));
  if (!customer) throw new AppError('NOT_FOUND');
  // One after the other: the demo seed calls this inside its transaction (one connection).
  const rows = await ctx.db.select({
      id: sales.id, year: sales.year, number: sales.number, businessDate: sales.businessDate, total: sales.total, taxTotal: sales.taxTotal,
      lines: sql<string[]>`coalesce((select array_agg(l.name order by l.position) from ${saleLines} l where l.venue_id = ${sales.venueId} and l.sale_id = ${sales.id}), '{}')`,
    }).from(sales)
      .where(and(
        eq(sales.venueId, ctx.venueId), eq(sales.customerId, customerId), eq(sales.kind, 'sale'),
        sql`not exists (select 1 from ${sales} c where c.venue_id = ${sales.venueId} and c.original_id = ${sales.id})`,
        sql`not exists (select 1 from ${saleInvoiceSales} i where i.venue_id = ${sales.venueId} and i.sale_id = ${sales.id} and i.active)`,
        sql`not exists (select 1 from ${saleCardRefunds} r where r.venue_id = ${sales.venueId} and r.sale_id = ${sales.id} and r.status = 'requested')`,
      ))
      .orderBy(desc(sales.businessDate), desc(sales.id)).limit(200);
  const [last] = await ctx.db.select().from(saleInvoices).where(and(eq(saleInvoices.venueId, ctx.venueId), eq(saleInvoices.customerId, customerId)))
    .orderBy(desc(saleInvoices.id)).limit(1);
  const till = await venueTill(ctx.db, ctx.venueId);
  // The billing details on the customer's profile first, else those of their last invoice, else their name and address.
  const profile = {
    company_name: customer.companyName || `${customer.firstName} ${customer.lastName}`.trim(), tax_number: customer.companyTaxNumber,
    address: customer.street, postcode: customer.postcode, city: customer.city, country: customer.country, email: customer.email,
  };
  const company = !customer.companyName && last
    ? { company_name: last.companyName, tax_number: last.taxNumber, address: last.address, postcode: last.postcode, city: last.city, country: last.country, email: last.email }
    : profile;
  return {
    data: rows.map((row) => ({ id: row.id, number: saleNumber(row.year, row.number ?? 0), business_date: row.businessDate, total: row.total, tax_total: row.taxTotal, lines: row.lines })),
    company, currency: till.currency,
  };
}

/** The active invoice a sale is on (id and number), else null: a void or refund of it is refused until that invoice is cancelled. */
export async function activeInvoiceOf(db: Queryable, venueId: number, saleId: number): Promise<{ id: number; number: string } | null> {
  const [taken] = await db.select({ id: saleInvoices.id, year: saleInvoices.year, number: saleInvoices.number }).from(saleInvoiceSales)
    .innerJoin(saleInvoices, and(eq(saleInvoices.venueId, saleInvoiceSales.venueId), eq(saleInvoices.id, saleInvoiceSales.invoiceId)))
    .where(and(eq(saleInvoiceSales.venueId, venueId), eq(saleInvoiceSales.saleId, saleId), eq(saleInvoiceSales.active, true))).limit(1);
  return taken ? { id: taken.id, number: invoiceNumber(taken.year, taken.number ?? 0) } : null;
}

/** The sales a customer could have invoiced: paid, never corrected, on no active invoice, no refund to the card waiting. */
const invoiceable = sql`s.kind = 'sale'
  and not exists (select 1 from ${sales} c where c.venue_id = s.venue_id and c.original_id = s.id)
  and not exists (select 1 from ${saleInvoiceSales} i where i.venue_id = s.venue_id and i.sale_id = s.id and i.active)
  and not exists (select 1 from ${saleCardRefunds} r where r.venue_id = s.venue_id and r.sale_id = s.id and r.status = 'requested')`;

/** GET invoices/customers?search=: up to 20 customers with sales to invoice, most sales first; a search matches name, e-mail or phone (folded). */
export async function invoiceCustomers(ctx: VenueCtx, search: string | undefined) {
  const word = search?.replace(/[\\%_]/g, (c) => `\\${c}`);
  const digits = search?.replace(/\D/g, '') ?? '';
  const match = word
    ? sql`and (${customers.searchText} like (select '%' || chairside_fold(${word}::text) || '%')${digits.length >= 3 ? sql` or ${customers.phoneDigits} like ${`%${digits}%`}` : sql``})`
    : sql``;
  const found = (await ctx.db.execute(sql`
    select ${customers.id} as id, trim(${customers.firstName} || ' ' || ${customers.lastName}) as name, ${customers.email} as email, ${customers.phone} as phone,
      count(s.id)::int as sales
    from ${customers} join ${sales} s on s.venue_id = ${customers.venueId} and s.customer_id = ${customers.id} and ${invoiceable}
    where ${customers.venueId} = ${ctx.venueId} ${match}
    group by ${customers.id} order by 5 desc, 2 limit 20`)) as unknown as { rows: { id: number; name: string; email: string; phone: string; sales: number }[] };
  return { data: found.rows };
}
