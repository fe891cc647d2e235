import { z } from 'zod';
import { idParamsSchema } from '@chairside/shared/ids';
import {
  IMPORT_CONTENT_TYPES, IMPORT_MAX_BYTES, importDryRunResponse, importMappingBody, importPreviewResponse, importStatusResponse, importUploadQuery, importUploadResponse,
} from '@chairside/shared/customers-transfer';
import type { App } from '../../../lib/app-type';
import { venueCtx } from '../../../lib/context';
import { dryRunImport, importReport, importStatus, previewImport, startImport, uploadImport } from './import.service';

const tags = ['customers'];
const write = { permission: 'edit_customer' as const };
const read = { permission: 'customers.manage' as const };

/**
 * Customer import (issue 13): POST customers/import takes the raw file (CSV or XLSX as the body),
 * then preview, dry-run and start take the column mapping; the import runs as a job whose progress
 * GET customers/import/status/{id} answers; GET customers/import/report/{id} is the CSV of the rows left out.
 */
export async function customerImportRoutes(app: App) {
  // This plugin's routes (only) take the file as a Buffer.
  app.addContentTypeParser([...IMPORT_CONTENT_TYPES], { parseAs: 'buffer', bodyLimit: IMPORT_MAX_BYTES }, (_request, body, done) => done(null, body));

  app.post(
    '/customers/import',
    {
      bodyLimit: IMPORT_MAX_BYTES,
      config: { ...write, idempotent: true },
      schema: {
        tags, summary: 'Upload a customer file (CSV or XLSX, up to 20 MB, raw body): its headers, guessed column mapping and first rows',
        consumes: [...IMPORT_CONTENT_TYPES], querystring: importUploadQuery, response: { 200: importUploadResponse },
      },
    },
    async (request) => uploadImport(venueCtx(request), request.body, request.query.file_name),
  );

  app.post(
    '/customers/import/preview/:id',
    { config: write, schema: { tags, summary: 'The first rows as they will be imported with this mapping', params: idParamsSchema, body: importMappingBody, response: { 200: importPreviewResponse } } },
    async (request) => previewImport(venueCtx(request), request.params.id, request.body.mapping),
  );

  app.post(
    '/customers/import/dry-run/:id',
    { config: write, schema: { tags, summary: 'What the import would do (new, updated, skipped, failed rows with reasons); writes nothing', params: idParamsSchema, body: importMappingBody, response: { 200: importDryRunResponse } } },
    async (request) => dryRunImport(venueCtx(request), request.params.id, request.body.mapping),
  );

  app.post(
    '/customers/import/start/:id',
    {
      config: { ...write, idempotent: true },
      schema: { tags, summary: 'Queue the import with this mapping (a repeated start queues nothing more)', params: idParamsSchema, body: importMappingBody, response: { 200: importStatusResponse } },
    },
    async (request) => startImport(venueCtx(request), request.params.id, request.body.mapping),
  );

  app.get(
    '/customers/import/status/:id',
    { config: read, schema: { tags, summary: "An import's state and progress", params: idParamsSchema, response: { 200: importStatusResponse } } },
    async (request) => importStatus(venueCtx(request), request.params.id),
  );

  app.get(
    '/customers/import/report/:id',
    { config: read, schema: { tags, summary: 'CSV of the rows not imported: row number, the values, the reason', params: idParamsSchema, response: { 200: z.string().describe('text/csv') } } },
    async (request, reply) => {
      const { fileName, csv } = await importReport(venueCtx(request), request.params.id);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(fileName)}`)
        // Bytes, so the serializer leaves the CSV as it is.
        .send(Buffer.from(csv, 'utf8') as unknown as string);
    },
  );
}
