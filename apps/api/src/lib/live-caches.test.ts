import type { LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import type { InitialSettings } from '@chairside/shared/settings';
import { API_PREFIX, type App } from '../app';
import type { Database } from '../db/client';
import { mailOutbox, users, venues } from '../db/schema/index';
import type { SeedResult } from '../db/seed/seed';
import { DEMO_LOGINS, DEMO_PASSWORD } from '../db/seed/demo-data';
import { countQueries } from '../test/test-app';
import { startTwoInstances, type Instance, type TwoInstances } from '../test/two-instances';
import { todayIn } from './access';
import { userScope } from './changes';

/**
 * The auth hook's session cache and the cached GET settings/initial (lib/scoped-cache.ts) on two
 * API instances over one database (two pools and two LISTEN connections): a repeated call is answered from memory, and every write that changes a cached session
 * or answer shows on the writing instance at once and on the other as soon as it heard the change.
 */

let database: Database;
let a: Instance;
let b: Instance;
let heard: TwoInstances['heard'];
let settle: () => Promise<void>;
let close: () => Promise<void>;
let clock: Date | null = null;
const seed = JSON.parse(inject('testDb').seed) as SeedResult;

beforeAll(async () => {
  ({ database, a, b, heard, settle, close } = await startTwoInstances({ now: () => clock ?? new Date(), extend: addUnannouncedWrite }));
});
afterAll(() => close());

/**
 * A write path as a careless new feature would write it: straight to the venues table through the
 * request's database, announcing nothing. The caches must not serve what it made stale.
 */
function addUnannouncedWrite(app: App) {
  app.post(`${API_PREFIX}/test/rename-venue`, async (request) => {
    const { title } = request.body as { title: string };
    await request.ctx.db.update(venues).set({ title }).where(eq(venues.id, request.ctx.session!.venueId!));
    return { ok: true };
  });
}

async function login(who: keyof typeof DEMO_LOGINS, venueId = seed.salon.id, password = DEMO_PASSWORD): Promise<string> {
  const answer = await a.call('POST', 'auth/login', { body: { email: DEMO_LOGINS[who], password } });
  const { action, token } = answer.json<{ action: string; token: string }>();
  expect(answer.statusCode, answer.body).toBe(302);
  if (action === 'select_venue') expect((await a.call('POST', 'auth/select-venue', { token, body: { venue_id: venueId } })).statusCode).toBe(302);
  return token;
}

const userId = async (who: keyof typeof DEMO_LOGINS) =>
  (await database.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_LOGINS[who])))[0]!.id;

async function initial(on: Instance, token: string): Promise<InitialSettings> {
  const response = await on.call('GET', 'settings/initial', { token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<InitialSettings>();
}
const status = async (on: Instance, token: string, path = 'settings/initial') => (await on.call('GET', path, { token })).statusCode;


describe('session and settings/initial caches', () => {
  it('cannot be left stale by a write path that announces nothing: the writer reads its own change at once, the other instance once it heard', async () => {
    const token = await login('owner');
    for (const on of [a, b]) await initial(on, token);
    const heardByB = heard(b, seed.salon.id);
    const write = await a.call('POST', 'test/rename-venue', { token, body: { title: 'Renamed by a new path' } });
    expect(write.statusCode, write.body).toBe(200);
    expect((await initial(a, token)).title).toBe('Renamed by a new path');
    await heardByB;
    expect((await initial(b, token)).title).toBe('Renamed by a new path');
  });

  it('cannot be left stale by a change made outside the app (SQL on the database)', async () => {
    const token = await login('owner');
    for (const on of [a, b]) await initial(on, token);
    const heardByBoth = Promise.all([heard(a, seed.salon.id), heard(b, seed.salon.id)]);
    await database.db.update(venues).set({ title: 'Renamed in SQL' }).where(eq(venues.id, seed.salon.id));
    await heardByBoth;
    for (const on of [a, b]) expect((await initial(on, token)).title).toBe('Renamed in SQL');
    await database.db.update(venues).set({ title: 'Demo Salon' }).where(eq(venues.id, seed.salon.id));
    await settle();
  });

  it('answer a repeated call from memory on each instance, with the bytes and the type the route always sent', async () => {
    const token = await login('owner');
    await settle();
    const first = await a.call('GET', 'settings/initial', { token });
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    await initial(b, token);
    expect(a.feed.listening() && b.feed.listening()).toBe(true);
    let again: LightMyRequestResponse | undefined;
    expect(await countQueries(async () => {
      again = await a.call('GET', 'settings/initial', { token });
      expect(await initial(b, token)).toEqual(first.json());
    })).toBe(0);
    expect(again!.body).toBe(first.body);
    expect(again!.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(first.json()).toMatchObject({ id: seed.salon.id, title: 'Demo Salon', role: 'owner', permissions: { permissions: 1 } });
  });

  it('sign-out: 401 on both instances; the same user’s other session goes on', async () => {
    const [kept, ended] = [await login('owner'), await login('owner')];
    for (const on of [a, b]) for (const token of [kept, ended]) await initial(on, token);
    const heardByB = heard(b, userScope(await userId('owner')));
    expect((await a.call('POST', 'auth/logout', { token: ended })).statusCode).toBe(200);
    expect(await status(a, ended)).toBe(401);
    await heardByB;
    expect(await status(b, ended)).toBe(401);
    expect([await status(a, kept), await status(b, kept)]).toEqual([200, 200]);
  });

  it('choosing another venue: settings/initial follows on both instances', async () => {
    const token = await login('multi', seed.salon.id);
    expect([(await initial(a, token)).id, (await initial(b, token)).id]).toEqual([seed.salon.id, seed.salon.id]);
    const heardByA = heard(a, userScope(await userId('multi')));
    expect((await b.call('POST', 'auth/select-venue', { token, body: { venue_id: seed.spa.id } })).statusCode).toBe(302);
    expect((await initial(b, token)).id).toBe(seed.spa.id);
    await heardByA;
    expect((await initial(a, token)).id).toBe(seed.spa.id);
  });

  it('a settings change: the new title on both instances, also in other venues’ venue lists', async () => {
    const owner = await login('owner');
    const multi = await login('multi', seed.spa.id);
    for (const on of [a, b]) {
      expect((await initial(on, owner)).title).toBe('Demo Salon');
      expect((await initial(on, multi)).is_multiple.map((v) => v.title)).toEqual(['Demo Salon', 'Demo Spa']);
    }
    const heardByB = heard(b, seed.salon.id);
    const update = await a.call('POST', 'settings/venue/update', { token: owner, body: { section: 'profile', title: 'Salon Renamed' } });
    expect(update.statusCode, update.body).toBe(200);
    expect((await initial(a, owner)).title).toBe('Salon Renamed');
    await heardByB;
    expect((await initial(b, owner)).title).toBe('Salon Renamed');
    for (const on of [a, b]) expect((await initial(on, multi)).is_multiple.map((v) => v.title)).toEqual(['Demo Spa', 'Salon Renamed']);
  });

  it('a permission taken away: 403 and the changed map on both instances', async () => {
    const owner = await login('owner');
    const lucas = seed.salon.employeeIds[2]!;
    const grant = await a.call('POST', 'permissions/update', { token: owner, body: { employee_id: lucas, permissions: { permissions: 1 } } });
    expect(grant.statusCode, grant.body).toBe(200);
    const staff = await login('staff');
    for (const on of [a, b]) {
      expect(await status(on, staff, 'permissions/list')).toBe(200);
      expect((await initial(on, staff)).permissions).toMatchObject({ permissions: 1 });
    }
    // Written through B this time: A only hears of it.
    const heardByA = heard(a, seed.salon.id);
    const revoke = await b.call('POST', 'permissions/update', { token: owner, body: { employee_id: lucas, permissions: { permissions: 0 } } });
    expect(revoke.statusCode, revoke.body).toBe(200);
    expect(await status(b, staff, 'permissions/list')).toBe(403);
    await heardByA;
    expect(await status(a, staff, 'permissions/list')).toBe(403);
    for (const on of [a, b]) expect((await initial(on, staff)).permissions).toMatchObject({ permissions: 0, calendar: 1 });
  });

  it('a password change: the user’s other sessions 401 on both instances, the changing one goes on', async () => {
    const [changing, other] = [await login('other'), await login('other')];
    for (const on of [a, b]) for (const token of [changing, other]) await initial(on, token);
    const heardByB = heard(b, userScope(await userId('other')));
    const change = await a.call('POST', `employees/update/password/${seed.other.employeeIds[0]}`, {
      token: changing,
      body: { current_password: DEMO_PASSWORD, password: 'a-new-secret', password_confirmation: 'a-new-secret' },
    });
    expect(change.statusCode, change.body).toBe(200);
    expect(await status(a, other)).toBe(401);
    await heardByB;
    expect(await status(b, other)).toBe(401);
    expect([await status(a, changing), await status(b, changing)]).toEqual([200, 200]);
  });

  it('a password reset: every session of the user 401 on both instances', async () => {
    const token = await login('other', undefined, 'a-new-secret');
    for (const on of [a, b]) await initial(on, token);
    expect((await a.call('POST', 'auth/forgot-password', { body: { email: DEMO_LOGINS.other } })).statusCode).toBe(200);
    const [mail] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, DEMO_LOGINS.other));
    const link = /token=([\w-]+)/.exec(mail!.text)![1]!;
    const heardByA = heard(a, userScope(await userId('other')));
    expect((await b.call('POST', 'auth/reset-password', { body: { token: link, password: 'reset-secret' } })).statusCode).toBe(302);
    expect(await status(b, token)).toBe(401);
    await heardByA;
    expect(await status(a, token)).toBe(401);
  });

  it('onboarding saves: the new venue’s answer follows each step on both instances', async () => {
    const signup = await a.call('POST', 'auth/signup', {
      body: { email: 'cache@example.test', password: 'cache-owner-pass', first_name: 'Cas', last_name: 'Kes', phone: '+31 6 5555 0101', venue_title: 'First Title' },
    });
    const { token } = signup.json<{ token: string }>();
    const saves = [
      { step: 'about', business_type: 'hair_salon', team_size: '2-5' },
      { step: 'goals', goals: ['online_booking'] },
    ];
    for (const body of saves) expect((await a.call('POST', 'onboarding/save', { token, body })).statusCode).toBe(200);
    const venueId = (await initial(a, token)).id;
    for (const on of [a, b]) expect((await initial(on, token)).title).toBe('First Title');
    const heardByB = heard(b, venueId);
    const details = { step: 'details', title: 'Second Title', phone: '+31 6 5555 0101', email: 'cache@example.test', description: '' };
    expect((await a.call('POST', 'onboarding/save', { token, body: details })).statusCode).toBe(200);
    expect((await initial(a, token)).title).toBe('Second Title');
    await heardByB;
    expect((await initial(b, token)).title).toBe('Second Title');
  });

  it("a new day in the venue's time zone: the trial's days left change without any write", async () => {
    const token = await login('multi', seed.spa.id);
    const { timezone } = await initial(a, token);
    // The venue's next midnight but one, to the second; 20 seconds before and after it (well within the caches' minute).
    let at = Date.now() + 86_400_000;
    const day = todayIn(timezone, new Date(at));
    while (todayIn(timezone, new Date(at)) === day) at += 60_000;
    while (todayIn(timezone, new Date(at - 1_000)) !== day) at -= 1_000;
    clock = new Date(at - 20_000);
    await settle();
    const before = (await initial(a, token)).trial!.days_left;
    expect(await countQueries(() => initial(a, token))).toBe(0);
    clock = new Date(at + 20_000);
    expect((await initial(a, token)).trial!.days_left).toBe(before - 1);
    clock = null;
  });

  it('an archived employee: 401 on both instances', async () => {
    const owner = await login('owner');
    const staff = await login('staff');
    for (const on of [a, b]) await initial(on, staff);
    const heardByB = heard(b, seed.salon.id);
    expect((await a.call('POST', `employees/archive/${seed.salon.employeeIds[2]}`, { token: owner })).statusCode).toBe(200);
    expect(await status(a, staff)).toBe(401);
    await heardByB;
    expect(await status(b, staff)).toBe(401);
  });
});
