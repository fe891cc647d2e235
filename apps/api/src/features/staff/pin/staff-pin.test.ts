import { and, eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { PIN_MAX_FAILURES } from '@chairside/shared/staff-pin';
import { activityLog, authAttempts, employees } from '../../../db/schema/index';
import { DEMO_OWNER_PIN } from '../../../db/seed/demo-data';
import { API_PREFIX } from '../../../app';
import { useTestApp } from '../../../test/test-app';

let now = new Date('2026-11-25T10:00:00Z');
const t = useTestApp({ now: () => now });
let owner: string;
let staff: string;
let manager: string;
beforeAll(async () => {
  [owner, staff, manager] = await Promise.all([t.login('owner'), t.login('staff'), t.login('multi')]);
  // Demo Salon starts with staff PINs off (Demo Spa has them on).
  await t.call('POST', 'settings/venue/pin', { token: owner, body: { staff_pin: 1 } });
});

const ids = () => {
  const [emma, sofia, lucas, noah] = t.seed.salon.employeeIds;
  return { emma: emma!, sofia: sofia!, lucas: lucas!, noah: noah! };
};
const pinHashOf = async (id: number) =>
  (await t.database.db.select({ pinHash: employees.pinHash }).from(employees).where(eq(employees.id, id)))[0]!.pinHash;
/** A PIN check from a given client address (a device of the desk). */
const check = (token: string, pin: string, remoteAddress = '127.0.0.1', lang?: string) =>
  t.app.inject({
    method: 'POST',
    url: `${API_PREFIX}/employees/pin/check`,
    remoteAddress,
    headers: { authorization: `Bearer ${token}`, ...(lang ? { 'content-language': lang } : {}) },
    payload: { pin },
  });
const setPin = (token: string, body: unknown, lang?: string) => t.call('PATCH', 'employees/pin', { token, body, lang });
const clearCounters = () => t.database.db.delete(authAttempts).where(like(authAttempts.key, 'quota:pin-%'));

describe('GET employees/pin', () => {
  it("shows the venue's switch, the caller's own PIN state and, with the staff flag, everyone's", async () => {
    const asOwner = await t.call('GET', 'employees/pin', { token: owner });
    expect(asOwner.statusCode, asOwner.body).toBe(200);
    const body = asOwner.json();
    expect(body).toMatchObject({ staff_pin: 1, me: { id: ids().emma, has_pin: 1 } });
    expect(body.data).toHaveLength(8);
    expect(body.data.filter((e: { has_pin: number }) => e.has_pin).map((e: { id: number }) => e.id)).toEqual([ids().emma]);
    const asStaff = (await t.call('GET', 'employees/pin', { token: staff })).json();
    expect(asStaff).toMatchObject({ staff_pin: 1, me: { id: ids().lucas, has_pin: 0 }, data: [] });
  });
});

describe('POST settings/venue/pin', () => {
  it('switches PINs off and on for the venue, with the staff flag only', async () => {
    expect((await t.call('POST', 'settings/venue/pin', { token: staff, body: { staff_pin: 0 } })).statusCode).toBe(403);
    const off = await t.call('POST', 'settings/venue/pin', { token: owner, body: { staff_pin: 0 }, lang: 'de' });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({ staff_pin: 0 });
    expect((await t.call('GET', 'settings/initial', { token: staff })).json().staff_pin).toBe(0);
    const refused = await check(owner, DEMO_OWNER_PIN);
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().errors)).toEqual(['pin']);
    expect((await t.call('POST', 'settings/venue/pin', { token: manager, body: { staff_pin: 1 } })).statusCode).toBe(200);
    expect((await t.call('GET', 'settings/initial', { token: staff })).json().staff_pin).toBe(1);
    expect((await t.call('POST', 'settings/venue/pin', { token: owner, body: { staff_pin: 2 } })).statusCode).toBe(422);
  });
});

describe('PATCH employees/pin', () => {
  it('lets anyone set their own PIN, stored as an argon2 hash, and refuses malformed PINs in their language', async () => {
    const saved = await setPin(staff, { staff_pin: '1357' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ data: { id: ids().lucas, has_pin: 1 } });
    const hash = await pinHashOf(ids().lucas);
    expect(hash).toMatch(/^\$argon2id\$/);
    expect(hash).not.toContain('1357');
    for (const bad of ['12a4', '123', '1234567', ' 1234']) {
      const response = await setPin(staff, { staff_pin: bad }, 'fr-fr');
      expect(response.statusCode, bad).toBe(422);
      expect(Object.keys(response.json().errors), bad).toEqual(['staff_pin']);
    }
    expect(await pinHashOf(ids().lucas)).toBe(hash);
    const [logged] = await t.database.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entityId, ids().lucas), eq(activityLog.action, 'pin.set')));
    expect(JSON.stringify(logged)).not.toContain('1357');
  });

  it("lets a manager with the staff flag set or reset another employee's PIN, but not the owner's", async () => {
    expect((await setPin(staff, { staff_pin: '1111', employee_id: ids().noah })).statusCode).toBe(403);
    expect(await pinHashOf(ids().noah)).toBeNull();
    const set = await setPin(manager, { staff_pin: '8642', employee_id: ids().noah });
    expect(set.statusCode, set.body).toBe(200);
    expect(await pinHashOf(ids().noah)).not.toBeNull();
    const reset = await setPin(manager, { staff_pin: null, employee_id: ids().noah });
    expect(reset.json()).toMatchObject({ data: { id: ids().noah, has_pin: 0 } });
    expect(await pinHashOf(ids().noah)).toBeNull();
    const ownerPin = await pinHashOf(ids().emma);
    expect((await setPin(manager, { staff_pin: null, employee_id: ids().emma })).statusCode).toBe(403);
    expect(await pinHashOf(ids().emma)).toBe(ownerPin);
  });

  it("answers 404 for another venue's employee, changing nothing", async () => {
    const otherId = t.seed.other.employeeIds[1]!;
    expect((await setPin(owner, { staff_pin: '5555', employee_id: otherId })).statusCode).toBe(404);
    expect(await pinHashOf(otherId)).toBeNull();
    const fromOther = await setPin(await t.login('other'), { staff_pin: '5555', employee_id: ids().noah });
    expect(fromOther.statusCode).toBe(404);
    expect(await pinHashOf(ids().noah)).toBeNull();
  });
});

describe('POST employees/pin/check', () => {
  it('names the employee whose PIN it is', async () => {
    await clearCounters();
    const response = await check(staff, DEMO_OWNER_PIN);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ data: { data: { id: ids().emma, name: 'Emma de Vries' } } });
    const lucas = await check(owner, '1357');
    expect(lucas.json().data.data).toEqual({ id: ids().lucas, name: 'Lucas Jansen' });
    // Demo Spa has PINs on from the start, and its owner's demo PIN.
    const atSpa = await check(await t.login('multi', t.seed.spa.id), DEMO_OWNER_PIN);
    expect(atSpa.json()).toEqual({ data: { data: { id: t.seed.spa.employeeIds[0], name: 'Hanna Peters' } } });
  });

  it('answers a wrong PIN with 422 in the caller language, and a PIN two people share with 422 too', async () => {
    await clearCounters();
    const wrong = await check(staff, '0000', '127.0.0.1', 'pl');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.pin[0]).toMatch(/PIN/);
    await setPin(manager, { staff_pin: '1357', employee_id: ids().noah });
    const shared = await check(staff, '1357');
    expect(shared.statusCode).toBe(422);
    expect(shared.json().errors.pin).toHaveLength(1);
    expect(shared.json().errors.pin[0]).not.toBe(wrong.json().errors.pin[0]);
    await setPin(manager, { staff_pin: null, employee_id: ids().noah });
  });

  it('locks a device after repeated wrong PINs; a right PIN in between does not reset the count; other devices still work', async () => {
    await clearCounters();
    const desk = '10.0.0.7';
    for (let i = 0; i < PIN_MAX_FAILURES - 1; i++) expect((await check(staff, '9999', desk)).statusCode).toBe(422);
    expect((await check(staff, '1357', desk)).statusCode).toBe(200);
    expect((await check(staff, '9999', desk)).statusCode).toBe(422);
    // Five wrong PINs: even the right one is refused now, for the rest of the window.
    const locked = await check(staff, '1357', desk, 'it-it');
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(locked.json().retry_after).toBeGreaterThan(0);
    expect((await check(owner, DEMO_OWNER_PIN, desk)).statusCode).toBe(429);
    expect((await check(staff, '1357', '10.0.0.8')).statusCode).toBe(200);
    // After the window the device may try again.
    now = new Date(now.getTime() + 16 * 60_000);
    expect((await check(staff, '1357', desk)).statusCode).toBe(200);
  });

  it('locks the whole venue after many wrong PINs from many devices', async () => {
    await clearCounters();
    for (let device = 0; device < 10; device++) {
      for (let i = 0; i < PIN_MAX_FAILURES; i++) expect((await check(staff, '9999', `10.1.0.${device}`)).statusCode).toBe(422);
    }
    expect((await check(staff, '1357', '10.2.0.1')).statusCode).toBe(429);
    expect((await check(staff, '1357', '10.2.0.2')).statusCode).toBe(429);
    now = new Date(now.getTime() + 16 * 60_000);
    expect((await check(staff, '1357', '10.2.0.1')).statusCode).toBe(200);
  });

  it('rate-limits checks from one device whatever their outcome', async () => {
    await clearCounters();
    const codes: number[] = [];
    for (let i = 0; i < 31; i++) codes.push((await check(staff, '1357', '10.3.0.1')).statusCode);
    expect(codes.slice(0, 30).every((code) => code === 200)).toBe(true);
    expect(codes[30]).toBe(429);
  });

  it('needs a signed-in employee of the venue', async () => {
    expect((await t.call('POST', 'employees/pin/check', { body: { pin: '1357' } })).statusCode).toBe(401);
    // Other Venue has staff PINs switched off.
    expect((await check(await t.login('other'), DEMO_OWNER_PIN)).statusCode).toBe(422);
  });
});
