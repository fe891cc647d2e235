import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ROLE_PERMISSIONS } from '@chairside/shared/permissions';
import { DEMO_LOGINS } from '../../db/seed/demo-data';
import { employees, sessions, users, venues } from '../../db/schema/index';
import { hashToken } from '../../lib/tokens';
import { databaseFingerprint } from '../../test/fingerprint';
import { useTestApp } from '../../test/test-app';

const now = new Date('2026-03-10T09:30:00Z');
const t = useTestApp({ now: () => now });

const newOwner = {
  email: 'Nadia@Example.test',
  password: 'a-strong-pass',
  first_name: 'Nadia',
  last_name: 'Kaya',
  phone: '+31 6 1234 5678',
  venue_title: 'Studio Nadia',
};

describe('POST auth/signup/check-email', () => {
  it('tells whether an address is still free', async () => {
    const taken = await t.call('POST', 'auth/signup/check-email', { body: { email: 'OWNER@demo.test' } });
    expect(taken.statusCode).toBe(200);
    expect(taken.json()).toEqual({ available: false });
    const free = await t.call('POST', 'auth/signup/check-email', { body: { email: 'new@example.test' } });
    expect(free.json()).toEqual({ available: true });
  });

  it('validates the address', async () => {
    const response = await t.call('POST', 'auth/signup/check-email', { body: { email: 'nope' } });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['email']);
  });
});

describe('POST auth/signup', () => {
  it('creates the owner, a venue on a 14-day pro trial and a session, and sends them to onboarding', async () => {
    const response = await t.call('POST', 'auth/signup', { body: { ...newOwner, lang: 'nld' } });
    expect(response.statusCode).toBe(302);
    const body = response.json();
    expect(body).toEqual({ action: 'go_to_onboarding', token: expect.any(String) });

    const [user] = await t.database.db.select().from(users).where(eq(users.email, 'nadia@example.test'));
    expect(user).toMatchObject({ firstName: 'Nadia', lastName: 'Kaya', phone: '+31 6 1234 5678', isSupport: false });
    expect(user!.passwordHash).toMatch(/^\$argon2id\$/);
    const [employee] = await t.database.db.select().from(employees).where(eq(employees.userId, user!.id));
    expect(employee).toMatchObject({ role: 'owner', isOwner: true, firstName: 'Nadia', permissions: ROLE_PERMISSIONS.owner });
    const [venue] = await t.database.db.select().from(venues).where(eq(venues.id, employee!.venueId));
    expect(venue).toMatchObject({
      title: 'Studio Nadia', lang: 'nld', plan: 'pro', planPaid: false, trialStart: '2026-03-10', trialEnd: '2026-03-24',
      onboardingStep: 'about', onboardingCompletedAt: null, email: 'nadia@example.test',
    });
    const [session] = await t.database.db.select().from(sessions).where(eq(sessions.tokenHash, hashToken(body.token)));
    expect(session).toMatchObject({ userId: user!.id, venueId: venue!.id, employeeId: employee!.id });

    // The new owner lands in onboarding with this token.
    const onboarding = await t.call('GET', 'onboarding', { token: body.token });
    expect(onboarding.statusCode).toBe(200);
    expect(onboarding.json().step).toBe('about');
  });

  it('signs the new owner in to onboarding next time too', async () => {
    const response = await t.call('POST', 'auth/login', { body: { email: newOwner.email, password: newOwner.password } });
    expect(response.statusCode).toBe(302);
    expect(response.json().action).toBe('go_to_onboarding');
  });

  it('refuses a taken address with 422 EMAIL_TAKEN and changes nothing', async () => {
    const before = await databaseFingerprint(t.database.db);
    const response = await t.call('POST', 'auth/signup', { body: { ...newOwner, email: DEMO_LOGINS.multi }, lang: 'es-es' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      code: 'EMAIL_TAKEN',
      message: 'Ya existe una cuenta con este correo electrónico.',
      errors: { email: ['Ya existe una cuenta con este correo electrónico.'] },
    });
    expect(await databaseFingerprint(t.database.db)).toEqual(before);
  });

  it('lets only one of two simultaneous sign-ups with one address through', async () => {
    const body = { ...newOwner, email: 'twice@example.test' };
    const answers = await Promise.all([t.call('POST', 'auth/signup', { body }), t.call('POST', 'auth/signup', { body })]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([302, 422]);
    const made = await t.database.db.select().from(users).where(eq(users.email, 'twice@example.test'));
    expect(made).toHaveLength(1);
    const owned = await t.database.db.select().from(venues).where(eq(venues.email, 'twice@example.test'));
    expect(owned).toHaveLength(1);
  });

  it('needs a password of at least 8 characters and the other fields, changing nothing', async () => {
    const before = await databaseFingerprint(t.database.db);
    const response = await t.call('POST', 'auth/signup', {
      body: { ...newOwner, email: 'short@example.test', password: 'short', venue_title: '', phone: '' },
      lang: 'fr-fr',
    });
    expect(response.statusCode).toBe(422);
    const { errors } = response.json();
    expect(errors.password).toEqual(['Saisissez au moins 8 caractères.']);
    expect(Object.keys(errors).sort()).toEqual(['password', 'phone', 'venue_title']);
    expect(await databaseFingerprint(t.database.db)).toEqual(before);
  });
});
