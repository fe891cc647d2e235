import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATION_EVENTS, notificationDefaults, type NotificationSettingsList } from '@chairside/shared/staff-notifications';
import { activityLog, staffNotificationSettings } from '../../../db/schema/index';
import { useTestApp } from '../../../test/test-app';

const t = useTestApp();
let owner: string;
beforeAll(async () => {
  owner = await t.login('owner');
});

const ids = () => {
  const [emma, sofia, lucas, noah] = t.seed.salon.employeeIds;
  return { emma: emma!, sofia: sofia!, lucas: lucas!, noah: noah! };
};
const list = async (token = owner) => (await t.call('GET', 'notification-settings/employee', { token })).json<NotificationSettingsList>();
const put = (id: number, value: unknown, token = owner, lang?: string) =>
  t.call('PUT', `notification-settings/employee/update/${id}`, { token, body: { value }, lang });
const storedRows = () => t.database.db.select().from(staffNotificationSettings);

describe('GET notification-settings/employee', () => {
  it("lists every active employee's events × channels, role defaults filled in and the demo's own choices applied", async () => {
    const body = await list();
    expect(body.events).toEqual([...NOTIFICATION_EVENTS]);
    expect(body.channels).toEqual(['in_app', 'email', 'push']);
    expect(body.data.map((e) => e.first_name)).toEqual(['Emma', 'Sofia', 'Lucas', 'Noah', 'Julia', 'Daan', 'Tess', 'Milan']);
    const emma = body.data.find((e) => e.id === ids().emma)!;
    expect(emma).toMatchObject({ role: 'owner', customized: 1 });
    expect(emma.value.new_booking).toEqual({ in_app: 1, email: 0, push: 1 });
    expect(emma.value.daily_summary).toEqual({ in_app: 0, email: 1, push: 0 });
    const lucas = body.data.find((e) => e.id === ids().lucas)!;
    expect(lucas).toMatchObject({ customized: 0, value: notificationDefaults('employee') });
  });

  it('answers 401 without a token and 403 without the staff flag, on both routes', async () => {
    expect((await t.call('GET', 'notification-settings/employee')).statusCode).toBe(401);
    const staff = await t.login('staff');
    expect((await t.call('GET', 'notification-settings/employee', { token: staff })).statusCode).toBe(403);
    const before = await storedRows();
    expect((await put(ids().lucas, { new_booking: { push: 1 } }, staff)).statusCode).toBe(403);
    expect(await storedRows()).toEqual(before);
  });
});

describe('PUT notification-settings/employee/update/{id}', () => {
  it('saves a single change, keeps the rest, logs it, and reads back', async () => {
    const response = await put(ids().lucas, { cancellation: { email: 1 } }, owner, 'nld');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ message: 'Meldingsinstellingen opgeslagen.', data: { id: ids().lucas, customized: 1 } });
    const lucas = (await list()).data.find((e) => e.id === ids().lucas)!;
    expect(lucas.value).toEqual({ ...notificationDefaults('employee'), cancellation: { in_app: 1, email: 1, push: 0 } });
    const [entry] = await t.database.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entityId, ids().lucas), eq(activityLog.action, 'notifications.update')));
    expect(entry!.changes).toEqual({ 'cancellation.email': { before: 0, after: 1 } });
  });

  it('saves the whole matrix at once, and a manager with the staff flag may do it', async () => {
    const everything = Object.fromEntries(NOTIFICATION_EVENTS.map((event) => [event, { in_app: 0, email: 1, push: 1 }]));
    const manager = await t.login('multi');
    const response = await put(ids().noah, everything, manager);
    expect(response.statusCode, response.body).toBe(200);
    expect((await list()).data.find((e) => e.id === ids().noah)!.value).toEqual(everything);
    // Putting the defaults back makes them "not customised" again.
    const back = await put(ids().noah, notificationDefaults('employee'));
    expect(back.json().data.customized).toBe(0);
  });

  it("answers 404 for another venue's employee and 422 for bad values, changing nothing", async () => {
    const before = await storedRows();
    expect((await put(t.seed.other.employeeIds[1]!, { new_booking: { push: 1 } })).statusCode).toBe(404);
    expect((await put(ids().lucas, { new_booking: { push: 1 } }, await t.login('other'))).statusCode).toBe(404);
    const unknown = await put(ids().lucas, { birthdays: { push: 1 } });
    expect(unknown.statusCode).toBe(422);
    expect(Object.keys(unknown.json().errors)).toEqual(['value.birthdays']);
    expect((await put(ids().lucas, { new_booking: { push: 2 } })).statusCode).toBe(422);
    expect((await put(ids().lucas, { new_booking: { sms: 1 } })).statusCode).toBe(422);
    expect((await t.call('PUT', `notification-settings/employee/update/${ids().lucas}`, { token: owner, body: {} })).statusCode).toBe(422);
    expect(await storedRows()).toEqual(before);
  });
});
