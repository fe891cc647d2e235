/**
 * The registry of reports (issue 16; spec §2.3 /reports): groups and reports — what each answers, which
 * filters it takes, its columns and its definitions. Plain data without zod, so the router can build
 * the report routes from it without pulling the schema library into the first screen's bundle; the
 * wire shapes are in reports.ts, which re-exports this.
 */

import { reportTitleKey, type ReportGroup } from './report-paths';

export { REPORT_GROUPS, reportTitleKey, type ReportGroup } from './report-paths';

/** What a report can show now: its rows, or why not yet (the data it reads does not exist yet). */
export const REPORT_STATES = ['ready', 'needs_sales', 'needs_reviews'] as const;
export type ReportState = (typeof REPORT_STATES)[number];

export const REPORT_FILTERS = ['employee_ids', 'service_ids', 'group_ids', 'product_ids', 'brand_ids'] as const;
export type ReportFilter = (typeof REPORT_FILTERS)[number];

/** How a column's values are written: money in minor units, minutes, a percent (0–100, one decimal), a ratio (two decimals, e.g. visits per customer). */
export const COLUMN_KINDS = ['text', 'date', 'count', 'money', 'minutes', 'percent', 'ratio'] as const;
export type ColumnKind = (typeof COLUMN_KINDS)[number];

/** Definitions shown in tooltips: each a phrase `reports.definition_<key>`. */
export const REPORT_DEFINITIONS = ['visit', 'booked_value', 'utilisation', 'no_show', 'new_customer', 'nps', 'stock_value', 'gross_net', 'sale_day', 'commission', 'voucher', 'deposit', 'membership', 'staff_payments', 'loyalty', 'retention', 'online_booking'] as const;
export type ReportDefinition = (typeof REPORT_DEFINITIONS)[number];

export interface ReportColumn {
  key: string;
  kind: ColumnKind;
  /** Summed into the totals row (counts and money); a percent's total is computed from its parts. */
  total?: boolean;
}

export interface ReportSpec {
  group: ReportGroup;
  report: string;
  state: ReportState;
  /** The spec's screen key (its title phrase is reports.<group>_<report>). */
  screen: string;
  filters: readonly ReportFilter[];
  columns: readonly ReportColumn[];
  /** Chart: the column along the x axis and the column plotted; bars compare, lines follow time. */
  chart: { x: string; y: string; kind: 'bar' | 'line' } | null;
  definitions: readonly ReportDefinition[];
  /** Does the range matter (a stock snapshot does not)? */
  ranged: boolean;
  /**
   * Needs the plan feature `reports_advanced` (pro): elsewhere the premium placeholder and 403 with
   * `limits`. Chosen (the spec names no list): what a venue must have to run and account for its day
   * (money, tax, takings, stock, day-to-day customer lists, tips) is in every plan; analysis across
   * customers and staff over time (revenue per customer, visits, loyalty, NPS, staff performance,
   * commissions, satisfaction, visits, group and brand sales) is advanced.
   */
  planGated: boolean;
}

const col = (key: string, kind: ColumnKind, total = kind === 'count' || kind === 'money' || kind === 'minutes'): ReportColumn => ({ key, kind, total });

const spec = (s: Omit<ReportSpec, 'filters' | 'chart' | 'definitions' | 'ranged' | 'planGated' | 'state'> & Partial<ReportSpec>): ReportSpec => ({
  state: 'ready', filters: [], chart: null, definitions: [], ranged: true, planGated: false, ...s,
});

export const REPORTS: readonly ReportSpec[] = [
  spec({
    group: 'financial', report: 'summary', screen: 'financial_summary', filters: ['employee_ids'],
    columns: [
      col('date', 'date'), col('sales', 'count'), col('gross_sales', 'money'), col('discounts', 'money'), col('refunds', 'money'), col('voids', 'money'),
      col('net_sales', 'money'), col('tax', 'money'), col('tips', 'money'), col('payments_cash', 'money'), col('payments_card', 'money'), col('payments_other', 'money'),
    ],
    chart: { x: 'date', y: 'net_sales', kind: 'line' }, definitions: ['gross_net', 'sale_day'],
  }),
  spec({
    group: 'financial', report: 'tax', screen: 'taxes',
    columns: [col('tax_rate', 'percent'), col('net_sales', 'money'), col('tax', 'money'), col('gross', 'money')],
    chart: { x: 'tax_rate', y: 'tax', kind: 'bar' }, definitions: ['gross_net', 'sale_day'],
  }),
  spec({
    group: 'financial', report: 'transactions', screen: 'transactions', filters: ['employee_ids'],
    columns: [
      col('date', 'date'), col('number', 'text'), col('document', 'text'), col('customer', 'text'), col('employee', 'text'),
      col('net_sales', 'money'), col('tax', 'money'), col('total', 'money'), col('tips', 'money'),
    ],
    definitions: ['gross_net', 'sale_day'],
  }),
  spec({
    group: 'financial', report: 'invoices', screen: 'invoices',
    columns: [col('invoice_status', 'text'), col('invoices', 'count'), col('net_sales', 'money'), col('tax', 'money'), col('total', 'money')],
    chart: { x: 'invoice_status', y: 'total', kind: 'bar' },
  }),
  spec({
    group: 'financial', report: 'memberships', screen: 'memberships',
    columns: [col('membership', 'text'), col('sold', 'count'), col('net_sales', 'money'), col('tax', 'money'), col('total', 'money'), col('used', 'count')],
    chart: { x: 'membership', y: 'net_sales', kind: 'bar' }, definitions: ['membership', 'sale_day'],
  }),
  spec({
    group: 'financial', report: 'vouchers', screen: 'vouchers',
    columns: [col('date', 'date'), col('issued', 'count'), col('issued_value', 'money'), col('redeemed', 'money'), col('outstanding', 'money', false)],
    chart: { x: 'date', y: 'outstanding', kind: 'line' }, definitions: ['voucher', 'sale_day'],
  }),
  spec({
    group: 'financial', report: 'customer-deposits', screen: 'customer_deposits_list',
    columns: [
      col('date', 'date'), col('taken', 'count'), col('taken_value', 'money'), col('used', 'money'), col('refunds', 'money'), col('forfeited', 'money'),
      col('held', 'money', false),
    ],
    chart: { x: 'date', y: 'held', kind: 'line' }, definitions: ['deposit', 'sale_day'],
  }),

  spec({
    group: 'customer', report: 'summary', screen: 'customer_summary', filters: ['employee_ids'],
    columns: [col('date', 'date'), col('appointments', 'count'), col('visits', 'count'), col('new_customers', 'count'), col('cancelled', 'count'), col('no_shows', 'count')],
    chart: { x: 'date', y: 'visits', kind: 'line' }, definitions: ['visit', 'new_customer', 'no_show'],
  }),
  spec({
    group: 'customer', report: 'revenue', planGated: true, screen: 'top_client_by_revenue', filters: ['employee_ids'],
    columns: [col('customer', 'text'), col('sales', 'count'), col('net_sales', 'money'), col('total', 'money'), col('last_sale', 'date')],
    chart: { x: 'customer', y: 'net_sales', kind: 'bar' }, definitions: ['gross_net', 'sale_day'],
  }),
  spec({
    group: 'customer', report: 'birthdays', screen: 'client_birthday',
    columns: [col('birthday', 'date'), col('customer', 'text'), col('phone', 'text'), col('email', 'text'), col('turns', 'count', false)],
  }),
  spec({
    group: 'customer', report: 'visits', planGated: true, screen: 'top_client_by_visits', filters: ['employee_ids', 'service_ids'],
    columns: [col('customer', 'text'), col('visits', 'count'), col('services', 'count'), col('booked_value', 'money'), col('last_visit', 'date')],
    chart: { x: 'customer', y: 'visits', kind: 'bar' }, definitions: ['visit', 'booked_value'],
  }),
  spec({ group: 'customer', report: 'nps', planGated: true, screen: 'nps_by_client', state: 'needs_reviews', columns: [], definitions: ['nps'] }),
  spec({
    // Loyalty from visits (reports.queries.ts, customerLoyalty): the period's customers split into new (first visit ever in the
    // period) and returning (a visit before it too); retention is the share of the previous period's customers who came back.
    group: 'customer', report: 'loyalty', planGated: true, screen: 'client_loyalty',
    columns: [col('segment', 'text'), col('customers', 'count'), col('visits', 'count'), col('visits_per_customer', 'ratio', false), col('booked_value', 'money'), col('retention', 'percent')],
    chart: { x: 'segment', y: 'customers', kind: 'bar' }, definitions: ['loyalty', 'retention', 'visit'],
  }),
  spec({
    // Per visit day: all visits, those booked online (appointment_groups.source = 'online'), their share, services and booked value.
    group: 'customer', report: 'online-booking', screen: 'online_booking', filters: ['employee_ids', 'service_ids'],
    columns: [col('date', 'date'), col('visits', 'count'), col('online_visits', 'count'), col('online_share', 'percent'), col('online_services', 'count'), col('online_value', 'money')],
    chart: { x: 'date', y: 'online_visits', kind: 'line' }, definitions: ['online_booking', 'visit', 'booked_value'],
  }),
  spec({
    group: 'customer', report: 'cancellation-reasons', screen: 'cancellation_reasons', filters: ['employee_ids', 'service_ids'],
    columns: [col('reason', 'text'), col('cancellations', 'count'), col('booked_value', 'money'), col('share', 'percent')],
    chart: { x: 'reason', y: 'cancellations', kind: 'bar' }, definitions: ['booked_value'],
  }),
  spec({
    group: 'customer', report: 'no-shows', screen: 'no_shows', filters: ['employee_ids', 'service_ids'],
    columns: [col('customer', 'text'), col('phone', 'text'), col('no_shows', 'count'), col('booked_value', 'money'), col('last_no_show', 'date')],
    chart: { x: 'customer', y: 'no_shows', kind: 'bar' }, definitions: ['no_show', 'booked_value'],
  }),
  spec({
    group: 'customer', report: 'confirmations', screen: 'customer_confirmations', filters: ['employee_ids', 'service_ids'],
    columns: [col('status', 'text'), col('appointments', 'count'), col('booked_value', 'money'), col('share', 'percent')],
    chart: { x: 'status', y: 'appointments', kind: 'bar' },
  }),

  spec({
    group: 'inventory', report: 'summary', screen: 'inventory_overview', filters: ['product_ids', 'brand_ids'],
    columns: [col('kind', 'text'), col('movements', 'count'), col('units_in', 'count'), col('units_out', 'count'), col('cost_value', 'money')],
    chart: { x: 'kind', y: 'movements', kind: 'bar' }, definitions: ['stock_value'],
  }),
  spec({
    group: 'inventory', report: 'retail-sales', screen: 'retail_sales', filters: ['product_ids', 'brand_ids'],
    columns: [col('product', 'text'), col('brand', 'text'), col('units', 'count'), col('net_sales', 'money'), col('tax', 'money'), col('gross', 'money')],
    chart: { x: 'product', y: 'net_sales', kind: 'bar' }, definitions: ['gross_net', 'sale_day'],
  }),
  spec({
    group: 'inventory', report: 'brands', planGated: true, screen: 'sales_by_brand', filters: ['product_ids', 'brand_ids'],
    columns: [col('brand', 'text'), col('products', 'count'), col('units', 'count'), col('net_sales', 'money'), col('gross', 'money')],
    chart: { x: 'brand', y: 'net_sales', kind: 'bar' }, definitions: ['gross_net', 'sale_day'],
  }),
  spec({
    group: 'inventory', report: 'products', screen: 'sales_by_products', filters: ['product_ids', 'brand_ids'],
    columns: [col('product', 'text'), col('brand', 'text'), col('on_hand', 'count'), col('units_in', 'count'), col('units_out', 'count'), col('cost_value', 'money'), col('retail_value', 'money')],
    chart: { x: 'product', y: 'on_hand', kind: 'bar' }, definitions: ['stock_value'],
  }),
  spec({
    group: 'inventory', report: 'stock-movements', screen: 'stock_movements', filters: ['product_ids', 'brand_ids', 'employee_ids'],
    columns: [col('date', 'date'), col('product', 'text'), col('kind', 'text'), col('quantity', 'count'), col('employee', 'text'), col('note', 'text')],
  }),

  spec({
    group: 'services', report: 'sales', screen: 'sales_by_services', filters: ['employee_ids', 'service_ids', 'group_ids'],
    columns: [col('service', 'text'), col('group', 'text'), col('appointments', 'count'), col('minutes', 'minutes'), col('booked_value', 'money')],
    chart: { x: 'service', y: 'booked_value', kind: 'bar' }, definitions: ['booked_value'],
  }),
  spec({
    group: 'services', report: 'group-sales', planGated: true, screen: 'sales_grouped_by_services', filters: ['employee_ids', 'group_ids'],
    columns: [col('group', 'text'), col('appointments', 'count'), col('minutes', 'minutes'), col('booked_value', 'money')],
    chart: { x: 'group', y: 'booked_value', kind: 'bar' }, definitions: ['booked_value'],
  }),

  spec({
    group: 'employees', report: 'summary', screen: 'staff_summary', filters: ['employee_ids'],
    columns: [
      col('employee', 'text'), col('appointments', 'count'), col('booked_value', 'money'), col('service_sales', 'money'), col('product_sales', 'money'),
      col('voucher_sales', 'money'), col('tips', 'money'), col('commission', 'money'),
    ],
    chart: { x: 'employee', y: 'service_sales', kind: 'bar' }, definitions: ['booked_value', 'gross_net', 'commission', 'sale_day'],
  }),
  spec({
    group: 'employees', report: 'payments', screen: 'staff_payments', filters: ['employee_ids'],
    columns: [
      col('employee', 'text'), col('sales', 'count'), col('payments_cash', 'money'), col('payments_card', 'money'), col('payments_voucher', 'money'),
      col('payments_deposit', 'money'), col('payments_other', 'money'), col('total', 'money'),
    ],
    chart: { x: 'employee', y: 'total', kind: 'bar' }, definitions: ['staff_payments', 'sale_day'],
  }),
  spec({
    group: 'employees', report: 'commissions', planGated: true, screen: 'staff_commissions', filters: ['employee_ids'],
    columns: [col('employee', 'text'), col('service_sales', 'money'), col('product_sales', 'money'), col('commission', 'money')],
    chart: { x: 'employee', y: 'commission', kind: 'bar' }, definitions: ['commission', 'sale_day'],
  }),
  spec({
    group: 'employees', report: 'performance', planGated: true, screen: 'staff_performance', filters: ['employee_ids'],
    columns: [col('employee', 'text'), col('appointments', 'count'), col('booked_minutes', 'minutes'), col('shift_minutes', 'minutes'), col('utilisation', 'percent'), col('booked_value', 'money')],
    chart: { x: 'employee', y: 'utilisation', kind: 'bar' }, definitions: ['utilisation', 'booked_value'],
  }),
  spec({ group: 'employees', report: 'satisfaction', planGated: true, screen: 'staff_satisfaction', state: 'needs_reviews', columns: [], definitions: ['nps'] }),
  spec({
    group: 'employees', report: 'visits', planGated: true, screen: 'staff_client_visits', filters: ['employee_ids'],
    columns: [col('employee', 'text'), col('visits', 'count'), col('customers', 'count'), col('new_customers', 'count'), col('booked_value', 'money')],
    chart: { x: 'employee', y: 'visits', kind: 'bar' }, definitions: ['visit', 'new_customer', 'booked_value'],
  }),
  spec({
    group: 'employees', report: 'tips', screen: 'staff_tips', filters: ['employee_ids'],
    columns: [col('employee', 'text'), col('tipped_sales', 'count'), col('tips', 'money')],
    chart: { x: 'employee', y: 'tips', kind: 'bar' }, definitions: ['sale_day'],
  }),

  spec({
    group: 'expenses', report: 'expenses', screen: 'expenses',
    columns: [col('date', 'date'), col('category', 'text'), col('note', 'text'), col('amount', 'money'), col('tax_amount', 'money')],
    chart: null,
  }),
  spec({
    group: 'expenses', report: 'expenses-categories', screen: 'expenses_by_category',
    columns: [col('category', 'text'), col('expenses', 'count'), col('amount', 'money'), col('tax_amount', 'money'), col('share', 'percent')],
    chart: { x: 'category', y: 'amount', kind: 'bar' },
  }),
];

export const findReport = (group: string, report: string): ReportSpec | undefined => REPORTS.find((r) => r.group === group && r.report === report);

/** Phrase key of a report's title and of its one-line description. */
export const reportAboutKey = (r: Pick<ReportSpec, 'group' | 'report'>) => `${reportTitleKey(r)}_about`;

/** Rows a report answers at most (the totals always cover every row of the range). */
export const REPORT_ROW_LIMIT = 500;
