import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SubscriptionChangeResponse, SubscriptionInfoResponse } from '@chairside/shared/subscription-account';
import { activityLog, venues } from '../../db/schema/index';
import { DEMO_PASSWORD, DEMO_SALON_SEATS, DEMO_SUPPORT_LOGIN } from '../../db/seed/demo-data';
import { useTestApp } from '../../test/test-app';
import { plusDays, subscriptionKit } from './subscription.testkit';

/** subscription/info, cancel and extend (spec §4, §7): trial days, the downgrade with its reason, support's extension. */
const t = useTestApp();
const kit = subscriptionKit(t);
let owner: string;
let today: string;
beforeAll(async () => {
  owner = await t.login('owner');
  today = await kit.salonToday();
});

const shift = (days: number) => plusDays(today, days);
const setVenue = kit.setSalon;
const info = async (token = owner) => (await t.call('GET', 'subscription/info', { token })).json<SubscriptionInfoResponse>().data;
const support = async (venueId = t.seed.salon.id) =>
  (await t.call('POST', 'auth/support/login', { body: { email: DEMO_SUPPORT_LOGIN, password: DEMO_PASSWORD, venue_id: venueId } })).json<{ token: string }>().token;

describe('GET subscription/info', () => {
  it('on a paid plan: active, the seats paid for, the price by §9, no trial', async () => {
    const data = await info();
    expect(data).toMatchObject({ plan: 'pro', status: 'active', seats: DEMO_SALON_SEATS, trial: null });
    expect(data.price).toBeGreaterThan(0);
  });

  it('on trial: days left = trial end − today and the trial’s length (spec §4)', async () => {
    await setVenue({ planPaid: false, plan: 'grow', trialStart: shift(-4), trialEnd: shift(10) });
    const data = await info();
    expect(data).toMatchObject({ plan: 'grow', effective_plan: 'grow', status: 'trial', renews_on: null, price: 0 });
    expect(data.trial).toEqual({ days_left: 10, max_days: 14, ends_on: shift(10), canceled: false, extended: false });
  });
});

describe('POST subscription/extend (support only)', () => {
  it('refuses the venue’s own owner (403) and a bad number of days (422)', async () => {
    expect((await t.call('POST', 'subscription/extend', { token: owner, body: { days: 7 } })).statusCode).toBe(403);
    const agent = await support();
    expect((await t.call('POST', 'subscription/extend', { token: agent, body: { days: 0 } })).statusCode).toBe(422);
    expect((await t.call('POST', 'subscription/extend', { token: agent, body: { days: 'x' } })).statusCode).toBe(422);
  });

  it('moves the trial end by the days, marks it extended and logs it as support', async () => {
    const agent = await support();
    const answer = await t.call('POST', 'subscription/extend', { token: agent, body: { days: 7 } });
    expect(answer.statusCode, answer.body).toBe(200);
    const body = answer.json<SubscriptionChangeResponse>();
    expect(body.data.trial).toMatchObject({ days_left: 17, ends_on: shift(17), extended: true });
    expect(body.message).toContain('7');
    const [entry] = await t.database.db.select().from(activityLog)
      .where(and(eq(activityLog.venueId, t.seed.salon.id), eq(activityLog.entity, 'subscription'))).orderBy(desc(activityLog.id)).limit(1);
    expect(entry).toMatchObject({ action: 'extend', source: 'support' });
  });

  it('on a paid plan moves the renewal date instead', async () => {
    await setVenue({ planPaid: true, plan: 'pro', planRenewsOn: shift(20) });
    const body = (await t.call('POST', 'subscription/extend', { token: await support(), body: { days: 5 } })).json<SubscriptionChangeResponse>();
    expect(body.data.renews_on).toBe(shift(25));
  });
});

describe('POST subscription/cancel', () => {
  it('downgrades to manage at once with the reason logged; data is kept and features follow on the same answer', async () => {
    const answer = await t.call('POST', 'subscription/cancel', { token: owner, body: { reason: 'Too expensive for us right now' }, lang: 'fr-fr' });
    expect(answer.statusCode, answer.body).toBe(200);
    const body = answer.json<SubscriptionChangeResponse>();
    expect(body.data).toMatchObject({ plan: 'manage', effective_plan: 'manage', status: 'free', renews_on: null });
    expect(body.subscription_info).toBe(0);
    expect(body.subscription?.reports_advanced).toBe(0);
    expect(body.message).toContain('Manage');
    const [entry] = await t.database.db.select().from(activityLog)
      .where(and(eq(activityLog.venueId, t.seed.salon.id), eq(activityLog.entity, 'subscription'), eq(activityLog.action, 'cancel')));
    expect(entry!.changes).toMatchObject({ from: 'pro', paid: true, reason: 'Too expensive for us right now' });
  });

  it('refuses a second cancel (422 in the caller’s language), an over-long reason and unknown fields', async () => {
    const again = await t.call('POST', 'subscription/cancel', { token: owner, body: { reason: '' }, lang: 'de' });
    expect(again.statusCode).toBe(422);
    expect(again.json<{ errors: Record<string, string[]> }>().errors.reason![0]).toContain('Manage');
    expect((await t.call('POST', 'subscription/cancel', { token: owner, body: { reason: 'x'.repeat(1001) } })).statusCode).toBe(422);
    expect((await t.call('POST', 'subscription/cancel', { token: owner, body: { reason: 'x', plan: 'pro' } })).statusCode).toBe(422);
  });

  it('another venue’s cancel touches only that venue', async () => {
    await t.database.db.update(venues).set({ plan: 'grow', planPaid: true }).where(eq(venues.id, t.seed.other.id));
    const other = await t.login('other');
    expect((await info(other)).status).toBe('active');
    await t.call('POST', 'subscription/cancel', { token: other, body: { reason: '' } });
    expect((await info(other)).plan).toBe('manage');
    expect((await info()).plan).toBe('manage');
  });
});
