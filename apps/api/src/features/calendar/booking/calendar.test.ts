import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { customerId, list, resourceId, rows, salonStaff, serviceId, store } from '../calendar.testkit';

/** Booking, listing, clashes, processing gaps, forcing and resources. Dates are far from the demo bookings. */

let t: TestApp;
let owner: string;
let staff: ReturnType<typeof salonStaff>;
let rootColour: number;
let fringe: number;
let womensCut: number;
let station: number;
let customer: number;

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.login('owner');
  staff = salonStaff(t);
  rootColour = await serviceId(t, 'Root colour');
  fringe = await serviceId(t, 'Fringe trim');
  womensCut = await serviceId(t, "Women's cut");
  station = await resourceId(t, 'Colour station');
  customer = await customerId(t);
});
afterAll(() => t.close());

describe('appointments/store and the list', () => {
  it('books a line with the service defaults and lists it with its customer, service and split', async () => {
    const response = await store(t, owner, '2027-03-10', [{ service_id: rootColour, employee_id: staff.emma, start_time: '10:00' }], { customer_id: customer, note: 'first visit' });
    expect(response.statusCode, response.body).toBe(200);
    const { group_id, appointments } = response.json<{ group_id: number; appointments: { id: number }[] }>();
    expect(appointments).toHaveLength(1);

    const listed = await list(t, owner, '2027-03-10');
    const item = listed.find((i) => i.id === appointments[0]!.id)!;
    expect(item).toMatchObject({
      group_id, date: '2027-03-10', start_time: '10:00', end_time: '11:25', status: 'new', type: 'appointment',
      employee_id: staff.emma, resource_id: null, price: 6500, service: { id: rootColour, name: 'Root colour' },
    });
    expect(JSON.parse(item.duration_detail)).toEqual({ initial: 30, gap: 35, finish: 20 });
    expect(item.customer?.id).toBe(customer);
    expect(item.customer).toHaveProperty('phone');

    const [log] = await rows<{ action: string; source: string }>(t, sql`select action, source from activity_log where entity = 'appointment' and entity_id = ${item.id}`);
    expect(log).toEqual({ action: 'created', source: 'web' });
  });

  it('lets a second client into the processing gap, and refuses the initial and finishing parts', async () => {
    const inGap = await store(t, owner, '2027-03-10', [{ service_id: fringe, employee_id: staff.emma, start_time: '10:40' }]);
    expect(inGap.statusCode, inGap.body).toBe(200);

    const inInitial = await store(t, owner, '2027-03-10', [{ service_id: fringe, employee_id: staff.emma, start_time: '10:20' }]);
    expect(inInitial.statusCode).toBe(409);
    const body = inInitial.json<{ code: string; message: string; errors: Record<string, string[]>; clashes: { line: number; employee_id: number; appointment_id: number }[] }>();
    expect(body.code).toBe('SLOT_TAKEN');
    expect(body.errors['services.0.employee_id']![0]).toContain('Emma de Vries');
    expect(body.clashes[0]).toMatchObject({ line: 0, employee_id: staff.emma });

    const inFinish = await store(t, owner, '2027-03-10', [{ service_id: fringe, employee_id: staff.emma, start_time: '11:10' }]);
    expect(inFinish.statusCode).toBe(409);
  });

  it('books knowingly over an item with force, as a line that is not strict', async () => {
    const forced = await store(t, owner, '2027-03-10', [{ service_id: fringe, employee_id: staff.emma, start_time: '10:20' }], { force: true });
    expect(forced.statusCode, forced.body).toBe(200);
    const id = forced.json<{ appointments: { id: number; forced: boolean }[] }>().appointments[0]!;
    expect(id.forced).toBe(true);
    const segments = await rows<{ strict: boolean }>(t, sql`select strict from appointment_segments where appointment_id = ${id.id}`);
    expect(segments.every((s) => !s.strict)).toBe(true);
  });

  it('holds the resource for the whole line, gap included', async () => {
    const first = await store(t, owner, '2027-03-11', [{ service_id: rootColour, employee_id: staff.emma, start_time: '10:00', resource_id: station }]);
    expect(first.statusCode, first.body).toBe(200);
    const inGap = await store(t, owner, '2027-03-11', [{ service_id: rootColour, employee_id: staff.sofia, start_time: '10:40', resource_id: station }]);
    expect(inGap.statusCode).toBe(409);
    expect(Object.keys(inGap.json<{ errors: Record<string, string[]> }>().errors)).toEqual(['services.0.resource_id']);
    // Emma herself is free in her gap for a service without the resource.
    const emmaInGap = await store(t, owner, '2027-03-11', [{ service_id: fringe, employee_id: staff.emma, start_time: '10:45' }]);
    expect(emmaInGap.statusCode).toBe(200);
  });

  it('gives a line whose service needs a resource the first free suitable one, also among the lines of one request', async () => {
    const toner = await serviceId(t, 'Toner');
    const basin = await resourceId(t, 'Wash basin 1');
    const room = await resourceId(t, 'Treatment room');
    await t.database.db.execute(sql`update services set resource_required = true where id = ${toner}`);
    await t.database.db.execute(sql`insert into service_resources (venue_id, service_id, resource_id) values (${t.seed.salon.id}, ${toner}, ${basin}), (${t.seed.salon.id}, ${toner}, ${room})`);
    const line = (employee: number, start: string) => ({ service_id: toner, employee_id: employee, start_time: start, duration: 30 });
    const resourcesOf = (response: { json: <T>() => T }) => response.json<{ appointments: { resource_id: number | null }[] }>().appointments.map((a) => a.resource_id);
    const both = await store(t, owner, '2027-03-15', [line(staff.julia, '10:00'), line(staff.noah, '10:15')]);
    expect(both.statusCode, both.body).toBe(200);
    const given = resourcesOf(both);
    expect(new Set(given)).toEqual(new Set([basin, room]));
    // Both are taken at 10:20: the booking is refused, naming the resource.
    const third = await store(t, owner, '2027-03-15', [line(staff.daan, '10:20')]);
    expect(third.statusCode).toBe(409);
    expect(Object.keys(third.json<{ errors: Record<string, string[]> }>().errors)).toEqual(['services.0.resource_id']);
    // At 10:30 the first line's resource is free again.
    const later = await store(t, owner, '2027-03-15', [line(staff.daan, '10:30')]);
    expect(later.statusCode, later.body).toBe(200);
    expect(resourcesOf(later)).toEqual([given[0]]);
  });

  it('refuses two lines of one booking that overlap for one employee, naming both lines', async () => {
    const response = await store(t, owner, '2027-03-12', [
      { service_id: womensCut, employee_id: staff.julia, start_time: '10:00' },
      { service_id: fringe, employee_id: staff.julia, start_time: '10:30' },
    ]);
    expect(response.statusCode).toBe(409);
    expect(response.json<{ clashes: { line: number; other_line: number }[] }>().clashes[0]).toMatchObject({ line: 1, other_line: 0 });
  });

  it('books a multi-line booking with its own durations and prices', async () => {
    const response = await store(t, owner, '2027-03-12', [
      { service_id: womensCut, employee_id: staff.julia, start_time: '12:00', duration: 60, price: 4000 },
      { service_id: rootColour, employee_id: staff.noah, start_time: '13:00', duration: 100, gap: 40, finish: 20 },
    ], { customer_id: customer });
    expect(response.statusCode, response.body).toBe(200);
    const lines = response.json<{ appointments: { end_time: string; price: number; duration_detail: string }[] }>().appointments;
    expect(lines.map((l) => [l.end_time, l.price])).toEqual([['13:00', 4000], ['14:40', 6500]]);
    expect(JSON.parse(lines[1]!.duration_detail)).toEqual({ initial: 40, gap: 40, finish: 20 });
  });

  it('rejects impossible input with 422 and writes nothing', async () => {
    const [before] = await rows<{ n: number }>(t, sql`select count(*)::int as n from appointments`);
    const cases = [
      { date: '2027-02-30', services: [{ service_id: fringe, employee_id: staff.emma, start_time: '10:00' }] },
      { date: '2027-03-12', services: [{ service_id: fringe, employee_id: staff.emma, start_time: '25:99' }] },
      { date: '2027-03-12', services: [{ service_id: fringe, employee_id: staff.emma, start_time: '10:00', duration: 20, gap: 15, finish: 10 }] },
      { date: '2027-03-12', services: [{ service_id: 999_999, employee_id: staff.emma, start_time: '10:00' }] },
      { date: '2027-03-12', services: [{ employee_id: staff.emma, start_time: '10:00' }] },
      { date: '2027-03-12', services: [] },
    ];
    for (const body of cases) {
      const response = await t.call('POST', 'appointments/store', { token: owner, body });
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
    }
    const [after] = await rows<{ n: number }>(t, sql`select count(*)::int as n from appointments`);
    expect(after).toEqual(before);
  });

  it('filters the list by employee and by resource', async () => {
    const byEmployee = await list(t, owner, '2027-03-10', '2027-03-12', { 'employee_ids[]': [String(staff.noah)] });
    expect(byEmployee.length).toBeGreaterThan(0);
    expect(byEmployee.every((i) => i.employee_id === staff.noah)).toBe(true);
    const byResource = await list(t, owner, '2027-03-10', '2027-03-12', { 'resource_ids[]': [String(station)] });
    expect(byResource.map((i) => i.resource_id)).toEqual([station]);
  });

  it('sends the list compressed (brotli, else gzip) to clients that accept it, the same JSON', async () => {
    const query = { date_from: '2027-03-10', date_to: '2027-03-12' };
    const plain = await t.call('GET', 'appointments', { token: owner, query });
    const zipped = await t.call('GET', 'appointments', { token: owner, query, headers: { 'accept-encoding': 'gzip, deflate' } });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toContain('accept-encoding');
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString('utf8'))).toEqual(plain.json());
    const brotli = await t.call('GET', 'appointments', { token: owner, query, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString('utf8'))).toEqual(plain.json());
  });
});

