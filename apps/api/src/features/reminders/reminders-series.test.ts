import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER_EVENT_DEFAULTS } from '@chairside/shared/reminders';
import { formatDate, venueDateFormat } from '@chairside/shared/rules/date-format';
import { useTestApp } from '../../test/test-app';

/**
 * A recurring series booked at the desk (POST appointments/recurring): the customer gets one
 * "booking made" per channel for the whole series, naming its dates, in the series' own
 * transaction, and a retry under the same Idempotency-Key books and sends nothing more.
 */
const t = useTestApp();
let owner: string;
let emma: number;
let cut: number;
let customer: { id: number; email: string };
let dateFormat: string;

const rows = async <T>(query: ReturnType<typeof sql>) => ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
const messagesOfSeries = (seriesId: number) => rows<{ group_id: number; appointment_id: number; event: string; channel: string; status: string; mail_id: number | null; sms_id: number | null }>(sql`
  select m.* from event_messages m join appointment_groups g on g.venue_id = m.venue_id and g.id = m.group_id where g.series_id = ${seriesId} order by m.id`);

beforeAll(async () => {
  owner = await t.login('owner');
  emma = t.seed.salon.employeeIds[0]!;
  cut = (await rows<{ id: number }>(sql`select id from services where venue_id = ${t.seed.salon.id} and name = ${"Women's cut"}`))[0]!.id;
  customer = (await rows<{ id: number; email: string }>(sql`select id, email from customers where venue_id = ${t.seed.salon.id} and email <> '' order by id limit 1`))[0]!;
  await t.database.db.execute(sql`update customers set phone = '+48600100301' where id = ${customer.id}`);
  await t.database.db.execute(sql`update venues set lang = 'pl', sms_amount = 100 where id = ${t.seed.salon.id}`);
  dateFormat = (await rows<{ date_format: string }>(sql`select date_format from venues where id = ${t.seed.salon.id}`))[0]!.date_format;
  const saved = await t.call('POST', 'reminders/update', {
    token: owner,
    body: { quiet_from: null, quiet_to: null, ask_confirmation: false, sms_fallback_email: true, rules: [], events: { ...CUSTOMER_EVENT_DEFAULTS, booking_made: { email: true, sms: true } } },
  });
  expect(saved.statusCode, saved.body).toBe(200);
});

const recurring = (key: string, date: string, count: number) =>
  t.call('POST', 'appointments/recurring', {
    token: owner,
    headers: { 'idempotency-key': key },
    body: { date, customer_id: customer.id, force: true, services: [{ service_id: cut, employee_id: emma, start_time: '10:00' }], repeat: { every: 1, unit: 'week', count } },
  });

describe('a new recurring series tells the customer once', () => {
  it('one e-mail naming every date and one SMS naming the first three and a count; a retry sends nothing more', async () => {
    const response = await recurring('series-made-1', '2027-06-07', 6);
    expect(response.statusCode, response.body).toBe(200);
    const series = response.json<{ series_id: number; created: { date: string; group_id: number }[]; appointments: { id: number; group_id: number }[] }>();
    expect(series.created).toHaveLength(6);

    const sent = await messagesOfSeries(series.series_id);
    expect(sent.map((m) => [m.event, m.channel, m.status])).toEqual([['booking_made', 'email', 'queued'], ['booking_made', 'sms', 'queued']]);
    // Claimed on the series' first booking, and logged on its first appointment.
    expect(new Set(sent.map((m) => m.group_id))).toEqual(new Set([series.created[0]!.group_id]));
    const first = series.appointments.find((a) => a.group_id === series.created[0]!.group_id)!;
    const logged = await rows<{ action: string }>(sql`select action from activity_log where entity = 'appointment' and entity_id = ${first.id} and action like 'customer_message%'`);
    expect(logged).toHaveLength(2);

    const dates = series.created.map((c) => formatDate(c.date, venueDateFormat(dateFormat)));
    const [mail] = await rows<{ subject: string; text: string; to: string }>(sql`select subject, text, "to" from mail_outbox where id = ${sent[0]!.mail_id}`);
    expect(mail!.to).toBe(customer.email);
    expect(mail!.text).toContain(dates.join(', '));
    const [sms] = await rows<{ body: string }>(sql`select body from sms_outbox where id = ${sent[1]!.sms_id}`);
    expect(sms!.body).toContain(`${dates.slice(0, 3).join(', ')} oraz kolejne terminy (3)`);
    expect(sms!.body).not.toContain(dates[3]!);

    // The same request again (a lost answer): the first answer replayed, nothing booked or sent twice.
    const again = await recurring('series-made-1', '2027-06-07', 6);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toBe(response.body);
    expect(await messagesOfSeries(series.series_id)).toHaveLength(2);
    const [{ n }] = (await rows<{ n: number }>(sql`select count(*)::int as n from appointment_series where venue_id = ${t.seed.salon.id}
      and id in (select series_id from appointment_groups where customer_id = ${customer.id})`)) as [{ n: number }];
    expect(n).toBe(1);
  });

  it('a short series lists every date by SMS too', async () => {
    const response = await recurring('series-made-2', '2027-08-02', 4);
    expect(response.statusCode, response.body).toBe(200);
    const series = response.json<{ series_id: number; created: { date: string }[] }>();
    const sent = await messagesOfSeries(series.series_id);
    expect(sent.map((m) => m.channel)).toEqual(['email', 'sms']);
    const [sms] = await rows<{ body: string }>(sql`select body from sms_outbox where id = ${sent[1]!.sms_id}`);
    expect(sms!.body).toContain(series.created.map((c) => formatDate(c.date, venueDateFormat(dateFormat))).join(', '));
  });
});
