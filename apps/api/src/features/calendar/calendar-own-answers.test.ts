import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app';
import { salonStaff, serviceId, store } from './calendar.testkit';

/** A calendar.own caller's write answers carry only its own lines, as its reads do (issue 9, defect 8). */

const t = useTestApp();
let owner: string;
let lucasToken: string;
let staff: ReturnType<typeof salonStaff>;
let cut: number;

beforeAll(async () => {
  owner = await t.login('owner');
  lucasToken = await t.login('staff');
  staff = salonStaff(t);
  cut = await serviceId(t, "Women's cut");
});

/** A booking with a line for Lucas (calendar.own) and one for Emma; Lucas's line's id. */
async function sharedBooking(day: string): Promise<number> {
  const booked = await store(t, owner, day, [
    { service_id: cut, employee_id: staff.lucas, start_time: '10:00' },
    { service_id: cut, employee_id: staff.emma, start_time: '10:00' },
  ]);
  expect(booked.statusCode, booked.body).toBe(200);
  const lines = booked.json<{ appointments: { id: number; employee_id: number }[] }>().appointments;
  expect(lines).toHaveLength(2);
  return lines.find((line) => line.employee_id === staff.lucas)!.id;
}

const employeesIn = (body: { appointments?: { employee_id: number }[] }) => new Set((body.appointments ?? []).map((line) => line.employee_id));

describe('write answers to a calendar.own caller on a shared booking', () => {
  const writes: [string, (id: number, day: string) => [string, unknown]][] = [
    ['update-status', (id) => [`appointments/update-status/${id}`, { status: 'confirmed' }]],
    ['reschedule', (id, day) => [`appointments/reschedule/${id}`, { date: day, start_time: '14:30' }]],
    ['update-duration', (id) => [`appointments/update-duration/${id}`, { duration_detail: { duration: 75 } }]],
    ['cancel (line)', (id) => [`appointments/cancel/${id}`, { reason: 'other', scope: 'line' }]],
    ['cancel (booking)', (id) => [`appointments/cancel/${id}`, { reason: 'other' }]],
    ['update-status cancelled', (id) => [`appointments/update-status/${id}`, { status: 'cancelled' }]],
  ];
  writes.forEach(([name, request], index) => {
    it(`${name}: only the caller's own line`, async () => {
      const day = `2027-07-${12 + index}`;
      const mine = await sharedBooking(day);
      const [path, body] = request(mine, day);
      const response = await t.call('POST', path, { token: lucasToken, body });
      expect(response.statusCode, response.body).toBe(200);
      expect(employeesIn(response.json())).toEqual(new Set([staff.lucas]));
      expect(JSON.stringify(response.json())).not.toContain(`"employee_id":${staff.emma}`);
    });
  });

  it('the owner still gets every line', async () => {
    const mine = await sharedBooking('2027-07-22');
    const response = await t.call('POST', `appointments/update-status/${mine}`, { token: owner, body: { status: 'confirmed' } });
    expect(employeesIn(response.json())).toEqual(new Set([staff.lucas, staff.emma]));
  });
});
