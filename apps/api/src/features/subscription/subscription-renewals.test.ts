import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addInterval } from '@chairside/shared/rules/plan-pricing';
import type { TransactionsResponse } from '@chairside/shared/subscription-account';
import { mailOutbox } from '../../db/schema/index';
import { useTestApp } from '../../test/test-app';
import { renewDue } from './subscription.jobs';
import { plusDays, subscriptionKit } from './subscription.testkit';

/**
 * The renewals sweep: the saved card is charged on the renewal day; a failed charge is retried on
 * days 2, 4 and 7 with a dunning e-mail each time (through the outbox), then the venue falls back
 * to manage with its records kept.
 */
const t = useTestApp();
const kit = subscriptionKit(t);
let owner: string;
let today: string;
beforeAll(async () => {
  owner = await t.login('owner');
  today = await kit.salonToday();
});

const runAt = (day: string) => renewDue({ ...t.app.deps, now: () => new Date(`${day}T12:00:00Z`) });
const { salon, setSalon } = kit;
const payments = async () => (await t.call('GET', 'subscription/transactions', { token: owner })).json<TransactionsResponse>().total;
const mails = () => t.database.db.select().from(mailOutbox).where(and(eq(mailOutbox.venueId, t.seed.salon.id)));

describe('subscription renewals', () => {
  it('does nothing before the renewal day', async () => {
    const before = await salon();
    expect(before.planRenewsOn! > today).toBe(true);
    expect(await runAt(today)).toEqual({ renewed: 0, retry: 0, downgraded: 0 });
  });

  it('charges the saved card on the renewal day, once, and moves the renewal on by the interval', async () => {
    await setSalon({ planRenewsOn: today });
    const paymentsBefore = await payments();
    expect(await runAt(today)).toMatchObject({ renewed: 1 });
    expect(await runAt(today)).toMatchObject({ renewed: 0 });
    expect(await salon()).toMatchObject({ plan: 'pro', planPaid: true, planRenewsOn: addInterval(today, 'month'), renewalAttempts: 0 });
    expect(await payments()).toBe(paymentsBefore + 1);
  });

  it('retries a declined card on days 2, 4 and 7 with a dunning e-mail each, then falls back to manage with the data kept', async () => {
    await setSalon({ planRenewsOn: today, subscriptionCard: { provider: 'sandbox', id: 'pm_sbx_0002_declines', brand: 'visa', last4: '0002' } });
    const mailsBefore = (await mails()).length;
    const paymentsBefore = await payments();
    expect(await runAt(today)).toMatchObject({ retry: 1 });
    expect(await salon()).toMatchObject({ renewalAttempts: 1, renewalRetryOn: plusDays(today, 2), planPaid: true });
    expect(await runAt(plusDays(today, 1))).toMatchObject({ retry: 0 }); // not yet
    expect(await runAt(plusDays(today, 2))).toMatchObject({ retry: 1 });
    expect(await runAt(plusDays(today, 4))).toMatchObject({ retry: 1 });
    expect(await salon()).toMatchObject({ renewalAttempts: 3, renewalRetryOn: plusDays(today, 7) });
    expect(await runAt(plusDays(today, 7))).toMatchObject({ downgraded: 1 });
    expect(await salon()).toMatchObject({ plan: 'manage', planPaid: false, planRenewsOn: null, renewalAttempts: 0, renewalRetryOn: null });

    const sent = (await mails()).slice(mailsBefore);
    expect(sent.map((mail) => mail.subject)).toEqual([
      ...Array(3).fill('Payment for your Chairside Pro plan failed'), 'Your Chairside plan is now Manage',
    ]);
    expect(sent[0]!.text).toContain(plusDays(today, 2));
    // Declined charges are not payments: the history is as it was.
    expect(await payments()).toBe(paymentsBefore);
  });
});
