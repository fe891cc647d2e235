import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employeeDayExceptions, employeeSchedules } from '../../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/test-app';

/**
 * Employees' working hours at the HTTP edge: the grid, a weekly pattern from a date, a two-week rota,
 * one-day exceptions, copying a week, and how whours (the calendar's shading) follows them.
 * Demo Salon: Emma works Monday–Friday 09:00–17:00, Noah Monday, Wednesday–Friday 12:00–21:00;
 * the venue opens Monday–Saturday 09:00–18:00 (Thursday until 21:00).
 */

let t: TestApp;
let owner: string;
let ids: { emma: number; sofia: number; noah: number; julia: number };

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.login('owner');
  const [emma, sofia, , noah, julia] = t.seed.salon.employeeIds as number[];
  ids = { emma: emma!, sofia: sofia!, noah: noah!, julia: julia! };
});
afterAll(() => t.close());

interface Cell { employee_id: number; date: string; spans: { start_time: string; end_time: string }[]; source: string; outside_opening: boolean }
const span = (start_time: string, end_time: string) => ({ start_time, end_time });
const week = (days: Record<number, { start_time: string; end_time: string }[]>) => Array.from({ length: 7 }, (_, d) => days[d] ?? []);

async function grid(from: string, to: string, token = owner) {
  const response = await t.call('GET', 'employees/working-hours', { token, query: { from, to } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ employees: { id: number }[]; days: { date: string; closed: boolean; opening: unknown[] }[]; cells: Cell[]; timeoffs: { employee_id: number; start: string }[] }>();
}
const cell = (cells: Cell[], employeeId: number, date: string) => cells.find((c) => c.employee_id === employeeId && c.date === date)!;

/** whours as the calendar reads it: "HH:mm-HH:mm" per date for one employee. */
async function whours(employeeId: number, from: string, to: string) {
  const response = await t.call('GET', 'whours', { token: owner, query: { date_from: from, date_to: to, 'employee_ids[]': [String(employeeId)] } });
  expect(response.statusCode, response.body).toBe(200);
  const rows = response.json<{ employee_hours: { employee_id: number; date: string; start_time: string; end_time: string }[] }>().employee_hours;
  const byDate: Record<string, string[]> = {};
  for (const row of rows.filter((r) => r.employee_id === employeeId)) (byDate[row.date] ??= []).push(`${row.start_time}-${row.end_time}`);
  return byDate;
}

const update = (id: number, body: unknown, token = owner) => t.call('POST', `employees/working-hours/update/${id}`, { token, body });
const exception = (id: number, body: unknown, token = owner, lang?: string) => t.call('POST', `employees/working-hours/exception/${id}`, { token, body, lang });

describe('GET employees/working-hours', () => {
  it("answers every active employee's shifts per date, with the opening hours", async () => {
    const body = await grid('2027-06-07', '2027-06-13');
    expect(body.employees.map((e) => e.id)).toEqual(expect.arrayContaining(Object.values(ids)));
    expect(body.days.map((d) => d.date)).toEqual(['2027-06-07', '2027-06-08', '2027-06-09', '2027-06-10', '2027-06-11', '2027-06-12', '2027-06-13']);
    expect(body.days[6]).toMatchObject({ closed: false, opening: [] });
    expect(cell(body.cells, ids.emma, '2027-06-07')).toEqual({ employee_id: ids.emma, date: '2027-06-07', spans: [span('09:00', '17:00')], source: 'pattern', outside_opening: false });
    expect(cell(body.cells, ids.emma, '2027-06-12')).toMatchObject({ spans: [], source: 'none' });
    // Noah works until 21:00 on Wednesday, when the venue closes at 18:00: allowed, flagged. Thursday is open until 21:00.
    expect(cell(body.cells, ids.noah, '2027-06-09')).toMatchObject({ spans: [span('12:00', '21:00')], outside_opening: true });
    expect(cell(body.cells, ids.noah, '2027-06-10')).toMatchObject({ outside_opening: false });
  });

  it('refuses a range backwards or longer than 62 days', async () => {
    const backwards = await t.call('GET', 'employees/working-hours', { token: owner, query: { from: '2027-06-07', to: '2027-06-01' } });
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json().errors.to).toHaveLength(1);
    expect((await t.call('GET', 'employees/working-hours', { token: owner, query: { from: '2027-01-01', to: '2027-12-31' } })).statusCode).toBe(422);
    expect((await t.call('GET', 'employees/working-hours', { token: owner, query: { from: '2027-02-30', to: '2027-03-01' } })).statusCode).toBe(422);
  });

  it('needs the staff permission', async () => {
    const staff = await t.login('staff');
    expect((await t.call('GET', 'employees/working-hours', { token: staff, query: { from: '2027-06-07', to: '2027-06-13' } })).statusCode).toBe(403);
    expect((await update(ids.emma, { starts_on: '2027-06-14', weeks: [week({})] }, staff)).statusCode).toBe(403);
    expect((await exception(ids.emma, { date: '2027-06-14', spans: [] }, staff)).statusCode).toBe(403);
    expect((await t.call('GET', `employees/working-hours/detail/${ids.emma}`, { token: staff })).statusCode).toBe(403);
    expect((await t.call('POST', 'employees/working-hours/copy-week', { token: staff, body: { from: '2027-06-07', to: '2027-06-14' } })).statusCode).toBe(403);
    expect((await t.call('GET', 'employees/working-hours', { query: { from: '2027-06-07', to: '2027-06-13' } })).statusCode).toBe(401);
  });
});

describe('POST employees/working-hours/update/{id}', () => {
  it('sets a weekly pattern with a break from a date and keeps the old one before it', async () => {
    const response = await update(ids.emma, { starts_on: '2027-06-14', weeks: [week({ 1: [span('13:00', '17:00'), span('08:00', '12:00')], 2: [span('09:00', '17:00')] })] });
    expect(response.statusCode, response.body).toBe(200);
    const schedules = response.json<{ schedules: { starts_on: string; ends_on: string | null }[] }>().schedules;
    expect(schedules.at(-2)!.ends_on).toBe('2027-06-13');
    expect(schedules.at(-1)).toMatchObject({ starts_on: '2027-06-14', ends_on: null, anchor_on: '2027-06-14' });
    expect(await whours(ids.emma, '2027-06-07', '2027-06-15')).toEqual({
      '2027-06-07': ['09:00-17:00'], '2027-06-08': ['09:00-17:00'], '2027-06-09': ['09:00-17:00'], '2027-06-10': ['09:00-17:00'], '2027-06-11': ['09:00-17:00'],
      '2027-06-14': ['08:00-12:00', '13:00-17:00'], '2027-06-15': ['09:00-17:00'],
    });
    const detail = await t.call('GET', `employees/working-hours/detail/${ids.emma}`, { token: owner });
    expect(detail.statusCode).toBe(200);
    expect(detail.json().schedules).toHaveLength(2);
  });

  it('follows a two-week rota a year ahead, and a bounded schedule gives way to the old one after it', async () => {
    const weekA = week({ 1: [span('10:00', '18:00')] });
    const weekB = week({ 2: [span('10:00', '18:00')], 6: [span('09:00', '13:00')] });
    expect((await update(ids.noah, { starts_on: '2027-07-05', weeks: [weekA, weekB] })).statusCode).toBe(200);
    expect(await whours(ids.noah, '2027-07-05', '2027-07-18')).toEqual({
      '2027-07-05': ['10:00-18:00'], '2027-07-13': ['10:00-18:00'], '2027-07-17': ['09:00-13:00'],
    });
    // 2028-07-03 is 52 weeks after 2027-07-05: week A; the week after is week B.
    expect(await whours(ids.noah, '2028-07-03', '2028-07-11')).toEqual({ '2028-07-03': ['10:00-18:00'], '2028-07-11': ['10:00-18:00'] });

    // Sofia (Tuesday–Saturday 10:00–18:00): only Saturdays for one week in August, then her pattern again.
    const bounded = await update(ids.sofia, { starts_on: '2027-08-02', ends_on: '2027-08-08', weeks: [week({ 6: [span('09:00', '12:00')] })] });
    expect(bounded.statusCode, bounded.body).toBe(200);
    expect(await whours(ids.sofia, '2027-07-31', '2027-08-10')).toEqual({
      '2027-07-31': ['10:00-18:00'], '2027-08-07': ['09:00-12:00'], '2027-08-10': ['10:00-18:00'],
    });
  });

  it('refuses overlapping intervals, a bad clock, an end before the start and a rota too long, in the caller’s language', async () => {
    const overlap = await update(ids.julia, { starts_on: '2027-06-14', weeks: [week({ 1: [span('09:00', '13:00'), span('12:00', '17:00')] })] });
    expect(overlap.statusCode).toBe(422);
    expect(Object.values(overlap.json().errors).flat()).toContain('The times of a day overlap.');
    const german = await exception(ids.julia, { date: '2027-06-14', spans: [span('17:00', '09:00')] }, owner, 'de');
    expect(german.statusCode).toBe(422);
    expect(Object.values(german.json().errors).flat()).toContain('Das Ende muss nach dem Beginn liegen.');
    expect((await update(ids.julia, { starts_on: '2027-06-14', weeks: [week({ 1: [span('9:00', '13:00')] })] })).statusCode).toBe(422);
    expect((await update(ids.julia, { starts_on: '2027-06-14', ends_on: '2027-06-01', weeks: [week({})] })).statusCode).toBe(422);
    expect((await update(ids.julia, { starts_on: '2027-06-14', weeks: Array.from({ length: 9 }, () => week({})) })).statusCode).toBe(422);
    expect(await t.database.db.select().from(employeeSchedules).where(and(eq(employeeSchedules.employeeId, ids.julia), eq(employeeSchedules.startsOn, '2027-06-14')))).toEqual([]);
  });
});

describe('POST employees/working-hours/exception/{id}', () => {
  it('changes one day only, makes a day off, and goes back to the pattern', async () => {
    const set = await exception(ids.julia, { date: '2027-06-16', spans: [span('12:00', '15:00')] });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().cell).toMatchObject({ spans: [span('12:00', '15:00')], source: 'exception' });
    const around = await whours(ids.julia, '2027-06-09', '2027-06-23');
    expect(around['2027-06-16']).toEqual(['12:00-15:00']);
    expect(around['2027-06-09']).toEqual(['09:00-17:30']);
    expect(around['2027-06-23']).toEqual(['09:00-17:30']);

    expect((await exception(ids.julia, { date: '2027-06-16', spans: [] })).json().cell).toMatchObject({ spans: [], source: 'exception' });
    expect((await whours(ids.julia, '2027-06-16', '2027-06-16'))['2027-06-16']).toBeUndefined();

    const back = await exception(ids.julia, { date: '2027-06-16', spans: null });
    expect(back.json().cell.source).toBe('pattern');
    expect((await whours(ids.julia, '2027-06-16', '2027-06-16'))['2027-06-16']).toEqual(around['2027-06-09']);
  });

  it('flags a shift outside the opening hours but allows it', async () => {
    const early = await exception(ids.emma, { date: '2027-06-19', spans: [span('07:00', '10:00')] });
    expect(early.json().cell).toMatchObject({ source: 'exception', outside_opening: true });
  });
});

describe('POST employees/working-hours/copy-week', () => {
  it("copies every employee's week onto the following weeks as one-day exceptions", async () => {
    expect((await exception(ids.emma, { date: '2027-09-07', spans: [span('07:30', '11:00')] })).statusCode).toBe(200);
    const response = await t.call('POST', 'employees/working-hours/copy-week', { token: owner, body: { from: '2027-09-06', to: '2027-09-13', weeks: 2 } });
    expect(response.statusCode, response.body).toBe(200);
    const body = await grid('2027-09-13', '2027-09-26');
    expect(response.json().copied).toBe(body.employees.length * 14);
    for (const date of ['2027-09-14', '2027-09-21']) expect(cell(body.cells, ids.emma, date)).toMatchObject({ spans: [span('07:30', '11:00')], source: 'exception' });
    expect(cell(body.cells, ids.emma, '2027-09-13')).toMatchObject({ spans: [span('08:00', '12:00'), span('13:00', '17:00')], source: 'exception' });
    // The pattern itself is untouched.
    expect(cell((await grid('2027-09-28', '2027-09-28')).cells, ids.emma, '2027-09-28')).toMatchObject({ source: 'pattern' });
  });

  it('refuses weeks that do not start on a Monday', async () => {
    const response = await t.call('POST', 'employees/working-hours/copy-week', { token: owner, body: { from: '2027-09-07', to: '2027-09-13' } });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.from).toEqual(['Choose a Monday: a week starts on Monday.']);
  });
});

describe("another venue's employees", () => {
  it('are not found, and nothing changes', async () => {
    const other = await t.login('other');
    const before = await t.database.db.select().from(employeeDayExceptions).where(eq(employeeDayExceptions.employeeId, ids.emma));
    expect((await exception(ids.emma, { date: '2027-10-04', spans: [] }, other)).statusCode).toBe(404);
    expect((await update(ids.emma, { starts_on: '2027-10-04', weeks: [week({})] }, other)).statusCode).toBe(404);
    expect((await t.call('GET', `employees/working-hours/detail/${ids.emma}`, { token: other })).statusCode).toBe(404);
    const copy = await t.call('POST', 'employees/working-hours/copy-week', { token: other, body: { from: '2027-09-06', to: '2027-10-04', employee_ids: [ids.emma] } });
    expect(copy.statusCode).toBe(422);
    const theirs = await grid('2027-09-06', '2027-09-06', other);
    expect(theirs.employees.map((e) => e.id)).not.toContain(ids.emma);
    expect(await t.database.db.select().from(employeeDayExceptions).where(eq(employeeDayExceptions.employeeId, ids.emma))).toEqual(before);
  });
});
