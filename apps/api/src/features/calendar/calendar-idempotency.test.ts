import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app';
import { rows, salonStaff, serviceId, type Line } from './calendar.testkit';

/** appointments/store with an Idempotency-Key (lib/idempotency): Stripe's contract. */

const t = useTestApp();
let owner: string;
let trim: number;
beforeAll(async () => {
  owner = await t.login('owner');
  trim = await serviceId(t, 'Fringe trim');
});

const DAY = '2027-06-08';
const book = (key: string | null, services: Line[], token = owner, lang?: string, extra: object = {}) =>
  t.call('POST', 'appointments/store', {
    token,
    lang,
    body: { date: DAY, services: services.map((line) => ({ service_id: trim, ...line })), ...extra },
    headers: key ? { 'idempotency-key': key } : {},
  });
/** Appointments of one employee that day (all tests book in the venue's daytime, so the UTC day is the day). */
const countOf = async (employeeId: number) =>
  (await rows<{ n: number }>(t, sql`
    select count(*)::int as n from appointments where employee_id = ${employeeId} and starts_at::date = ${DAY}::date`))[0]!.n;

describe('appointments/store with an Idempotency-Key', () => {
  it('the same key and body replay the first answer (status and body) and book once', async () => {
    const line = { employee_id: salonStaff(t).noah, start_time: '09:00' };
    const first = await book('booking-key-1', [line]);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await book('booking-key-1', [line]);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toBe(first.body);
    expect(await countOf(salonStaff(t).noah)).toBe(1);
  });

  it('the same key with another body is 409 IDEMPOTENCY_KEY_REUSED, in the caller’s language', async () => {
    const line = { employee_id: salonStaff(t).julia, start_time: '10:00' };
    expect((await book('booking-key-2', [line])).statusCode).toBe(200);
    const other = await book('booking-key-2', [{ ...line, start_time: '11:00' }], owner, 'de');
    expect(other.statusCode).toBe(409);
    expect(other.json()).toEqual({ code: 'IDEMPOTENCY_KEY_REUSED', message: expect.stringContaining('Anfrage') });
    expect(await countOf(salonStaff(t).julia)).toBe(1);
  });

  it('two concurrent requests with one key: exactly one books, the other waits and gets its answer', async () => {
    const line = { employee_id: salonStaff(t).daan, start_time: '12:00' };
    const answers = await Promise.all(Array.from({ length: 4 }, () => book('booking-key-3', [line])));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    expect(answers.filter((a) => a.headers['idempotent-replayed'] === 'true')).toHaveLength(3);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(await countOf(salonStaff(t).daan)).toBe(1);
  });

  it('a refusal is replayed too; without a key every request runs', async () => {
    const line = { employee_id: salonStaff(t).noah, start_time: '09:00' };
    const taken = await book('booking-key-4', [line]);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('SLOT_TAKEN');
    const replayed = await book('booking-key-4', [line]);
    expect(replayed.statusCode).toBe(409);
    expect(replayed.headers['idempotent-replayed']).toBe('true');
    expect(replayed.json()).toEqual(taken.json());

    const free = { employee_id: salonStaff(t).noah, start_time: '15:00' };
    expect((await book(null, [free])).statusCode).toBe(200);
    expect((await book(null, [free])).statusCode).toBe(409);
  });

  it('keys belong to a venue: the same key in another venue is another request', async () => {
    const spaOwner = await t.login('multi', t.seed.spa.id);
    // A held slot: it needs no service of the spa's catalogue.
    const spaLine = { service_id: undefined, employee_id: t.seed.spa.employeeIds.at(-1)!, start_time: '09:00', duration: 30 };
    const spa = await book('booking-key-1', [spaLine], spaOwner, undefined, { type: 'reserved_slot', expires_in: 15 });
    expect(spa.statusCode, spa.body).toBe(200);
    expect(spa.headers['idempotent-replayed']).toBeUndefined();
  });

  it('a key older than 24 hours is forgotten: the request runs again', async () => {
    const line = { employee_id: salonStaff(t).julia, start_time: '16:00' };
    expect((await book('booking-key-5', [line])).statusCode).toBe(200);
    await t.database.db.execute(sql`update idempotency_keys set created_at = now() - interval '25 hours' where key = 'booking-key-5'`);
    const later = await book('booking-key-5', [line]);
    expect(later.statusCode).toBe(409);
    expect(later.headers['idempotent-replayed']).toBeUndefined();
  });

  it('a key longer than 255 characters is refused (422)', async () => {
    const line = { employee_id: salonStaff(t).julia, start_time: '17:00' };
    const response = await book('k'.repeat(256), [line]);
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['idempotency-key']);
  });
});
