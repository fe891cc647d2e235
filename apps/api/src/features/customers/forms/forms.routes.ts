import { z } from 'zod';
import { idParamsSchema } from '@chairside/shared/ids';
import {
  formBody, formFillBody, formResponse, formsQuery, formsResponse, responseDetailResponse, responsesQuery, responsesResponse,
} from '@chairside/shared/customer-forms';
import type { App } from '../../../lib/app-type';
import { venueCtx } from '../../../lib/context';
import { formDetail, listForms, setFormArchived, storeForm, updateForm } from './forms.service';
import { listResponses, readResponse, responseDetail, storeDeskResponse } from './form-responses.service';
import { responsePdf } from './form-pdf';

const tags = ['customers'];
const manage = { permission: 'customers.manage' as const };
// Whoever books a customer may read the venue's forms and fill one with them at the desk.
const desk = { permission: 'calendar' as const };

/** Consultation and consent forms and their responses (spec §2.3 /customers/forms, /customers/form-responses). */
export async function customerFormsRoutes(app: App) {
  app.get('/forms', {
    config: desk,
    schema: { tags, summary: 'Forms by name (active, or archived with archived=1), optionally those a service asks for', querystring: formsQuery, response: { 200: formsResponse } },
  }, async (request) => listForms(venueCtx(request), request.query));

  app.get('/forms/detail/:id', {
    config: desk,
    schema: { tags, summary: 'One form with its fields and services', params: idParamsSchema, response: { 200: formResponse } },
  }, async (request) => formDetail(venueCtx(request), request.params.id));

  app.post('/forms/store', {
    config: { ...manage, idempotent: true },
    schema: { tags, summary: 'Create a form: fields (one JSON document), services, when it is asked', body: formBody, response: { 200: formResponse } },
  }, async (request) => storeForm(venueCtx(request), request.body));

  app.post('/forms/update/:id', {
    config: manage,
    schema: { tags, summary: 'Change a form (responses keep the fields they were filled with)', params: idParamsSchema, body: formBody, response: { 200: formResponse } },
  }, async (request) => updateForm(venueCtx(request), request.params.id, request.body));

  app.post('/forms/archive/:id', {
    config: manage,
    schema: { tags, summary: 'Archive a form: no longer asked for; its responses stay', params: idParamsSchema, response: { 200: formResponse } },
  }, async (request) => setFormArchived(venueCtx(request), request.params.id, true));

  app.post('/forms/restore/:id', {
    config: manage,
    schema: { tags, summary: 'Bring an archived form back', params: idParamsSchema, response: { 200: formResponse } },
  }, async (request) => setFormArchived(venueCtx(request), request.params.id, false));

  app.get('/form-responses', {
    config: manage,
    schema: { tags, summary: 'Filled forms, newest first, by form, customer and date (venue days)', querystring: responsesQuery, response: { 200: responsesResponse } },
  }, async (request) => listResponses(venueCtx(request), request.query));

  app.get('/form-responses/detail/:id', {
    config: manage,
    schema: { tags, summary: 'One filled form: its fields as filled, the answers and the signature (PNG data URL)', params: idParamsSchema, response: { 200: responseDetailResponse } },
  }, async (request) => responseDetail(venueCtx(request), request.params.id));

  app.get('/form-responses/pdf/:id', {
    config: manage,
    schema: { tags, summary: 'The filled form as a PDF (application/pdf): venue, customer, date, answers, signature', params: idParamsSchema, response: { 200: z.string().describe('application/pdf bytes') } },
  }, async (request, reply) => {
    const ctx = venueCtx(request);
    const record = await readResponse(ctx.db, ctx.venueId, request.params.id);
    const bytes = await responsePdf(ctx.db, ctx.venueId, ctx.lang, record);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="form-response-${record.summary.id}.pdf"`)
      .send(bytes as unknown as string); // a Buffer is sent as it is (never serialised)
  });

  app.post('/form-responses/store', {
    config: { ...desk, idempotent: true },
    schema: { tags, summary: 'A form filled at the desk for a customer (and optionally one appointment)', body: formFillBody, response: { 200: responseDetailResponse } },
  }, async (request) => storeDeskResponse(venueCtx(request), request.body));
}
