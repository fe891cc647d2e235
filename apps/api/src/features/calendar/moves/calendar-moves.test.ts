import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { customerId, firstItemId, list, rows, salonStaff, serviceId, store } from '../calendar.testkit';

/** Moving, resizing, status, cancelling, booking edits, blocked time and the activity history. */

let t: TestApp;
let owner: string;
let staff: ReturnType<typeof salonStaff>;
let cut: number;
let colour: number;
let customer: number;
const DAY = '2027-04-14';

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.login('owner');
  staff = salonStaff(t);
  cut = await serviceId(t, "Women's cut");
  colour = await serviceId(t, 'Root colour');
  customer = await customerId(t);
});
afterAll(() => t.close());

const book = async (start: string, employee: number, extra: Record<string, unknown> = {}, service = cut) => {
  const response = await store(t, owner, DAY, [{ service_id: service, employee_id: employee, start_time: start }], { customer_id: customer, ...extra });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ group_id: number; appointments: { id: number }[] }>();
};
const post = (path: string, body: unknown, token = owner) => t.call('POST', path, { token, body });

describe('moving and resizing', () => {
  it('reschedules across employees and times, and refuses a clash unless forced', async () => {
    const a = (await book('09:00', staff.emma)).appointments[0]!.id;
    const b = (await book('11:00', staff.julia)).appointments[0]!.id;
    const moved = await post(`appointments/reschedule/${a}`, { date: DAY, start_time: '13:15', employee_id: staff.julia });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json<{ appointments: { start_time: string; employee_id: number }[] }>().appointments[0]).toMatchObject({ start_time: '13:15', employee_id: staff.julia });

    const clash = await post(`appointments/reschedule/${a}`, { date: DAY, start_time: '11:15' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json<{ clashes: { appointment_id: number }[] }>().clashes[0]!.appointment_id).toBe(b);
    const forced = await post(`appointments/reschedule/${a}`, { date: DAY, start_time: '11:15', force: true });
    expect(forced.statusCode).toBe(200);

    const history = await t.call('GET', `appointments/details/${a}`, { token: owner });
    // The customer's messages (reminders feature) are logged on the appointment too; here only the calendar's own entries.
    const actions = history.json<{ activity: { action: string; changes: Record<string, unknown> }[] }>().activity.filter((entry) => !entry.action.startsWith('customer_message'));
    expect(actions.map((entry) => entry.action)).toEqual(['rescheduled', 'rescheduled', 'created']);
    expect(actions[1]!.changes).toMatchObject({ start_time: { before: '09:00', after: '13:15' }, employee_id: { before: staff.emma, after: staff.julia } });
  });

  it('resizes an appointment and keeps its processing tail', async () => {
    const id = (await book('15:00', staff.emma, {}, colour)).appointments[0]!.id;
    const longer = await post(`appointments/update-duration/${id}`, { duration_detail: { duration: 100 } });
    expect(longer.statusCode, longer.body).toBe(200);
    const item = longer.json<{ appointments: { end_time: string; duration_detail: string }[] }>().appointments[0]!;
    expect(item.end_time).toBe('16:40');
    expect(JSON.parse(item.duration_detail)).toEqual({ initial: 45, gap: 35, finish: 20 });
    const bad = await post(`appointments/update-duration/${id}`, { duration_detail: { duration: 30, gap: 20, finish: 20 } });
    expect(bad.statusCode).toBe(422);
  });

  it('refuses to resize blocked time, reminders and reserved slots, and to move a reserved slot', async () => {
    const block = await post('block-time/store', { employee_id: staff.noah, date: DAY, start_time: '12:00', end_time: '12:30', note: 'Lunch' });
    expect(block.statusCode, block.body).toBe(200);
    const blockId = block.json<{ appointment: { id: number; type: string } }>().appointment.id;
    const reminder = await store(t, owner, DAY, [{ employee_id: staff.noah, start_time: '12:00', duration: 15 }], { type: 'reminder', note: 'Call the supplier' });
    expect(reminder.statusCode, reminder.body).toBe(200);
    const reserved = await store(t, owner, DAY, [{ employee_id: staff.noah, start_time: '14:00', duration: 30 }], { type: 'reserved_slot', expires_in: 6000 });
    expect(reserved.statusCode, reserved.body).toBe(200);
    const reservedId = firstItemId(reserved);
    for (const id of [blockId, firstItemId(reminder), reservedId]) {
      const response = await post(`appointments/update-duration/${id}`, { duration_detail: { duration: 60 } });
      expect(response.statusCode).toBe(422);
    }
    const move = await post(`appointments/reschedule/${reservedId}`, { date: DAY, start_time: '15:00' });
    expect(move.statusCode).toBe(422);
    // The blocked time holds Noah; the reminder holds nothing.
    const onBlock = await store(t, owner, DAY, [{ service_id: cut, employee_id: staff.noah, start_time: '12:15' }]);
    expect(onBlock.statusCode).toBe(409);
    expect(onBlock.json<{ errors: Record<string, string[]> }>().errors['services.0.employee_id']![0]).toContain('blocked');
  });

  it('releases a reserved slot once its hold has run out', async () => {
    const reserved = await store(t, owner, DAY, [{ employee_id: staff.daan, start_time: '10:00', duration: 30 }], { type: 'reserved_slot', expires_in: 5 });
    expect(reserved.statusCode).toBe(200);
    const taken = await store(t, owner, DAY, [{ service_id: cut, employee_id: staff.daan, start_time: '10:00' }]);
    expect(taken.statusCode).toBe(409);
    const id = firstItemId(reserved);
    await t.database.db.execute(sql`update appointments set expires_at = now() - interval '1 minute' where id = ${id}`);
    const free = await store(t, owner, DAY, [{ service_id: cut, employee_id: staff.daan, start_time: '10:00' }]);
    expect(free.statusCode, free.body).toBe(200);
    expect((await list(t, owner, DAY)).some((item) => item.id === id)).toBe(false);
    expect(await rows(t, sql`select action, source from activity_log where entity = 'appointment' and entity_id = ${id} order by id`)).toEqual([
      { action: 'created', source: 'web' }, { action: 'released', source: 'system' },
    ]);
  });

  it('moves and deletes blocked time', async () => {
    const block = await post('block-time/store', { employee_id: staff.milan, date: DAY, start_time: '16:00', duration: 45 });
    const id = block.json<{ appointment: { id: number } }>().appointment.id;
    const updated = await post('block-time/update', { id, employee_id: staff.milan, date: DAY, start_time: '17:00', end_time: '17:30' });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json<{ appointment: { start_time: string; end_time: string } }>().appointment).toMatchObject({ start_time: '17:00', end_time: '17:30' });
    expect((await post('block-time/delete', { id })).statusCode).toBe(200);
    expect((await post('block-time/delete', { id })).statusCode).toBe(404);
  });
});

describe('status and cancelling', () => {
  it('changes status, and un-cancelling takes the time back only while it is free', async () => {
    const id = (await book('16:00', staff.sofia)).appointments[0]!.id;
    for (const status of ['confirmed', 'started', 'running-late', 'done']) {
      const response = await post(`appointments/update-status/${id}`, { status });
      expect(response.statusCode).toBe(200);
      expect(response.json<{ appointments: { status: string }[] }>().appointments[0]!.status).toBe(status);
    }
    expect((await post(`appointments/update-status/${id}`, { status: 'cancelled' })).statusCode).toBe(200);
    await book('16:00', staff.sofia);
    expect((await post(`appointments/update-status/${id}`, { status: 'confirmed' })).statusCode).toBe(409);
  });

  it('pre-cancels to show the whole booking, then cancels it with a no-show reason and frees the time', async () => {
    const response = await store(t, owner, DAY, [
      { service_id: cut, employee_id: staff.tess, start_time: '09:00' },
      { service_id: cut, employee_id: staff.lucas, start_time: '10:00' },
    ], { customer_id: customer });
    const { group_id, appointments } = response.json<{ group_id: number; appointments: { id: number }[] }>();
    const pre = await post('appointments/pre-cancel', { customer_id: customer, appt_id: appointments[0]!.id, group_id });
    expect(pre.statusCode, pre.body).toBe(200);
    expect(pre.json<{ group: { id: number }[] }>().group.map((item) => item.id)).toEqual(appointments.map((a) => a.id));

    const cancelled = await post(`appointments/cancel/${appointments[0]!.id}`, { reason: 'no_show' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json<{ cancelled: number[] }>().cancelled.sort()).toEqual(appointments.map((a) => a.id).sort());
    // What undo puts back: each line's status before the cancel.
    expect(cancelled.json<{ previous: { id: number; status: string }[] }>().previous.sort((a, b) => a.id - b.id)).toEqual(appointments.map((a) => ({ id: a.id, status: 'new' })).sort((a, b) => a.id - b.id));
    const stored = await rows<{ status: string; cancel_reason: string }>(t, sql`select status, cancel_reason from appointments where group_id = ${group_id}`);
    expect(stored).toEqual([{ status: 'cancelled', cancel_reason: 'no_show' }, { status: 'cancelled', cancel_reason: 'no_show' }]);
    const segments = await rows(t, sql`select 1 from appointment_segments where appointment_id in (${appointments[0]!.id}, ${appointments[1]!.id})`);
    expect(segments).toEqual([]);
    expect((await store(t, owner, DAY, [{ service_id: cut, employee_id: staff.tess, start_time: '09:00' }])).statusCode).toBe(200);
    // Cancelled items leave the calendar unless asked for.
    expect((await list(t, owner, DAY)).some((item) => item.id === appointments[0]!.id)).toBe(false);
    expect((await list(t, owner, DAY, DAY, { include_cancelled: '1' })).some((item) => item.id === appointments[0]!.id)).toBe(true);
  });
});

describe('restoring a cancel (undo)', () => {
  it('puts every line back to its own status in one step, all or nothing when the time is taken', async () => {
    const response = await store(t, owner, '2027-04-15', [
      { service_id: cut, employee_id: staff.tess, start_time: '09:00' },
      { service_id: cut, employee_id: staff.lucas, start_time: '10:00' },
    ], { customer_id: customer });
    const { appointments } = response.json<{ appointments: { id: number }[] }>();
    const [first, second] = appointments.map((a) => a.id) as [number, number];
    expect((await post(`appointments/update-status/${second}`, { status: 'started' })).statusCode).toBe(200);
    const cancelled = await post(`appointments/cancel/${first}`, { reason: 'client_request' });
    const previous = cancelled.json<{ previous: { id: number; status: string }[] }>().previous;

    // Tess's time is taken meanwhile: nothing comes back until told to force.
    const other = await store(t, owner, '2027-04-15', [{ service_id: cut, employee_id: staff.tess, start_time: '09:00' }]);
    expect(other.statusCode, other.body).toBe(200);
    expect((await post(`appointments/restore/${first}`, { lines: previous })).statusCode).toBe(409);
    const still = await rows<{ status: string }>(t, sql`select status from appointments where id in (${first}, ${second}) order by id`);
    expect(still).toEqual([{ status: 'cancelled' }, { status: 'cancelled' }]);

    const restored = await post(`appointments/restore/${first}`, { lines: previous, force: true });
    expect(restored.statusCode, restored.body).toBe(200);
    const back = await rows<{ id: number; status: string; cancel_reason: string | null }>(t, sql`select id, status, cancel_reason from appointments where id in (${first}, ${second}) order by id`);
    expect(back).toEqual([{ id: first, status: 'new', cancel_reason: null }, { id: second, status: 'started', cancel_reason: null }]);
    const segments = await rows(t, sql`select 1 from appointment_segments where appointment_id in (${first}, ${second})`);
    expect(segments.length).toBeGreaterThan(0);
    // Again: the lines are back already, nothing changes; an unknown line is not found.
    expect((await post(`appointments/restore/${first}`, { lines: previous })).statusCode).toBe(200);
    expect((await post(`appointments/restore/${first}`, { lines: [{ id: 2_000_000_000, status: 'new' }] })).statusCode).toBe(404);
  });
});

describe('editing a booking as a whole', () => {
  it('changes a line, adds one and removes one, logging each', async () => {
    const created = await store(t, owner, DAY, [
      { service_id: cut, employee_id: staff.milan, start_time: '11:00' },
      { service_id: cut, employee_id: staff.milan, start_time: '12:00' },
    ], { customer_id: customer });
    const { group_id, appointments } = created.json<{ group_id: number; appointments: { id: number }[] }>();
    const response = await post('appointments/update', {
      group_id, date: DAY, customer_id: customer, note: 'moved', services: [
        { id: appointments[0]!.id, service_id: cut, employee_id: staff.milan, start_time: '11:30' },
        { service_id: colour, employee_id: staff.milan, start_time: '13:00' },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    const lines = response.json<{ appointments: { id: number; start_time: string; note: string }[] }>().appointments;
    expect(lines.map((l) => l.start_time)).toEqual(['11:30', '13:00']);
    expect(lines[0]!.id).toBe(appointments[0]!.id);
    const log = await rows<{ entity_id: number; action: string }>(t, sql`select entity_id, action from activity_log where entity = 'appointment' and entity_id in (${appointments[1]!.id}, ${lines[1]!.id}, ${lines[0]!.id}) and action <> 'created' and action not like 'customer_message%' order by id`);
    expect(log.map((l) => l.action).sort()).toEqual(['removed', 'updated']);
  });

  it('keeps a forced line forced while its time stays, and checks it again once it moves', async () => {
    await book('15:00', staff.daan);
    const forced = await store(t, owner, DAY, [{ service_id: cut, employee_id: staff.daan, start_time: '15:00' }], { force: true });
    const { group_id, appointments } = forced.json<{ group_id: number; appointments: { id: number }[] }>();
    const line = (start: string) => ({ id: appointments[0]!.id, service_id: cut, employee_id: staff.daan, start_time: start });
    const noted = await post('appointments/update', { group_id, date: DAY, note: 'Bring photos', services: [line('15:00')] });
    expect(noted.statusCode, noted.body).toBe(200);
    expect(noted.json<{ appointments: { forced: boolean; note: string }[] }>().appointments[0]).toMatchObject({ forced: true, note: 'Bring photos' });
    expect((await post('appointments/update', { group_id, date: DAY, services: [line('15:10')] })).statusCode).toBe(409);
  });
});

