import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { resourceId, salonStaff, serviceId, store } from '../calendar.testkit';

/**
 * A small hand-made day (Wednesday 4 August 2027, Emma works 09:00–17:00, the venue opens
 * 09:00–18:00, 15-minute grid): a colour at 09:00 (busy 09:00–09:30 and 10:05–10:25, processing
 * in between), lunch blocked 12:00–13:00, an event 15:00–17:00.
 */

let t: TestApp;
let owner: string;
let staff: ReturnType<typeof salonStaff>;
const DAY = '2027-08-04';

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.login('owner');
  staff = salonStaff(t);
  const colour = await serviceId(t, 'Root colour');
  expect((await store(t, owner, DAY, [{ service_id: colour, employee_id: staff.emma, start_time: '09:00' }])).statusCode).toBe(200);
  expect((await t.call('POST', 'block-time/store', { token: owner, body: { employee_id: staff.emma, date: DAY, start_time: '12:00', end_time: '13:00' } })).statusCode).toBe(200);
  expect((await t.call('POST', 'employees/events/new', { token: owner, body: { employee_id: staff.emma, date: DAY, start_time: '15:00', end_time: '17:00', title: 'Supplier visit' } })).statusCode).toBe(200);
});
afterAll(() => t.close());

const slots = async (services: number[], employee?: number) => {
  const response = await t.call('GET', 'availability/slots', {
    token: owner,
    query: { 'service_ids[]': services.map(String), date_from: DAY, date_to: DAY, ...(employee ? { employee_id: String(employee) } : {}) },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ days: { date: string; slots: { time: string; employee_ids: number[] }[] }[] }>().days[0]!.slots;
};
const times = (list: { time: string }[]) => list.map((s) => s.time);

describe('availability/slots', () => {
  it('offers the processing gap, skips busy, blocked and away time, and stays inside the shift', async () => {
    const fringe = await serviceId(t, 'Fringe trim');
    expect(times(await slots([fringe], staff.emma))).toEqual([
      '09:30', '09:45', '10:30', '10:45', '11:00', '11:15', '11:30', '11:45', '13:00', '13:15', '13:30', '13:45', '14:00', '14:15', '14:30', '14:45',
    ]);
  });

  it('does not offer a gap too short for the service, and chains services one after another', async () => {
    // 45 minutes, Emma at the service's own length
    const cut = await serviceId(t, 'Cut & beard trim');
    const fringe = await serviceId(t, 'Fringe trim');
    const cutTimes = times(await slots([cut], staff.emma));
    expect(cutTimes).not.toContain('09:30');
    expect(cutTimes[0]).toBe('10:30');
    expect(cutTimes).toContain('11:15');
    expect(cutTimes).not.toContain('11:30');
    // 45 + 10 minutes end by 12:00 only from 11:00.
    const chained = times(await slots([cut, fringe], staff.emma));
    expect(chained).toContain('11:00');
    expect(chained).not.toContain('11:15');
    // Emma's own women's cut takes 50 minutes: from 11:15 it would run into lunch.
    const own = times(await slots([await serviceId(t, "Women's cut")], staff.emma));
    expect(own).toContain('11:00');
    expect(own).not.toContain('11:15');
  });

  it('lists every employee free at a time when none is asked for', async () => {
    const fringe = await serviceId(t, 'Fringe trim');
    const all = await slots([fringe]);
    const nine = all.find((s) => s.time === '09:00')!;
    expect(nine.employee_ids).toContain(staff.julia);
    expect(nine.employee_ids).not.toContain(staff.emma);
    // Sofia starts at 10:00 on Wednesdays.
    expect(nine.employee_ids).not.toContain(staff.sofia);
  });

  it('needs a free resource for services that require one', async () => {
    const toner = await serviceId(t, 'Toner');
    const facial = await serviceId(t, 'Facial');
    const room = await resourceId(t, 'Treatment room');
    await t.database.db.execute(sql`update services set resource_required = true where id = ${toner}`);
    await t.database.db.execute(sql`insert into service_resources (venue_id, service_id, resource_id) values (${t.seed.salon.id}, ${toner}, ${room})`);
    const before = times(await slots([toner], staff.emma));
    expect(before).toContain('13:30');
    expect((await store(t, owner, DAY, [{ service_id: facial, employee_id: staff.julia, start_time: '13:00', resource_id: room }])).statusCode).toBe(200);
    const after = times(await slots([toner], staff.emma));
    expect(after.filter((time) => time >= '12:30' && time < '14:00')).toEqual([]);
    expect(after).toContain('14:00');
    // Booking the toner without naming a resource takes the free one, or answers 409 when none is free.
    const taken = await store(t, owner, DAY, [{ service_id: toner, employee_id: staff.emma, start_time: '13:30' }]);
    expect(taken.statusCode).toBe(409);
    const booked = await store(t, owner, DAY, [{ service_id: toner, employee_id: staff.emma, start_time: '14:00' }]);
    expect(booked.statusCode, booked.body).toBe(200);
    expect(booked.json<{ appointments: { resource_id: number }[] }>().appointments[0]!.resource_id).toBe(room);
  });
});

describe('employees/availability', () => {
  it('says what is wrong with each proposed line', async () => {
    const fringe = await serviceId(t, 'Fringe trim');
    const response = await t.call('POST', 'employees/availability', {
      token: owner,
      body: {
        appointments: [
          { employee_id: staff.emma, date: DAY, start_time: '08:00', service_id: fringe },
          { employee_id: staff.emma, date: DAY, start_time: '09:15', service_id: fringe },
          { employee_id: staff.emma, date: DAY, start_time: '15:30', service_id: fringe },
          { employee_id: staff.emma, date: DAY, start_time: '09:40', service_id: fringe },
        ],
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<{ available: boolean; data: { available: boolean; issues: { type: string; message: string }[] }[] }>();
    expect(body.available).toBe(false);
    expect(body.data.map((line) => line.issues.map((issue) => issue.type).sort())).toEqual([
      ['outside_shift', 'venue_closed'],
      ['clash'],
      ['timeoff'],
      [],
    ]);
    expect(body.data[1]!.issues[0]!.message).toContain('Emma de Vries');
  });
});
