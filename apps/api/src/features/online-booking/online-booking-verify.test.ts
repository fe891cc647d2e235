import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp, type TestApp } from '../../test/test-app';

/**
 * Online booking's one-time contact codes, on Wednesday 4 August 2027 (the clock starts on Sunday
 * 1 August and the tests move it): by e-mail and SMS through the outboxes, hashed at rest, limited,
 * expiring, spent once. Deposits: payments/online-deposit-checkout.test.ts.
 */

async function rows<T>(test: TestApp, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await test.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}
const serviceId = async (test: TestApp, name: string) =>
  (await rows<{ id: number }>(test, sql`select id from services where venue_id = ${test.seed.salon.id} and name = ${name}`))[0]!.id;

let clock = new Date('2027-08-01T08:00:00Z');
const t = useTestApp({ now: () => clock });
const DAY = '2027-08-04';
const SUB = 'demo-salon';

let ip = 0;
const pub = (method: 'GET' | 'POST', path: string, options: { body?: unknown; query?: Record<string, string>; from?: string; lang?: string } = {}) =>
  t.app.inject({
    method, url: `/api/v1/public/${path}`, query: options.query, remoteAddress: options.from ?? `10.9.${Math.floor(++ip / 250)}.${ip % 250}`,
    headers: options.lang ? { 'content-language': options.lang } : {},
    ...(options.body === undefined ? {} : { payload: options.body as object }),
  });
let phone = 0;
const person = () => ({ first_name: 'Lena', last_name: 'Vos', phone: `+316${String(20_000_000 + ++phone * 7919).slice(-8)}`, email: `lena${phone}@example.com`, policy_accepted: true });
const mailsTo = (email: string) => rows<{ subject: string; text: string }>(t, sql`select subject, text from mail_outbox where "to" = ${email} order by id`);
const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)![1]!;
const times = async (services: number[], employee?: number) =>
  (await pub('GET', `${SUB}/availability`, { query: { service_ids: services.join(','), date_from: DAY, date_to: DAY, ...(employee ? { employee_id: String(employee) } : {}) } }))
    .json<{ days: { times: string[] }[] }>().days[0]?.times ?? [];
const setBooking = (json: string) => t.database.db.execute(sql`update venues set booking_settings = booking_settings || ${json}::jsonb where id = ${t.seed.salon.id}`);

describe('one-time codes for the customer\'s contact', () => {
  let fringe: number;

  it('is asked by the venue\'s setting, saved on /online-booking/settings and told to the page', async () => {
    fringe = await serviceId(t, 'Fringe trim');
    const owner = await t.login('owner');
    const before = (await t.call('GET', 'online-booking/settings', { token: owner })).json();
    expect(before.verify_contact).toBe(false);
    const { services: _s, employees: _e, booking_url: _u, ...settings } = before;
    const saved = await t.call('POST', 'online-booking/settings', { token: owner, body: { ...settings, verify_contact: true } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().verify_contact).toBe(true);
    expect((await pub('GET', SUB)).json().verify_contact).toBe(true);
  });

  it('refuses a booking without the code, sends one by e-mail (hashed at rest), takes it once, and counts wrong tries', async () => {
    const who = person();
    const time = (await times([fringe]))[0]!;
    const body = { ...who, service_ids: [fringe], date: DAY, time };
    const bare = await pub('POST', `${SUB}/bookings`, { body, lang: 'de' });
    expect(bare.statusCode).toBe(422);
    expect(bare.json().errors.verification_code[0]).toContain('Code');

    const sent = await pub('POST', `${SUB}/verify`, { body: { channel: 'email', email: who.email, lang: 'nld' } });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().expires_in_minutes).toBe(10);
    const [mail] = await mailsTo(who.email);
    expect(mail!.text).toContain('boekingspagina');
    const code = codeIn(mail!.subject);
    const [stored] = await rows<{ code_hash: string }>(t, sql`select code_hash from online_verifications where target = ${who.email}`);
    expect(stored!.code_hash).not.toContain(code);
    expect(stored!.code_hash).toMatch(/^[\w-]+\.[0-9a-f]{64}$/);

    const wrong = await pub('POST', `${SUB}/bookings`, { body: { ...body, verification_channel: 'email', verification_code: code === '000000' ? '111111' : '000000' } });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().code).toBe('INVALID_CODE');
    const made = await pub('POST', `${SUB}/bookings`, { body: { ...body, verification_channel: 'email', verification_code: code } });
    expect(made.statusCode, made.body).toBe(200);
    const again = await pub('POST', `${SUB}/bookings`, { body: { ...body, time: (await times([fringe]))[0], verification_channel: 'email', verification_code: code } });
    expect(again.statusCode, 'a code books once').toBe(422);
  });

  it('a code survives five tries and ten minutes', async () => {
    const who = person();
    const body = { ...who, service_ids: [fringe], date: DAY, verification_channel: 'email' };
    expect((await pub('POST', `${SUB}/verify`, { body: { channel: 'email', email: who.email } })).statusCode).toBe(200);
    const code = codeIn((await mailsTo(who.email))[0]!.subject);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) expect((await pub('POST', `${SUB}/bookings`, { body: { ...body, phone: person().phone, time: '06:00', verification_code: wrong } })).statusCode).toBe(422);
    const time = (await times([fringe]))[0]!;
    expect((await pub('POST', `${SUB}/bookings`, { body: { ...body, time, verification_code: code } })).json().code, 'spent by the tries').toBe('INVALID_CODE');

    const late = person();
    expect((await pub('POST', `${SUB}/verify`, { body: { channel: 'email', email: late.email } })).statusCode).toBe(200);
    const lateCode = codeIn((await mailsTo(late.email))[0]!.subject);
    const start = clock;
    clock = new Date(start.getTime() + 11 * 60_000);
    const expired = await pub('POST', `${SUB}/bookings`, { body: { ...late, service_ids: [fringe], date: DAY, time, verification_channel: 'email', verification_code: lateCode } });
    clock = start;
    expect(expired.json().code).toBe('INVALID_CODE');
  });

  it('sends by SMS through the SMS outbox for one credit (e-mail asked when there is none), and limits codes per contact with 429', async () => {
    const who = person();
    await t.database.db.execute(sql`update venues set sms_amount = 5 where id = ${t.seed.salon.id}`);
    const sent = await pub('POST', `${SUB}/verify`, { body: { channel: 'sms', phone: who.phone } });
    expect(sent.statusCode, sent.body).toBe(200);
    const [sms] = await rows<{ body: string; kind: string }>(t, sql`select body, kind from sms_outbox where "to" = ${who.phone}`);
    expect(sms!.kind).toBe('online_code');
    const code = codeIn(sms!.body);
    expect((await rows<{ n: number }>(t, sql`select sms_amount as n from venues where id = ${t.seed.salon.id}`))[0]!.n).toBe(4);
    const time = (await times([fringe]))[0]!;
    const made = await pub('POST', `${SUB}/bookings`, { body: { ...who, service_ids: [fringe], date: DAY, time, verification_channel: 'sms', verification_code: code } });
    expect(made.statusCode, made.body).toBe(200);

    await t.database.db.execute(sql`update venues set sms_amount = 0 where id = ${t.seed.salon.id}`);
    const none = await pub('POST', `${SUB}/verify`, { body: { channel: 'sms', phone: who.phone }, lang: 'fr-fr' });
    expect(none.statusCode).toBe(422);
    expect(none.json().errors.channel[0]).toContain('e-mail');
    const limited = await pub('POST', `${SUB}/verify`, { body: { channel: 'sms', phone: who.phone } });
    const also = await pub('POST', `${SUB}/verify`, { body: { channel: 'sms', phone: who.phone } });
    expect([limited.statusCode, also.statusCode]).toContain(429);
    expect(Number((limited.statusCode === 429 ? limited : also).headers['retry-after'])).toBeGreaterThan(0);
    await setBooking('{"verify_contact": 0}');
  });
});
