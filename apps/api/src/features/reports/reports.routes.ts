import { PassThrough } from 'node:stream';
import { z } from 'zod';
import { reportExportQuery, reportFiltersResponse, reportHubResponse, reportParams, reportQuery, reportResponse, reportTitleKey } from '@chairside/shared/reports';
import type { App } from '../../lib/app-type';
import { venueCtx } from '../../lib/context';
import { t } from '../../lib/i18n';
import { writeReport } from './report-export';
import { expensesRoutes } from './expenses/expenses.routes';
import { reportFilters, reportHub, runReport } from './reports.service';

const tags = ['reports'];
// The reports screens (spec §6 sales.reports).
const config = { permission: 'sales.reports' as const };

const CONTENT_TYPES = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
  pdf: 'application/pdf',
} as const;

/** Reports: the hub, each report for a period with the one before, and its export. */
export async function reportsRoutes(app: App) {
  await app.register(expensesRoutes);
  app.get(
    '/reports/hub',
    { config, schema: { tags, summary: 'The reports hub: each group and its reports with their state, and today’s figures on the venue’s clock', response: { 200: reportHubResponse } } },
    async (request) => reportHub(venueCtx(request)),
  );

  app.get(
    '/reports/filters',
    { config, schema: { tags, summary: 'What the report filters offer: employees, services, service groups, products and brands (not archived), by name', response: { 200: reportFiltersResponse } } },
    async (request) => reportFilters(venueCtx(request)),
  );

  app.get(
    '/reports/:group/:report',
    {
      config,
      schema: {
        tags,
        summary: 'One report for a period (a preset on the venue’s clock, or date_from and date_to) with its filters: rows, totals and the previous period’s totals',
        params: reportParams,
        querystring: reportQuery,
        response: { 200: reportResponse },
      },
    },
    async (request) => runReport(venueCtx(request), request.params.group, request.params.report, request.query),
  );

  app.get(
    '/reports/:group/:report/export',
    {
      config,
      schema: {
        tags,
        summary: 'The report as shown (same rows, columns and totals) as XLSX, CSV or PDF, streamed; headers in the caller’s language',
        params: reportParams,
        querystring: reportExportQuery,
        response: { 200: z.string().describe('the file: XLSX, CSV (UTF-8 with BOM) or PDF') },
      },
    },
    async (request, reply) => {
      const ctx = venueCtx(request);
      const { format, ...query } = request.query;
      const report = await runReport(ctx, request.params.group, request.params.report, query, { all: true });
      const name = `${t(ctx.lang, reportTitleKey(report))}-${report.date_from}-${report.date_to}.${format}`
        .normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^\w.-]+/g, '-');
      const out = new PassThrough();
      reply.raw.once('close', () => out.destroy());
      writeReport(report, ctx.lang, format, out).catch((error: unknown) => {
        request.log.error({ err: error }, 'report export failed');
        out.destroy(error as Error);
      });
      return reply
        .header('content-type', CONTENT_TYPES[format])
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'no-store')
        .send(out as unknown as string);
    },
  );
}
