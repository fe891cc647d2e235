import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEMO_LOGINS, DEMO_PASSWORD } from '../../db/seed/demo-data';
import { employees, sessions, users } from '../../db/schema/index';
import { hashToken } from '../../lib/tokens';
import { useTestApp } from '../../test/test-app';
import { revokeEmployeeSessions } from './auth.service';

let now = new Date();
const t = useTestApp({ now: () => now });

const login = (email: string, password = DEMO_PASSWORD, lang?: string) =>
  t.call('POST', 'auth/login', { body: { email, password }, lang });

describe('POST auth/login', () => {
  it('sends an owner of one venue to the calendar with a session bound to it', async () => {
    const response = await login(DEMO_LOGINS.owner);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBeUndefined();
    const body = response.json();
    expect(body).toEqual({ action: 'go_calendar', token: expect.stringMatching(/^[\w-]{43}$/) });
    // Only the hash is stored.
    const [row] = await t.database.db.select().from(sessions).where(eq(sessions.tokenHash, hashToken(body.token)));
    expect(row).toMatchObject({ venueId: t.seed.salon.id, viaSupport: false });
    expect(row!.expiresAt.getTime() - now.getTime()).toBe(30 * 86_400_000);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.tokenHash, body.token))).toEqual([]);
    // The session works on a venue route at once.
    const onboarding = await t.call('GET', 'onboarding', { token: body.token });
    expect(onboarding.json()).toEqual({ action: 'go_calendar' });
  });

  it('accepts the address in any case and with spaces around it', async () => {
    const response = await login('  Owner@Demo.TEST ');
    expect(response.statusCode).toBe(302);
  });

  it('lets a user of several venues choose, then binds the session to the chosen one', async () => {
    const response = await login(DEMO_LOGINS.multi);
    expect(response.statusCode).toBe(302);
    const { action, token, venues } = response.json();
    expect(action).toBe('select_venue');
    expect(venues).toEqual([
      { id: t.seed.salon.id, title: 'Demo Salon', address: 'Prinsengracht 263, Amsterdam', logo: null },
      { id: t.seed.spa.id, title: 'Demo Spa', address: 'Vondelstraat 12, Amsterdam', logo: null },
    ]);

    // Before choosing, a venue route answers with the choice again.
    const early = await t.call('GET', 'onboarding', { token });
    expect(early.statusCode).toBe(302);
    expect(early.json()).toEqual({ action: 'select_venue', venues });

    const chosen = await t.call('POST', 'auth/select-venue', { token, body: { venue_id: t.seed.spa.id } });
    expect(chosen.statusCode).toBe(302);
    expect(chosen.json()).toEqual({ action: 'go_calendar' });
    const [session] = await t.database.db.select().from(sessions).where(eq(sessions.tokenHash, await hashOf(token)));
    const [employee] = await t.database.db.select().from(employees).where(eq(employees.id, session!.employeeId!));
    expect(session?.venueId).toBe(t.seed.spa.id);
    expect(employee?.venueId).toBe(t.seed.spa.id);
    expect(employee?.firstName).toBe('Sofia');
  });

  it('answers the same 422 for an unknown address and for a wrong password', async () => {
    const unknown = await login('nobody@demo.test', 'whatever-password');
    const wrong = await login(DEMO_LOGINS.owner, 'not-the-password');
    expect(unknown.statusCode).toBe(422);
    expect(wrong.statusCode).toBe(422);
    expect(unknown.json()).toEqual({ code: 'INVALID_CREDENTIALS', message: 'The e-mail address or password is incorrect.' });
    expect(wrong.json()).toEqual(unknown.json());
  });

  it('validates the body with field messages', async () => {
    const response = await t.call('POST', 'auth/login', { body: { email: 'not-an-address', password: '' }, lang: 'nld' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'VALIDATION', errors: { email: [expect.any(String)], password: [expect.any(String)] } });
  });

  it('refuses a user whose only membership is archived, in their language', async () => {
    const [user] = await t.database.db.insert(users).values({ email: 'gone@demo.test', passwordHash: await passwordHashOfOwner() }).returning();
    await t.database.db.insert(employees).values({
      venueId: t.seed.other.id, userId: user!.id, role: 'employee', firstName: 'Gone', archived: true, permissions: {},
    });
    const response = await login('gone@demo.test', DEMO_PASSWORD, 'it-it');
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('NO_VENUE');
    expect(response.json().message).toContain('Chiedi al titolare');
  });
});

describe('POST auth/select-venue', () => {
  it("answers 404 for a venue the user does not work in, and leaves the session unbound", async () => {
    const { token } = (await login(DEMO_LOGINS.multi)).json();
    const response = await t.call('POST', 'auth/select-venue', { token, body: { venue_id: t.seed.other.id } });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('NOT_FOUND');
    const [session] = await t.database.db.select().from(sessions).where(eq(sessions.tokenHash, await hashOf(token)));
    expect(session?.venueId).toBeNull();
  });

  it('needs a session', async () => {
    const response = await t.call('POST', 'auth/select-venue', { body: { venue_id: t.seed.salon.id } });
    expect(response.statusCode).toBe(401);
  });
});

describe('POST auth/logout and session lifetime', () => {
  it('revokes the token: the next call is 401', async () => {
    const token = await t.login('owner');
    const response = await t.call('POST', 'auth/logout', { token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    const [row] = await t.database.db.select().from(sessions).where(eq(sessions.tokenHash, await hashOf(token)));
    expect(row?.revokedAt).toBeInstanceOf(Date);
    const again = await t.call('POST', 'auth/logout', { token });
    expect(again.statusCode).toBe(401);
    expect(again.json().code).toBe('UNAUTHENTICATED');
  });

  it('answers 401 without a token', async () => {
    expect((await t.call('POST', 'auth/logout')).statusCode).toBe(401);
    expect((await t.call('GET', 'onboarding')).statusCode).toBe(401);
  });

  it('ends a session after 30 days', async () => {
    const token = await t.login('other');
    const start = now;
    try {
      now = new Date(start.getTime() + 29 * 86_400_000);
      expect((await t.call('GET', 'onboarding', { token })).statusCode).toBe(302);
      now = new Date(start.getTime() + 30 * 86_400_000 + 1000);
      expect((await t.call('GET', 'onboarding', { token })).statusCode).toBe(401);
    } finally {
      now = start;
    }
  });

  it('revokeEmployeeSessions ends every live session of that employee only', async () => {
    const staffToken = await t.login('staff');
    const ownerToken = await t.login('owner');
    const [staff] = await t.database.db
      .select()
      .from(employees)
      .where(and(eq(employees.venueId, t.seed.salon.id), eq(employees.firstName, 'Lucas')));
    await revokeEmployeeSessions(t.database.db, t.seed.salon.id, staff!.id);
    expect((await t.call('GET', 'onboarding', { token: staffToken })).statusCode).toBe(401);
    expect((await t.call('GET', 'onboarding', { token: ownerToken })).statusCode).toBe(302);
    const live = await t.database.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.employeeId, staff!.id), isNull(sessions.revokedAt)));
    expect(live).toEqual([]);
  });
});

describe('GET auth/config', () => {
  it('hides the Google button when GOOGLE_CLIENT_ID is not set', async () => {
    const response = await t.call('GET', 'auth/config');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ social: { google: null } });
  });

  it('refuses Google sign-in when it is not configured', async () => {
    const response = await t.call('POST', 'auth/social', { body: { provider: 'google', id_token: 'x'.repeat(40) }, lang: 'fr-fr' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      code: 'SOCIAL_NOT_CONFIGURED',
      message: expect.stringContaining('Google'),
    });
  });
});

const hashOf = async (token: string) => hashToken(token);

async function passwordHashOfOwner() {
  const [owner] = await t.database.db.select().from(users).where(eq(users.email, DEMO_LOGINS.owner));
  return owner!.passwordHash!;
}
