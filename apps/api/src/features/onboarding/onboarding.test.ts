import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { venueHours, venues } from '../../db/schema/index';
import { databaseFingerprint } from '../../test/fingerprint';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let token: string;
let venueId: number;
const now = new Date('2026-05-04T08:00:00Z');

beforeAll(async () => {
  t = await createTestApp({ now: () => now });
  const signup = await t.call('POST', 'auth/signup', {
    body: {
      email: 'fresh@example.test', password: 'fresh-owner-pass', first_name: 'Femke', last_name: 'Bos',
      phone: '+31 6 5555 0000', venue_title: 'Femke Hair',
    },
  });
  token = signup.json().token;
  const [venue] = await t.database.db.select().from(venues).where(eq(venues.email, 'fresh@example.test'));
  venueId = venue!.id;
});
afterAll(() => t.close());

const save = (body: Record<string, unknown>, lang?: string) => t.call('POST', 'onboarding/save', { token, body, lang });
const venueRow = async () => (await t.database.db.select().from(venues).where(eq(venues.id, venueId)))[0]!;

describe('onboarding', () => {
  it('starts at "about" with what sign-up already knows', async () => {
    const response = await t.call('GET', 'onboarding', { token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      step: 'about',
      answers: {
        about: { business_type: '', team_size: '' },
        goals: { goals: [] },
        details: { title: 'Femke Hair', phone: '+31 6 5555 0000', email: 'fresh@example.test', description: '' },
        location: { address: '', city: '', postcode: '', country: '', latitude: null, longitude: null },
        schedule: { hours: [] },
        services: { offered: expect.any(Array), chosen: null, currency: 'EUR' },
        plan: { plan: 'pro', interval: 'month' },
      },
    });
  });

  it('refuses a step not reached yet, and changes nothing', async () => {
    const before = await databaseFingerprint(t.database.db);
    const response = await save({ step: 'plan', plan: 'pro' }, 'de');
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ step: ['Schließe zuerst die vorherigen Schritte ab.'] });
    expect(await databaseFingerprint(t.database.db)).toEqual(before);
  });

  it('validates each step by its own schema', async () => {
    const wrongType = await save({ step: 'about', business_type: 'circus', team_size: '2-5' });
    expect(wrongType.statusCode).toBe(422);
    expect(Object.keys(wrongType.json().errors)).toEqual(['business_type']);
    const unknownStep = await save({ step: 'dessert' });
    expect(unknownStep.statusCode).toBe(422);
  });

  it('saves step by step and moves on', async () => {
    let response = await save({ step: 'about', business_type: 'hair_salon', team_size: '2-5' });
    expect(response.statusCode).toBe(200);
    expect(response.json().step).toBe('goals');
    expect(response.json().answers.about).toEqual({ business_type: 'hair_salon', team_size: '2-5' });

    response = await save({ step: 'goals', goals: ['online_booking', 'reduce_no_shows'] });
    expect(response.json()).toMatchObject({ step: 'details', answers: { goals: { goals: ['online_booking', 'reduce_no_shows'] } } });

    response = await save({ step: 'details', title: 'Femke Hair & Colour', phone: '+31 20 555 1234', email: 'Salon@Femke.test', description: 'Colour specialists.' });
    expect(response.json().answers.details).toEqual({
      title: 'Femke Hair & Colour', phone: '+31 20 555 1234', email: 'salon@femke.test', description: 'Colour specialists.',
    });

    response = await save({
      step: 'location', address: 'Damrak 1', city: 'Amsterdam', postcode: '1012 LG', country: 'nl', latitude: 52.3731, longitude: 4.8926,
    });
    expect(response.json()).toMatchObject({
      step: 'schedule',
      answers: { location: { address: 'Damrak 1', country: 'NL', latitude: 52.3731, longitude: 4.8926 } },
    });
  });

  it('going back to an earlier step keeps the furthest step', async () => {
    const response = await save({ step: 'about', business_type: 'beauty_salon', team_size: 'solo' });
    expect(response.json().step).toBe('schedule');
  });

  it('refuses opening hours that end before they start or overlap', async () => {
    const backwards = await save({ step: 'schedule', hours: [{ weekday: 1, opens_at: '18:00', closes_at: '09:00' }] });
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json().errors).toEqual({ 'hours.0.closes_at': ['The closing time must be after the opening time.'] });
    const overlap = await save({
      step: 'schedule',
      hours: [{ weekday: 2, opens_at: '09:00', closes_at: '13:00' }, { weekday: 2, opens_at: '12:00', closes_at: '17:00' }],
    });
    expect(overlap.json().errors).toEqual({ 'hours.1.opens_at': ['These opening hours overlap with others on the same day.'] });
    const badClock = await save({ step: 'schedule', hours: [{ weekday: 7, opens_at: '25:99', closes_at: '10:00' }] });
    expect(Object.keys(badClock.json().errors).sort()).toEqual(['hours.0.opens_at', 'hours.0.weekday']);
  });

  it('replaces the opening hours with the schedule', async () => {
    const hours = [
      { weekday: 2, opens_at: '09:00', closes_at: '12:30' },
      { weekday: 2, opens_at: '13:30', closes_at: '18:00' },
      { weekday: 6, opens_at: '10:00', closes_at: '16:00' },
    ];
    await save({ step: 'schedule', hours: [{ weekday: 1, opens_at: '08:00', closes_at: '20:00' }] });
    const response = await save({ step: 'schedule', hours });
    expect(response.json()).toMatchObject({ step: 'services', answers: { schedule: { hours } } });
    const rows = await t.database.db
      .select()
      .from(venueHours)
      .where(eq(venueHours.venueId, venueId))
      .orderBy(asc(venueHours.weekday), asc(venueHours.opensAt));
    expect(rows.map((r) => [r.weekday, r.opensAt, r.closesAt])).toEqual([
      [2, '09:00:00', '12:30:00'], [2, '13:30:00', '18:00:00'], [6, '10:00:00', '16:00:00'],
    ]);

    // The owner works those hours from this week on (2026-05-04 is a Monday): bookable from day one.
    const whours = await t.call('GET', 'whours', { token, query: { date_from: '2026-05-04', date_to: '2026-05-10' } });
    expect(whours.statusCode, whours.body).toBe(200);
    const shifts = whours.json<{ employee_hours: { date: string; start_time: string; end_time: string }[] }>().employee_hours;
    expect(shifts.map((h) => `${h.date} ${h.start_time}-${h.end_time}`)).toEqual([
      '2026-05-05 09:00-12:30', '2026-05-05 13:30-18:00', '2026-05-09 10:00-16:00',
    ]);
  });

  it('finishes with the plan: the trial is kept and the owner goes to the calendar', async () => {
    expect((await save({ step: 'services', services: [] })).json().step).toBe('plan');
    const response = await save({ step: 'plan', plan: 'grow', interval: 'year' });
    expect(response.statusCode).toBe(302);
    expect(response.json()).toEqual({ action: 'go_calendar' });
    expect(await venueRow()).toMatchObject({
      plan: 'grow', planInterval: 'year', planPaid: false, trialStart: '2026-05-04', trialEnd: '2026-05-18',
      onboardingStep: 'done', onboardingCompletedAt: now, businessType: 'beauty_salon', teamSize: 'solo',
    });
    // Done: both calls send the owner on to the calendar, and sign-in does too.
    expect((await t.call('GET', 'onboarding', { token })).json()).toEqual({ action: 'go_calendar' });
    expect((await save({ step: 'about', business_type: 'spa', team_size: 'solo' })).statusCode).toBe(302);
    const login = await t.call('POST', 'auth/login', { body: { email: 'fresh@example.test', password: 'fresh-owner-pass' } });
    expect(login.json().action).toBe('go_calendar');
  });

  it('choosing the free plan ends the trial', async () => {
    const signup = await t.call('POST', 'auth/signup', {
      body: { email: 'free@example.test', password: 'free-owner-pass', first_name: 'Frank', phone: '+31 6 1111 2222', venue_title: 'Frank Cuts' },
    });
    const freeToken = signup.json().token;
    const steps = [
      { step: 'about', business_type: 'barbershop', team_size: 'solo' },
      { step: 'goals', goals: ['fill_calendar'] },
      { step: 'details', title: 'Frank Cuts' },
      { step: 'location', address: 'Kerkstraat 5', city: 'Utrecht', country: 'NL' },
      { step: 'schedule', hours: [] },
      { step: 'services', services: [] },
    ];
    for (const body of steps) expect((await t.call('POST', 'onboarding/save', { token: freeToken, body })).statusCode).toBe(200);
    const done = await t.call('POST', 'onboarding/save', { token: freeToken, body: { step: 'plan', plan: 'manage' } });
    expect(done.statusCode).toBe(302);
    const [venue] = await t.database.db.select().from(venues).where(eq(venues.title, 'Frank Cuts'));
    expect(venue).toMatchObject({ plan: 'manage', trialCanceled: true, trialEnd: '2026-05-04', onboardingStep: 'done' });
  });

  it("is only for the venue's owner: staff and a session without a venue are refused", async () => {
    const staff = await t.login('staff');
    expect((await t.call('GET', 'onboarding', { token: staff })).statusCode).toBe(403);
    expect((await t.call('GET', 'onboarding')).statusCode).toBe(401);
  });
});
