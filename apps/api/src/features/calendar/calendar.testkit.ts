import { sql } from 'drizzle-orm';
import type { TestApp } from '../../test/test-app';

/** Shared helpers of the calendar tests: ids from the demo data and short calls. */

export async function rows<T>(t: TestApp, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

export async function serviceId(t: TestApp, name: string, venueId = t.seed.salon.id): Promise<number> {
  const [row] = await rows<{ id: number }>(t, sql`select id from services where venue_id = ${venueId} and name = ${name}`);
  if (!row) throw new Error(`no service ${name}`);
  return row.id;
}

export async function resourceId(t: TestApp, name: string): Promise<number> {
  const [row] = await rows<{ id: number }>(t, sql`select id from resources where venue_id = ${t.seed.salon.id} and name = ${name}`);
  if (!row) throw new Error(`no resource ${name}`);
  return row.id;
}

export async function customerId(t: TestApp, venueId = t.seed.salon.id, nth = 0): Promise<number> {
  const [row] = await rows<{ id: number }>(t, sql`select id from customers where venue_id = ${venueId} order by id offset ${nth} limit 1`);
  return row!.id;
}

/** Demo Salon's employees in seed order: Emma (owner), Sofia (multi), Lucas (staff), Noah, Julia, Daan, Tess, Milan. */
export const salonStaff = (t: TestApp) => {
  const [emma, sofia, lucas, noah, julia, daan, tess, milan] = t.seed.salon.employeeIds as [number, number, number, number, number, number, number, number];
  return { emma, sofia, lucas, noah, julia, daan, tess, milan };
};

export interface Line {
  service_id?: number;
  employee_id: number;
  start_time: string;
  duration?: number;
  gap?: number;
  finish?: number;
  resource_id?: number | null;
  price?: number;
}

export const store = (t: TestApp, token: string, date: string, services: Line[], extra: Record<string, unknown> = {}) =>
  t.call('POST', 'appointments/store', { token, body: { date, services, ...extra } });

/** The id of the first item in an answer that carries `appointments` (store, moves, blocked time). */
export const firstItemId = (response: { json: <T>() => T }) => response.json<{ appointments: { id: number }[] }>().appointments[0]!.id;

export interface ListedItem {
  id: number;
  group_id: number;
  date: string;
  start_time: string;
  end_time: string;
  end_date: string;
  status: string;
  type: string;
  employee_id: number;
  resource_id: number | null;
  duration_detail: string;
  forced: boolean;
  customer: { id: number; first_name: string; last_name: string; phone: string } | null;
  service: { id: number; name: string } | null;
  price: number;
}

export async function list(t: TestApp, token: string, from: string, to = from, query: Record<string, string | string[]> = {}): Promise<ListedItem[]> {
  const response = await t.call('GET', 'appointments', { token, query: { date_from: from, date_to: to, ...query } });
  if (response.statusCode !== 200) throw new Error(`list ${response.statusCode}: ${response.body}`);
  return response.json<{ appointments: ListedItem[] }>().appointments;
}
