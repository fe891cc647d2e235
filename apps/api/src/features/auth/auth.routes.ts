import {
  authConfigResponse, checkEmailBody, checkEmailResponse, forgotPasswordBody, loginBody, okResponse, redirectResponse,
  selectVenueBody, setPasswordBody, signupBody, socialBody, supportLoginBody,
} from '@chairside/shared/auth';
import type { App } from '../../lib/app-type';
import { userCtx } from '../../lib/context';
import { Redirect } from '../../lib/errors';
import { forgotPassword, resetPassword, setupPassword } from './auth.passwords';
import { login, logout, selectVenue } from './auth.service';
import { isEmailFree, signup } from './auth.signup';
import { authConfig, socialSignIn } from './auth.social';
import { supportLogin } from './auth.support';

const tags = ['auth'];
const redirects = { 302: redirectResponse };
const publicRoute = { auth: 'public' } as const;

/** Sign-in, sessions and venue choice; every success that navigates is a 302 (spec §4). */
export async function authRoutes(app: App) {
  app.get('/auth/config', {
    config: publicRoute,
    schema: { tags, summary: 'Which sign-in methods this installation offers', response: { 200: authConfigResponse } },
  }, async (request) => authConfig(request.ctx));

  app.post('/auth/login', {
    config: publicRoute,
    schema: { tags, summary: 'Sign in with e-mail and password', body: loginBody, response: redirects },
  }, async (request) => {
    throw new Redirect(await login(request.ctx, request.body));
  });

  app.post('/auth/select-venue', {
    config: { auth: 'user' },
    schema: { tags, summary: 'Bind the session to one of the user’s venues', body: selectVenueBody, response: redirects },
  }, async (request) => {
    throw new Redirect(await selectVenue(userCtx(request), request.body.venue_id));
  });

  app.post('/auth/logout', {
    config: { auth: 'user' },
    schema: { tags, summary: 'End this session', response: { 200: okResponse } },
  }, async (request) => logout(userCtx(request)));

  app.post('/auth/signup/check-email', {
    config: publicRoute,
    schema: { tags, summary: 'Whether an e-mail address is still free', body: checkEmailBody, response: { 200: checkEmailResponse } },
  }, async (request) => ({ available: await isEmailFree(request.ctx.db, request.body.email) }));

  app.post('/auth/signup', {
    config: publicRoute,
    schema: { tags, summary: 'Create an owner account and a venue on a trial', body: signupBody, response: redirects },
  }, async (request) => {
    throw new Redirect(await signup(request.ctx, request.body));
  });

  app.post('/auth/setup-password', {
    config: publicRoute,
    schema: { tags, summary: 'Invited staff choose a password', body: setPasswordBody, response: redirects },
  }, async (request) => {
    throw new Redirect(await setupPassword(request.ctx, request.body));
  });

  app.post('/auth/forgot-password', {
    config: { ...publicRoute, idempotent: true },
    schema: { tags, summary: 'E-mail a password reset link', body: forgotPasswordBody, response: { 200: okResponse } },
  }, async (request) => forgotPassword(request.ctx, request.body));

  app.post('/auth/reset-password', {
    config: publicRoute,
    schema: { tags, summary: 'Choose a new password with a reset link', body: setPasswordBody, response: redirects },
  }, async (request) => {
    throw new Redirect(await resetPassword(request.ctx, request.body));
  });

  app.post('/auth/social', {
    config: publicRoute,
    schema: { tags, summary: 'Sign in with a Google ID token', body: socialBody, response: redirects },
  }, async (request) => {
    throw new Redirect(await socialSignIn(request.ctx, request.body));
  });

  app.post('/auth/support/login', {
    config: publicRoute,
    schema: { tags, summary: 'Support staff open a venue as its owner', body: supportLoginBody, response: redirects },
  }, async (request) => {
    throw new Redirect(await supportLogin(request.ctx, request.body));
  });
}
