import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGINS, DEMO_PASSWORD } from '../db/seed/demo-data';
import { useTestApp } from './test-app';
import { databaseFingerprint } from './fingerprint';
import { fillPath, routesOf, type JsonSchema, type RouteInfo } from './openapi-routes';
import { HOSTILE_IDS, HOSTILE_TEXT, hostileBodies, hostileUrl } from './hostile-values';

/**
 * Bad input, for every route the OpenAPI document lists: generated bodies and queries never give
 * a 5xx, and requests that are certainly invalid change nothing in the database.
 */
let routes: RouteInfo[];
// Behind one proxy, so that each sign-in below comes from its own address: every attempt from one address counts.
const t = useTestApp({ env: { trustProxyHops: 1 } });
beforeAll(async () => {
  routes = routesOf(await (await t.call('GET', '/api/docs/json')).json());
});

/** A fresh owner session (a fuzzed route may end the last one), each from its own client address. */
let logins = 0;
async function ownerToken(): Promise<string> {
  const n = ++logins;
  const response = await t.call('POST', 'auth/login', {
    body: { email: DEMO_LOGINS.owner, password: DEMO_PASSWORD },
    headers: { 'x-forwarded-for': `10.77.${(n >> 8) & 255}.${n & 255}` },
  });
  const token = response.json<{ token?: string }>().token;
  if (response.statusCode !== 302 || !token) throw new Error(`owner sign-in failed: ${response.body}`);
  return token;
}

const RUNS = 15;
const huge = 'x'.repeat(200_000);

const anyValue = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  fc.constant(huge),
  fc.constant(-1),
  fc.constant(2 ** 53),
  // One past PostgreSQL's integer: an id schema must refuse it before the database overflows.
  fc.constant(2_147_483_648),
  fc.constant('2026-02-30'),
  fc.constant('25:99'),
  fc.constant("'; drop table venues; --"),
  fc.constant(null),
);

/** A body shaped like the schema, with every field replaced by something arbitrary or left out. */
function scrambled(schema: JsonSchema | null) {
  const keys = Object.keys(schema?.properties ?? {});
  if (!keys.length) return fc.dictionary(fc.string({ maxLength: 10 }), anyValue, { maxKeys: 4 });
  return fc.record(Object.fromEntries(keys.map((key) => [key, anyValue])), { requiredKeys: [] });
}

/** Bodies that no schema with required fields accepts. */
const certainlyInvalid = fc.oneof(
  fc.constant('{"unterminated": '),
  fc.constant('not json at all'),
  fc.constant('[1,2,3'),
);

const isRejected = (status: number) => status >= 400 && status < 500;

// Each walk visits every route (150 and growing), so it gets a ceiling in proportion, not the 60 s of one test.
describe('every route survives bad input', { timeout: 600_000 }, () => {
  it('lists the API routes', () => {
    expect(routes.length).toBeGreaterThan(0);
    expect(routes.some((route) => route.path.endsWith('/translations/{lang}'))).toBe(true);
  });

  it('never answers 5xx to scrambled bodies and queries', async () => {
    for (const route of routes) {
      const token = await ownerToken();
      await fc.assert(
        fc.asyncProperty(scrambled(route.body), fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 30 }), { maxKeys: 3 }), fc.oneof(fc.string({ maxLength: 12 }), fc.constant('2147483648'), fc.constant('9223372036854775808')), async (body, query, param) => {
          const path = fillPath(route, Object.fromEntries(route.pathParams.map((name) => [name, param])));
          const response = await t.call(route.method, path, {
            token,
            query,
            ...(route.method === 'GET' ? {} : { body }),
          });
          expect(response.statusCode, `${route.method} ${path} ${JSON.stringify(body).slice(0, 200)}`).toBeLessThan(500);
        }),
        { numRuns: RUNS },
      );
    }
  });

  it('rejects malformed JSON and wrong content types with 400 and changes nothing', async () => {
    const before = await databaseFingerprint(t.database.db);
    for (const route of routes.filter((r) => r.method !== 'GET')) {
      const token = await ownerToken();
      await fc.assert(
        fc.asyncProperty(certainlyInvalid, fc.constantFrom('application/json', 'text/plain'), async (payload, type) => {
          const response = await t.app.inject({
            method: route.method,
            url: fillPath(route, {}),
            headers: { authorization: `Bearer ${token}`, 'content-type': type },
            payload,
          });
          const context = `${route.method} ${route.path} ${type}`;
          expect(isRejected(response.statusCode), `${context} → ${response.statusCode}`).toBe(true);
          if (type === 'application/json' && route.body) {
            expect(response.statusCode, context).toBe(400);
            expect(response.json().code).toBe('BAD_REQUEST');
          }
        }),
        { numRuns: 6 },
      );
    }
    const after = await databaseFingerprint(t.database.db);
    const changed = Object.keys(before).filter((table) => before[table] !== after[table] && table !== 'sessions');
    expect(changed).toEqual([]);
  });

  it('rejects bodies missing their required fields and changes nothing', async () => {
    const withRequired = routes.filter((route) => route.method !== 'GET' && (route.body?.required?.length ?? 0) > 0);
    const token = await ownerToken();
    const before = await databaseFingerprint(t.database.db);
    for (const route of withRequired) {
      const response = await t.call(route.method, fillPath(route, {}), { token, body: {} });
      expect(isRejected(response.statusCode), `${route.method} ${route.path} → ${response.statusCode}`).toBe(true);
    }
    expect(await databaseFingerprint(t.database.db)).toEqual(before);
  });

  /** Each value in the path, in the query string and in each body field of every route (the others plausible): the 5xx seen. */
  async function hostileRound(values: [string, unknown][]): Promise<{ sent: number; failures: string[] }> {
    let sent = 0;
    const failures: string[] = [];
    for (const route of routes) {
      const token = await ownerToken();
      for (const [name, value] of values) {
        const tries: { path: string; body?: Record<string, unknown> }[] = [
          ...(route.pathParams.length ? [{ path: hostileUrl(route, value, 'path') }] : []),
          { path: hostileUrl(route, value, 'query') },
          ...(route.method === 'GET' ? [] : hostileBodies(route.body, value).map((body) => ({ path: fillPath(route, {}), body }))),
        ];
        for (const { path, body } of tries) {
          const response = await t.call(route.method, path, { token, body });
          sent++;
          if (response.statusCode >= 500) failures.push(`${route.method} ${route.path} ${name} ${JSON.stringify(body ?? path).slice(0, 120)} → ${response.statusCode}`);
        }
      }
    }
    return { sent, failures };
  }

  const report = (what: string, { sent, failures }: { sent: number; failures: string[] }) =>
    console.log(`fuzz: ${sent} ${what} requests over ${routes.length} routes, ${failures.length} answered 5xx${failures.length ? `:\n${failures.join('\n')}` : ''}`);

  it('never answers 5xx to NUL, lone surrogates, numbers as strings and very long strings, anywhere', async () => {
    const round = await hostileRound(HOSTILE_TEXT);
    report('hostile-text', round);
    expect(round.failures).toEqual([]);
  }, 600_000);

  // Ids past the integer columns are bounded by the shared id schema (packages/shared/src/ids.ts).
  it('never answers 5xx to ids at 2^31 and 2^63', async () => {
    const round = await hostileRound(HOSTILE_IDS);
    report('big-id', round);
    expect(round.failures).toEqual([]);
  }, 600_000);

  it('refuses a body over the size limit with 413', async () => {
    const response = await t.call('POST', 'auth/login', { body: { email: 'a@b.c', password: 'x'.repeat(2 * 1024 * 1024) } });
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe('PAYLOAD_TOO_LARGE');
  });
});
