import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app';
import { paymentsKit } from './payments.testkit';
import { onlineDepositKit, rows } from '../../test/online-deposit-kit';
import { deliverSandboxEvent } from './sandbox/sandbox-events';
import { SANDBOX_CARDS } from './sandbox/sandbox-cards';
import { onlineDepositRefundJob } from '../online-booking/online-booking.service';

/**
 * A deposit paid late (the hold ran out, or the customer let it go) and a booking still awaiting its
 * deposit, at the HTTP edge on Wednesday 4 August 2027 (the clock starts on Sunday 1 August): a late
 * deposit books its time when it is still free; when it is taken, or the hold was cancelled, the
 * deposit is refunded at the till and through the card provider, the customer is mailed and the staff
 * told. A held booking cannot be moved before its deposit is paid. Beside online-deposit-checkout.test.ts:
 * the testkit and sandbox are payments'.
 */

let clock = new Date('2027-08-01T08:00:00Z');
const t = useTestApp({ now: () => clock });
const kit = paymentsKit(t);
const DAY = '2027-08-04';
const { SUB, pub, person, mailsTo, times, setPolicy } = onlineDepositKit(t, { day: DAY, net: 8, customer: { first_name: 'Maud', last_name: 'Jansen', phoneFrom: 30_000_000 } });
const lastCheckout = async () => (await rows<{ id: number; session_id: string }>(t, sql`select id, session_id from payment_checkouts where purpose = 'online_deposit' order by id desc limit 1`))[0]!;
const depositsOf = (email: string) => rows<{ amount: number; balance: number; status: string }>(t, sql`
  select d.amount, d.balance, d.status from customer_deposits d join customers c on c.venue_id = d.venue_id and c.id = d.customer_id where c.email = ${email} order by d.id`);
const notices = (event: string) => rows<{ params: Record<string, string>; link: string }>(t, sql`select params, link from notifications where venue_id = ${t.seed.salon.id} and event = ${event} order by id`);

/** Pays the session on the sandbox's hosted page and delivers its events to the webhook, `minutes` after now. */
async function payLate(sessionId: string, minutes: number, meanwhile: () => Promise<void> = async () => {}) {
  const start = clock;
  clock = new Date(start.getTime() + minutes * 60_000);
  try {
    await meanwhile();
    expect((await kit.pay(sessionId, SANDBOX_CARDS.success)).statusCode).toBe(303);
    for (const event of await kit.eventsOf(sessionId)) await deliverSandboxEvent(t.app.deps, event.id, kit.inject);
  } finally {
    clock = start;
  }
}

describe('late online deposits', () => {
  let colour: number;
  let colourist: number;

  const hold = async (who = person()) => {
    const time = (await times([colour], colourist))[0]!;
    const made = await pub('POST', `${SUB}/bookings`, { body: { ...who, service_ids: [colour], employee_id: colourist, date: DAY, time } });
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json().booking.status).toBe('awaiting_deposit');
    return { who, time, token: made.json().token as string, checkout: await lastCheckout() };
  };

  it('refuses to move a booking still awaiting its deposit, in the customer\'s language', async () => {
    colour = (await rows<{ id: number }>(t, sql`select id from services where venue_id = ${t.seed.salon.id} and name = 'Root colour'`))[0]!.id;
    colourist = (await pub('GET', `${SUB}/staff`)).json<{ staff: { id: number; service_ids: number[] }[] }>().staff.find((e) => e.service_ids.includes(colour))!.id;
    await setPolicy(`{"deposit_type": "fixed", "deposit_amount": 2500, "deposit_service_ids": [${colour}]}`);
    const { token, time } = await hold();
    const other = (await times([colour], colourist)).find((x) => x !== time)!;
    const moved = await pub('POST', `${SUB}/bookings/${token}/reschedule`, { body: { date: DAY, time: other }, lang: 'de' });
    expect(moved.statusCode, moved.body).toBe(422);
    expect(moved.json()).toMatchObject({ code: 'VALIDATION', errors: { token: [expect.stringContaining('Anzahlung')] } });
    const english = await pub('POST', `${SUB}/bookings/${token}/reschedule`, { body: { date: DAY, time: other } });
    expect(english.json().errors.token[0]).toMatch(/^The time is held until the deposit is paid/);
    expect((await pub('GET', `${SUB}/bookings/${token}`)).json().booking).toMatchObject({ status: 'awaiting_deposit', time });
  });

  it('books a deposit paid after its hold ran out when the time is still free, with the confirmation and the staff told', async () => {
    const { who, time, token, checkout } = await hold();
    const before = (await notices('new_booking')).length;
    await payLate(checkout.session_id, 20, async () => {
      expect(await times([colour], colourist), 'released').toContain(time);
    });
    expect((await pub('GET', `${SUB}/bookings/${token}`)).json().booking).toMatchObject({ status: 'booked', time, date: DAY });
    const mails = await mailsTo(who.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(/^Your booking at/);
    expect(await depositsOf(who.email)).toEqual([{ amount: 2500, balance: 2500, status: 'held' }]);
    expect((await notices('new_booking')).length, 'one row for each employee told').toBeGreaterThan(before);
    expect(await times([colour], colourist)).not.toContain(time);
  });

  it('refunds a deposit paid after its hold ran out and its time was taken: till, card provider, customer and staff', async () => {
    const { who, time, token, checkout } = await hold(person('fr-fr'));
    await payLate(checkout.session_id, 16, async () => {
      const other = await pub('POST', `${SUB}/bookings`, { body: { ...person(), service_ids: [colour], employee_id: colourist, date: DAY, time } });
      expect(other.statusCode, other.body).toBe(200);
    });
    expect((await pub('GET', `${SUB}/bookings/${token}`)).statusCode).toBe(404);
    const mails = await mailsTo(who.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Votre acompte chez Demo Salon a été remboursé');
    expect(mails[0]!.text).toContain('25,00');
    expect(mails[0]!.text).toContain(`/book/${SUB}`);
    expect(await depositsOf(who.email), 'taken and given back at the till').toEqual([{ amount: 2500, balance: 0, status: 'cancelled' }]);
    const [refund] = await rows<{ total: number; method: string; amount: number }>(t, sql`
      select s.total, p.method, p.amount from sales s join sale_payments p on p.venue_id = s.venue_id and p.sale_id = s.id
      join customers c on c.venue_id = s.venue_id and c.id = s.customer_id where c.email = ${who.email} and s.kind = 'refund'`);
    expect(refund).toEqual({ total: -2500, method: 'card', amount: -2500 });
    const [told] = await notices('online_deposit_refunded');
    expect(told).toMatchObject({ params: { customer: 'Maud' }, link: '/sales/customer-deposits' });
    const bell = await t.call('GET', 'notifications', { token: await t.login('owner') });
    expect(bell.json().data.find((n: { event: string }) => n.event === 'online_deposit_refunded')).toMatchObject({ title: 'Late deposit refunded', body: expect.stringContaining('€25.00') });

    // The provider's refund, after the webhook's transaction: once, whatever the retries.
    const job = onlineDepositRefundJob(t.app.deps);
    await job.handle({ venue_id: t.seed.salon.id, checkout_id: checkout.id });
    const seen = (await kit.eventsOf(checkout.session_id)).map((e) => e.id);
    await job.handle({ venue_id: t.seed.salon.id, checkout_id: checkout.id });
    const refunded = await kit.eventsOf(checkout.session_id, seen.slice(0, -1));
    expect(refunded.map((e) => e.type)).toEqual(['charge.refunded']);
    for (const event of refunded) await deliverSandboxEvent(t.app.deps, event.id, kit.inject);
    expect(await kit.checkoutRow(checkout.session_id)).toMatchObject({ status: 'refunded', amountRefunded: 2500 });
    await job.handle({ venue_id: t.seed.salon.id, checkout_id: checkout.id });
    expect(await kit.eventsOf(checkout.session_id, seen)).toHaveLength(0);
  });

  it('refunds a deposit paid for a hold the customer cancelled, even while its time is free', async () => {
    const { who, time, token, checkout } = await hold();
    const cancelled = await pub('POST', `${SUB}/bookings/${token}/cancel`, { body: {} });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await times([colour], colourist)).toContain(time);
    await payLate(checkout.session_id, 1);
    expect((await pub('GET', `${SUB}/bookings/${token}`)).json().booking.status).toBe('cancelled');
    expect((await mailsTo(who.email)).map((m) => m.subject)).toEqual([expect.stringMatching(/^Booking cancelled/), 'Your deposit for Demo Salon has been refunded']);
    expect(await depositsOf(who.email)).toEqual([{ amount: 2500, balance: 0, status: 'cancelled' }]);
    expect(await times([colour], colourist)).toContain(time);
    await setPolicy('{"deposit_type": "none"}');
  });
});
