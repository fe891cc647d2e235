import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { App } from '../../../lib/app-type';
import { confirmStep, payWithCard, showCheckout } from './sandbox-checkout';
import type { PageAnswer } from './sandbox-html';
import { finishOnboarding, showOnboarding } from './sandbox-connect';

const tags = ['payments'];
const config = { auth: 'public' as const };
const params = z.object({ token: z.string().min(1).max(100).describe('the sandbox session id') });
const page = z.string().describe('an HTML page');

function answer(reply: FastifyReply, result: PageAnswer) {
  if ('redirect' in result) return reply.redirect(result.redirect, 303);
  // The form posts here and the answer is a page: no cache, and nothing else may frame it.
  return reply.status(result.status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(result.html);
}

/** The sandbox provider's hosted checkout (sandbox-checkout.ts): plain HTML forms. */
export async function sandboxRoutes(app: App) {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  app.get('/payments/sandbox/checkout/:token', {
    config,
    schema: { tags, summary: 'The sandbox hosted checkout page (test cards listed on it)', params, response: { 200: page } },
  }, async (request, reply) => answer(reply, await showCheckout(request.ctx.deps, request.params.token)));

  app.post('/payments/sandbox/checkout/:token', {
    config,
    schema: {
      tags,
      summary: 'Pay with a test card: 303 to the success URL, the confirmation step, or the page again with the decline (402)',
      params,
      body: z.object({ card_number: z.string().max(40) }),
      response: { 200: page, 402: page },
    },
  }, async (request, reply) => answer(reply, await payWithCard(request.ctx.deps, request.params.token, request.body.card_number)));

  app.post('/payments/sandbox/checkout/:token/confirm', {
    config,
    schema: {
      tags,
      summary: 'The extra confirmation step (3-D Secure): approve pays, deny declines',
      params,
      body: z.object({ outcome: z.enum(['approve', 'deny']) }),
      response: { 200: page, 402: page },
    },
  }, async (request, reply) => answer(reply, await confirmStep(request.ctx.deps, request.params.token, request.body.outcome === 'approve')));

  // Named `token` like the checkout's: the provider's own id in its page's address, not a venue's row.
  const account = z.object({ token: z.string().min(1).max(100).describe('the sandbox connected account id') });
  app.get('/payments/sandbox/connect/:token', {
    config,
    schema: { tags, summary: 'The sandbox hosted onboarding of a venue’s connected account', params: account, response: { 200: page } },
  }, async (request, reply) => answer(reply, await showOnboarding(request.ctx.deps, request.params.token)));

  app.post('/payments/sandbox/connect/:token', {
    config,
    schema: {
      tags,
      summary: 'Finish the sandbox onboarding: verified → active, without the identity document → restricted; 303 to the app’s return page',
      params: account,
      body: z.object({ outcome: z.enum(['verified', 'without_document']) }),
      response: { 200: page },
    },
  }, async (request, reply) => answer(reply, await finishOnboarding(request.ctx.deps, request.params.token, request.body.outcome)));
}
