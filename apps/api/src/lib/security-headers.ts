import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyReply } from 'fastify';
import helmet from 'helmet';
import type { App } from './app-type';

/**
 * The security headers of every answer (helmet, the library): a page's set, and an API JSON answer's
 * stricter one. Worked out once at start: a plugin that built helmet again on every request cost a
 * tenth of the bell's poll. They are the same for every answer (the policy has no nonces).
 */

/** Security headers that only mean something on a page (helmet sets them on every answer). */
export const PAGE_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'strict-transport-security',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/** The headers a helmet middleware sets (the same on every answer when the policy has no nonces), recorded once. */
function securityHeaderList(middleware: (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void): [string, string][] {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader: (name: string, value: unknown) => void headers.set(name.toLowerCase(), String(value)),
    removeHeader: (name: string) => void headers.delete(name.toLowerCase()),
  };
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, (error) => {
    if (error) throw error;
  });
  return [...headers];
}

/** The policy of a JSON answer: it loads nothing and no page may frame it. */
export const API_JSON_CSP = "default-src 'none'; frame-ancestors 'none'";

/** Sets the page's and the API's security headers on every answer of `app`. */
export function installSecurityHeaders(app: App, options: { apiPrefix: string; googleSignIn: boolean }): void {
  // Google Identity Services (the sign-in button's script and frame) only when Google sign-in is configured.
  const gsi = options.googleSignIn ? ['https://accounts.google.com/gsi/'] : [];
  const pageHeaders = securityHeaderList(helmet({
    contentSecurityPolicy: {
      directives: {
        'img-src': ["'self'", 'data:', 'blob:', 'https:'],
        'connect-src': ["'self'", ...gsi],
        // blob: frames: a receipt PDF fetched with the token is printed (and previewed) from a frame of
        // its blob (spec §2.5); only this page's own scripts can make such a URL.
        'frame-src': ["'self'", 'blob:', ...gsi],
        ...(gsi.length ? { 'script-src': ["'self'", ...gsi] } : {}),
      },
    },
  }));
  // A JSON answer of the API is no page: the page's policy and its companions (about 500 bytes on each
  // answer; Login's first visit counts them, bench/cases/web-budgets.ts) give way to what an API needs
  // (OWASP REST): nothing may load or frame it. HSTS, nosniff and the resource policy stay.
  const apiJsonHeaders: [string, string][] = [
    ...pageHeaders.filter(([name]) => name === 'strict-transport-security' || !PAGE_ONLY_HEADERS.includes(name)),
    ['content-security-policy', API_JSON_CSP],
    ['x-frame-options', 'DENY'],
  ];
  const setAll = (reply: FastifyReply, headers: [string, string][]) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
  };
  // An API answer starts with the JSON set (nearly all are JSON); one that turns out otherwise (a CSV, a
  // PDF) gets the page's set when it is sent. The event stream (calendar/stream, hijacked) keeps the JSON set.
  app.addHook('onRequest', (request, reply, done) => {
    setAll(reply, request.url.startsWith(options.apiPrefix) ? apiJsonHeaders : pageHeaders);
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.url.startsWith(options.apiPrefix) && !String(reply.getHeader('content-type') ?? '').startsWith('application/json')) setAll(reply, pageHeaders);
    done(null, payload);
  });
}
