import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { useTestApp, type TestApp } from '../../test/test-app';

/**
 * The public booking API on a hand-made day (Wednesday 4 August 2027; the clock stands on Sunday
 * 1 August): Emma has a colour at 09:00 (busy 09:00–09:30 and 10:05–10:25, processing between).
 */

async function rows<T>(test: TestApp, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await test.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}
const serviceId = async (test: TestApp, name: string) =>
  (await rows<{ id: number }>(test, sql`select id from services where venue_id = ${test.seed.salon.id} and name = ${name}`))[0]!.id;
/** Demo Salon's employees in seed order. */
const salonStaff = (test: TestApp) => {
  const [emma, , , , julia, daan, tess] = test.seed.salon.employeeIds as number[];
  return { emma: emma!, julia: julia!, daan: daan!, tess: tess! };
};
const store = (test: TestApp, token: string, date: string, services: Record<string, unknown>[]) => test.call('POST', 'appointments/store', { token, body: { date, services } });

const NOW = new Date('2027-08-01T08:00:00Z');
/** A stand-in web build: the booking page's template, as Vite writes it. */
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'chairside-book-'));
fs.mkdirSync(path.join(webDist, 'book'));
fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><html><head><title>Chairside</title></head><body></body></html>');
fs.writeFileSync(path.join(webDist, 'book', 'index.html'), '<!doctype html>\n<html lang="en">\n  <head>\n    <meta name="description" content="Book an appointment online" />\n    <title>Book online</title>\n  </head>\n  <body><div id="root"></div></body>\n</html>\n');
const t = useTestApp({ now: () => NOW, webDist });
const DAY = '2027-08-04';
const SUB = 'demo-salon';

let ip = 0;
/** A public call from its own client address (each test's quota is its own unless it says otherwise). */
const pub = (test: TestApp, method: 'GET' | 'POST', path: string, options: { body?: unknown; query?: Record<string, string>; from?: string; lang?: string } = {}) =>
  test.app.inject({
    method, url: `/api/v1/public/${path}`, query: options.query, remoteAddress: options.from ?? `10.0.${Math.floor(++ip / 250)}.${ip % 250}`,
    headers: options.lang ? { 'content-language': options.lang } : {},
    ...(options.body === undefined ? {} : { payload: options.body as object }),
  });

let phone = 0;
const person = () => ({ first_name: 'Mila', last_name: 'Jansen', phone: `+316${String(10_000_000 + ++phone * 7919).slice(-8)}`, email: `mila${phone}@example.com`, policy_accepted: true });
const book = (test: TestApp, fields: Record<string, unknown>, from?: string) =>
  pub(test, 'POST', `${SUB}/bookings`, { body: { date: DAY, ...person(), ...fields }, from });
const times = async (test: TestApp, services: number[], employee?: number) => {
  const response = await pub(test, 'GET', `${SUB}/availability`, { query: { service_ids: services.join(','), date_from: DAY, date_to: DAY, ...(employee ? { employee_id: String(employee) } : {}) } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ days: { date: string; times: string[] }[] }>().days[0]?.times ?? [];
};

describe('demo data', () => {
  it('Demo Salon has online bookings made through the booking page\'s services, and a customer waiting', async () => {
    const made = await rows<{ groups: number; lines: number; customers: number }>(t, sql`
      select count(distinct g.id)::int as groups, count(a.id)::int as lines, count(distinct g.customer_id)::int as customers
      from online_bookings o join appointment_groups g on g.venue_id = o.venue_id and g.id = o.group_id
      join appointments a on a.venue_id = g.venue_id and a.group_id = g.id
      where o.venue_id = ${t.seed.salon.id} and g.source = 'online' and a.type = 'appointment' and a.status <> 'cancelled'`);
    expect(made[0]).toMatchObject({ groups: 3, lines: 4, customers: 3 });
    const bell = await rows<{ n: number }>(t, sql`select count(*)::int as n from notifications where venue_id = ${t.seed.salon.id} and event = 'new_booking'`);
    expect(bell[0]!.n).toBeGreaterThan(0);
    const waiting = await rows<{ name: string }>(t, sql`select name from online_waitlist where venue_id = ${t.seed.salon.id} and closed_at is null`);
    expect(waiting.map((w) => w.name)).toEqual(['Hanna']);
  });
});

describe('public booking API', () => {
  let owner: string;
  let fringe: number;
  let staff: ReturnType<typeof salonStaff>;

  it('answers 404 for an unknown booking address, and lists what is offered online', async () => {
    owner = await t.login('owner');
    staff = salonStaff(t);
    fringe = await serviceId(t, 'Fringe trim');
    expect((await store(t, owner, DAY, [{ service_id: await serviceId(t, 'Root colour'), employee_id: staff.emma, start_time: '09:00' }])).statusCode).toBe(200);
    const unknown = await pub(t, 'GET', 'no-such-venue/services', { lang: 'de' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('NOT_FOUND');
    const venue = await pub(t, 'GET', SUB);
    expect(venue.statusCode, venue.body).toBe(200);
    expect(venue.json()).toMatchObject({ title: expect.any(String), cancellation_notice_hours: 24, languages: expect.arrayContaining(['pl', 'nld']) });
    const services = await pub(t, 'GET', `${SUB}/services`);
    expect(services.json().services.map((s: { id: number }) => s.id)).toContain(fringe);
    const team = await pub(t, 'GET', `${SUB}/staff`);
    expect(team.json().staff.find((e: { id: number }) => e.id === staff.emma).service_ids).toContain(fringe);
  });

  it('offers a time inside another client\'s processing gap and books it; one running over the finish is neither offered nor bookable', async () => {
    const offered = await times(t, [fringe], staff.emma);
    expect(offered).toContain('09:45');
    expect(offered).not.toContain('10:00');
    const over = await book(t, { service_ids: [fringe], employee_id: staff.emma, time: '10:00' });
    expect(over.statusCode, over.body).toBe(409);
    const inGap = await book(t, { service_ids: [fringe], employee_id: staff.emma, time: '09:45' });
    expect(inGap.statusCode, inGap.body).toBe(200);
    expect(inGap.json().booking).toMatchObject({ status: 'booked', date: DAY, time: '09:45', employee_id: staff.emma });
  });

  it('books several services with anyone as an online booking: calendar, confirmation mail with iCalendar, staff notice, manage link', async () => {
    const cut = await serviceId(t, 'Cut & beard trim');
    const who = person();
    const made = await pub(t, 'POST', `${SUB}/bookings`, { body: { ...who, service_ids: [cut, fringe], date: DAY, time: '14:00' } });
    expect(made.statusCode, made.body).toBe(200);
    const { token, manage_url: url, booking } = made.json();
    expect(url).toContain(`/book/${SUB}/manage/${token}`);
    expect(booking.lines.map((l: { starts_at: string }) => l.starts_at.slice(11, 16))).toHaveLength(2);
    expect(new Date(booking.lines[1].starts_at).getTime()).toBe(new Date(booking.lines[0].ends_at).getTime());
    const [group] = await rows<{ source: string; id: number }>(t, sql`select g.source, g.id from appointment_groups g join online_bookings o on o.group_id = g.id and o.venue_id = g.venue_id order by o.id desc limit 1`);
    expect(group!.source).toBe('online');
    const mails = await rows<{ subject: string; text: string; content_type: string; file: string }>(t, sql`
      select m.subject, m.text, a.content_type, convert_from(a.content, 'UTF8') as file from mail_outbox m join mail_attachments a on a.outbox_id = m.id where m.to = ${who.email}`);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(url);
    expect(mails[0]!.content_type).toContain('text/calendar');
    expect(mails[0]!.file).toContain('BEGIN:VEVENT');
    const notices = await rows<{ n: number }>(t, sql`select count(*)::int as n from notifications where event = 'new_booking' and params->>'customer' = 'Mila Jansen'`);
    expect(notices[0]!.n).toBeGreaterThan(0);
    // The desk's calendar shows it.
    const day = await t.call('GET', 'appointments', { token: owner, query: { date_from: DAY, date_to: DAY } });
    expect(day.body).toContain(String(group!.id));

    // Manage: view, another venue's address does not know it, cancel, twice is refused.
    expect((await pub(t, 'GET', `${SUB}/bookings/${token}`)).json().booking.status).toBe('booked');
    expect((await pub(t, 'GET', `other-venue/bookings/${token}`)).statusCode).toBe(404);
    const cancelled = await pub(t, 'POST', `${SUB}/bookings/${token}/cancel`, { body: {} });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().booking.status).toBe('cancelled');
    expect((await pub(t, 'POST', `${SUB}/bookings/${token}/cancel`, { body: {} })).statusCode).toBe(422);
  });

  it('reschedules within the notice and refuses a change past it', async () => {
    const made = await book(t, { service_ids: [fringe], employee_id: staff.julia, time: '11:00' });
    expect(made.statusCode, made.body).toBe(200);
    const { token } = made.json();
    const moved = await pub(t, 'POST', `${SUB}/bookings/${token}/reschedule`, { body: { date: DAY, time: '15:00', employee_id: staff.julia } });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().booking.time).toBe('15:00');
    await t.database.db.execute(sql`update venues set policy = policy || '{"cancellation_notice_hours": 720}'::jsonb where id = ${t.seed.salon.id}`);
    const late = await pub(t, 'POST', `${SUB}/bookings/${token}/cancel`, { body: {}, lang: 'fr-fr' });
    await t.database.db.execute(sql`update venues set policy = policy || '{"cancellation_notice_hours": 24}'::jsonb where id = ${t.seed.salon.id}`);
    expect(late.statusCode, late.body).toBe(422);
  });

  it('gives one booking to fifty customers racing for one time', async () => {
    const answers = await Promise.all(Array.from({ length: 50 }, () => book(t, { service_ids: [fringe], employee_id: staff.tess, time: '13:00' })));
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200), answers.find((a) => a.statusCode >= 500)?.body).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(49);
  });

  it('limits bookings per client address and per phone with 429 and Retry-After, and refuses a filled honeypot', async () => {
    const body = { service_ids: [fringe], employee_id: staff.emma, time: '06:00' };
    const from = '192.0.2.77';
    for (let i = 0; i < 10; i++) expect((await book(t, body, from)).statusCode).toBe(409);
    const limited = await book(t, body, from);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    const same = person();
    for (let i = 0; i < 5; i++) expect((await pub(t, 'POST', `${SUB}/bookings`, { body: { ...same, ...body, date: DAY } })).statusCode).toBe(409);
    expect((await pub(t, 'POST', `${SUB}/bookings`, { body: { ...same, ...body, date: DAY } })).statusCode).toBe(429);
    expect((await book(t, { ...body, website: 'http://spam.example' })).statusCode).toBe(400);
  });

  it('offers a cancelled time to the first customer on the waitlist, held for them', async () => {
    const first = { first_name: 'Ada', phone: '+31611112222', email: 'ada@example.com' };
    const joined = await pub(t, 'POST', `${SUB}/waitlist`, { body: { ...first, service_ids: [fringe], date_from: DAY, date_to: '2027-08-06' } });
    expect(joined.statusCode, joined.body).toBe(200);
    expect((await pub(t, 'POST', `${SUB}/waitlist`, { body: { first_name: 'Bo', phone: '+31633334444', email: 'bo@example.com', service_ids: [fringe], date_from: DAY, date_to: DAY } })).statusCode).toBe(200);
    const made = await book(t, { service_ids: [fringe], employee_id: staff.daan, time: '16:00' });
    expect(made.statusCode, made.body).toBe(200);
    expect((await pub(t, 'POST', `${SUB}/bookings/${made.json().token}/cancel`, { body: {} })).statusCode).toBe(200);
    const [offer] = await rows<{ text: string }>(t, sql`select text from mail_outbox where "to" = 'ada@example.com'`);
    expect(offer, 'the first waiting customer gets the offer').toBeDefined();
    expect(await rows(t, sql`select 1 from mail_outbox where "to" = 'bo@example.com'`)).toHaveLength(0);
    const token = /[?&]offer=([\w-]+)/.exec(offer!.text)![1]!;
    const held = await pub(t, 'GET', `${SUB}/waitlist/${token}`);
    expect(held.statusCode, held.body).toBe(200);
    expect(held.json()).toMatchObject({ date: DAY, time: '16:00', employee_id: staff.daan });
    // Held: nobody else is offered that time with Daan.
    expect(await times(t, [fringe], staff.daan)).not.toContain('16:00');
    const taken = await pub(t, 'POST', `${SUB}/bookings`, { body: { ...first, last_name: '', policy_accepted: true, service_ids: [fringe], date: DAY, time: '16:00', offer: token } });
    expect(taken.statusCode, taken.body).toBe(200);
    expect((await pub(t, 'GET', `${SUB}/waitlist/${token}`)).statusCode).toBe(404);
  });

  it('offers a time the desk cancelled to the first customer waiting, in the cancel\'s transaction', async () => {
    // Julia's first working day after the hand-made one (Bo waits for that one), from 11:00.
    const free = await pub(t, 'GET', `${SUB}/availability`, { query: { service_ids: String(fringe), employee_id: String(staff.julia), date_from: '2027-08-05', date_to: '2027-08-12' } });
    const open = free.json<{ days: { date: string; times: string[] }[] }>().days.find((d) => d.times.some((at) => at >= '11:00'))!;
    const day = open.date;
    const time = open.times.find((at) => at >= '11:00')!;
    const waiting = { first_name: 'Cas', phone: '+31655556666', email: 'cas@example.com' };
    expect((await pub(t, 'POST', `${SUB}/waitlist`, { body: { ...waiting, service_ids: [fringe], date_from: day, date_to: day } })).statusCode).toBe(200);
    const desk = await store(t, owner, day, [{ service_id: fringe, employee_id: staff.julia, start_time: time }]);
    expect(desk.statusCode, desk.body).toBe(200);
    expect(await rows(t, sql`select 1 from mail_outbox where "to" = 'cas@example.com'`)).toHaveLength(0);
    const line = desk.json().appointments[0].id as number;
    const cancelled = await t.call('POST', `appointments/cancel/${line}`, { token: owner, body: { reason: 'client_request' } });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const [offer] = await rows<{ text: string }>(t, sql`select text from mail_outbox where "to" = 'cas@example.com'`);
    expect(offer, 'the desk cancellation offers the time').toBeDefined();
    const token = /[?&]offer=([\w-]+)/.exec(offer!.text)![1]!;
    expect((await pub(t, 'GET', `${SUB}/waitlist/${token}`)).json()).toMatchObject({ date: day, time, employee_id: staff.julia });
    const [hold] = await rows<{ n: number }>(t, sql`select count(*)::int as n from appointments where venue_id = ${t.seed.salon.id} and type = 'reserved_slot' and employee_id = ${staff.julia} and expires_at > now()`);
    expect(hold!.n).toBeGreaterThan(0);
    // One offer, one mail.
    expect((await rows(t, sql`select 1 from mail_outbox where "to" = 'cas@example.com'`))).toHaveLength(1);
  });
});

describe('back office online booking settings', () => {
  it('reads and saves what is bookable online and the rules', async () => {
    const owner = await t.login('owner');
    const before = await t.call('GET', 'online-booking/settings', { token: owner });
    expect(before.statusCode, before.body).toBe(200);
    const settings = before.json();
    expect(settings.booking_url).toContain('/book/demo-salon');
    const fringe = await serviceId(t, 'Fringe trim');
    const saved = await t.call('POST', 'online-booking/settings', {
      token: owner,
      body: {
        enabled: true, auto_confirm: false, lead_time_minutes: 120, max_advance_days: 60, slot_step_minutes: 30, cancellation_notice_hours: 48,
        service_ids: settings.service_ids.filter((id: number) => id !== fringe), employee_ids: settings.employee_ids,
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ auto_confirm: false, lead_time_minutes: 120, slot_step_minutes: 30, cancellation_notice_hours: 48 });
    expect(saved.json().service_ids).not.toContain(fringe);
    expect((await pub(t, 'GET', `${SUB}/services`)).json().services.map((s: { id: number }) => s.id)).not.toContain(fringe);
    const staffToken = await t.login('staff');
    expect((await t.call('GET', 'online-booking/settings', { token: staffToken })).statusCode).toBe(403);
  });
});

describe('the booking page QR code', () => {
  it('serves /book/{sub}/qrcode.svg for an open booking address, 404 for an unknown one', async () => {
    const svg = await t.app.inject({ method: 'GET', url: `/book/${SUB}/qrcode.svg` });
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toContain('image/svg+xml');
    expect(svg.body).toContain('<svg');
    expect((await t.app.inject({ method: 'GET', url: '/book/no-such-venue/qrcode.svg' })).statusCode).toBe(404);
  });
});

describe('the booking page\'s head for search engines', () => {
  it('serves /book/{sub} with the venue\'s title and a schema.org JSON-LD block of its services and prices; the plain page for an unknown address', async () => {
    const [first] = (await pub(t, 'GET', `${SUB}/services`)).json<{ services: { id: number }[] }>().services;
    await t.database.db.execute(sql`update services set online_description = 'Short </script><b>trim</b>' where id = ${first!.id}`);
    const page = await t.app.inject({ method: 'GET', url: `/book/${SUB}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<title>Demo Salon</title>');
    expect(page.body.match(/<\/script>/g), 'nothing in the data closes its script elements (JSON-LD, the page\'s boot data)').toHaveLength(2);
    const block = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(page.body)![1]!;
    const data = JSON.parse(block);
    expect(data).toMatchObject({
      '@context': 'https://schema.org', '@type': ['LocalBusiness', 'HairSalon'], name: 'Demo Salon', telephone: '+31 20 555 0101',
      address: { '@type': 'PostalAddress', streetAddress: 'Prinsengracht 263', postalCode: '1016 GV', addressLocality: 'Amsterdam', addressCountry: 'NL' },
      potentialAction: { '@type': 'ReserveAction' },
    });
    const offers = data.hasOfferCatalog.itemListElement as { price: string; priceCurrency: string; itemOffered: { name: string; description?: string } }[];
    const services = (await pub(t, 'GET', `${SUB}/services`)).json<{ services: { name: string; price: number }[] }>().services;
    expect(offers.map((o) => o.itemOffered.name)).toEqual(services.map((s) => s.name));
    expect(offers.map((o) => o.price)).toEqual(services.map((s) => (s.price / 100).toFixed(2)));
    expect(offers.every((o) => o.priceCurrency === 'EUR')).toBe(true);
    expect(offers.find((o) => o.itemOffered.description?.includes('</script>'))).toBeDefined();
    const unknown = await t.app.inject({ method: 'GET', url: '/book/no-such-venue' });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toContain('<title>Book online</title>');
    expect(unknown.body).not.toContain('ld+json');
  });
});

describe('the booking page\'s appearance and the embed widget', () => {
  it('saves colour, description and languages (refusing a bad colour in the user\'s language), uploads and removes a cover, and the page shows them', async () => {
    const owner = await t.login('owner');
    const before = await t.call('GET', 'online-booking/appearance', { token: owner });
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json()).toMatchObject({ color: '#0b6a74', description: '', cover: null, title: 'Demo Salon' });
    expect(before.json().languages).toHaveLength(8);
    const bad = await t.call('POST', 'online-booking/appearance', { token: owner, lang: 'pl', body: { color: 'red', description: '', languages: ['pl'] } });
    expect(bad.statusCode).toBe(422);
    const saved = await t.call('POST', 'online-booking/appearance', { token: owner, body: { color: '#AA3355', description: 'Colour specialists by the canal.', languages: ['nld', 'en-us', 'de'] } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ color: '#aa3355', description: 'Colour specialists by the canal.', languages: ['en-us', 'de', 'nld'] });
    const png = await sharp({ create: { width: 64, height: 32, channels: 3, background: '#336699' } }).png().toBuffer();
    const cover = await t.call('POST', 'online-booking/appearance/cover', { token: owner, body: png, headers: { 'content-type': 'image/png' } });
    expect(cover.statusCode, cover.body).toBe(200);
    const coverUrl = cover.json().cover as string;
    expect(coverUrl).toMatch(/images\/\d+\/[0-9a-f]{64}\.webp$/);
    expect((await t.app.inject({ method: 'GET', url: coverUrl })).headers['content-type']).toContain('image/webp');
    const page = (await pub(t, 'GET', SUB)).json();
    expect(page).toMatchObject({ color: '#aa3355', description: 'Colour specialists by the canal.', cover: coverUrl });
    expect(page.languages).toEqual(expect.arrayContaining(['en-us', 'de', 'nld']));
    expect(page.languages).not.toContain('pl');
    const removed = await t.call('POST', 'online-booking/appearance/cover/delete', { token: owner });
    expect(removed.json().cover).toBeNull();
    expect((await t.call('POST', 'online-booking/appearance', { token: await t.login('staff'), body: saved.json() })).statusCode).toBe(403);
    await t.call('POST', 'online-booking/appearance', { token: owner, body: { color: '#0b6a74', description: '', languages: before.json().languages } });
  });

  it('serves the widget script, and lets other sites frame the booking page', async () => {
    const script = await t.app.inject({ method: 'GET', url: '/book/embed.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toContain('text/javascript');
    expect(script.body).toContain("getAttribute('data-venue')");
    const page = await t.app.inject({ method: 'GET', url: `/book/${SUB}` });
    expect(page.headers['x-frame-options']).toBeUndefined();
    expect(String(page.headers['content-security-policy'])).toContain('frame-ancestors *');
    const app = await t.app.inject({ method: 'GET', url: '/calendar' });
    expect(app.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});
