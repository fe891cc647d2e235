import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookableService, EmployeeServicesResponse } from '@chairside/shared/catalog';
import { createTestApp, type TestApp } from '../../test/test-app';

/** GET employees/services(/{id}): the bookable catalogue with each employee's own duration and price. */

let t: TestApp;
let owner: string;
let lucasToken: string;
let ids: { cut: number; colour: number; fullColour: number; toner: number; fringe: number; station: number; basin: number };
let salon: number[];
const [emma, sofia, lucas, noah, tess] = [0, 1, 2, 3, 6];

const rows = async <T>(query: ReturnType<typeof sql>): Promise<T[]> => ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
const idOf = async (table: 'services' | 'resources', name: string) =>
  (await rows<{ id: number }>(sql`select id from ${sql.identifier(table)} where venue_id = ${t.seed.salon.id} and name = ${name}`))[0]!.id;

const catalog = async (token: string, employeeId?: number) => {
  const response = await t.call('GET', employeeId === undefined ? 'employees/services' : `employees/services/${employeeId}`, { token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<EmployeeServicesResponse>().data;
};
const find = (data: BookableService[], id: number) => data.find((service) => service.id === id);

beforeAll(async () => {
  t = await createTestApp();
  [owner, lucasToken] = await Promise.all([t.login('owner'), t.login('staff')]);
  salon = t.seed.salon.employeeIds;
  ids = {
    cut: await idOf('services', "Women's cut"),
    colour: await idOf('services', 'Root colour'),
    fullColour: await idOf('services', 'Full colour'),
    toner: await idOf('services', 'Toner'),
    fringe: await idOf('services', 'Fringe trim'),
    station: await idOf('resources', 'Colour station'),
    basin: await idOf('resources', (await rows<{ name: string }>(sql`select name from resources where venue_id = ${t.seed.salon.id} and name <> 'Colour station' order by id limit 1`))[0]!.name),
  };
  const venue = t.seed.salon.id;
  // Sofia has her own price and length for the cut and her own processing time for the colour.
  await t.database.db.execute(sql`update employee_services set price = 6100, duration_minutes = 60 where venue_id = ${venue} and employee_id = ${salon[sofia]} and service_id = ${ids.cut}`);
  await t.database.db.execute(sql`update employee_services set duration_minutes = 100, gap_minutes = 40 where venue_id = ${venue} and employee_id = ${salon[sofia]} and service_id = ${ids.colour}`);
  // Noah does not do the toner; the colour needs a station or a basin.
  await t.database.db.execute(sql`delete from employee_services where venue_id = ${venue} and employee_id = ${salon[noah]} and service_id = ${ids.toner}`);
  await t.database.db.execute(sql`update services set resource_required = true where id = ${ids.colour}`);
  await t.database.db.execute(sql`insert into service_resources (venue_id, service_id, resource_id) values (${venue}, ${ids.colour}, ${ids.basin}), (${venue}, ${ids.colour}, ${ids.station})`);
});
afterAll(() => t.close());

describe('GET employees/services', () => {
  it("lists every service with each employee's values, their own where they have them", async () => {
    const data = await catalog(owner);
    const [count] = await rows<{ n: number }>(sql`select count(*)::int as n from services where venue_id = ${t.seed.salon.id} and not archived`);
    expect(data).toHaveLength(count!.n);
    const cut = find(data, ids.cut)!;
    expect(cut).toMatchObject({ name: "Women's cut", group_name: 'Haircuts', duration: 45, gap: 0, finish: 0, price: 5200, resource_required: false, resource_ids: [] });
    expect(cut.employees.map((e) => e.employee_id)).toEqual(salon);
    // the demo's own values: Emma (senior) charges more and takes longer, Tess (junior) charges less
    expect(cut.employees[emma]).toEqual({ employee_id: salon[emma], duration: 50, gap: 0, finish: 0, price: 5800 });
    expect(cut.employees[tess]).toEqual({ employee_id: salon[tess], duration: 45, gap: 0, finish: 0, price: 4400 });
    expect(cut.employees[noah]).toEqual({ employee_id: salon[noah], duration: 45, gap: 0, finish: 0, price: 5200 });
    expect(cut.employees[sofia]).toEqual({ employee_id: salon[sofia], duration: 60, gap: 0, finish: 0, price: 6100 });

    const colour = find(data, ids.colour)!;
    expect(colour).toMatchObject({ duration: 85, gap: 35, finish: 20, price: 6500, resource_required: true, resource_ids: [ids.station, ids.basin].sort((a, b) => a - b) });
    expect(colour.employees[sofia]).toEqual({ employee_id: salon[sofia], duration: 100, gap: 40, finish: 20, price: 6500 });
    expect(colour.employees.map((e) => e.employee_id)).toEqual(salon.filter((id) => id !== salon[tess]));
    const fullColour = find(data, ids.fullColour)!;
    expect(fullColour.employees.find((e) => e.employee_id === salon[emma])).toEqual({ employee_id: salon[emma], duration: 110, gap: 40, finish: 25, price: 9900 });
    expect(fullColour.employees.find((e) => e.employee_id === salon[noah])).toMatchObject({ duration: 110, price: 8900 });
    expect(find(data, ids.toner)!.employees.map((e) => e.employee_id)).not.toContain(salon[noah]);
  });

  it('books with the same length and price it shows', async () => {
    const shown = find(await catalog(owner), ids.cut)!.employees[sofia]!;
    const booked = await t.call('POST', 'appointments/store', {
      token: owner,
      body: { date: '2027-06-15', services: [{ service_id: ids.cut, employee_id: salon[sofia], start_time: '10:00' }] },
    });
    expect(booked.statusCode, booked.body).toBe(200);
    const [item] = booked.json<{ appointments: { start_time: string; end_time: string; price: number }[] }>().appointments;
    const minutes = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));
    expect(minutes(item!.end_time) - minutes(item!.start_time)).toBe(shown.duration);
    expect(item!.price).toBe(shown.price);
  });

  it('leaves out archived services and archived employees', async () => {
    await t.database.db.execute(sql`update services set archived = true where id = ${ids.fringe}`);
    await t.database.db.execute(sql`update employees set archived = true where id = ${salon[noah]}`);
    const data = await catalog(owner);
    expect(find(data, ids.fringe)).toBeUndefined();
    expect(find(data, ids.cut)!.employees.map((e) => e.employee_id)).not.toContain(salon[noah]);
    expect((await t.call('GET', `employees/services/${salon[noah]}`, { token: owner })).statusCode).toBe(404);
    await t.database.db.execute(sql`update services set archived = false where id = ${ids.fringe}`);
    await t.database.db.execute(sql`update employees set archived = false where id = ${salon[noah]}`);
  });
});

describe('GET employees/services/{id}', () => {
  it('lists the services one employee performs, with only that employee', async () => {
    const data = await catalog(owner, salon[noah]);
    expect(find(data, ids.toner)).toBeUndefined();
    expect(find(data, ids.cut)!.employees).toEqual([{ employee_id: salon[noah], duration: 45, gap: 0, finish: 0, price: 5200 }]);
    expect(data.every((service) => service.employees.length === 1 && service.employees[0]!.employee_id === salon[noah])).toBe(true);
  });

  it('leaves out the services an employee does not perform and shows their own prices', async () => {
    const data = await catalog(owner, salon[tess]);
    expect(data.length).toBeGreaterThan(0);
    expect(data.filter((service) => service.group_name === 'Colour')).toEqual([]);
    expect(find(data, ids.cut)!.employees).toEqual([{ employee_id: salon[tess], duration: 45, gap: 0, finish: 0, price: 4400 }]);
  });

  it("answers 404 for another venue's employee or an unknown id", async () => {
    const otherVenue = t.seed.other.employeeIds[0]!;
    for (const id of [otherVenue, 2_000_000_000]) {
      const response = await t.call('GET', `employees/services/${id}`, { token: owner, lang: 'it-it' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'NOT_FOUND', message: 'Non abbiamo trovato ciò che cercavi.' });
    }
  });

  it('shows a calendar.own login only its own employee', async () => {
    const all = await catalog(lucasToken);
    expect(all.length).toBe((await catalog(owner)).length);
    expect(all.every((service) => service.employees.every((e) => e.employee_id === salon[lucas]))).toBe(true);
    expect(find(all, ids.cut)!.employees).toHaveLength(1);
    expect(await catalog(lucasToken, salon[lucas])).toEqual(all);
    expect((await t.call('GET', `employees/services/${salon[emma]}`, { token: lucasToken })).statusCode).toBe(404);
  });
});
