import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX, buildApp, type App } from '../../../app';
import { openDatabase, type Database } from '../../../db/client';
import { readEnv } from '../../../lib/env';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { sql } from 'drizzle-orm';
import { customerId, firstItemId, salonStaff, serviceId, store, type ListedItem } from '../calendar.testkit';

/**
 * Live calendar across API processes: a change made through one app instance reaches a stream
 * opened on a second instance on the same database (its own pool and LISTEN connection).
 */

let t: TestApp;
let second: App;
let secondDatabase: Database;
let url: string;

beforeAll(async () => {
  t = await createTestApp();
  secondDatabase = openDatabase({ url: t.database.url, poolSize: 5 });
  second = await buildApp({ database: secondDatabase, env: readEnv({}), webDist: null });
  await second.listen({ port: 0, host: '127.0.0.1' });
  const address = second.server.address();
  url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}${API_PREFIX}/calendar/stream`;
});
afterAll(async () => {
  await second.close();
  await secondDatabase.close();
  await t.close();
});

interface Stream {
  status: number;
  events: { event: string; data: Record<string, unknown> }[];
  /** Resolves with the first event that passes `match`. */
  next(match: (data: Record<string, unknown>) => boolean): Promise<Record<string, unknown>>;
  close(): void;
}

function openStream(token: string): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${url}?token=${encodeURIComponent(token)}`, (response) => {
      const waiting: { match: (d: Record<string, unknown>) => boolean; done: (d: Record<string, unknown>) => void }[] = [];
      const stream: Stream = {
        status: response.statusCode ?? 0,
        events: [],
        next: (match) =>
          new Promise((done) => {
            const seen = stream.events.find((e) => e.event === 'change' && match(e.data));
            if (seen) done(seen.data);
            else waiting.push({ match, done });
          }),
        close: () => request.destroy(),
      };
      let buffer = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (!event || !data) continue;
          const parsed = { event, data: JSON.parse(data) as Record<string, unknown> };
          stream.events.push(parsed);
          for (const w of [...waiting]) {
            if (event === 'change' && w.match(parsed.data)) {
              waiting.splice(waiting.indexOf(w), 1);
              w.done(parsed.data);
            }
          }
        }
      });
      // Ready once the first event arrived (or the answer is an error).
      if (response.statusCode !== 200) {
        response.resume();
        resolve(stream);
      } else response.once('data', () => resolve(stream));
    });
    request.on('error', reject);
  });
}

describe('calendar/stream', () => {
  it('refuses a missing or unknown token', async () => {
    expect((await openStream('x'.repeat(40))).status).toBe(401);
    const response = await t.call('GET', 'calendar/stream');
    expect(response.statusCode).toBe(422);
  });

  it('delivers a change made on one instance to a stream opened on another, within the venue and the caller’s columns', async () => {
    const staff = salonStaff(t);
    const cut = await serviceId(t, "Women's cut");
    const owner = await t.login('owner');
    const ownerStream = await openStream(owner);
    const staffStream = await openStream(await t.login('staff'));
    const otherStream = await openStream(await t.login('other'));
    expect([ownerStream.status, staffStream.status, otherStream.status]).toEqual([200, 200, 200]);
    expect(ownerStream.events[0]!.event).toBe('ready');

    const emmas = await store(t, owner, '2027-07-07', [{ service_id: cut, employee_id: staff.emma, start_time: '10:00' }]);
    const emmaId = firstItemId(emmas);
    const lucas = await store(t, owner, '2027-07-07', [{ service_id: cut, employee_id: staff.lucas, start_time: '10:00' }]);
    const lucasId = firstItemId(lucas);

    const seen = await ownerStream.next((d) => (d.ids as number[] | undefined)?.includes(emmaId) === true);
    expect(seen).toMatchObject({ venue_id: t.seed.salon.id, kind: 'appointments', action: 'created', employee_ids: [staff.emma] });
    await ownerStream.next((d) => (d.ids as number[] | undefined)?.includes(lucasId) === true);
    // Lucas (calendar.own) hears about his own column only; notifications arrive in commit order.
    await staffStream.next((d) => (d.ids as number[] | undefined)?.includes(lucasId) === true);
    expect(staffStream.events.some((e) => (e.data.ids as number[] | undefined)?.includes(emmaId))).toBe(false);

    // A move is announced as well; Other Venue's desk hears nothing of Demo Salon.
    await t.call('POST', `appointments/reschedule/${emmaId}`, { token: owner, body: { date: '2027-07-07', start_time: '11:00' } });
    await ownerStream.next((d) => d.action === 'rescheduled');
    expect(otherStream.events.filter((e) => e.event === 'change')).toEqual([]);
    for (const s of [staffStream, otherStream]) s.close();
    // ownerStream stays open: closing the app ends it (the test would hang otherwise).
  });

  it("keeps a second instance's cached lists right: its own writes, others' writes and renamed customers", async () => {
    const staff = salonStaff(t);
    const cut = await serviceId(t, "Women's cut");
    const owner = await t.login('owner');
    const customer = await customerId(t, t.seed.salon.id, 3);
    const stream = await openStream(owner);
    const week = async () => {
      const response = await second.inject({ method: 'GET', url: `${API_PREFIX}/appointments?date_from=2027-07-12&date_to=2027-07-18`, headers: { authorization: `Bearer ${owner}` } });
      return response.json<{ appointments: ListedItem[] }>().appointments;
    };
    expect(await week()).toEqual([]);
    expect(await week()).toEqual([]);

    // Written through the first instance: the second one hears of it, then lists it.
    const made = await store(t, owner, '2027-07-14', [{ service_id: cut, employee_id: staff.daan, start_time: '10:00' }], { customer_id: customer });
    const id = firstItemId(made);
    await stream.next((d) => (d.ids as number[] | undefined)?.includes(id) === true);
    expect((await week()).map((i) => i.id)).toEqual([id]);

    // Written through the second instance: read back at once.
    const moved = await second.inject({ method: 'POST', url: `${API_PREFIX}/appointments/reschedule/${id}`, headers: { authorization: `Bearer ${owner}` }, payload: { date: '2027-07-15', start_time: '11:00' } });
    expect(moved.statusCode).toBe(200);
    expect((await week()).map((i) => [i.date, i.start_time])).toEqual([['2027-07-15', '11:00']]);

    // A customer renamed elsewhere (another feature's table): the lists follow.
    await t.database.db.execute(sql`update customers set first_name = 'Renamed' where id = ${customer}`);
    await stream.next((d) => d.kind === 'refresh');
    expect((await week())[0]!.customer!.first_name).toBe('Renamed');
    stream.close();
  });
});

