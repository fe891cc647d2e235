import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGINS, DEMO_PASSWORD } from '../../db/seed/demo-data';
import { employees, mailOutbox, users } from '../../db/schema/index';
import { readEnv } from '../../lib/env';
import { AppError } from '../../lib/errors';
import { databaseFingerprint } from '../../test/fingerprint';
import { useTestApp } from '../../test/test-app';
import { createInvitation, type InvitationCtx } from './auth.service';

let now = new Date();
const t = useTestApp({ now: () => now, env: { appUrl: 'https://app.chairside.test' } });

const HOUR = 3_600_000;
const mailsTo = (to: string) => t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.id));
const tokenIn = (text: string) => /token=([\w-]+)/.exec(text)?.[1] ?? '';
const signIn = (email: string, password: string) => t.call('POST', 'auth/login', { body: { email, password } });

/** The context createInvitation takes from the staff feature. */
const inviteCtx = (): InvitationCtx => ({
  db: t.database.db,
  lang: 'en-us',
  deps: { env: { ...readEnv({}), appUrl: 'https://app.chairside.test' }, mail: t.app.deps.mail, now: () => now },
});

describe('forgotten password', () => {
  it('answers the same for a known and an unknown address, and mails a link only to the known one', async () => {
    const known = await t.call('POST', 'auth/forgot-password', { body: { email: DEMO_LOGINS.other }, lang: 'de' });
    const unknown = await t.call('POST', 'auth/forgot-password', { body: { email: 'nobody@example.test' }, lang: 'de' });
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual({ ok: true });
    expect(unknown.json()).toEqual(known.json());
    expect(await mailsTo('nobody@example.test')).toEqual([]);
    const [mail] = await mailsTo(DEMO_LOGINS.other);
    expect(mail!.subject).toBe('Setze dein Chairside-Passwort zurück');
    expect(mail!.text).toContain('Hallo Oscar');
    expect(mail!.text).toMatch(/https:\/\/app\.chairside\.test\/reset-password\?token=[\w-]{43}/);
    expect(mail!.transport).toBe('outbox');
  });

  it('resets the password once, ends every other session and signs in with a new one', async () => {
    const oldSession = await t.login('other');
    await t.call('POST', 'auth/forgot-password', { body: { email: DEMO_LOGINS.other } });
    const token = tokenIn((await mailsTo(DEMO_LOGINS.other))[0]!.text);

    const reset = await t.call('POST', 'auth/reset-password', { body: { token, password: 'brand-new-secret' } });
    expect(reset.statusCode).toBe(302);
    expect(reset.json()).toEqual({ action: 'go_calendar', token: expect.any(String) });
    expect((await t.call('POST', 'auth/logout', { token: oldSession })).statusCode).toBe(401);
    expect((await t.call('GET', 'onboarding', { token: reset.json().token })).statusCode).toBe(302);
    expect((await signIn(DEMO_LOGINS.other, DEMO_PASSWORD)).statusCode).toBe(422);
    expect((await signIn(DEMO_LOGINS.other, 'brand-new-secret')).statusCode).toBe(302);

    const again = await t.call('POST', 'auth/reset-password', { body: { token, password: 'another-secret' }, lang: 'pt-pt' });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({ code: 'INVALID_TOKEN', message: 'Esta ligação já não é válida. Peça uma nova.' });
  });

  it('expires a reset link after one hour, and a newer link replaces an older one', async () => {
    await t.call('POST', 'auth/forgot-password', { body: { email: DEMO_LOGINS.other } });
    const older = tokenIn((await mailsTo(DEMO_LOGINS.other))[0]!.text);
    await t.call('POST', 'auth/forgot-password', { body: { email: DEMO_LOGINS.other } });
    const newer = tokenIn((await mailsTo(DEMO_LOGINS.other))[0]!.text);
    expect(newer).not.toBe(older);
    expect((await t.call('POST', 'auth/reset-password', { body: { token: older, password: 'password-one' } })).statusCode).toBe(422);

    const start = now;
    try {
      now = new Date(start.getTime() + HOUR + 1000);
      const late = await t.call('POST', 'auth/reset-password', { body: { token: newer, password: 'password-two' } });
      expect(late.statusCode).toBe(422);
      expect(late.json().code).toBe('INVALID_TOKEN');
    } finally {
      now = start;
    }
  });

  it('refuses a short new password and an unknown token without changing anything', async () => {
    const before = await databaseFingerprint(t.database.db);
    const short = await t.call('POST', 'auth/reset-password', { body: { token: 'x'.repeat(43), password: 'short' } });
    expect(short.statusCode).toBe(422);
    expect(short.json().errors).toEqual({ password: ['Enter at least 8 characters.'] });
    const unknown = await t.call('POST', 'auth/reset-password', { body: { token: 'x'.repeat(43), password: 'long-enough' } });
    expect(unknown.json().code).toBe('INVALID_TOKEN');
    expect(await databaseFingerprint(t.database.db)).toEqual(before);
  });

  it('mails at most five links per account per quarter hour', async () => {
    for (let i = 0; i < 7; i++) await t.call('POST', 'auth/forgot-password', { body: { email: DEMO_LOGINS.multi } });
    expect(await mailsTo(DEMO_LOGINS.multi)).toHaveLength(5);
  });
});

describe('invited staff set their password', () => {
  let userId: number;
  beforeAll(async () => {
    const [user] = await t.database.db.insert(users).values({ email: 'invited@example.test', firstName: 'Ines' }).returning();
    userId = user!.id;
    await t.database.db.insert(employees).values({
      venueId: t.seed.salon.id, userId, role: 'employee', firstName: 'Ines', email: 'invited@example.test', permissions: {},
    });
  });

  it('createInvitation mails a 7-day link in the venue language, listed in the venue outbox', async () => {
    const { expiresAt } = await createInvitation(inviteCtx(), userId, t.seed.salon.id);
    expect(expiresAt.getTime() - now.getTime()).toBe(7 * 24 * HOUR);
    const [mail] = await mailsTo('invited@example.test');
    expect(mail).toMatchObject({ venueId: t.seed.salon.id, subject: 'Demo Salon invited you to Chairside' });
    expect(mail!.text).toContain('https://app.chairside.test/setup-password?token=');
  });

  it("refuses to invite into a venue the user doesn't belong to", async () => {
    await expect(createInvitation(inviteCtx(), userId, t.seed.other.id)).rejects.toThrow(AppError);
    expect(await mailsTo('invited@example.test')).toHaveLength(1);
  });

  it('the link sets the password once and signs the user in to the calendar', async () => {
    const token = tokenIn((await mailsTo('invited@example.test'))[0]!.text);
    expect((await signIn('invited@example.test', 'my-first-password')).statusCode).toBe(422);
    const setup = await t.call('POST', 'auth/setup-password', { body: { token, password: 'my-first-password' } });
    expect(setup.statusCode).toBe(302);
    expect(setup.json()).toEqual({ action: 'go_calendar', token: expect.any(String) });
    expect((await signIn('invited@example.test', 'my-first-password')).statusCode).toBe(302);

    const again = await t.call('POST', 'auth/setup-password', { body: { token, password: 'take-over-attempt' } });
    expect(again.statusCode).toBe(422);
    expect(again.json().code).toBe('INVALID_TOKEN');
  });

  it('expires the link after 7 days', async () => {
    await createInvitation(inviteCtx(), userId, t.seed.salon.id);
    const token = tokenIn((await mailsTo('invited@example.test'))[0]!.text);
    const start = now;
    try {
      now = new Date(start.getTime() + 7 * 24 * HOUR + 1000);
      const late = await t.call('POST', 'auth/setup-password', { body: { token, password: 'too-late-password' } });
      expect(late.statusCode).toBe(422);
      now = new Date(start.getTime() + 6 * 24 * HOUR);
      const inTime = await t.call('POST', 'auth/setup-password', { body: { token, password: 'in-time-password' } });
      expect(inTime.statusCode).toBe(302);
    } finally {
      now = start;
    }
    const [row] = await t.database.db.select().from(users).where(and(eq(users.id, userId)));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
  });
});
