/**
 * Durability on the embedded PostgreSQL: 500 bookings are sent while the server is killed with
 * SIGKILL ten times — every other time its PostgreSQL server too, as a power cut would. The app
 * must start again on the same data folder each time (a server left running is found and stopped;
 * a killed one recovers from its write-ahead log), and afterwards every booking the app
 * acknowledged is stored exactly once. A booking whose answer was lost is sent again with the
 * same Idempotency-Key after the restart, as the web app does.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { attemptDataDirs, clusterQuery, signInOwner } from './killed-server';
import { startServer, type ServerHandle } from './server';
import { seededTemplate } from './seeded-template';

const BOOKINGS = 500;
const KILLS = 10;
const IN_FLIGHT = 4;
const SLOTS_PER_DAY = 5;
/** Far from the demo's own bookings, so every booking has a free slot of its own. */
const FIRST_DAY = Date.UTC(2031, 0, 6);

const dataDirs = attemptDataDirs('chairside-durability-');
afterAll(() => dataDirs.removeAll());
/** This attempt's data dir (a retry gets a new one). */
let dataDir = '';

interface Booking {
  index: number;
  key: string;
  body: { date: string; note: string; services: { service_id: number; employee_id: number; start_time: string; duration: number }[] };
  /** acknowledged: a 200 came back; unknown: the answer was lost to a kill. */
  state: 'pending' | 'acknowledged' | 'unknown';
}

function bookingsFor(employeeIds: number[], serviceId: number): Booking[] {
  const perDay = employeeIds.length * SLOTS_PER_DAY;
  return Array.from({ length: BOOKINGS }, (_, index) => {
    const day = Math.floor(index / perDay);
    const slot = Math.floor((index % perDay) / employeeIds.length);
    const date = new Date(FIRST_DAY + day * 86_400_000).toISOString().slice(0, 10);
    const start = `${String(9 + slot).padStart(2, '0')}:00`;
    return {
      index,
      key: randomUUID(),
      body: { date, note: `durability #${index}`, services: [{ service_id: serviceId, employee_id: employeeIds[index % employeeIds.length]!, start_time: start, duration: 30 }] },
      state: 'pending',
    };
  });
}

/** The embedded cluster's superuser connection, read from its folder (port from postmaster.pid). */
const sql = <T>(text: string): Promise<T[]> => clusterQuery<T>(dataDir, text);

/** Sends one booking; answers its HTTP status and body, or null when the connection died (the server was killed). */
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

/** kill -9 the app; on odd rounds its PostgreSQL server too (read from postmaster.pid first). */
async function crash(server: ServerHandle, round: number): Promise<void> {
  const postmaster = Number(fs.readFileSync(path.join(dataDir, 'postgres', 'data', 'postmaster.pid'), 'utf8').split('\n')[0]);
  const exited = new Promise((resolve) => server.process.once('exit', resolve));
  server.process.kill('SIGKILL');
  await exited;
  if (round % 2 === 1) process.kill(postmaster, 'SIGKILL');
}

describe('durability under kill -9', () => {
  it('keeps every acknowledged booking exactly once across ten crashes, and restarts each time', async () => {
    dataDir = dataDirs.fresh();
    let server = await startServer({ dataDir, copyOf: await seededTemplate() });
    let token = await signInOwner(server);
    const staff = await sql<{ id: number }>(
      `select e.id from employees e join venues v on v.id = e.venue_id where v.title = 'Demo Salon' and not e.archived order by e.id`,
    );
    const [service] = await sql<{ id: number }>(
      `select s.id from services s join venues v on v.id = s.venue_id where v.title = 'Demo Salon' and not s.archived order by s.id limit 1`,
    );
    const bookings = bookingsFor(staff.map((row) => row.id), service!.id);
    const crashEvery = Math.floor(BOOKINGS / (KILLS + 1));
    let restarts = 0;
    let next = 0;
    let sentSinceCrash = 0;
    const retried: number[] = [];

    while (next < bookings.length || bookings.some((b) => b.state === 'unknown')) {
      // Answers lost to the last crash are sent again first, with their own keys.
      const batch = bookings.filter((b) => b.state === 'unknown');
      for (const b of batch) retried.push(b.index);
      while (batch.length < IN_FLIGHT && next < bookings.length) batch.push(bookings[next++]!);
      const crashNow = restarts < KILLS && sentSinceCrash + batch.length >= crashEvery;
      const sending = batch.map(async (b) => {
        const answer = await send(server, token, b);
        if (answer === null) b.state = 'unknown';
        else if (answer.status === 200) b.state = 'acknowledged';
        else throw new Error(`booking #${b.index} answered ${answer.status}: ${answer.body}`);
      });
      if (crashNow) {
        // Kill while the batch is in flight.
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
    await server.stop();
    server = await startServer({ dataDir });

    const stored = await sql<{ note: string; copies: number }>(
      `select note, count(*)::int as copies from appointments where note like 'durability #%' group by note`,
    );
    await server.stop();
    const copies = new Map(stored.map((row) => [row.note, row.copies]));
    expect(restarts).toBe(KILLS);
    expect(bookings.filter((b) => b.state !== 'acknowledged')).toEqual([]);
    expect(bookings.filter((b) => copies.get(b.body.note) !== 1).map((b) => [b.index, copies.get(b.body.note) ?? 0])).toEqual([]);
    expect(stored.length).toBe(BOOKINGS);
    console.log(`durability: ${BOOKINGS} bookings, ${restarts} crashes (${KILLS / 2} with PostgreSQL), ${retried.length} answers lost and sent again`);
    // Ten restarts (five with PostgreSQL's crash recovery) outlast the suite's 120 s on a slow host.
  }, 300_000);
});
