import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp, type App } from '../app';
import { readEnv } from '../lib/env';
import { AppError } from '../lib/errors';
import { openTestDatabase } from './test-app';
import type { Database } from '../db/client';

/** The HTTP contract of DESIGN.md §3, on routes made for the purpose. */
let app: App;
let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp({ database, env: readEnv({}), webDist: null });
  const open = { config: { auth: 'public' as const } };
  app.get('/api/v1/b2b/contract/boom', open, async () => {
    throw new Error('secret stack detail');
  });
  app.get('/api/v1/b2b/contract/limit', open, async () => {
    throw new AppError('PLAN_LIMIT', { limits: { employees: 2 } });
  });
  app.post(
    '/api/v1/b2b/contract/echo',
    { ...open, schema: { body: z.object({ name: z.string().min(2), email: z.email(), count: z.number().int().max(5) }) } },
    async (request) => request.body,
  );
  app.get('/api/v1/b2b/contract/private', async () => ({ ok: true }));
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('HTTP contract', () => {
  it('tags every response with a request id and security headers', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['x-request-id']).toMatch(/^[\w-]{8,}$/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    // Receipt PDFs are printed and previewed from frames of their blob: URL (spec §2.5).
    expect(response.headers['content-security-policy']).toContain("frame-src 'self' blob:");
  });

  it('gives a JSON answer of the API the policy of an API, not of a page', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/b2b/auth/config' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toContain('max-age=');
    for (const name of ['cross-origin-opener-policy', 'origin-agent-cluster', 'x-xss-protection', 'x-dns-prefetch-control']) expect(response.headers[name], name).toBeUndefined();
  });

  it('answers 401 without a token and with an unknown token', async () => {
    for (const authorization of [undefined, 'Bearer ' + 'x'.repeat(43)]) {
      const response = await app.inject({ method: 'GET', url: '/api/v1/b2b/contract/private', headers: authorization ? { authorization } : {} });
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('UNAUTHENTICATED');
    }
  });

  it('answers 422 with field messages in the request language', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/b2b/contract/echo',
      headers: { 'content-language': 'fr-fr' },
      payload: { name: 'a', email: 'nope', count: 9 },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      code: 'VALIDATION',
      message: 'Veuillez corriger les champs signalés.',
      errors: {
        name: ['Saisissez au moins 2 caractères.'],
        email: ['Saisissez une adresse e-mail valide.'],
        count: ['La valeur ne doit pas dépasser 5.'],
      },
    });
  });

  it('names a missing field as required', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/v1/b2b/contract/echo', payload: { email: 'a@b.co', count: 1 } });
    expect(response.json().errors).toEqual({ name: ['This field is required.'] });
  });

  it('answers 400 per field for malformed JSON', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/b2b/contract/echo',
      headers: { 'content-type': 'application/json', 'content-language': 'nld' },
      payload: '{"name": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'BAD_REQUEST', body: ['Het verzoek kon niet worden gelezen. Controleer de gegevens en probeer het opnieuw.'] });
  });

  it('answers a plan limit with limits, description and platform', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/b2b/contract/limit', headers: { 'x-platform': 'app' } });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'PLAN_LIMIT', limits: { employees: 2 }, platform: 'app' });
    expect(response.json().message_description).toEqual(expect.any(String));
  });

  it('hides internal errors behind a request id', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/b2b/contract/boom' });
    expect(response.statusCode).toBe(500);
    const body = response.json();
    expect(body).toEqual({ code: 'INTERNAL', message: expect.any(String), request_id: response.headers['x-request-id'] });
    expect(response.body).not.toContain('secret stack detail');
  });

  it('answers 404 as JSON for unknown API paths, even without a token', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/b2b/no/such/thing', headers: { 'content-language': 'es-es' } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'NOT_FOUND', message: 'No hemos encontrado lo que buscabas.' });
  });

  it('publishes an OpenAPI 3.1 document generated from the zod schemas', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(doc.openapi).toBe('3.1.0');
    const echo = doc.paths['/api/v1/b2b/contract/echo'].post.requestBody.content['application/json'].schema;
    expect(echo.required).toEqual(['name', 'email', 'count']);
    expect(echo.properties.name.minLength).toBe(2);
  });
});
