import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Deps } from '../../lib/context';
import { readEnv } from '../../lib/env';
import { createLiveFeed, type LiveFeed, type LiveMessage } from '../../lib/live';
import { createJobs } from '../../lib/jobs/boss-jobs';
import { createTestApp, type TestApp } from '../../test/test-app';
import { releaseAllExpired, slotReleaseJob } from './calendar.jobs';
import { firstItemId, list, rows, salonStaff, serviceId, store } from './calendar.testkit';

/**
 * Held slots are released when their hold runs out, with nobody reading the calendar (calendar.jobs.ts);
 * reads leave an expired hold in place and look past it.
 */

let t: TestApp;
let owner: string;
let spaOwner: string;
let live: LiveFeed;
let deps: Deps;
const DAY = '2027-05-19';

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.login('owner');
  spaOwner = await t.login('multi', t.seed.spa.id);
  live = createLiveFeed(t.database);
  await live.start();
  const db = t.database.db;
  deps = { ...t.app.deps, database: t.database, db, env: readEnv({}), now: () => new Date(), live };
});
afterAll(async () => {
  await live.close();
  await t.close();
});

async function reserve(token: string, employeeId: number, start: string): Promise<number> {
  const response = await store(t, token, DAY, [{ employee_id: employeeId, start_time: start, duration: 30 }], { type: 'reserved_slot', expires_in: 15 });
  expect(response.statusCode, response.body).toBe(200);
  return firstItemId(response);
}
const expire = (id: number) => t.database.db.execute(sql`update appointments set expires_at = now() - interval '1 second' where id = ${id}`);
const exists = async (id: number) => (await rows(t, sql`select id from appointments where id = ${id}`)).length === 1;

describe('releasing expired reserved slots', () => {
  it('releases the expired holds of every venue, keeps the others, logs them and tells each venue’s desks', async () => {
    const salon = salonStaff(t);
    const spaEmployee = t.seed.spa.employeeIds.at(-1)!;
    const expiredSalon = await reserve(owner, salon.noah, '09:00');
    const keptSalon = await reserve(owner, salon.julia, '09:00');
    const expiredSpa = await reserve(spaOwner, spaEmployee, '11:00');
    await expire(expiredSalon);
    await expire(expiredSpa);
    const heard: LiveMessage[] = [];
    const stops = [t.seed.salon.id, t.seed.spa.id].map((venueId) => live.subscribe(venueId, (message) => heard.push(message)));

    expect(await releaseAllExpired(deps)).toBe(2);
    expect([await exists(expiredSalon), await exists(keptSalon), await exists(expiredSpa)]).toEqual([false, true, false]);
    expect(await rows(t, sql`select entity_id, action, source from activity_log where action = 'released' and entity_id in (${expiredSalon}, ${expiredSpa}) order by entity_id`))
      .toEqual([expiredSalon, expiredSpa].sort((a, b) => a - b).map((id) => ({ entity_id: id, action: 'released', source: 'system' })));
    await expect.poll(() => heard.map((m) => [m.venue_id, m.action, m.ids])).toEqual(expect.arrayContaining([
      [t.seed.salon.id, 'released', [expiredSalon]],
      [t.seed.spa.id, 'released', [expiredSpa]],
    ]));
    stops.forEach((stop) => stop());

    expect(await releaseAllExpired(deps)).toBe(0);
  });

  it('leaves an expired hold out of GET appointments and out of the busy time of GET availability/slots, without deleting it', async () => {
    const emma = salonStaff(t).emma;
    const fringe = await serviceId(t, 'Fringe trim');
    const offered = async () => {
      const response = await t.call('GET', 'availability/slots', {
        token: owner, query: { 'service_ids[]': [String(fringe)], date_from: DAY, date_to: DAY, employee_id: String(emma) },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ days: { slots: { time: string }[] }[] }>().days[0]!.slots.map((slot) => slot.time);
    };
    const id = await reserve(owner, emma, '13:00');
    // Listed while held (two days: a list cached now would outlive the raw-SQL expiry below, which notifies nobody).
    expect((await list(t, owner, DAY, '2027-05-20')).map((item) => item.id)).toContain(id);
    expect(await offered()).not.toContain('13:00');

    await expire(id);
    expect((await list(t, owner, DAY)).map((item) => item.id)).not.toContain(id);
    expect(await offered()).toContain('13:00');
    // The reads deleted, logged and announced nothing: the row waits for the job.
    expect(await exists(id)).toBe(true);
    expect(await rows(t, sql`select action from activity_log where entity = 'appointment' and entity_id = ${id} order by id`)).toEqual([{ action: 'created' }]);

    expect(await releaseAllExpired(deps)).toBe(1);
    expect(await exists(id)).toBe(false);
    expect((await list(t, owner, DAY)).map((item) => item.id)).not.toContain(id);
  });

  it('runs by itself as a pg-boss job, which schedules its next run', async () => {
    const id = await reserve(owner, salonStaff(t).daan, '15:00');
    await expire(id);
    // Hourly here, so that only a run asked for at start can pass the polls below.
    const hourly = { ...slotReleaseJob(deps), every: 3600 };
    const jobs = createJobs(t.database, (error) => { throw error; });
    await jobs.start([hourly], { work: true });
    try {
      // The first run starts at once; the wait is for its effect, not for a clock.
      await expect.poll(() => exists(id), { timeout: 10_000, interval: 100 }).toBe(false);
    } finally {
      await jobs.stop();
    }
    // The run queued its successor (`every` seconds later) before it ended.
    const waiting = await rows<{ state: string }>(t, sql`select state::text from pgboss.job where name = 'calendar-release-slots' and state = 'created'`);
    expect(waiting.length).toBeGreaterThanOrEqual(1);

    // A restarted server sweeps at once too: the successor still waiting out its delay does not swallow the first run.
    const later = await reserve(owner, salonStaff(t).daan, '16:00');
    await expire(later);
    const restarted = createJobs(t.database, (error) => { throw error; });
    await restarted.start([hourly], { work: true });
    try {
      await expect.poll(() => exists(later), { timeout: 10_000, interval: 100 }).toBe(false);
    } finally {
      await restarted.stop();
    }
  });
});
