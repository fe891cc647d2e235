import { PassThrough } from 'node:stream';
import { z } from 'zod';
import { REPORT_BACKGROUND_ROWS, reportExportJobResponse, reportExportQuery, reportFiltersResponse, reportHubResponse, reportParams, reportQuery, reportResponse } from '@chairside/shared/reports';
import type { App } from '../../lib/app-type';
import { venueCtx } from '../../lib/context';
import { CONTENT_TYPES, exportFileName, writeReport } from './report-export';
import { reportExportsRoutes } from './exports/report-exports.routes';
import { startExport } from './exports/report-exports.service';
import { expensesRoutes } from './expenses/expenses.routes';
import { reportFilters, reportHub, runReport } from './reports.service';

const tags = ['reports'];
// The reports screens (spec §6 sales.reports).
const config = { permission: 'sales.reports' as const };

/** Reports: the hub, each report for a period with the one before, and its export. */
export async function reportsRoutes(app: App) {
  await app.register(expensesRoutes);
  await app.register(reportExportsRoutes);
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
        summary: 'The report as shown (same rows, columns and totals) as XLSX, CSV or PDF, streamed; headers in the caller’s language. '
          + `More than ${REPORT_BACKGROUND_ROWS} rows, or background=1: 202 with a background export to poll (GET reports/exports/{id}); the requester is told in the bell`,
        params: reportParams,
        querystring: reportExportQuery,
        response: { 200: z.string().describe('the file: XLSX, CSV (UTF-8 with BOM) or PDF'), 202: reportExportJobResponse },
      },
    },
    async (request, reply) => {
      const ctx = venueCtx(request);
      const { format, background, ...query } = request.query;
      const { group, report: which } = request.params;
      const report = background === '1' ? null : await runReport(ctx, group, which, query, { all: true });
      if (!report || report.rows.length > REPORT_BACKGROUND_ROWS) return reply.code(202).send(await startExport(ctx, group, which, format, query));
      const name = exportFileName(report, ctx.lang, format);
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
