import { z } from 'zod';
import { outboxQuerySchema } from '@chairside/shared/settings';
import { smsBuyBody, smsBuyResponse, smsHistoryQuery, smsHistoryResponse, smsListResponse } from '@chairside/shared/sms';
import type { App } from '../../lib/app-type';
import { venueCtx } from '../../lib/context';
import { buyPack, listPacks, smsHistory } from './sms.service';
import { receiveTwilioStatus } from './sms.webhook';
import { TWILIO_SIGNATURE_HEADER } from './twilio-signature';

const tags = ['sms'];

/** Form fields as a plain object: URL-encoded, or multipart (the web's FormData; spec §7 "sent as form data"), fields only. */
function acceptForms(app: App) {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
  app.addContentTypeParser('multipart/form-data', { parseAs: 'buffer', bodyLimit: 64 * 1024 }, (request, body, done) => {
    new Response(new Uint8Array(body as Buffer), { headers: { 'content-type': String(request.headers['content-type']) } })
      .formData()
      .then((form) => done(null, Object.fromEntries([...form.entries()].filter(([, value]) => typeof value === 'string'))))
      .catch((error: Error) => done(Object.assign(error, { statusCode: 400 }), undefined));
  });
}

/** SMS credit (spec §7 "SMS", paths as named): packs, buying one, the SMS history. */
export async function smsRoutes(app: App) {
  await app.register(async (scope: App) => {
    acceptForms(scope);
    scope.get('/sms/list', {
      config: { permission: 'customers.manage' },
      schema: { tags, summary: 'The SMS credit packs (one credit = one SMS segment) and the balance', response: { 200: smsListResponse } },
    }, async (request) => listPacks(venueCtx(request)));

    scope.post('/sms/buy', {
      config: { permission: 'settings.business_info', idempotent: true },
      schema: {
        tags,
        summary: "Buy a pack (form data: id): answers the card provider's checkout session (data.id) and page; the credit is added when its signed webhook says paid",
        body: smsBuyBody,
        response: { 200: smsBuyResponse },
      },
    }, async (request) => buyPack(venueCtx(request), request.body.id));

    scope.get('/sms/history', {
      config: { permission: 'customers.manage' },
      schema: { tags, summary: "The venue's SMS, newest first, with segments, credits and delivery state (spec §3 page; per_page 10 by default)", querystring: smsHistoryQuery, response: { 200: smsHistoryResponse } },
    }, async (request) => smsHistory(venueCtx(request), request.query.page, request.query.per_page));

    scope.get('/sms/outbox', {
      config: { permission: 'settings.manage' },
      schema: { tags, summary: "The venue's SMS outbox (the local provider's phone): as sms/history, 25 a page", querystring: outboxQuerySchema, response: { 200: smsHistoryResponse } },
    }, async (request) => smsHistory(venueCtx(request), request.query.page, request.query.per_page));
  });
}

const statusBody = z.record(z.string(), z.string()).describe('Twilio status callback parameters: MessageSid, MessageStatus, ErrorCode …');
const statusResponse = z.object({ received: z.literal(true), outcome: z.enum(['applied', 'unchanged', 'unknown_message']) });

/** Twilio's side, under /api/v1/public: message status callbacks, signed. */
export async function smsPublicRoutes(app: App) {
  await app.register(async (scope: App) => {
    acceptForms(scope);
    scope.post('/sms/webhooks/twilio', {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: `Twilio's message status callback (form-encoded), verified by ${TWILIO_SIGNATURE_HEADER} (HMAC-SHA1 of the URL and sorted parameters with the auth token); a bad one is refused (400) and changes nothing`,
        headers: z.object({ [TWILIO_SIGNATURE_HEADER]: z.string().max(200).optional() }),
        querystring: z.object({ venue: z.string().max(12).optional(), sms: z.string().max(12).optional() }),
        body: statusBody,
        response: { 200: statusResponse },
      },
    }, async (request) => {
      const url = `${request.ctx.deps.env.appUrl.replace(/\/$/, '')}${request.url}`;
      return receiveTwilioStatus(request.ctx.deps, url, request.body, request.headers[TWILIO_SIGNATURE_HEADER] as string | undefined);
    });
  });
}
