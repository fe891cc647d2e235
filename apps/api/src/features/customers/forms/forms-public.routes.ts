import { publicFormBody, publicFormParams, publicFormResponse, publicFormSubmitResponse } from '@chairside/shared/customer-forms';
import type { App } from '../../../lib/app-type';
import { publicForm, submitPublicForm } from './form-links';

const tags = ['public'];
const config = { auth: 'public' as const };

/** The customer's side of a form link (no sign-in; the token is the key; rate limited per client address). */
export async function customerFormsPublicRoutes(app: App) {
  app.get('/forms/:token', {
    config,
    schema: { tags, summary: 'The form a link asks for, with the venue and the visit; 422 INVALID_TOKEN when used or expired', params: publicFormParams, response: { 200: publicFormResponse } },
  }, async (request) => publicForm(request.ctx, request.params.token));

  app.post('/forms/:token', {
    config,
    schema: { tags, summary: 'Submit the answers; the link then stops working', params: publicFormParams, body: publicFormBody, response: { 200: publicFormSubmitResponse } },
  }, async (request) => submitPublicForm(request.ctx, request.params.token, request.body.answers));
}
