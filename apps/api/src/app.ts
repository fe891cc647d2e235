import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyBaseLogger, type FastifyReply } from 'fastify';
import swagger from '@fastify/swagger';
import fastifyStatic from '@fastify/static';
import { installJsonCompression } from './lib/compress-json';
import { installSecurityHeaders, PAGE_ONLY_HEADERS } from './lib/security-headers';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { redirectResponse } from '@chairside/shared/auth';
import { isLanguage } from '@chairside/shared/constants';
import type { Database } from './db/client';
import { readEnv, type Env } from './lib/env';
import { createMailer, type Mailer } from './lib/mail';
import { createJobs } from './lib/jobs/boss-jobs';
import { installIdempotency } from './lib/idempotency/idempotency';
import type { Deps } from './lib/context';
import { authorize, bearerToken, sessionFor } from './lib/auth';
import { languageOf } from './lib/i18n';
import { codeAnswer, handleError } from './lib/error-handler';
import { LOG_REDACT, backgroundErrorSummary, requestSummary } from './lib/log-privacy';
import { refuseUnstorableText } from './lib/clean-text';
import { installPermissionRefresh } from './lib/permission-refresh';
import { createLiveFeed, type LiveFeed } from './lib/live';
import { Redirect } from './lib/errors';
import type { App } from './lib/app-type';
import { venuesOf } from './features/auth/auth.service';
import { bookingPageHtml } from './features/online-booking/online-booking.service';
import { featureRoutes, pageRoutes, publicRoutes } from './routes';
import { jobDefinitions } from './jobs';
import { registerImageBodies } from './lib/images';
import { builtPage, sendPage } from './lib/web-page';

// Re-exported for the callers that already take it from here (test/test-app.ts and a few tests); new code imports lib/app-type.
export type { App };

export const API_PREFIX = '/api/v1/b2b';
export const PUBLIC_PREFIX = '/api/v1/public';
const BODY_LIMIT_BYTES = 1024 * 1024;

export interface BuildOptions {
  database: Database;
  env?: Env;
  mail?: Mailer;
  now?: () => Date;
  /** Log requests and errors (as JSON lines to stdout, or to `stream`: tests read it). */
  logger?: boolean | { stream: { write(line: string): void } };
  /** Serve the built web app from this folder (default: apps/web/dist when it exists). */
  webDist?: string | null;
  /** The live feed to use (default: a new one on `database`); tests pass one to watch it. */
  live?: LiveFeed;
  /** Work the job queues and schedules (jobs.ts) while the app is up; the server does, test apps do not (they call handlers). */
  scheduled?: boolean;
}

function defaultWebDist(): string | null {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const dist = path.resolve(here, '..', '..', 'web', 'dist');
  return fs.existsSync(path.join(dist, 'index.html')) ? dist : null;
}

/**
 * Vite names every file under assets/ after its content, so a browser may keep those for a year;
 * index.html is checked again on each visit so a new release shows at once.
 */
function setWebCacheHeaders(reply: FastifyReply, sentPath: string): void {
  const filePath = sentPath.replace(/\.(br|gz)$/, ''); // the precompressed copy of the file asked for
  const hashed = /[\\/]assets[\\/][^\\/]+$/.test(filePath);
  // index.html is revalidated every time (it names the current build's assets); the few other
  // unhashed files (the logo, the icons) may be reused for an hour, so a page showing the logo twice
  // does not ask for it twice.
  const page = filePath.endsWith('.html');
  reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : page ? 'no-cache' : 'public, max-age=3600');
  // A script, stylesheet or image is not a page: about 700 bytes of page headers less on each of them
  // (nosniff and the resource policy stay). Counted on Login's first visit (bench/cases/web-budgets.ts).
  if (!page) for (const name of PAGE_ONLY_HEADERS) reply.removeHeader(name);
  // An immutable file is never revalidated nor fetched in parts, and nobody traces it by request id:
  // those headers would only cost bytes.
  if (hashed) for (const name of ['etag', 'last-modified', 'accept-ranges', 'x-request-id']) reply.removeHeader(name);
}

export async function buildApp(options: BuildOptions): Promise<App> {
  const env = options.env ?? readEnv();
  const db = options.database.db;
  let log: FastifyBaseLogger | null = null;
  const jobs = createJobs(options.database, (error) => log?.warn({ err: error }, 'a job failed'));
  const deps: Deps = {
    database: options.database,
    db,
    env,
    jobs,
    mail: options.mail ?? createMailer({ jobs, smtpUrl: env.smtpUrl, from: env.mailFrom }),
    now: options.now ?? (() => new Date()),
    live: options.live ?? createLiveFeed(options.database),
  };

  const app = Fastify({
    logger: options.logger
      ? {
          level: env.logLevel,
          redact: LOG_REDACT,
          serializers: { req: requestSummary },
          ...(typeof options.logger === 'object' ? { stream: options.logger.stream } : {}),
        }
      : false,
    bodyLimit: BODY_LIMIT_BYTES,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
    },
    trustProxy: (_address: string, hop: number) => hop < env.trustProxyHops,
    routerOptions: { maxParamLength: 200 },
  }).withTypeProvider<ZodTypeProvider>();

  app.decorate('deps', deps);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(handleError);
  // The API speaks JSON only: a text body is refused (400) instead of reaching a handler as a string.
  app.removeContentTypeParser('text/plain');
  // Except for pictures: upload routes take the raw file (lib/images.ts).
  registerImageBodies(app);
  log = app.log;
  // Every process creates the queues (a request may send a job); only the server works them.
  app.addHook('onReady', () => jobs.start(jobDefinitions(deps), { work: Boolean(options.scheduled) }));
  app.addHook('preClose', () => jobs.stop());
  app.addHook('preClose', () => deps.live.close());
  // The session and answer caches need change notifications from the first request on; without them nothing is cached.
  app.addHook('onReady', async () => {
    await deps.live.start().catch((error: unknown) => app.log.warn({ error: backgroundErrorSummary(error) }, 'live changes not heard yet: caching waits'));
  });

  installSecurityHeaders(app, { apiPrefix: API_PREFIX, googleSignIn: Boolean(env.googleClientId) });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Chairside back-office API', version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
    const platformHeader = request.headers['x-platform'];
    request.ctx = {
      deps,
      db,
      lang: languageOf(request.headers['content-language']),
      platform: platformHeader === 'app' ? 'app' : 'web',
      ip: request.ip,
      requestId: request.id,
      session: null,
    };
  });
  // A write answers only once this process has heard its own changes (LiveFeed.sync): the caches
  // are invalidated by database triggers (lib/changes.ts), so no write path has to remember to.
  app.addHook('onSend', async (request, _reply, payload) => {
    // On the request's own database: a venue's connection stays in its venue's scope for the next request.
    if (request.method !== 'GET' && request.method !== 'HEAD' && (request.url.startsWith(API_PREFIX) || request.url.startsWith(PUBLIC_PREFIX))) await deps.live.sync(request.ctx?.db ?? db);
    return payload;
  });
  // A caller whose flags changed gets the new map with their next answer (spec §6).
  installPermissionRefresh(app);
  // After parsing, so a malformed body is reported as 400 before a missing token as 401.
  app.addHook('preValidation', async (request) => {
    if (!request.routeOptions.url || !request.url.startsWith(API_PREFIX)) return;
    const token = bearerToken(request);
    if (token) ({ session: request.ctx.session, stamp: request.ctx.sessionStamp } = await sessionFor(deps, token));
    const { session } = request.ctx;
    // A venue route called before a venue was chosen: the client goes to the Venues screen.
    if (session && session.venueId === null && (request.routeOptions.config.auth ?? 'venue') === 'venue') {
      throw new Redirect({ action: 'select_venue', venues: await venuesOf(db, session.userId) });
    }
    authorize(request);
    // A venue route works inside its venue's row-level security (db/scoped-pool.ts); the rest see all venues.
    if (session?.venueId != null && (request.routeOptions.config.auth ?? 'venue') === 'venue') {
      request.ctx.db = options.database.forVenue(session.venueId);
    }
  });
  // NUL and lone surrogates are refused for every route before its schema runs (lib/clean-text.ts).
  app.addHook('preValidation', refuseUnstorableText);

  // A venue route answers 302 select_venue to a session without a venue (the hook above): declared once, for every such route.
  app.addHook('onRoute', (route) => {
    if ((route.config?.auth ?? 'venue') !== 'venue' || !route.url.startsWith(API_PREFIX)) return;
    route.schema ??= {};
    route.schema.response = { 302: redirectResponse, ...(route.schema.response as object | undefined) };
  });

  app.get('/api/docs/json', { schema: { hide: true }, config: { auth: 'public' } }, async () => app.swagger());
  app.get('/api/health', { schema: { hide: true }, config: { auth: 'public' } }, async () => ({ ok: true }));

  installIdempotency(app, deps);
  installJsonCompression(app);
  await app.register(featureRoutes, { prefix: API_PREFIX });
  await app.register(publicRoutes, { prefix: PUBLIC_PREFIX });
  const webDist = options.webDist === undefined ? defaultWebDist() : options.webDist;
  await app.register(pageRoutes, { webDist });

  if (webDist) {
    await app.register(fastifyStatic, { root: webDist, wildcard: false, cacheControl: false, preCompressed: true, setHeaders: setWebCacheHeaders });
  }
  const bookTemplate = builtPage(webDist, 'book');
  app.setNotFoundHandler((request, reply) => {
    // Screens are client-side routes: any other GET (or HEAD) gets the app, except missing files (a stale asset must 404).
    const pathname = request.url.split('?')[0] ?? '';
    const isScreen = !pathname.startsWith('/api/') && !/\.\w+$/.test(pathname);
    if (isScreen && webDist && (request.method === 'GET' || request.method === 'HEAD')) {
      // The public booking page is its own small build (apps/web/vite.book.config.ts): /book/{sub}, /book/{sub}/manage/{token}.
      if (bookTemplate && /^\/book\/[^/]+/.test(pathname)) {
        // A venue's own site may frame the booking page (the embed widget, /book/embed.js).
        const policy = String(reply.getHeader('content-security-policy') ?? '');
        reply.removeHeader('x-frame-options');
        if (policy) reply.header('content-security-policy', policy.replace(/frame-ancestors [^;]*/, 'frame-ancestors *'));
        // The page itself (/book/{sub}) carries the venue's title and JSON-LD for search engines (online-booking's booking.page.ts).
        const sub = /^\/book\/([a-z0-9-]{3,40})\/?$/.exec(pathname)?.[1];
        if (!sub || request.method !== 'GET') return sendPage(request, reply, bookTemplate);
        return bookingPageHtml(request.ctx, sub, bookTemplate).then((html) => sendPage(request, reply, html));
      }
      return reply.sendFile('index.html', { maxAge: 0 });
    }
    const lang = isLanguage(request.headers['content-language']) ? request.headers['content-language'] : 'en-us';
    return codeAnswer(reply, lang, 'NOT_FOUND');
  });

  return app;
}

