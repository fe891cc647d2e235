import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp, type TestApp } from '../../test/test-app';
import { paymentsKit } from './payments.testkit';
import { onlineDepositKit, rows } from '../../test/online-deposit-kit';
import { deliverSandboxEvent } from './sandbox/sandbox-events';
import { SANDBOX_CARDS } from './sandbox/sandbox-cards';

/**
 * Online booking's deposits (the booking policy's deposit) on the sandbox card provider, on
 * Wednesday 4 August 2027 (the clock starts on Sunday 1 August and the tests move it): a deposit
 * paid on the hosted page confirms a held time and becomes the customer's deposit; an unpaid hold
 * lets its time go, and money paid after the time was taken is refunded. Beside the SMS and subscription checkouts: the testkit and sandbox are payments'.
 */

const serviceId = async (test: TestApp, name: string) =>
  (await rows<{ id: number }>(test, sql`select id from services where venue_id = ${test.seed.salon.id} and name = ${name}`))[0]!.id;

let clock = new Date('2027-08-01T08:00:00Z');
const t = useTestApp({ now: () => clock });
const kit = paymentsKit(t);
const DAY = '2027-08-04';
const { SUB, pub, person, mailsTo, times, setPolicy } = onlineDepositKit(t, { day: DAY, net: 9, customer: { first_name: 'Lena', last_name: 'Vos', phoneFrom: 20_000_000 } });

describe('deposits online', () => {
  let colour: number;
  let colourist: number;
  /** A new customer books the colour at its first free time: made at once, no deposit asked, no payment opened. */
  const bookedWithoutDeposit = async () => {
    const who = person();
    const time = (await times([colour], colourist))[0]!;
    const checkouts = await rows<{ n: number }>(t, sql`select count(*)::int as n from payment_checkouts where purpose = 'online_deposit'`);
    const made = await pub('POST', `${SUB}/bookings`, { body: { ...who, service_ids: [colour], employee_id: colourist, date: DAY, time } });
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json().deposit).toBeNull();
    expect(made.json().booking.status).not.toBe('awaiting_deposit');
    expect(await rows<{ n: number }>(t, sql`select count(*)::int as n from payment_checkouts where purpose = 'online_deposit'`)).toEqual(checkouts);
    return who;
  };

  it('holds the time, pays the deposit on the hosted page, then books it, mails the confirmation and keeps the money as the customer\'s deposit', async () => {
    colour = await serviceId(t, 'Root colour');
    colourist = (await pub('GET', `${SUB}/staff`)).json<{ staff: { id: number; service_ids: number[] }[] }>().staff.find((e) => e.service_ids.includes(colour))!.id;
    await setPolicy(`{"deposit_type": "fixed", "deposit_amount": 2000, "deposit_service_ids": [${colour}]}`);
    const who = person();
    const time = (await times([colour], colourist))[0]!;
    const made = await pub('POST', `${SUB}/bookings`, { body: { ...who, service_ids: [colour], employee_id: colourist, date: DAY, time } });
    expect(made.statusCode, made.body).toBe(200);
    const { token, booking, deposit } = made.json();
    expect(booking.status).toBe('awaiting_deposit');
    expect(deposit).toMatchObject({ amount: 2000, currency: 'EUR', url: expect.stringContaining('/sandbox/checkout/') });
    expect(await mailsTo(who.email), 'no confirmation before the money').toHaveLength(0);
    const [held] = await rows<{ type: string; customer_id: number }>(t, sql`select a.type, a.customer_id from appointments a join online_bookings o on o.venue_id = a.venue_id and o.group_id = a.group_id where o.token_hash = encode(sha256(${token}::bytea), 'hex')`);
    expect(held!.type).toBe('reserved_slot');
    const [checkout] = await rows<{ session_id: string; amount: number }>(t, sql`select session_id, amount from payment_checkouts where purpose = 'online_deposit' order by id desc limit 1`);
    expect(checkout!.amount).toBe(2000);

    expect((await kit.pay(checkout!.session_id, SANDBOX_CARDS.success)).statusCode).toBe(303);
    const events = await kit.eventsOf(checkout!.session_id);
    for (const event of events) await deliverSandboxEvent(t.app.deps, event.id, kit.inject);
    // A redelivery changes nothing.
    for (const event of events) {
      await t.database.db.execute(sql`update sandbox_events set delivered_at = null where id = ${event.id}`);
      await deliverSandboxEvent(t.app.deps, event.id, kit.inject);
    }

    const view = await pub('GET', `${SUB}/bookings/${token}`);
    expect(view.json().booking).toMatchObject({ status: 'booked', time, date: DAY });
    const [line] = await rows<{ type: string; source: string }>(t, sql`
      select a.type, g.source from appointments a join appointment_groups g on g.venue_id = a.venue_id and g.id = a.group_id
      join online_bookings o on o.venue_id = g.venue_id and o.group_id = g.id where o.token_hash = encode(sha256(${token}::bytea), 'hex')`);
    expect(line).toEqual({ type: 'appointment', source: 'online' });
    const mails = await mailsTo(who.email);
    expect(mails).toHaveLength(1);
    const mailed = /\/manage\/([\w-]+)/.exec(mails[0]!.text)![1]!;
    expect((await pub('GET', `${SUB}/bookings/${mailed}`)).json().booking.status).toBe('booked');
    const deposits = await rows<{ amount: number; balance: number; status: string }>(t, sql`
      select d.amount, d.balance, d.status from customer_deposits d join appointments a on a.venue_id = d.venue_id and a.customer_id = d.customer_id
      join online_bookings o on o.venue_id = a.venue_id and o.group_id = a.group_id where o.token_hash = encode(sha256(${token}::bytea), 'hex')`);
    expect(deposits).toEqual([{ amount: 2000, balance: 2000, status: 'held' }]);
    expect(await times([colour], colourist), 'the paid time is taken').not.toContain(time);
  });

  it('takes no deposit while the card service takes none: the page shows none and the booking is made at once', async () => {
    const owner = await t.login('owner');
    const flows = (deposits: boolean) => ({ deposits, prepayment: true, vouchers: true, checkout: true });
    expect((await pub('GET', SUB)).json().deposit).toMatchObject({ deposit_type: 'fixed', deposit_amount: 2000 });
    expect((await t.call('POST', 'payments/card-service/update', { token: owner, body: { flows: flows(false) } })).statusCode).toBe(200);
    try {
      expect((await pub('GET', SUB)).json().deposit).toMatchObject({ deposit_type: 'none' });
      await bookedWithoutDeposit();
    } finally {
      expect((await t.call('POST', 'payments/card-service/update', { token: owner, body: { flows: flows(true) } })).statusCode).toBe(200);
    }
  });

  it('takes no deposit while the venue’s card account is not active: the booking is made at once, no payment asked', async () => {
    const owner = await t.login('owner');
    const account = (await t.call('GET', 'payments/card-service', { token: owner })).json<{ data: { account: { account_id: string } } }>().data.account.account_id;
    // The provider's own onboarding page: without the identity document the account is restricted; verified, active again.
    const onboard = (outcome: string) => t.app.inject({ method: 'POST', url: `/api/v1/public/payments/sandbox/connect/${account}`, payload: { outcome } });
    expect((await pub('GET', SUB)).json().deposit).toMatchObject({ deposit_type: 'fixed', deposit_amount: 2000 });
    expect((await onboard('without_document')).statusCode).toBeLessThan(400);
    try {
      const who = await bookedWithoutDeposit();
      expect(await mailsTo(who.email), 'confirmed at once').toHaveLength(1);
      // The page shows no deposit either, once the account was read restricted.
      expect((await pub('GET', SUB)).json().deposit).toMatchObject({ deposit_type: 'none' });
      // The same for a prepayment of the whole price.
      await setPolicy(`{"deposit_type": "percent", "deposit_percent": 100, "deposit_service_ids": [${colour}]}`);
      expect((await pub('GET', SUB)).json().deposit).toMatchObject({ deposit_type: 'none' });
    } finally {
      await setPolicy(`{"deposit_type": "fixed", "deposit_amount": 2000, "deposit_service_ids": [${colour}]}`);
      expect((await onboard('verified')).statusCode).toBeLessThan(400);
    }
    // Active again: the page asks the provider for an account last read not active, and asks the deposit again.
    expect((await pub('GET', SUB)).json().deposit).toMatchObject({ deposit_type: 'fixed', deposit_amount: 2000 });
  });

  it('reads the prepayment switch for a deposit of the whole price (100 %), the deposits switch otherwise', async () => {
    const owner = await t.login('owner');
    const flows = (prepayment: boolean) => ({ deposits: true, prepayment, vouchers: true, checkout: true });
    await setPolicy(`{"deposit_type": "percent", "deposit_percent": 100, "deposit_service_ids": [${colour}]}`);
    try {
      expect((await pub('GET', SUB)).json().deposit).toMatchObject({ deposit_type: 'percent', deposit_percent: 100 });
      expect((await t.call('POST', 'payments/card-service/update', { token: owner, body: { flows: flows(false) } })).statusCode).toBe(200);
      expect((await pub('GET', SUB)).json().deposit, 'no card option: no prepayment').toMatchObject({ deposit_type: 'none' });
      const who = person();
      const time = (await times([colour], colourist))[0]!;
      const made = await pub('POST', `${SUB}/bookings`, { body: { ...who, service_ids: [colour], employee_id: colourist, date: DAY, time } });
      expect(made.statusCode, made.body).toBe(200);
      expect(made.json().deposit).toBeNull();
      // A share below the whole price is a deposit: the prepayment switch does not touch it.
      await setPolicy(`{"deposit_type": "percent", "deposit_percent": 50, "deposit_service_ids": [${colour}]}`);
      expect((await pub('GET', SUB)).json().deposit).toMatchObject({ deposit_type: 'percent', deposit_percent: 50 });
    } finally {
      expect((await t.call('POST', 'payments/card-service/update', { token: owner, body: { flows: flows(true) } })).statusCode).toBe(200);
      await setPolicy(`{"deposit_type": "fixed", "deposit_amount": 2000, "deposit_service_ids": [${colour}]}`);
    }
  });

  it('lets an unpaid hold run out: the time is offered again; money paid after it was taken is refunded, without a booking', async () => {
    const who = person();
    const time = (await times([colour], colourist))[0]!;
    const made = await pub('POST', `${SUB}/bookings`, { body: { ...who, service_ids: [colour], employee_id: colourist, date: DAY, time } });
    expect(made.statusCode, made.body).toBe(200);
    expect(await times([colour], colourist)).not.toContain(time);
    const [checkout] = await rows<{ session_id: string }>(t, sql`select session_id from payment_checkouts where purpose = 'online_deposit' order by id desc limit 1`);
    const start = clock;
    clock = new Date(start.getTime() + 16 * 60_000);
    try {
      expect(await times([colour], colourist), 'released').toContain(time);
      const other = await pub('POST', `${SUB}/bookings`, { body: { ...person(), service_ids: [colour], employee_id: colourist, date: DAY, time } });
      expect(other.statusCode, other.body).toBe(200);
      expect((await pub('GET', `${SUB}/bookings/${made.json().token}`)).statusCode).toBe(404);
      expect((await kit.pay(checkout!.session_id, SANDBOX_CARDS.success)).statusCode).toBe(303);
      for (const event of await kit.eventsOf(checkout!.session_id)) await deliverSandboxEvent(t.app.deps, event.id, kit.inject);
    } finally {
      clock = start;
    }
    // Late deposits (online-deposit-late.test.ts): taken and given back at the till, the customer told.
    expect((await mailsTo(who.email)).map((mail) => mail.subject)).toEqual(['Your deposit for Demo Salon has been refunded']);
    const [kept] = await rows<{ n: number }>(t, sql`
      select count(*)::int as n from customer_deposits d join customers c on c.venue_id = d.venue_id and c.id = d.customer_id where c.email = ${who.email} and d.status = 'cancelled' and d.amount = 2000`);
    expect(kept!.n).toBe(1);
    await setPolicy('{"deposit_type": "none"}');
  });
});
