import http from 'node:http';
import { beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX } from '../../app';
import { DEMO_PASSWORD } from '../../db/seed/demo-data';
import { useTestApp } from '../../test/test-app';
import { salonStaff, serviceId, store } from './calendar.testkit';

/**
 * The live stream follows its session: it ends when the session is revoked or loses the calendar,
 * and a calendar.own session hears only about its own lines (issue 9, defects 8 and 9).
 */
const t = useTestApp();
let base: string;
let staff: ReturnType<typeof salonStaff>;

beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}${API_PREFIX}/calendar/stream`;
  staff = salonStaff(t);
});

interface Live {
  changes: Record<string, unknown>[];
  /** Resolves true once the server has ended the stream. */
  ended: Promise<boolean>;
  ready: Promise<void>;
  close(): void;
}

function listen(token: string): Live {
  let markReady: () => void = () => {};
  const ready = new Promise<void>((resolve) => (markReady = resolve));
  const changes: Record<string, unknown>[] = [];
  let request: http.ClientRequest;
  const ended = new Promise<boolean>((resolve) => {
    request = http.get(`${base}?token=${encodeURIComponent(token)}`, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        text += chunk;
        for (let cut = text.indexOf('\n\n'); cut >= 0; cut = text.indexOf('\n\n')) {
          const block = text.slice(0, cut);
          text = text.slice(cut + 2);
          if (block.startsWith('retry:') || block.includes('event: ready')) markReady();
          const data = /^event: change\ndata: (.*)$/m.exec(block)?.[1];
          if (data) changes.push(JSON.parse(data) as Record<string, unknown>);
        }
      });
      response.on('end', () => resolve(true));
    });
    request.on('error', () => resolve(false));
  });
  return { changes, ended, ready, close: () => request.destroy() };
}

/** Whether the stream ends within `ms` (false: still open). */
const endsWithin = (live: Live, ms = 3000) =>
  Promise.race([live.ended, new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms))]);

describe('a live stream and its session', () => {
  it('calendar.own hears only about its own lines of a shared booking', async () => {
    const owner = await t.login('owner');
    const live = listen(await t.login('staff'));
    await live.ready;
    const cut = await serviceId(t, "Women's cut");
    const booked = await store(t, owner, '2027-08-03', [
      { service_id: cut, employee_id: staff.lucas, start_time: '10:00' },
      { service_id: cut, employee_id: staff.emma, start_time: '10:00' },
    ]);
    const emmas = booked.json<{ appointments: { id: number; employee_id: number }[] }>().appointments.find((a) => a.employee_id === staff.emma)!.id;
    await expect.poll(() => live.changes.length).toBeGreaterThan(0);
    for (const change of live.changes) {
      expect(change.employee_ids ?? [staff.lucas]).toEqual([staff.lucas]);
      expect((change.ids as number[] | undefined) ?? []).not.toContain(emmas);
    }
    live.close();
  });

  it('ends at logout', async () => {
    const token = await t.login('owner');
    const live = listen(token);
    await live.ready;
    expect((await t.call('POST', 'auth/logout', { token })).statusCode).toBe(200);
    expect(await endsWithin(live)).toBe(true);
  });

  it("ends when the user's password is changed from another session", async () => {
    const other = await t.login('other');
    const live = listen(other);
    await live.ready;
    const me = await t.login('other');
    const profile = (await t.call('GET', 'employees/profile', { token: me })).json<{ id?: number; employee?: { id: number } }>();
    const id = profile.employee?.id ?? profile.id;
    const changed = await t.call('POST', `employees/update/password/${id}`, {
      token: me,
      body: { current_password: DEMO_PASSWORD, password: DEMO_PASSWORD, password_confirmation: DEMO_PASSWORD },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await endsWithin(live)).toBe(true);
  });

  it('ends when the employee loses the calendar permission, stays open for others', async () => {
    const owner = await t.login('owner');
    const lucas = listen(await t.login('staff'));
    const mine = listen(owner);
    await Promise.all([lucas.ready, mine.ready]);
    const updated = await t.call('POST', 'permissions/update', { token: owner, body: { employee_id: staff.lucas, permissions: { calendar: 0 } } });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(await endsWithin(lucas)).toBe(true);
    expect(await endsWithin(mine, 500)).toBe(false);
    mine.close();
  });

  it('ends when the employee is archived', async () => {
    const owner = await t.login('owner');
    await t.call('POST', 'permissions/update', { token: owner, body: { employee_id: staff.lucas, permissions: { calendar: 1 } } });
    const lucas = listen(await t.login('staff'));
    await lucas.ready;
    expect((await t.call('POST', `employees/archive/${staff.lucas}`, { token: owner })).statusCode).toBe(200);
    expect(await endsWithin(lucas)).toBe(true);
  });
});
