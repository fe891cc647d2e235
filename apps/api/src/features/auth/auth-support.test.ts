import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEMO_LOGINS, DEMO_PASSWORD, DEMO_SUPPORT_LOGIN } from '../../db/seed/demo-data';
import { activityLog, employees, sessions, users } from '../../db/schema/index';
import { hashToken } from '../../lib/tokens';
import { useTestApp } from '../../test/test-app';

const t = useTestApp();

const supportLogin = (email: string, venueId: number, password = DEMO_PASSWORD) =>
  t.call('POST', 'auth/support/login', { body: { email, password, venue_id: venueId } });
const supportLog = (venueId: number) =>
  t.database.db
    .select()
    .from(activityLog)
    .where(and(eq(activityLog.venueId, venueId), eq(activityLog.entity, 'support_session')))
    .orderBy(asc(activityLog.id));

describe('POST auth/support/login', () => {
  it('opens the venue as its owner, via support, and writes it to the venue activity log', async () => {
    const response = await supportLogin(DEMO_SUPPORT_LOGIN, t.seed.other.id);
    expect(response.statusCode).toBe(302);
    const { action, token } = response.json();
    expect(action).toBe('go_calendar');

    const [session] = await t.database.db.select().from(sessions).where(eq(sessions.tokenHash, hashToken(token)));
    const [owner] = await t.database.db.select().from(employees).where(eq(employees.id, session!.employeeId!));
    expect(session).toMatchObject({ venueId: t.seed.other.id, viaSupport: true });
    expect(owner).toMatchObject({ venueId: t.seed.other.id, isOwner: true });
    // Owner-level access: the owner-only onboarding route lets the session through.
    expect((await t.call('GET', 'onboarding', { token })).json()).toEqual({ action: 'go_calendar' });

    const [support] = await t.database.db.select().from(users).where(eq(users.email, DEMO_SUPPORT_LOGIN));
    const log = await supportLog(t.seed.other.id);
    expect(log).toEqual([
      expect.objectContaining({ userId: support!.id, entity: 'support_session', entityId: session!.id, action: 'login', source: 'support' }),
    ]);
    expect(await supportLog(t.seed.salon.id)).toEqual([]);

    expect((await t.call('POST', 'auth/logout', { token })).statusCode).toBe(200);
    expect((await supportLog(t.seed.other.id)).map((row) => row.action)).toEqual(['login', 'logout']);
  });

  it('refuses a user without the support flag with the bad-credentials answer', async () => {
    const response = await supportLogin(DEMO_LOGINS.owner, t.seed.other.id);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ code: 'INVALID_CREDENTIALS', message: 'The e-mail address or password is incorrect.' });
    expect((await supportLogin(DEMO_SUPPORT_LOGIN, t.seed.other.id, 'wrong-password')).json().code).toBe('INVALID_CREDENTIALS');
    expect((await supportLogin('nobody@demo.test', t.seed.other.id)).json().code).toBe('INVALID_CREDENTIALS');
  });

  it('answers 404 for a venue that does not exist', async () => {
    const response = await supportLogin(DEMO_SUPPORT_LOGIN, 999_999);
    expect(response.statusCode).toBe(404);
  });

  it('gives the support agent no venue of their own through the normal sign-in', async () => {
    const response = await t.call('POST', 'auth/login', { body: { email: DEMO_SUPPORT_LOGIN, password: DEMO_PASSWORD } });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('NO_VENUE');
  });

  it('ends support sessions when the user loses the support flag', async () => {
    const { token } = (await supportLogin(DEMO_SUPPORT_LOGIN, t.seed.salon.id)).json();
    expect((await t.call('GET', 'onboarding', { token })).statusCode).toBe(302);
    await t.database.db.update(users).set({ isSupport: false }).where(eq(users.email, DEMO_SUPPORT_LOGIN));
    expect((await t.call('GET', 'onboarding', { token })).statusCode).toBe(401);
  });
});
