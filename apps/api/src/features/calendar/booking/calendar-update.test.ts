import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import type { LiveMessage } from '../../../lib/live';
import { customerId, list, rows, salonStaff, serviceId, store } from '../calendar.testkit';

/** POST appointments/update: every field of a two-line booking, clashes, the history from → to, tenancy and calendar.own. */

let t: TestApp;
let owner: string;
let staff: ReturnType<typeof salonStaff>;
let womensCut: number;
let mensCut: number;
let blowDry: number;
let firstCustomer: number;
let secondCustomer: number;

interface Item { id: number; group_id: number; employee_id: number; start_time: string; end_time: string; price: number; color: string; note: string; duration: number; service: { id: number } | null; customer: { id: number } | null }
type Answer = { group_id: number; appointments: Item[] };

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.login('owner');
  staff = salonStaff(t);
  womensCut = await serviceId(t, "Women's cut");
  mensCut = await serviceId(t, "Men's cut");
  blowDry = await serviceId(t, 'Blow-dry');
  firstCustomer = await customerId(t);
  secondCustomer = await customerId(t, t.seed.salon.id, 1);
});
afterAll(() => t.close());

/** A two-line booking: Emma cuts at 10:00, Sofia blow-dries at 11:00. */
async function twoLines(date: string, token = owner) {
  const response = await store(t, token, date, [
    { service_id: womensCut, employee_id: staff.emma, start_time: '10:00' },
    { service_id: blowDry, employee_id: staff.sofia, start_time: '11:00' },
  ], { customer_id: firstCustomer, note: 'first note', color: 'appt_green' });
  expect(response.statusCode, response.body).toBe(200);
  const answer = response.json<Answer>();
  const [cut, dry] = [...answer.appointments].sort((a, b) => a.start_time.localeCompare(b.start_time)) as [Item, Item];
  return { groupId: answer.group_id, cut, dry };
}

const update = (body: Record<string, unknown>, token = owner) => t.call('POST', 'appointments/update', { token, body });
const history = (id: number) =>
  rows<{ action: string; changes: Record<string, { before: unknown; after: unknown }> }>(t, sql`select action, changes from activity_log where entity = 'appointment' and entity_id = ${id} and action not like 'customer_message%' order by id`);

describe('appointments/update', () => {
  it('changes the customer, a service, an employee, the price, the length, the colour and the note, and logs each from → to', async () => {
    const { groupId, cut, dry } = await twoLines('2027-09-06');
    const response = await update({
      group_id: groupId, date: '2027-09-06', customer_id: secondCustomer, color: 'appt_violet', note: 'second note',
      services: [
        { id: cut.id, service_id: mensCut, employee_id: staff.emma, start_time: '10:00', duration: 40, price: 3900 },
        { id: dry.id, service_id: blowDry, employee_id: staff.noah, start_time: '11:00' },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    const after = response.json<Answer>().appointments;
    expect(after.map((i) => i.id).sort()).toEqual([cut.id, dry.id].sort());
    const newCut = after.find((i) => i.id === cut.id)!;
    const newDry = after.find((i) => i.id === dry.id)!;
    expect(newCut).toMatchObject({ service: { id: mensCut }, employee_id: staff.emma, duration: 40, end_time: '10:40', price: 3900, color: 'appt_violet', note: 'second note', customer: { id: secondCustomer } });
    expect(newDry).toMatchObject({ service: { id: blowDry }, employee_id: staff.noah, customer: { id: secondCustomer } });
    expect((await list(t, owner, '2027-09-06')).find((i) => i.id === dry.id)?.employee_id).toBe(staff.noah);

    const [, cutLog] = await history(cut.id);
    expect(cutLog!.action).toBe('updated');
    expect(cutLog!.changes).toMatchObject({
      service_id: { before: womensCut, after: mensCut },
      customer_id: { before: firstCustomer, after: secondCustomer },
      price: { before: cut.price, after: 3900 },
      color: { before: 'appt_green', after: 'appt_violet' },
      note: { before: 'first note', after: 'second note' },
      end_time: { before: cut.end_time, after: '10:40' },
    });
    expect(cutLog!.changes.duration_detail!.after).toBe(JSON.stringify({ initial: 40, gap: 0, finish: 0 }));
    expect(cutLog!.changes).not.toHaveProperty('employee_id');
    const [, dryLog] = await history(dry.id);
    expect(dryLog!.changes.employee_id).toEqual({ before: staff.sofia, after: staff.noah });
    expect(dryLog!.changes).not.toHaveProperty('start_time');

    const details = await t.call('GET', `appointments/details/${cut.id}`, { token: owner });
    const { activity, names } = details.json<{ activity: { appointment_id: number; action: string; changes: Record<string, unknown> }[]; names: { services: Record<string, string>; customers: Record<string, string> } }>();
    expect(activity.find((a) => a.appointment_id === dry.id && a.action === 'updated')?.changes).toHaveProperty('employee_id');
    // The history names what its ids point at, the service and customer before the change included.
    expect(names.services).toMatchObject({ [womensCut]: "Women's cut", [mensCut]: "Men's cut" });
    expect(Object.keys(names.customers).sort()).toEqual([String(firstCustomer), String(secondCustomer)].sort());
  });

  it('moves a line: start_time from → to; a clash is a 409 naming who, then force books over it', async () => {
    const { groupId, cut, dry } = await twoLines('2027-09-07');
    const blocker = await store(t, owner, '2027-09-07', [{ service_id: mensCut, employee_id: staff.noah, start_time: '14:00' }]);
    expect(blocker.statusCode, blocker.body).toBe(200);
    const body = {
      group_id: groupId, date: '2027-09-07', customer_id: firstCustomer, color: 'appt_green', note: 'first note',
      services: [
        { id: cut.id, service_id: womensCut, employee_id: staff.emma, start_time: '10:30' },
        { id: dry.id, service_id: blowDry, employee_id: staff.noah, start_time: '14:00' },
      ],
    };
    const clash = await update(body);
    expect(clash.statusCode).toBe(409);
    const refused = clash.json<{ code: string; errors: Record<string, string[]> }>();
    expect(refused.code).toBe('SLOT_TAKEN');
    expect(refused.errors['services.1.employee_id']![0]).toContain('Noah');
    // Nothing changed.
    expect((await list(t, owner, '2027-09-07')).find((i) => i.id === cut.id)?.start_time).toBe('10:00');

    const forced = await update({ ...body, force: true });
    expect(forced.statusCode, forced.body).toBe(200);
    const moved = forced.json<Answer>().appointments.find((i) => i.id === dry.id)!;
    expect(moved).toMatchObject({ employee_id: staff.noah, start_time: '14:00' });
    const cutLog = (await history(cut.id)).at(-1)!;
    expect(cutLog.changes.start_time).toEqual({ before: '10:00', after: '10:30' });
  });

  it('adds and removes lines, keeps cancelled lines, and refuses an unknown line id', async () => {
    const { groupId, cut, dry } = await twoLines('2027-09-08');
    const cancelled = await t.call('POST', `appointments/cancel/${dry.id}`, { token: owner, body: { reason: 'other', scope: 'line' } });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const base = { group_id: groupId, date: '2027-09-08', customer_id: firstCustomer };
    const onCancelled = await update({ ...base, services: [{ id: dry.id, service_id: blowDry, employee_id: staff.sofia, start_time: '11:00' }] });
    expect(onCancelled.statusCode).toBe(422);
    const unknown = await update({ ...base, services: [{ id: 999_999, service_id: blowDry, employee_id: staff.sofia, start_time: '11:00' }] });
    expect(unknown.statusCode).toBe(422);

    const response = await update({ ...base, services: [{ service_id: mensCut, employee_id: staff.julia, start_time: '12:00' }] });
    expect(response.statusCode, response.body).toBe(200);
    const stored = await rows<{ id: number; status: string }>(t, sql`select id, status from appointments where group_id = ${groupId} order by starts_at`);
    expect(stored.map((r) => r.id)).not.toContain(cut.id);
    expect(stored.find((r) => r.id === dry.id)?.status).toBe('cancelled');
    expect(stored).toHaveLength(2);
    // The removal is in the booking's history (on the line that is left), with what was removed.
    const details = await t.call('GET', `appointments/details/${stored[0]!.id}`, { token: owner });
    const activity = details.json<{ activity: { action: string; changes: Record<string, unknown> }[] }>().activity;
    expect(activity.find((a) => a.action === 'removed')?.changes).toMatchObject({ removed_id: cut.id, service_id: womensCut, employee_id: staff.emma, start_time: '10:00' });
  });

  it("is not found for another venue's booking, and changes nothing", async () => {
    const { groupId, cut } = await twoLines('2027-09-09');
    const other = await t.login('other');
    const response = await update({ group_id: groupId, date: '2027-09-09', services: [{ id: cut.id, service_id: womensCut, employee_id: staff.emma, start_time: '09:00' }] }, other);
    expect(response.statusCode).toBe(404);
    expect((await list(t, owner, '2027-09-09')).find((i) => i.id === cut.id)?.start_time).toBe('10:00');
  });

  it('with calendar.own edits only the caller’s lines, answers and announces only them', async () => {
    const lucas = await t.login('staff');
    const created = await store(t, owner, '2027-09-10', [
      { service_id: womensCut, employee_id: staff.emma, start_time: '10:00' },
      { service_id: blowDry, employee_id: staff.lucas, start_time: '11:00' },
    ], { customer_id: firstCustomer });
    const { group_id: groupId, appointments } = created.json<Answer>();
    const emmas = appointments.find((i) => i.employee_id === staff.emma)!;
    const his = appointments.find((i) => i.employee_id === staff.lucas)!;

    // Emma's line is not his to name.
    const foreign = await update({ group_id: groupId, date: '2027-09-10', customer_id: firstCustomer, services: [{ id: emmas.id, service_id: womensCut, employee_id: staff.emma, start_time: '09:00' }] }, lucas);
    expect(foreign.statusCode).toBe(422);
    // He cannot change the customer of a booking that has a colleague's open line.
    const customer = await update({ group_id: groupId, date: '2027-09-10', customer_id: secondCustomer, services: [{ id: his.id, service_id: blowDry, employee_id: staff.lucas, start_time: '11:00' }] }, lucas);
    expect(customer.statusCode).toBe(403);

    const heard: LiveMessage[] = [];
    const stop = t.app.deps.live.subscribe(t.seed.salon.id, (message) => heard.push(message));
    const response = await update({ group_id: groupId, date: '2027-09-10', customer_id: firstCustomer, note: 'his note', services: [{ id: his.id, service_id: mensCut, employee_id: staff.lucas, start_time: '11:30' }] }, lucas);
    stop();
    expect(response.statusCode, response.body).toBe(200);
    // The write answers once its process heard its own change: the announcement names his line and column only.
    expect(heard.filter((m) => m.action === 'updated')).toEqual([expect.objectContaining({ kind: 'appointments', ids: [his.id], employee_ids: [staff.lucas] })]);
    expect(response.json<Answer>().appointments.map((i) => i.id)).toEqual([his.id]);
    // Emma's line is untouched (not removed, not changed).
    const [emmaRow] = await rows<{ note: string; service_id: number }>(t, sql`select note, service_id from appointments where id = ${emmas.id}`);
    expect(emmaRow).toEqual({ note: '', service_id: womensCut });

    // A booking with none of his lines is not found.
    const { groupId: notHis, cut } = await twoLines('2027-09-11');
    const hidden = await update({ group_id: notHis, date: '2027-09-11', services: [{ id: cut.id, service_id: womensCut, employee_id: staff.lucas, start_time: '09:00' }] }, lucas);
    expect(hidden.statusCode).toBe(404);
  });
});
