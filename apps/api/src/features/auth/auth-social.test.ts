import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGINS } from '../../db/seed/demo-data';
import { users } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/test-app';

/** Google's key set is served by a local server; tokens are signed with a key made here. */
const CLIENT_ID = 'chairside-test.apps.googleusercontent.com';
let t: TestApp;
let server: http.Server;
let signingKey: CryptoKey;
let strangerKey: CryptoKey;
const now = new Date();
const seconds = Math.floor(now.getTime() / 1000);

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  signingKey = pair.privateKey;
  strangerKey = (await generateKeyPair('RS256')).privateKey;
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  server = http.createServer((_, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  t = await createTestApp({
    now: () => now,
    env: { googleClientId: CLIENT_ID, googleJwksUrl: `http://127.0.0.1:${port}/oauth2/v3/certs` },
  });
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => server.close(resolve));
});

interface TokenOptions {
  claims?: JWTPayload;
  audience?: string;
  issuer?: string;
  expiresAt?: number;
  key?: CryptoKey;
}

function idToken({ claims = {}, audience = CLIENT_ID, issuer = 'https://accounts.google.com', expiresAt = seconds + 3600, key }: TokenOptions = {}) {
  return new SignJWT({ email: DEMO_LOGINS.owner, email_verified: true, ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
    .setIssuer(issuer)
    .setAudience(audience)
    .setSubject(String(claims.sub ?? 'google-owner-1'))
    .setIssuedAt(seconds - 60)
    .setExpirationTime(expiresAt)
    .sign(key ?? signingKey);
}

const social = async (options?: TokenOptions, lang?: string) =>
  t.call('POST', 'auth/social', { body: { provider: 'google', id_token: await idToken(options) }, lang });

describe('Google sign-in', () => {
  it('shows the Google button with the client id', async () => {
    expect((await t.call('GET', 'auth/config')).json()).toEqual({ social: { google: { client_id: CLIENT_ID } } });
  });

  it('signs a known address in with the usual 302 and links the Google account', async () => {
    const response = await social();
    expect(response.statusCode).toBe(302);
    expect(response.json()).toEqual({ action: 'go_calendar', token: expect.any(String) });
    const [owner] = await t.database.db.select().from(users).where(eq(users.email, DEMO_LOGINS.owner));
    expect(owner!.googleSubject).toBe('google-owner-1');
  });

  it('signs in by the linked Google account even after the Google address changed', async () => {
    const response = await social({ claims: { email: 'emma.new@gmail.test' }, issuer: 'accounts.google.com' });
    expect(response.statusCode).toBe(302);
  });

  it('offers a user of several venues the choice', async () => {
    const response = await social({ claims: { email: DEMO_LOGINS.multi, sub: 'google-multi' } });
    expect(response.json().action).toBe('select_venue');
  });

  it('asks an unknown person to sign up first, in their language', async () => {
    const response = await social({ claims: { email: 'stranger@gmail.test', sub: 'google-stranger' } }, 'it-it');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      code: 'SOCIAL_NO_ACCOUNT',
      message: 'Non esiste ancora un account Chairside per questo indirizzo Google. Registrati prima, poi potrai accedere con Google.',
    });
  });

  it.each<[string, () => TokenOptions]>([
    ['a token for another app', () => ({ audience: 'someone-else.apps.googleusercontent.com' })],
    ['an expired token', () => ({ expiresAt: seconds - 10 })],
    ['a token signed with another key', () => ({ key: strangerKey })],
    ['a token from another issuer', () => ({ issuer: 'https://evil.example' })],
    ['an unverified address', () => ({ claims: { email_verified: false } })],
  ])('refuses %s', async (_, options) => {
    const response = await social(options());
    expect(response.statusCode).toBe(422);
    expect(response.json().code).toBe('SOCIAL_INVALID');
  });

  it('refuses an address whose account is linked to another Google account', async () => {
    const response = await social({ claims: { sub: 'google-someone-else' } });
    expect(response.statusCode).toBe(422);
    expect(response.json().code).toBe('SOCIAL_INVALID');
  });

  it('refuses a malformed token', async () => {
    const response = await t.call('POST', 'auth/social', { body: { provider: 'google', id_token: 'not.a.jwt-but-long-enough' } });
    expect(response.statusCode).toBe(422);
    expect(response.json().code).toBe('SOCIAL_INVALID');
    const wrongProvider = await t.call('POST', 'auth/social', { body: { provider: 'facebook', id_token: await idToken() } });
    expect(wrongProvider.json().code).toBe('VALIDATION');
  });
});
