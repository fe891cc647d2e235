import { and, count, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { addInterval, planTotal } from '@chairside/shared/rules/plan-pricing';
import { PLAN_RATES } from '@chairside/shared/subscription';
import { customers, mailOutbox, paymentCheckouts, sandboxSessions, venues } from '../../db/schema/index';
import { todayIn } from '../../lib/access';
import { useTestApp } from '../../test/test-app';
import { seatsUsed } from '../staff/staff.service';
import { endTrials } from './subscription-trials';
import { renewalsJob } from './subscription.jobs';
import { plusDays } from './subscription.testkit';

/**
 * Trial end: a venue that saved a card is converted to the plan it tried (charged once, off
 * session); without a card, or with a declined one, it drops to manage with its data kept and an
 * e-mail through the outbox. Demo Spa is the seed's venue on a trial of pro.
 */
const t = useTestApp();
const PAYS = { provider: 'sandbox', id: 'pm_sbx_4242_trialtest', brand: 'visa', last4: '4242' };
const DECLINES = { provider: 'sandbox', id: 'pm_sbx_0002_trialtest', brand: 'visa', last4: '0002' };

let trialEnd: string;
const spaId = () => t.seed.spa.id;
const spa = async () => (await t.database.db.select().from(venues).where(eq(venues.id, spaId())))[0]!;
const setSpa = (values: Partial<typeof venues.$inferInsert>) => t.database.db.update(venues).set(values).where(eq(venues.id, spaId()));
const runAt = (day: string) => endTrials({ ...t.app.deps, now: () => new Date(`${day}T12:00:00Z`) });
const mails = () => t.database.db.select().from(mailOutbox).where(eq(mailOutbox.venueId, spaId()));
const charges = () => t.database.db.select().from(paymentCheckouts).where(and(eq(paymentCheckouts.venueId, spaId()), eq(paymentCheckouts.purpose, 'subscription')));
const customerCount = async () => (await t.database.db.select({ n: count() }).from(customers).where(eq(customers.venueId, spaId())))[0]!.n;

beforeEach(async () => {
  const venue = await spa();
  trialEnd = plusDays(todayIn(venue.timezone, new Date()), 3);
  await setSpa({ plan: 'pro', planPaid: false, planInterval: 'year', trialEnd, trialCanceled: false, subscriptionCard: null, planRenewsOn: null });
});

describe('trial end', () => {
  it('does nothing while days are left', async () => {
    expect(await runAt(plusDays(trialEnd, -1))).toEqual({ converted: 0, downgraded: 0 });
    expect(await spa()).toMatchObject({ plan: 'pro', planPaid: false });
  });

  it('without a card drops to manage on the last day, keeps the data and e-mails the venue once', async () => {
    const [mailsBefore, customersBefore] = [(await mails()).length, await customerCount()];
    expect(await runAt(trialEnd)).toEqual({ converted: 0, downgraded: 1 });
    expect(await runAt(trialEnd)).toEqual({ converted: 0, downgraded: 0 });
    expect(await runAt(plusDays(trialEnd, 5))).toEqual({ converted: 0, downgraded: 0 });
    expect(await spa()).toMatchObject({ plan: 'manage', planPaid: false, trialEnd });
    expect(await customerCount()).toBe(customersBefore);
    const sent = (await mails()).slice(mailsBefore);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: 'hello@demospa.test', subject: 'Your Chairside trial has ended' });
    expect(sent[0]!.text).toContain('no card was saved');
  });

  it('with a saved card converts to the plan tried: charged once for the bookable staff, paid from the trial end', async () => {
    await setSpa({ subscriptionCard: PAYS });
    const chargesBefore = (await charges()).length;
    const mailsBefore = (await mails()).length;
    // Two sweeps at once (two processes): the row lock lets one charge; the other finds the venue paid.
    const runs = await Promise.all([runAt(trialEnd), runAt(trialEnd)]);
    expect(runs.reduce((sum, run) => sum + run.converted, 0)).toBe(1);
    expect(await runAt(plusDays(trialEnd, 1))).toEqual({ converted: 0, downgraded: 0 });

    const seats = await seatsUsed(t.database.db, spaId());
    const amount = planTotal(PLAN_RATES.pro.year, seats, 'year');
    expect(await spa()).toMatchObject({ plan: 'pro', planPaid: true, planInterval: 'year', seats, planRenewsOn: addInterval(trialEnd, 'year') });
    const made = (await charges()).slice(chargesBefore);
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ status: 'paid', amount, currency: 'EUR' });
    expect((await t.database.db.select().from(sandboxSessions).where(eq(sandboxSessions.id, made[0]!.sessionId)))).toHaveLength(1);
    expect((await mails()).slice(mailsBefore).map((mail) => mail.subject)).toEqual(['Your Chairside Pro plan is active']);
    // The hourly job settles trials before renewals: the converted venue is not renewed the same day.
    await renewalsJob({ ...t.app.deps, now: () => new Date(`${trialEnd}T13:00:00Z`) }).handle({} as never);
    expect((await charges()).length).toBe(chargesBefore + 1);
  });

  it('with a declined card drops to manage, says so by e-mail, and records no payment', async () => {
    await setSpa({ subscriptionCard: DECLINES });
    const mailsBefore = (await mails()).length;
    const paid = async () => (await charges()).filter((charge) => charge.status === 'paid').length;
    const paidBefore = await paid();
    expect(await runAt(trialEnd)).toEqual({ converted: 0, downgraded: 1 });
    expect(await spa()).toMatchObject({ plan: 'manage', planPaid: false });
    const sent = (await mails()).slice(mailsBefore);
    expect(sent.map((mail) => mail.subject)).toEqual(['Your Chairside trial has ended']);
    expect(sent[0]!.text).toContain('could not charge');
    expect(await paid()).toBe(paidBefore);
  });

  it('leaves a cancelled trial alone (it is already on manage)', async () => {
    await setSpa({ plan: 'manage', trialCanceled: true, subscriptionCard: PAYS });
    expect(await runAt(trialEnd)).toEqual({ converted: 0, downgraded: 0 });
  });
});
