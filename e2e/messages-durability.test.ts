/**
 * Messages under kill -9 (issue 19), on the embedded PostgreSQL with the local adapters: the venue
 * sends a confirmation by e-mail and by SMS for every booking made at the desk (the customer event
 * messages, written in the booking's transaction), and BOOKINGS bookings are made while the delivery
 * runs: the SMS sweep every two seconds, the e-mail delivery jobs as they come. The server is killed
 * with SIGKILL KILLS times while messages are both delivered and waiting (mid-sweep), every other
 * time its PostgreSQL too, and restarted on the same data. A booking whose answer was lost is sent
 * again with the same Idempotency-Key. At the end every booking has exactly one e-mail and one SMS,
 * each delivered exactly once: no loss, no duplicate.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { attemptDataDirs, clusterQuery, signInOwner } from './killed-server';
import { startServer, type ServerHandle } from './server';
import { seededTemplate } from './seeded-template';

const BOOKINGS = 90;
const KILLS = 2;
const IN_FLIGHT = 4;
const SLOTS_PER_DAY = 6;
const NOTE = 'messages-durability #';
/** Far from the demo's own bookings. */
const FIRST_DAY = Date.UTC(2032, 2, 1);
/** A mail job whose worker was killed runs again after its expiry (60 s) and a maintenance run. */
const DELIVERY_TIMEOUT_MS = 240_000;

const dataDirs = attemptDataDirs('chairside-messages-');
afterAll(() => dataDirs.removeAll());
/** This attempt's data dir (a retry gets a new one). */
let dataDir = '';

const sql = <T>(text: string): Promise<T[]> => clusterQuery<T>(dataDir, text);

interface Booking { index: number; key: string; body: Record<string, unknown>; state: 'pending' | 'acknowledged' | 'unknown' }

async function send(server: ServerHandle, token: string, booking: Booking): Promise<{ status: number; body: string } | null> {
  try {
    const response = await fetch(`${server.url}/api/v1/b2b/appointments/store`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'idempotency-key': booking.key },
      body: JSON.stringify(booking.body),
    });
    return { status: response.status, body: await response.text() };
  } catch {
    return null;
  }
}

async function crash(server: ServerHandle, round: number): Promise<void> {
  const postmaster = Number(fs.readFileSync(path.join(dataDir, 'postgres', 'data', 'postmaster.pid'), 'utf8').split('\n')[0]);
  const exited = new Promise((resolve) => server.process.once('exit', resolve));
  server.process.kill('SIGKILL');
  await exited;
  if (round % 2 === 1) process.kill(postmaster, 'SIGKILL');
}

interface Counts { sms_sent: number; sms_waiting: number; mail_sent: number; mail_waiting: number }

/** Our messages: those of the event_messages rows of the test's bookings. */
const OURS = `select m.sms_id, m.mail_id from event_messages m
  where m.event = 'booking_made' and m.group_id in (select group_id from appointments where note like '${NOTE}%')`;

async function counts(): Promise<Counts> {
  const [row] = await sql<Counts>(`
    with ours as (${OURS})
    select (select count(*) from sms_outbox where id in (select sms_id from ours) and state = 'sent')::int as sms_sent,
           (select count(*) from sms_outbox where id in (select sms_id from ours) and state <> 'sent')::int as sms_waiting,
           (select count(*) from mail_outbox where id in (select mail_id from ours) and state = 'sent')::int as mail_sent,
           (select count(*) from mail_outbox where id in (select mail_id from ours) and state <> 'sent')::int as mail_waiting`);
  return row!;
}

describe('messages under kill -9', () => {
  it('delivers every confirmation e-mail and SMS exactly once across crashes during the delivery', async () => {
    dataDir = dataDirs.fresh();
    let server = await startServer({ dataDir, copyOf: await seededTemplate() });
    let token = await signInOwner(server);
    const [venue] = await sql<{ id: number }>(`select id from venues where title = 'Demo Salon'`);
    const staff = await sql<{ id: number }>(`select id from employees where venue_id = ${venue!.id} and not archived order by id`);
    const [service] = await sql<{ id: number }>(`select id from services where venue_id = ${venue!.id} and not archived order by id limit 1`);
    const [customer] = await sql<{ id: number }>(`select id from customers where venue_id = ${venue!.id} and email <> '' order by id limit 1`);
    // The venue confirms desk bookings by e-mail and SMS, and has the credit for it.
    await sql(`update customers set phone = '+48600100999' where id = ${customer!.id}`);
    await sql(`update venues set sms_amount = 100000 where id = ${venue!.id}`);
    await sql(`insert into reminder_settings (venue_id, events) values (${venue!.id}, '{"booking_made":{"email":true,"sms":true}}')
      on conflict (venue_id) do update set events = excluded.events`);

    const perDay = staff.length * SLOTS_PER_DAY;
    const bookings: Booking[] = Array.from({ length: BOOKINGS }, (_, index) => {
      const date = new Date(FIRST_DAY + Math.floor(index / perDay) * 86_400_000).toISOString().slice(0, 10);
      const slot = Math.floor((index % perDay) / staff.length);
      return {
        index, key: randomUUID(), state: 'pending',
        body: {
          date, note: `${NOTE}${index}`, customer_id: customer!.id, force: true,
          services: [{ service_id: service!.id, employee_id: staff[index % staff.length]!.id, start_time: `${String(9 + slot).padStart(2, '0')}:00`, duration: 30 }],
        },
      };
    });

    const crashEvery = Math.floor(BOOKINGS / (KILLS + 1));
    let restarts = 0;
    let next = 0;
    let sentSinceCrash = 0;
    const atKill: Counts[] = [];
    while (next < bookings.length || bookings.some((b) => b.state === 'unknown')) {
      const batch = bookings.filter((b) => b.state === 'unknown');
      while (batch.length < IN_FLIGHT && next < bookings.length) batch.push(bookings[next++]!);
      let crashNow = restarts < KILLS && sentSinceCrash + batch.length >= crashEvery;
      if (crashNow) {
        // Mid-delivery: killed while some of our messages are delivered and some still wait (else a little later).
        const seen = await counts();
        crashNow = (seen.sms_waiting + seen.mail_waiting > 0 && seen.sms_sent + seen.mail_sent > 0) || next >= bookings.length;
        if (crashNow) atKill.push(seen);
      }
      const sending = batch.map(async (b) => {
        const answer = await send(server, token, b);
        if (answer === null) b.state = 'unknown';
        else if (answer.status === 200) b.state = 'acknowledged';
        else throw new Error(`booking #${b.index} answered ${answer.status}: ${answer.body}`);
      });
      if (crashNow) {
        await new Promise((resolve) => setTimeout(resolve, 2));
        await crash(server, restarts);
        await Promise.all(sending);
        server = await startServer({ dataDir });
        token = await signInOwner(server);
        restarts++;
        sentSinceCrash = 0;
      } else {
        await Promise.all(sending);
        sentSinceCrash += batch.length;
      }
    }

    // Everything queued is delivered by the restarted server.
    const deadline = Date.now() + DELIVERY_TIMEOUT_MS;
    let last = await counts();
    while ((last.sms_waiting > 0 || last.mail_waiting > 0 || last.sms_sent < BOOKINGS || last.mail_sent < BOOKINGS) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      last = await counts();
    }
    const perBooking = await sql<{ note: string; bookings: number; emails: number; sms: number }>(`
      select a.note, count(distinct a.group_id)::int as bookings,
        count(distinct m.mail_id)::int as emails, count(distinct m.sms_id)::int as sms
      from appointments a left join event_messages m on m.group_id = a.group_id and m.event = 'booking_made'
      where a.note like '${NOTE}%' group by a.note`);
    const sms = await sql<{ state: string; attempts: number; n: number }>(`
      select state, attempts, count(*)::int as n from sms_outbox where id in (select sms_id from (${OURS}) o) group by state, attempts`);
    const mail = await sql<{ state: string; deliveries: number; maybe_duplicate: boolean; n: number }>(`
      select state, deliveries, maybe_duplicate, count(*)::int as n from mail_outbox where id in (select mail_id from (${OURS}) o) group by state, deliveries, maybe_duplicate`);
    const phoneCount = await sql<{ n: number }>(`select count(*)::int as n from sms_outbox where "to" = '+48600100999' and kind = 'booking_made'`);
    await server.stop();

    expect(restarts).toBe(KILLS);
    expect(bookings.filter((b) => b.state !== 'acknowledged')).toEqual([]);
    // Every booking once, with one e-mail and one SMS.
    expect(perBooking).toHaveLength(BOOKINGS);
    expect(perBooking.filter((row) => row.bookings !== 1 || row.emails !== 1 || row.sms !== 1)).toEqual([]);
    // Each delivered exactly once to the local adapters (an SMS's attempts count its one delivery; an e-mail's deliveries are acknowledged ones).
    expect(sms).toEqual([{ state: 'sent', attempts: 1, n: BOOKINGS }]);
    expect(mail).toEqual([{ state: 'sent', deliveries: 1, maybe_duplicate: false, n: BOOKINGS }]);
    expect(phoneCount[0]!.n).toBe(BOOKINGS);
    // The kills fell while the delivery was under way.
    expect(atKill.filter((c) => c.sms_sent + c.mail_sent > 0).length).toBeGreaterThan(0);
    console.log(`messages-durability: ${BOOKINGS} bookings, ${BOOKINGS * 2} messages, ${restarts} kills at ${JSON.stringify(atKill)}`);
  }, 600_000);
});
