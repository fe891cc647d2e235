import { z } from 'zod';
import { idParamsSchema } from '@chairside/shared/ids';
import { receiptParams } from '@chairside/shared/sales';
import {
  invoiceCancelBody, invoiceCandidatesQuery, invoiceCandidatesResponse, invoiceDetailResponse, invoiceEmailBody, invoiceEmailResponse, invoiceResponse,
  invoiceCustomersQuery, invoiceCustomersResponse, invoicesExportQuery, invoicesListResponse, invoicesQuery, invoiceStoreBody,
} from '@chairside/shared/sales-invoices';
import type { App } from '../../../lib/app-type';
import { venueCtx } from '../../../lib/context';
import { sendExport } from '../../../lib/export-reply';
import { sendPdf } from '../../../lib/pdf';
import { cancelInvoice, storeInvoice } from './invoices.write';
import { invoiceCandidates, invoiceCustomers, invoiceDetailOf, listInvoices } from './invoices.read';
import { invoicePdf } from './invoices.pdf';
import { emailInvoice } from './invoices.email';
import { invoiceExportName, writeInvoiceExport } from './invoices.export';

const tags = ['sales'];
/** Invoices are the back office's, beside the transactions: whoever reads the sales issues and sends them. */
const reports = { permission: 'sales.reports' as const };
const corrections = { permission: 'sales.invoices.void' as const };

/** /sales/invoices (spec §2.3): invoices for customers with company details, made from paid sales. */
export async function invoicesRoutes(app: App) {
  app.get('/invoices', {
    config: reports,
    schema: { tags, summary: 'Invoices, latest number first; filters: issue dates, customer, status, number or company; paged', querystring: invoicesQuery, response: { 200: invoicesListResponse } },
  }, async (request) => listInvoices(venueCtx(request), request.query));
  app.get('/invoices/sales', {
    config: reports,
    schema: { tags, summary: 'A customer’s paid sales that can still be invoiced, and the company details to prefill', querystring: invoiceCandidatesQuery, response: { 200: invoiceCandidatesResponse } },
  }, async (request) => invoiceCandidates(venueCtx(request), request.query.customer_id));
  app.get('/invoices/customers', {
    config: reports,
    schema: { tags, summary: 'Customers with paid sales still to invoice (up to 20), by name, e-mail or phone', querystring: invoiceCustomersQuery, response: { 200: invoiceCustomersResponse } },
  }, async (request) => invoiceCustomers(venueCtx(request), request.query.search));
  app.post('/invoices/store', {
    config: { ...reports, idempotent: true },
    schema: { tags, summary: 'Issue an invoice to a customer’s company from their paid sales (each on at most one invoice): the next number of the venue’s invoice sequence', body: invoiceStoreBody, response: { 200: invoiceResponse } },
  }, async (request) => storeInvoice(venueCtx(request), request.body));
  app.get('/invoices/detail/:id', {
    config: reports,
    schema: { tags, summary: 'One invoice with its sales, lines and tax summary', params: idParamsSchema, response: { 200: invoiceDetailResponse } },
  }, async (request) => invoiceDetailOf(venueCtx(request), request.params.id));
  app.get('/invoices/export', {
    config: reports,
    schema: {
      tags, summary: 'The invoices with the list’s filters as a file (CSV or XLSX), streamed; headers in the caller’s language', querystring: invoicesExportQuery,
      response: { 200: z.string().describe('the file: text/csv (UTF-8 with BOM) or application/vnd.openxmlformats-officedocument.spreadsheetml.sheet') },
    },
  }, async (request, reply) => {
    const ctx = venueCtx(request);
    return sendExport(request, reply, { name: invoiceExportName(ctx, request.query.format), format: request.query.format }, (out) => writeInvoiceExport(ctx, request.query, out));
  });
  app.get('/invoices/:id.pdf', {
    config: reports,
    schema: { tags, summary: 'The invoice as an A4 PDF in the venue’s language', params: receiptParams, response: { 200: z.string().describe('application/pdf bytes') } },
  }, async (request, reply) => {
    return sendPdf(reply, await invoicePdf(venueCtx(request), request.params.id));
  });
  app.post('/invoices/cancel/:id', {
    config: { ...corrections, idempotent: true },
    schema: { tags, summary: 'Cancel an invoice (reason required): its number stays used, its sales can be invoiced again', params: idParamsSchema, body: invoiceCancelBody, response: { 200: invoiceResponse } },
  }, async (request) => cancelInvoice(venueCtx(request), request.params.id, request.body));
  app.post('/invoices/:id/email', {
    config: { ...reports, idempotent: true },
    schema: { tags, summary: 'E-mail the invoice PDF (through the outbox) to the given address, else the invoice’s, else its customer’s; 422 when there is none', params: idParamsSchema, body: invoiceEmailBody, response: { 200: invoiceEmailResponse } },
  }, async (request) => emailInvoice(venueCtx(request), request.params.id, request.body));
}
