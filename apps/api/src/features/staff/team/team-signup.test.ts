import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEMO_LOGINS, DEMO_PASSWORD } from '../../../db/seed/demo-data';
import { mailOutbox } from '../../../db/schema/index';
import { databaseFingerprint } from '../../../test/fingerprint';
import { useTestApp } from '../../../test/test-app';

const t = useTestApp({ env: { appUrl: 'https://app.chairside.test' } });

const mailsTo = (to: string) => t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.id));
const tokenIn = (text: string) => /token=([\w-]+)/.exec(text)?.[1] ?? '';

async function signUp(email: string): Promise<{ token: string }> {
  const response = await t.call('POST', 'auth/signup', {
    body: { email, password: 'owner-password', first_name: 'Nadia', last_name: 'Kaya', phone: '+31 6 1234 5678', venue_title: 'Studio Nadia', lang: 'en-us' },
  });
  expect(response.statusCode, response.body).toBe(302);
  const token = response.json().token as string;
  // The owner goes through onboarding first, as on the screens.
  for (const step of [
    { step: 'about', business_type: 'hair_salon', team_size: '2-5' },
    { step: 'goals', goals: ['fill_calendar'] },
    { step: 'details', title: 'Studio Nadia' },
    { step: 'location', address: 'Kerkstraat 5', city: 'Utrecht', country: 'NL' },
    { step: 'schedule', hours: [] },
    { step: 'services', services: [] },
    { step: 'plan', plan: 'pro' },
  ]) {
    const saved = await t.call('POST', 'onboarding/save', { token, body: step });
    expect(saved.statusCode, saved.body).toBeLessThan(400);
  }
  return { token };
}

describe('a venue made by sign-up builds its team through the API', () => {
  it('adds two employees with services, invites them once, gives them shifts, and books both in the calendar', async () => {
    const { token: owner } = await signUp('nadia@studio.test');
    const staffList = await t.call('GET', 'employees', { token: owner });
    expect(staffList.json().data).toHaveLength(1);
    // Two services through the catalogue (features/catalog/services); who performs them is set on the team.
    const made: number[] = [];
    for (const body of [{ name: 'Cut', initial: 30, price: 3000 }, { name: 'Colour', initial: 60, price: 7000 }]) {
      const stored = await t.call('POST', 'services/store', { token: owner, body });
      expect(stored.statusCode, stored.body).toBe(200);
      made.push(stored.json().service.id as number);
    }
    const [cut, colour] = made;

    const ana = await t.call('POST', 'employees/store', {
      token: owner,
      headers: { 'idempotency-key': 'ana-1' },
      body: { first_name: 'Ana', last_name: 'Lopes', email: 'Ana@Example.test', services: [{ service_id: cut }, { service_id: colour, price: 6500, duration: 75 }] },
    });
    expect(ana.statusCode, ana.body).toBe(200);
    const again = await t.call('POST', 'employees/store', {
      token: owner,
      headers: { 'idempotency-key': 'ana-1' },
      body: { first_name: 'Ana', last_name: 'Lopes', email: 'Ana@Example.test', services: [{ service_id: cut }, { service_id: colour, price: 6500, duration: 75 }] },
    });
    expect(again.json().employee.id).toBe(ana.json().employee.id);
    const ben = await t.call('POST', 'employees/store', { token: owner, body: { first_name: 'Ben', role: 'employee', services: [{ service_id: cut, duration: 45 }] } });
    expect(ben.statusCode, ben.body).toBe(200);
    const anaId = ana.json().employee.id as number;
    const benId = ben.json().employee.id as number;
    expect(ana.json().employee.has_login).toBe(true);
    expect(ben.json().employee.has_login).toBe(false);

    // One invitation, through the outbox, with a setup-password link; Ana sets a password and signs in to the venue.
    const mails = await mailsTo('ana@example.test');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Studio Nadia invited you to Chairside');
    const setup = await t.call('POST', 'auth/setup-password', { body: { token: tokenIn(mails[0]!.text), password: 'ana-password' } });
    expect(setup.statusCode, setup.body).toBe(302);
    expect(setup.json().action).toBe('go_calendar');
    const login = await t.call('POST', 'auth/login', { body: { email: 'ana@example.test', password: 'ana-password' } });
    expect(login.json()).toMatchObject({ action: 'go_calendar' });
    const anaSession = login.json().token as string;
    const initial = await t.call('GET', 'settings/initial', { token: anaSession });
    expect(initial.statusCode).toBe(200);

    // Shifts through the working-hours API (staff/hours): Ana weekly Mon–Fri 09–17, Ben Mondays 10–14 with a break.
    const span = (start_time: string, end_time: string) => ({ start_time, end_time });
    const weekdays = (spans: { start_time: string; end_time: string }[], days: number[]) => Array.from({ length: 7 }, (_, d) => (days.includes(d) ? spans : []));
    for (const [employee, week] of [
      [anaId, weekdays([span('09:00', '17:00')], [1, 2, 3, 4, 5])],
      [benId, weekdays([span('10:00', '12:00'), span('12:30', '14:00')], [1])],
    ] as const) {
      const placed = await t.call('POST', `employees/working-hours/update/${employee}`, { token: owner, body: { starts_on: '2030-01-07', weeks: [week] } });
      expect(placed.statusCode, placed.body).toBe(200);
    }
    const hours = await t.call('GET', 'whours', { token: owner, query: { date_from: '2030-06-03', date_to: '2030-06-04' } });
    expect(hours.statusCode, hours.body).toBe(200);
    const shiftsOf = (employee: number, date: string) =>
      hours
        .json<{ employee_hours: { employee_id: number; date: string; start_time: string; end_time: string }[] }>()
        .employee_hours.filter((h) => h.employee_id === employee && h.date === date)
        .map((h) => `${h.start_time}-${h.end_time}`);
    expect(shiftsOf(anaId, '2030-06-03')).toEqual(['09:00-17:00']);
    expect(shiftsOf(benId, '2030-06-03')).toEqual(['10:00-12:00', '12:30-14:00']);
    expect(shiftsOf(benId, '2030-06-04')).toEqual([]);

    // Both are calendar columns, in the team's order, and both are booked inside their shifts.
    const columns = (await t.call('GET', 'resources', { token: owner })).json().employees.map((e: { id: number }) => e.id);
    expect(columns.slice(1)).toEqual([anaId, benId]);
    const date = '2030-06-03';
    for (const [employee, service, start, length] of [[anaId, colour, '10:00', 75], [benId, cut, '10:00', 45]] as const) {
      const response = await t.call('POST', 'appointments/store', { token: owner, body: { date, services: [{ service_id: service, employee_id: employee, start_time: start }] } });
      expect(response.statusCode, response.body).toBe(200);
      const listed = await t.call('GET', 'appointments', { token: owner, query: { date_from: date, date_to: date } });
      const mine = listed.json().appointments.filter((item: { employee_id: number }) => item.employee_id === employee);
      expect(mine).toHaveLength(1);
      expect(mine[0]).toMatchObject({ service: { id: service }, start_time: start, duration: length });
    }
  });
});

describe('plan seats', () => {
  it('answers 403 with limits past the plan’s bookable staff, on store, update and restore, and changes nothing', async () => {
    // Other Venue is on the free plan: two bookable seats, both taken (Oscar and Ruby).
    const owner = await t.login('other');
    const before = await databaseFingerprint(t.database.db);
    const refused = await t.call('POST', 'employees/store', { token: owner, body: { first_name: 'Zoe' }, lang: 'en-us' });
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'PLAN_LIMIT', limits: { employees: 2, used: 3 }, message: expect.any(String) });
    expect(await databaseFingerprint(t.database.db)).toEqual(before);

    const desk = await t.call('POST', 'employees/store', { token: owner, body: { first_name: 'Zoe', bookable: false } });
    expect(desk.statusCode, desk.body).toBe(200);
    const zoe = desk.json().employee.id as number;
    const bookable = await t.call('POST', `employees/update/${zoe}`, { token: owner, body: { first_name: 'Zoe', bookable: true } });
    expect(bookable.statusCode).toBe(403);
    expect(bookable.json().limits).toEqual({ employees: 2, used: 3 });

    const ruby = t.seed.other.employeeIds[1]!;
    expect((await t.call('POST', `employees/archive/${ruby}`, { token: owner })).statusCode).toBe(200);
    expect((await t.call('POST', `employees/update/${zoe}`, { token: owner, body: { first_name: 'Zoe', bookable: true } })).statusCode).toBe(200);
    const restore = await t.call('POST', `employees/restore/${ruby}`, { token: owner });
    expect(restore.statusCode).toBe(403);
    expect(restore.json().limits).toEqual({ employees: 2, used: 3 });
  });
});

describe('an existing account added to another venue', () => {
  it('links the user, mails "you have been added" without a link to set a password, and they choose the venue at sign-in', async () => {
    const owner = await t.login('other');
    const response = await t.call('POST', 'employees/store', { token: owner, body: { first_name: 'Lucas', email: DEMO_LOGINS.staff, bookable: false } });
    expect(response.statusCode, response.body).toBe(200);
    const [mail] = await mailsTo(DEMO_LOGINS.staff);
    expect(mail!.subject).toBe("You've been added to Other Venue on Chairside");
    expect(mail!.text).not.toContain('token=');
    const login = await t.call('POST', 'auth/login', { body: { email: DEMO_LOGINS.staff, password: DEMO_PASSWORD } });
    expect(login.json().action).toBe('select_venue');
    const chosen = await t.call('POST', 'auth/select-venue', { token: login.json().token, body: { venue_id: t.seed.other.id } });
    expect(chosen.statusCode, chosen.body).toBe(302);
  });
});
