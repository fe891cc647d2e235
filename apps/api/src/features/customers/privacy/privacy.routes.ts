import { consentsResponse, consentUpdateBody, eraseBody, eraseResponse, privacyExportQuery, privacyExportSchema } from '@chairside/shared/customers-settings';
import { idParamsSchema } from '@chairside/shared/ids';
import type { FastifyReply } from 'fastify';
import type { App } from '../../../lib/app-type';
import { venueCtx } from '../../../lib/context';
import { customerConsentsOf, storeConsent } from './privacy.consents';
import { eraseCustomer } from './privacy.erase';
import { privacyExportJson, privacyExportPdf } from './privacy.export';

const tags = ['customers'];
/** A file answer: bytes as they are (the JSON serialiser and its schema apply to the JSON format only). */
const sendPdf = (reply: FastifyReply, bytes: Buffer, filename: string) =>
  reply.type('application/pdf').header('content-disposition', `attachment; filename="${filename}"`).send(bytes);
const config = { permission: 'customers.manage' as const };

/** A customer's privacy: consent history, data export (JSON, PDF) and erasure on request. */
export async function privacyRoutes(app: App) {
  app.get(
    '/customers/:id/consents',
    { config, schema: { tags, summary: 'A customer’s marketing consents now and every change (time, source, who)', params: idParamsSchema, response: { 200: consentsResponse } } },
    async (request) => customerConsentsOf(venueCtx(request), request.params.id),
  );

  app.post(
    '/customers/:id/consents/store',
    {
      config: { ...config, idempotent: true },
      schema: { tags, summary: 'Record a marketing consent given or withdrawn (needs edit_customer too)', params: idParamsSchema, body: consentUpdateBody, response: { 200: consentsResponse } },
    },
    async (request) => storeConsent(venueCtx(request), request.params.id, request.body),
  );

  app.get(
    '/customers/privacy-export/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Everything the venue holds on a customer: JSON, or with format=pdf a PDF summary (application/pdf); logged',
        params: idParamsSchema,
        querystring: privacyExportQuery,
        response: { 200: privacyExportSchema },
      },
    },
    async (request, reply) => {
      const ctx = venueCtx(request);
      if (request.query.format === 'json') return privacyExportJson(ctx, request.params.id);
      const { bytes, filename } = await privacyExportPdf(ctx, request.params.id);
      return sendPdf(reply, bytes, filename);
    },
  );

  app.post(
    '/customers/erase/:id',
    {
      config: { permission: 'edit_customer' as const },
      schema: { tags, summary: 'Erase a customer on request: personal fields anonymised for good, appointments kept; needs customers.manage too and the full name typed as confirmation', params: idParamsSchema, body: eraseBody, response: { 200: eraseResponse } },
    },
    async (request) => eraseCustomer(venueCtx(request), request.params.id, request.body.confirmation),
  );
}
