import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { rows } from './calendar.testkit';

/** The demo bookings (db/seed/bookings.ts) show everything the calendar can hold. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('Demo Salon bookings', () => {
  it('hold every status and item type, processing gaps filled by a second client, resources, multi-line bookings and time-off', async () => {
    const venue = t.seed.salon.id;
    const kinds = await rows<{ type: string; status: string }>(t, sql`select distinct type, status from appointments where venue_id = ${venue}`);
    // Visits under way exist only when the seed ran in opening hours (the test run's clock): then two at least, one of each.
    const statuses = new Set(kinds.filter((k) => k.type === 'appointment').map((k) => k.status));
    const [{ n: underWay }] = await rows<{ n: number }>(t, sql`select count(*)::int as n from appointments where venue_id = ${venue} and status in ('started', 'running-late')`) as [{ n: number }];
    expect(statuses).toEqual(new Set(['new', 'confirmed', 'done', 'cancelled', ...(underWay > 0 ? ['started'] : []), ...(underWay > 1 ? ['running-late'] : [])]));
    expect(new Set(kinds.map((k) => k.type))).toEqual(new Set(['appointment', 'blocked', 'reserved_slot', 'reminder']));
    const [facts] = await rows<{ no_show: number; with_resource: number; multi: number; filled: number; timeoff: number; days: number }>(t, sql`
      select
        (select count(*)::int from appointments where venue_id = ${venue} and cancel_reason = 'no_show') as no_show,
        (select count(*)::int from appointments where venue_id = ${venue} and resource_id is not null) as with_resource,
        (select count(*)::int from (select group_id from appointments where venue_id = ${venue} group by group_id having count(*) > 1) g) as multi,
        (select count(*)::int from appointments a join appointments b on b.venue_id = a.venue_id and b.employee_id = a.employee_id and b.id <> a.id
           and b.starts_at >= a.starts_at + make_interval(mins => a.initial_minutes) and b.ends_at <= a.starts_at + make_interval(mins => a.initial_minutes + a.gap_minutes)
           where a.venue_id = ${venue} and a.gap_minutes > 0) as filled,
        (select count(distinct group_hash)::int from employee_events where venue_id = ${venue} and type = 'timeoff') as timeoff,
        (select count(distinct (starts_at at time zone 'Europe/Amsterdam')::date)::int from appointments where venue_id = ${venue}) as days`);
    expect(facts!.no_show).toBeGreaterThan(0);
    expect(facts!.with_resource).toBeGreaterThan(10);
    expect(facts!.multi).toBeGreaterThan(5);
    expect(facts!.filled).toBeGreaterThan(10);
    expect(facts!.timeoff).toBe(3);
    // Six weeks of working days (closed on Sundays).
    expect(facts!.days).toBeGreaterThanOrEqual(34);
  });

  it("gives employees only the services they perform, at their own length and price", async () => {
    const venue = t.seed.salon.id;
    const [facts] = await rows<{ not_performed: number; other_values: number; own_cuts: number }>(t, sql`
      select
        count(*) filter (where es.service_id is null)::int as not_performed,
        count(*) filter (where a.price <> coalesce(es.price, s.price)
          or a.initial_minutes + a.gap_minutes + a.finish_minutes <> coalesce(es.duration_minutes, s.initial_minutes + s.gap_minutes + s.finish_minutes))::int as other_values,
        count(*) filter (where es.price is not null and es.duration_minutes is not null)::int as own_cuts
      from appointments a
      join services s on s.venue_id = a.venue_id and s.id = a.service_id
      left join employee_services es on es.venue_id = a.venue_id and es.employee_id = a.employee_id and es.service_id = a.service_id
      where a.venue_id = ${venue} and a.type = 'appointment'`);
    expect(facts).toEqual({ not_performed: 0, other_values: 0, own_cuts: expect.any(Number) });
    expect(facts!.own_cuts).toBeGreaterThan(0);
  });

  it('books about two thirds of the working time', async () => {
    const owner = await t.login('owner');
    const today = new Date().toISOString().slice(0, 10);
    const from = new Date(Date.now() - 27 * 86_400_000).toISOString().slice(0, 10);
    const [hours, items] = await Promise.all([
      t.call('GET', 'whours', { token: owner, query: { date_from: from, date_to: today } }),
      t.call('GET', 'appointments', { token: owner, query: { date_from: from, date_to: today } }),
    ]);
    const working = hours.json<{ employee_hours: { start_time: string; end_time: string }[] }>().employee_hours
      .reduce((sum, h) => sum + (Number(h.end_time.slice(0, 2)) * 60 + Number(h.end_time.slice(3)) - Number(h.start_time.slice(0, 2)) * 60 - Number(h.start_time.slice(3))), 0);
    const booked = items.json<{ appointments: { type: string; duration: number }[] }>().appointments
      .filter((i) => i.type === 'appointment').reduce((sum, i) => sum + i.duration, 0);
    expect(booked / working).toBeGreaterThan(0.5);
    expect(booked / working).toBeLessThan(0.85);
  });
});
