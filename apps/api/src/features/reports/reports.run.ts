import { eq } from 'drizzle-orm';
import {
  REPORT_GROUPS, REPORTS, REPORT_ROW_LIMIT, findReport, type ReportHubResponse, type ReportQuery, type ReportResponse, type ReportSpec,
} from '@chairside/shared/reports';
import { addDays, clockToMinutes, datesBetween, daysBetween, isTimeZone, zonedToday } from '@chairside/shared/rules/calendar-time';
import { resolveReportRange, type ReportPeriod } from '@chairside/shared/rules/report-range';
import type { Queryable } from '../../db/client';
import { venues } from '../../db/schema/index';
import type { VenueCtx } from '../../lib/context';
import { assertFeature } from '../../lib/access';
import { AppError, fieldError } from '../../lib/errors';
import { t } from '../../lib/i18n';
import { employeeDay, loadHoursSource } from '../staff/staff.service';
import * as q from './reports.queries';
import * as sq from './reports.sales.queries';
import * as rq from './reports.sales.rolled';
import * as staff from './reports.staff.queries';
import * as cq from './reports.customer.queries';
import * as vq from './reports.visits.queries';

/**
 * Reports (issue 16): one entry point per report reading the venue's rows for a period and the period
 * before it, the hub's figures for today. Reports that read sales or reviews answer their state
 * ('needs_sales', 'needs_reviews') with no rows until those features record anything.
 */

type Row = q.Row;

/** The stock ledger's export lists at most this many movements. */
export const REPORTS_EXPORT_LIMIT = 100_000;
interface Venue {
  timeZone: string;
  currency: string;
}

async function venueOf(db: Queryable, venueId: number): Promise<Venue> {
  const [row] = await db.select({ timeZone: venues.timezone, currency: venues.currency }).from(venues).where(eq(venues.id, venueId)).limit(1);
  return { timeZone: row && isTimeZone(row.timeZone) ? row.timeZone : 'UTC', currency: row?.currency ?? 'EUR' };
}

/**
 * An employee's shift minutes over a range, by what decides them (the range, their schedules, their
 * exceptions and the closed days, as JSON): the figure is a pure function of these, and resolving a
 * year day by day is the costliest part of employees/performance on the event loop. Bounded, oldest out.
 */
const shiftCache = new Map<string, number>();
const SHIFT_CACHE_SIZE = 2000;

/** Minutes of the employees' shifts over the dates (their resolved working hours: schedule, exceptions, closed days). */
async function shiftMinutes(db: Queryable, venueId: number, employeeIds: number[], from: string, to: string): Promise<Map<number, number>> {
  const result = new Map<number, number>();
  if (!employeeIds.length) return result;
  const source = await loadHoursSource(db, venueId, employeeIds, from, to);
  const exceptions = new Map<number, [string, unknown][]>();
  for (const [key, spans] of source.exceptions) {
    const id = Number(key.slice(0, key.indexOf('|')));
    exceptions.set(id, [...(exceptions.get(id) ?? []), [key, spans]]);
  }
  const closed = JSON.stringify(source.closed);
  let dates: string[] | undefined;
  for (const id of employeeIds) {
    const key = `${from}|${to}|${JSON.stringify(source.schedules.get(id) ?? [])}|${JSON.stringify(exceptions.get(id) ?? [])}|${closed}`;
    let minutes = shiftCache.get(key);
    if (minutes === undefined) {
      minutes = 0;
      for (const date of (dates ??= datesBetween(from, to))) {
        for (const span of employeeDay(source, id, date).spans) minutes += clockToMinutes(span.end_time) - clockToMinutes(span.start_time);
      }
      if (shiftCache.size >= SHIFT_CACHE_SIZE) shiftCache.delete(shiftCache.keys().next().value!);
      shiftCache.set(key, minutes);
    }
    result.set(id, minutes);
  }
  return result;
}

const percent = (part: number, whole: number): number | null => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : null);

/** The month-days ('MM-DD') a range covers; every day of the year once it is a year or longer. */
function monthDays(from: string, to: string): string[] {
  const last = daysBetween(from, to) >= 365 ? addDays(from, 365) : to;
  return [...new Set(datesBetween(from, last).map((d) => d.slice(5)))];
}

/** The rows of one report for one period (all of them: the caller cuts the list, the totals count every row); listLimit 0: the period before, whose totals alone are shown. */
async function readRows(ctx: VenueCtx, spec: ReportSpec, scope: q.Scope, listLimit: number): Promise<{ rows: Row[]; count?: number; sum?: Record<string, number>; totals?: Record<string, number | null> }> {
  const { db } = ctx;
  const key = `${spec.group}/${spec.report}`;
  switch (key) {
    case 'customer/summary':
      return { rows: await q.customerSummary(db, scope) };
    case 'customer/birthdays':
      return { rows: await q.customerBirthdays(db, scope, monthDays(scope.period.from, scope.period.to)) };
    case 'customer/visits':
      // The rollup keeps distinct bookings per customer over all employees and services: narrowed, the lines are read.
      return { rows: await (q.filtered(scope) ? q.customerVisits(db, scope) : vq.customerVisitsRolled(db, scope)) };
    case 'customer/loyalty': {
      const loyalty = await cq.customerLoyalty(db, scope);
      const customers = loyalty.rows.reduce((n, r) => n + r.customers, 0);
      const visits = loyalty.rows.reduce((n, r) => n + r.visits, 0);
      return { rows: loyalty.rows, totals: { visits_per_customer: customers > 0 ? Math.round((visits / customers) * 100) / 100 : null, retention: loyalty.retention } };
    }
    case 'customer/online-booking':
      return {
        rows: (await cq.onlineBookings(db, scope)).map((r) => ({ ...r, online_share: percent(Number(r.online_visits), Number(r.visits)) })),
      };
    case 'customer/no-shows':
      return { rows: await q.noShows(db, scope) };
    case 'customer/cancellation-reasons':
      return { rows: withShare(await q.cancellationReasons(db, scope), 'cancellations') };
    case 'customer/confirmations':
      return { rows: withShare(await q.confirmations(db, scope), 'appointments') };
    case 'services/sales':
      return { rows: await q.serviceSales(db, scope) };
    case 'services/group-sales':
      return { rows: await q.groupSales(db, scope) };
    case 'employees/visits': {
      const byService = Boolean(scope.query.service_ids?.length || scope.query.group_ids?.length);
      return { rows: withoutId(await (byService ? q.employeeBookings(db, scope) : vq.employeeVisitsRolled(db, scope))) };
    }
    case 'employees/performance': {
      const booked = await q.employeePerformance(db, scope);
      const shifts = await shiftMinutes(db, scope.venueId, booked.map((r) => Number(r.employee_id)), scope.period.from, scope.period.to);
      return {
        rows: booked.map((r) => {
          const shift = shifts.get(Number(r.employee_id)) ?? 0;
          return {
            employee: r.employee ?? '', appointments: Number(r.appointments), booked_minutes: Number(r.booked_minutes), shift_minutes: shift,
            utilisation: percent(Number(r.booked_minutes), shift), booked_value: Number(r.booked_value),
          };
        }),
      };
    }
    case 'inventory/summary':
      return { rows: await q.inventorySummary(db, scope) };
    case 'inventory/products':
      return { rows: await q.productStock(db, scope) };
    case 'inventory/stock-movements': {
      const [list, totals] = await Promise.all([q.stockMovementList(db, scope, listLimit), q.stockMovementTotals(db, scope)]);
      return { rows: list, count: Number(totals.n), sum: { quantity: Number(totals.quantity) } };
    }
    case 'financial/summary':
      // The period before (no list) shows its totals only: summed in the database, not a year of days.
      return listLimit ? { rows: await rq.financialSummary(db, scope) } : { rows: [], sum: await rq.financialSummaryTotals(db, scope) };
    case 'financial/transactions': {
      const [list, totals] = await Promise.all([sq.transactionList(db, scope, listLimit), rq.transactionTotals(db, scope)]);
      return {
        rows: list,
        count: Number(totals.n),
        sum: { net_sales: Number(totals.net_sales), tax: Number(totals.tax), total: Number(totals.total), tips: Number(totals.tips) },
      };
    }
    case 'financial/invoices': {
      const list = await sq.invoicesByStatus(db, scope);
      return { rows: list, sum: sq.invoiceTotals(list) };
    }
    case 'financial/tax':
      return { rows: await (byDocumentEmployee(scope) ? sq : rq).taxByRate(db, scope) };
    case 'financial/vouchers':
      return { rows: await sq.voucherActivity(db, scope) };
    case 'customer/revenue':
      return { rows: await (byDocumentEmployee(scope) ? sq : rq).customerRevenue(db, scope) };
    case 'inventory/retail-sales':
      return { rows: await (byDocumentEmployee(scope) ? sq : rq).retailSales(db, scope) };
    case 'inventory/brands':
      return { rows: await (byDocumentEmployee(scope) ? sq : rq).brandSales(db, scope) };
    case 'employees/commissions':
      return { rows: withoutId(await rq.commissions(db, scope)) };
    case 'employees/tips':
      return { rows: withoutId(await rq.tipsByEmployee(db, scope)) };
    case 'employees/summary':
      return { rows: await staff.employeeSummary(db, scope) };
    case 'employees/payments':
      return { rows: await staff.employeePayments(db, scope) };
    case 'financial/customer-deposits':
      return { rows: await staff.depositActivity(db, scope) };
    case 'financial/memberships':
      return { rows: await staff.membershipSales(db, scope) };
    case 'expenses/expenses':
      return { rows: await q.expenseList(db, scope) };
    case 'expenses/expenses-categories':
      return { rows: withShare(await q.expensesByCategory(db, scope), 'amount') };
    default:
      return { rows: [] };
  }
}

/**
 * True when lines or customers are narrowed to the documents of some employees: sale_daily_stats keys its
 * 'tax', 'product' and 'customer' slices without the document's employee, so those reads take the raw rows.
 */
const byDocumentEmployee = (scope: q.Scope) => Boolean(scope.query.employee_ids?.length);

/** The rows without the employee ids the reads carry for merging. */
const withoutId = (list: Row[]): Row[] => list.map(({ employee_id: _id, ...rest }) => rest);

/** Adds each row's share of the whole, in percent. */
function withShare(list: Row[], column: string): Row[] {
  const whole = list.reduce((sum, r) => sum + Number(r[column]), 0);
  return list.map((r) => ({ ...r, share: percent(Number(r[column]), whole) }));
}

/** The totals row: summed columns, and the percents (and ratios) recomputed from their parts. */
function totalsOf(spec: ReportSpec, list: Row[], sum: Record<string, number> = {}, computed: Record<string, number | null> = {}): Record<string, number | null> {
  const totals: Record<string, number | null> = {};
  for (const column of spec.columns) {
    if (column.total) totals[column.key] = sum[column.key] ?? list.reduce((acc, r) => acc + Number(r[column.key] ?? 0), 0);
  }
  if ('utilisation' in Object.fromEntries(spec.columns.map((c) => [c.key, 1]))) {
    totals.utilisation = percent(totals.booked_minutes ?? 0, totals.shift_minutes ?? 0);
  }
  if (spec.columns.some((c) => c.key === 'share')) totals.share = list.length ? 100 : null;
  if (spec.columns.some((c) => c.key === 'online_share')) totals.online_share = percent(totals.online_visits ?? 0, totals.visits ?? 0);
  return { ...totals, ...computed };
}

/** The report, the venue and the range it may be read for: 404 for a report the registry does not list, 403 outside the plan, 422 for a range it cannot read. */
export async function reportable(ctx: VenueCtx, group: string, report: string, query: ReportQuery) {
  const spec = findReport(group, report);
  if (!spec) throw new AppError('NOT_FOUND');
  if (spec.planGated) await assertFeature(ctx, 'reports_advanced');
  const venue = await venueOf(ctx.db, ctx.venueId);
  const range = resolveReportRange(query, ctx.deps.now(), venue.timeZone);
  if (!range) throw fieldError('date_from', 'reports.validation.range');
  return { spec, venue, range };
}

/** 422 for the export of a report that has no numbers yet (it needs reviews): the reason in the caller's language. */
export const notExportable = (spec: ReportSpec) => fieldError('report', `reports.validation.${spec.state}`);

/** A report for the period and the one before it; 404 for a report the registry does not list, 422 for a range it cannot read. */
export async function runReport(ctx: VenueCtx, group: string, report: string, query: ReportQuery, options: { all?: boolean } = {}): Promise<ReportResponse> {
  const { spec, venue, range } = await reportable(ctx, group, report, query);
  const base = {
    group: spec.group, report: spec.report, state: spec.state, date_from: range.current.from, date_to: range.current.to,
    columns: spec.columns.map((c) => ({ key: c.key, kind: c.kind, total: Boolean(c.total) })),
    definitions: spec.definitions.map((key) => ({ key, text: t(ctx.lang, `reports.definition_${key}`) })),
    currency: venue.currency,
  };
  if (spec.state !== 'ready') {
    // Nothing to export: say why (the screen says the same), rather than send an empty file.
    if (options.all) throw notExportable(spec);
    return { ...base, rows: [], truncated: false, totals: {}, previous: null };
  }
  const scope = (period: ReportPeriod): q.Scope => ({ venueId: ctx.venueId, timeZone: venue.timeZone, period, query });
  // The reports that read the stored visits per day count the days marked since first (a no-op when none are).
  if (spec.group === 'customer' && (spec.report === 'summary' || spec.report === 'online-booking') && !q.filtered(scope(range.current))) {
    await q.refreshDailyVisits(ctx.db, ctx.venueId);
  }
  const [current, previous] = await Promise.all([
    readRows(ctx, spec, scope(range.current), options.all ? REPORTS_EXPORT_LIMIT : REPORT_ROW_LIMIT + 1),
    spec.ranged && spec.report !== 'birthdays' ? readRows(ctx, spec, scope(range.previous), 0) : Promise.resolve(null),
  ]);
  const count = current.count ?? current.rows.length;
  return {
    ...base,
    rows: options.all ? current.rows : current.rows.slice(0, REPORT_ROW_LIMIT),
    truncated: !options.all && count > REPORT_ROW_LIMIT,
    totals: totalsOf(spec, current.rows, current.sum, current.totals),
    previous: previous ? { date_from: range.previous.from, date_to: range.previous.to, totals: totalsOf(spec, previous.rows, previous.sum, previous.totals) } : null,
  };
}

/** GET reports/hub: the groups and their reports, and today's figures on the venue's clock. */
export async function reportHub(ctx: VenueCtx): Promise<ReportHubResponse> {
  const venue = await venueOf(ctx.db, ctx.venueId);
  const range = resolveReportRange({ preset: 'today' }, ctx.deps.now(), venue.timeZone)!;
  const today = zonedToday(ctx.deps.now(), venue.timeZone);
  const [day, shifts] = await Promise.all([
    q.hubDay(ctx.db, ctx.venueId, range.current),
    q.activeEmployeeIds(ctx.db, ctx.venueId)
      .then((ids) => shiftMinutes(ctx.db, ctx.venueId, ids, today, today))
      .then((byEmployee) => [...byEmployee.values()].reduce((sum, m) => sum + m, 0)),
  ]);
  return {
    date: today,
    currency: venue.currency,
    today: {
      appointments: Number(day.appointments), new_customers: Number(day.new_customers), booked_minutes: Number(day.booked_minutes),
      shift_minutes: shifts, utilisation: percent(Number(day.booked_minutes), shifts), takings: Number(day.takings),
    },
    groups: REPORT_GROUPS.map((group) => ({
      group,
      reports: REPORTS.filter((r) => r.group === group).map((r) => ({ report: r.report, state: r.state, plan_gated: r.planGated })),
    })),
  };
}

/** GET reports/filters: the filters' choices. */
export const reportFilters = (ctx: VenueCtx) => q.filterOptions(ctx.db, ctx.venueId);

