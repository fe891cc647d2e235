import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app';
import { databaseFingerprint } from '../test/fingerprint';

const t = useTestApp();

/** Text PostgreSQL cannot store (NUL) or that is not Unicode (a lone UTF-16 surrogate) is refused for every route. */
describe('text that cannot be stored is refused before any route runs', () => {
  it('NUL in a body field: 422 naming the field, in the request language, nothing written', async () => {
    const token = await t.login('owner');
    const before = await databaseFingerprint(t.database.db);
    const response = await t.call('POST', 'customers/store', { token, lang: 'fr-fr', body: { first_name: 'a\u0000b', last_name: 'x' } });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'VALIDATION', errors: { first_name: [expect.stringMatching(/caractère/)] } });
    expect(await databaseFingerprint(t.database.db)).toEqual(before);
  });

  it('a lone surrogate in a nested body field or a key', async () => {
    const token = await t.login('owner');
    const response = await t.call('POST', 'customers/store', {
      token,
      headers: { 'content-type': 'application/json' },
      body: '{"first_name":"ok","notes":{"deep":["a\\ud800b"]},"x\\udc00":1}',
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toContain('notes.deep.0');
    const key = await t.call('POST', 'customers/store', { token, headers: { 'content-type': 'application/json' }, body: '{"x\\udc00":1}' });
    expect(key.statusCode).toBe(422);
  });

  it('NUL and surrogates in the query string and in the path', async () => {
    const token = await t.login('owner');
    const query = await t.call('GET', 'customers?search=%00', { token, lang: 'de' });
    expect(query.statusCode).toBe(422);
    expect(query.json().errors.search).toHaveLength(1);
    // A URL cannot carry a lone surrogate as UTF-8: its encoded form is decoded to U+FFFD or refused, never a 5xx.
    const surrogate = await t.call('GET', 'customers?search=a%ED%A0%80', { token });
    expect(surrogate.statusCode).toBeLessThan(500);
    const path = await t.call('GET', 'translations/en%00us', { token });
    expect(path.statusCode).toBe(422);
  });

  it('sign-up with NUL in a name: 422, no account', async () => {
    const before = await databaseFingerprint(t.database.db);
    const response = await t.call('POST', 'auth/signup', {
      body: { email: 'nul@example.test', password: 'a-Good-passw0rd', first_name: 'N\u0000', last_name: 'U', phone: '+48 600 100 200', venue_title: 'V' },
    });
    expect(response.statusCode).toBe(422);
    expect(await databaseFingerprint(t.database.db)).toEqual(before);
  });

  it('has the message in every language', async () => {
    const token = await t.login('owner');
    const seen = new Set<string>();
    for (const lang of ['en-us', 'es-es', 'fr-fr', 'pl', 'de', 'it-it', 'nld', 'pt-pt']) {
      const response = await t.call('GET', 'customers?search=%00', { token, lang });
      const [message] = response.json().errors.search as string[];
      expect(message).not.toMatch(/^validation\./);
      seen.add(message!);
    }
    expect(seen.size).toBe(8);
  });
});
