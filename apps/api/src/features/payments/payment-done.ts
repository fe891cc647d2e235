import { z } from 'zod';
import { isLanguage, LANGUAGES, type Language } from '@chairside/shared/constants';
import type { App } from '../../lib/app-type';
import { t } from '../../lib/i18n';

/**
 * Where a customer lands after the provider's hosted page when nothing of the app's awaits them (a
 * pay-by-link from the till): a short page in their language saying whether the card was taken.
 */
export const PAYMENT_DONE_PATH = '/api/v1/public/payments/done';

export const paymentDoneUrl = (appUrl: string, result: 'paid' | 'cancelled', lang: Language) => `${appUrl.replace(/\/$/, '')}${PAYMENT_DONE_PATH}/${result}?lang=${lang}`;

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const donePage = (lang: Language, title: string, text: string) => `<!doctype html><html lang="${lang}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>${escape(title)}</title>
<style>body{font-family:system-ui,sans-serif;background:#f4f5f7;margin:0;padding:40px 16px;color:#1f2933}main{max-width:420px;margin:0 auto;background:#fff;border-radius:12px;padding:28px}h1{font-size:20px;margin:0 0 8px}</style>
</head><body><main><h1 data-payment-result>${escape(title)}</h1><p>${escape(text)}</p></main></body></html>`;

export async function paymentDoneRoutes(app: App) {
  app.get('/payments/done/:result', {
    config: { auth: 'public' as const },
    schema: {
      tags: ['payments'],
      summary: 'The page a customer lands on after paying (or leaving) a pay-by-link on the provider’s hosted page, in their language',
      params: z.object({ result: z.enum(['paid', 'cancelled']) }),
      querystring: z.object({ lang: z.enum(LANGUAGES).optional() }),
      response: { 200: z.string().describe('an HTML page') },
    },
  }, async (request, reply) => {
    const lang = request.query.lang && isLanguage(request.query.lang) ? request.query.lang : request.ctx.lang;
    const key = request.params.result === 'paid' ? 'payments.done.paid' : 'payments.done.cancelled';
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(donePage(lang, t(lang, `${key}_title`), t(lang, `${key}_text`)));
  });
}
