import { z } from 'zod';
import { idParamsSchema } from '@chairside/shared/ids';
import { reportExportJobResponse } from '@chairside/shared/reports';
import type { App } from '../../../lib/app-type';
import { venueCtx } from '../../../lib/context';
import { CONTENT_TYPES } from '../report-export';
import { exportFile, exportStatus } from './report-exports.service';

const tags = ['reports'];
const config = { permission: 'sales.reports' as const };

/** Background exports: their state for the screen's poll, and the file once done (the venue's own; kept a day). */
export async function reportExportsRoutes(app: App) {
  app.get(
    '/reports/exports/:id',
    { config, schema: { tags, summary: 'A background report export: its state and progress, and where to download it once done', params: idParamsSchema, response: { 200: reportExportJobResponse } } },
    async (request) => exportStatus(venueCtx(request), request.params.id),
  );

  app.get(
    '/reports/exports/:id/download',
    {
      config,
      schema: { tags, summary: 'The file of a finished background export (XLSX, CSV or PDF), for a day', params: idParamsSchema, response: { 200: z.string().describe('the file') } },
    },
    async (request, reply) => {
      const file = await exportFile(venueCtx(request), request.params.id);
      return reply
        .header('content-type', CONTENT_TYPES[file.format])
        .header('content-disposition', `attachment; filename="${file.name}"`)
        .header('cache-control', 'no-store')
        .send(file.file as unknown as string);
    },
  );
}
