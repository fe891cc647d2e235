import { and, asc, eq } from 'drizzle-orm';
import { employeeBusy, totalMinutes, type DurationSplit } from '@chairside/shared/rules/calendar-duration';
import { addDays, clockToMinutes, datesBetween, zonedInstant, zonedToday } from '@chairside/shared/rules/calendar-time';
import { employeeServicePrice, employeeServiceSplit } from '@chairside/shared/rules/employee-service-values';
import type { Tx } from '../client';
import {
  activityLog, appointmentGroups, appointmentSegments, appointments, customers, employeeEvents, employeeServices, resources, services, venues,
} from '../schema/index';
import { createRandom, type Random } from './random';
import { employeeDay, loadHoursSource, venueDay } from '../../features/staff/staff.service';

/**
 * Demo Salon's calendar: the past four weeks and the next two, about two thirds of working time
 * booked, every status and item type, processing gaps with a second client in them, resources,
 * multi-line bookings and time-off. Each employee gets only the services they perform, at their own
 * length and price. Deterministic (same seed, same relative days); bulk inserts.
 */

type Status = typeof appointments.$inferInsert.status;
type ItemType = typeof appointments.$inferInsert.type;

interface Offer {
  service: typeof services.$inferSelect;
  split: DurationSplit;
  price: number;
}

interface Draft {
  group: number;
  type: ItemType;
  status: Status;
  employeeId: number;
  resourceId: number | null;
  serviceId: number | null;
  customerId: number | null;
  start: number;
  split: DurationSplit;
  price: number;
  color: string;
  note: string;
  cancelReason: string | null;
  expiresAt: Date | null;
}

const MINUTE = 60_000;

/** First start and last end of a day's intervals (minutes), or null on a day without any. */
const dayBounds = (spans: { start_time: string; end_time: string }[]) =>
  spans.length ? { from: clockToMinutes(spans[0]!.start_time), to: clockToMinutes(spans.at(-1)!.end_time) } : null;
const COLORS = ['appt_default', 'appt_default', 'appt_default', 'appt_light_blue', 'appt_green', 'appt_violet', 'appt_yellow', 'appt_orange'];
const REMINDERS = ['Call supplier about colour order', 'Confirm wedding party times', 'Team meeting', 'Check stock of gloves'];

export async function seedBookings(tx: Tx, venueId: number, now: Date): Promise<void> {
  const random = createRandom(8_675_309);
  const [venue] = await tx.select({ timeZone: venues.timezone }).from(venues).where(eq(venues.id, venueId));
  const timeZone = venue!.timeZone;
  // One after another: a transaction is one connection.
  const today = zonedToday(now, timeZone);
  // Working hours as the calendar reads them: patterns, exceptions and closed days (no bookings on a closed day).
  const hours = await loadHoursSource(tx, venueId, null, addDays(today, -28), addDays(today, 13));
  const catalog = await tx.select().from(services).where(and(eq(services.venueId, venueId), eq(services.archived, false))).orderBy(asc(services.id));
  const rooms = await tx.select({ id: resources.id, name: resources.name }).from(resources).where(eq(resources.venueId, venueId));
  const people = await tx.select({ id: customers.id }).from(customers).where(eq(customers.venueId, venueId));
  const performed = await tx.select().from(employeeServices).where(eq(employeeServices.venueId, venueId));
  const roomOf = (name: string) => rooms.find((r) => r.name === name)?.id ?? null;
  const station = roomOf('Colour station');
  const basin = roomOf('Wash basin 1');
  const treatment = roomOf('Treatment room');
  const splitOf = (s: (typeof catalog)[number]): DurationSplit => ({ initial: s.initialMinutes, gap: s.gapMinutes, finish: s.finishMinutes });
  const employeeIds = [...hours.schedules.keys()].sort((a, b) => a - b);
  /** What each employee performs, with their own split and price. */
  const offers = new Map(employeeIds.map((employeeId) => [employeeId, catalog.flatMap((service): Offer[] => {
    const own = performed.find((row) => row.employeeId === employeeId && row.serviceId === service.id);
    return own ? [{ service, split: employeeServiceSplit(splitOf(service), own), price: employeeServicePrice(service.price, own) }] : [];
  })]));

  const timeOff = plannedTimeOff(employeeIds, today);
  const drafts: Draft[] = [];
  let groups = 0;
  const busy = new Map<string, [number, number][]>();
  const isFree = (key: string, from: number, to: number) => !(busy.get(key) ?? []).some(([a, b]) => a < to && from < b);
  const hold = (key: string, from: number, to: number) => busy.set(key, [...(busy.get(key) ?? []), [from, to]]);
  for (const o of timeOff) hold(`e${o.employeeId}`, zonedInstant(o.date, o.from, timeZone).getTime(), zonedInstant(o.date, o.to, timeZone).getTime());

  // Under way at seed time: the first has started and the second is running late (so the demo shows both
  // whenever two visits are in progress), the rest by the roll.
  let underWay = 0;
  const statusFor = (date: string, start: number, end: number, r: Random): [Status, string | null] => {
    const roll = r.next();
    if (date < today || end <= now.getTime()) {
      if (roll < 0.05) return ['cancelled', 'no_show'];
      if (roll < 0.1) return ['cancelled', 'client_request'];
      return ['done', null];
    }
    if (start <= now.getTime()) {
      underWay += 1;
      return [underWay === 2 || (underWay > 2 && roll < 0.2) ? 'running-late' : 'started', null];
    }
    if (roll < 0.04) return ['cancelled', roll < 0.02 ? 'venue' : 'client_request'];
    return [roll < 0.5 ? 'new' : 'confirmed', null];
  };

  const place = (d: Omit<Draft, 'status' | 'cancelReason'>, date: string) => {
    const [status, cancelReason] = d.type === 'appointment' ? statusFor(date, d.start, d.start + totalMinutes(d.split) * MINUTE, random) : ['new' as Status, null];
    drafts.push({ ...d, status, cancelReason });
    if (status === 'cancelled' || d.type === 'reminder') return;
    for (const part of employeeBusy(d.split)) hold(`e${d.employeeId}`, d.start + part.from * MINUTE, d.start + part.to * MINUTE);
    if (d.resourceId !== null) hold(`r${d.resourceId}`, d.start, d.start + totalMinutes(d.split) * MINUTE);
  };

  for (const date of datesBetween(addDays(today, -28), addDays(today, 13))) {
    const open = dayBounds(venueDay(hours, date));
    if (!open) continue;
    for (const employeeId of employeeIds) {
      const shift = dayBounds(employeeDay(hours, employeeId, date).spans);
      if (!shift) continue;
      const away = timeOff.filter((o) => o.employeeId === employeeId && o.date === date);
      const from = Math.max(shift.from, open.from);
      const to = Math.min(shift.to, open.to, ...away.map((o) => o.from));
      const at = (minutes: number) => zonedInstant(date, minutes, timeZone).getTime();
      let cursor = from;
      let lunch = false;
      while (cursor < to) {
        const roll = random.next();
        if (!lunch && cursor >= 12 * 60 && random.chance(0.6)) {
          lunch = true;
          if (isFree(`e${employeeId}`, at(cursor), at(cursor + 30))) {
            place({ group: ++groups, type: 'blocked', employeeId, resourceId: null, serviceId: null, customerId: null, start: at(cursor), split: { initial: 30, gap: 0, finish: 0 }, price: 0, color: 'appt_light_grey', note: 'Lunch', expiresAt: null }, date);
          }
          cursor += 30;
          continue;
        }
        if (roll < 0.7) {
          const own = offers.get(employeeId) ?? [];
          const gapOffers = own.filter((o) => o.split.gap > 0);
          if (!own.length) {
            cursor += 15;
            continue;
          }
          const { service, split, price } = random.chance(0.3) && gapOffers.length ? random.pick(gapOffers) : random.pick(own);
          const minutes = totalMinutes(split);
          const start = at(cursor);
          if (cursor + minutes > to || !isFree(`e${employeeId}`, start, at(cursor + minutes))) {
            cursor += 15;
            continue;
          }
          const wantsRoom = split.gap > 0 ? station : /Facial|massage/i.test(service.name) ? treatment : /Blow-dry|conditioning/i.test(service.name) ? basin : null;
          const resourceId = wantsRoom !== null && random.chance(0.6) && isFree(`r${wantsRoom}`, start, at(cursor + minutes)) ? wantsRoom : null;
          const group = ++groups;
          const customerId = random.pick(people).id;
          place({ group, type: 'appointment', employeeId, resourceId, serviceId: service.id, customerId, start, split, price, color: random.pick(COLORS), note: '', expiresAt: null }, date);
          // Another client in the processing gap.
          if (split.gap >= 20 && random.chance(0.5)) {
            const filler = own.find((o) => o.split.gap === 0 && o.split.initial <= Math.min(20, split.gap - 5));
            const fillStart = at(cursor + split.initial + 5);
            if (filler && isFree(`e${employeeId}`, fillStart, fillStart + filler.split.initial * MINUTE)) {
              place({ group: ++groups, type: 'appointment', employeeId, resourceId: null, serviceId: filler.service.id, customerId: random.pick(people).id, start: fillStart, split: filler.split, price: filler.price, color: 'appt_default', note: '', expiresAt: null }, date);
            }
          }
          // Now and then a second line for the same client with a colleague right after.
          const colleague = random.pick(employeeIds);
          const blowDry = offers.get(colleague)?.find((o) => o.service.name === 'Blow-dry');
          if (blowDry && colleague !== employeeId && random.chance(0.12)) {
            const next = at(cursor + minutes);
            const length = totalMinutes(blowDry.split);
            const colleagueShift = dayBounds(employeeDay(hours, colleague, date).spans);
            if (colleagueShift && cursor + minutes + length <= colleagueShift.to && cursor + minutes >= colleagueShift.from && isFree(`e${colleague}`, next, next + length * MINUTE)) {
              place({ group, type: 'appointment', employeeId: colleague, resourceId: null, serviceId: blowDry.service.id, customerId, start: next, split: blowDry.split, price: blowDry.price, color: 'appt_default', note: '', expiresAt: null }, date);
            }
          }
          cursor += Math.ceil(minutes / 15) * 15;
        } else if (roll < 0.72 && date >= today) {
          const start = at(cursor);
          if (isFree(`e${employeeId}`, start, start + 30 * MINUTE) && start > now.getTime()) {
            // A slot held for an online booking in progress, released when it starts.
            place({ group: ++groups, type: 'reserved_slot', employeeId, resourceId: null, serviceId: null, customerId: null, start, split: { initial: 30, gap: 0, finish: 0 }, price: 0, color: 'appt_yellow', note: '', expiresAt: new Date(start) }, date);
          }
          cursor += 30;
        } else if (roll < 0.74) {
          place({ group: ++groups, type: 'reminder', employeeId, resourceId: null, serviceId: null, customerId: null, start: at(cursor), split: { initial: 15, gap: 0, finish: 0 }, price: 0, color: 'appt_orange', note: random.pick(REMINDERS), expiresAt: null }, date);
          cursor += 15;
        } else {
          cursor += random.pick([15, 30, 30, 45]);
        }
      }
    }
  }
  // Every status shows, even when seeding happens outside working hours.
  if (!drafts.some((d) => d.status === 'started')) {
    const recent = drafts.filter((d) => d.type === 'appointment' && d.status === 'done').sort((a, b) => b.start - a.start);
    if (recent[0]) recent[0].status = 'started';
    if (recent[1]) recent[1].status = 'running-late';
  }
  await insertDrafts(tx, venueId, drafts, groups);
  if (timeOff.length) {
    await tx.insert(employeeEvents).values(timeOff.map((o) => ({
      venueId, employeeId: o.employeeId, type: 'timeoff' as const, category: o.category, groupHash: o.hash,
      startsAt: zonedInstant(o.date, o.from, timeZone), endsAt: zonedInstant(o.date, o.to, timeZone), allDay: o.from === 0 && o.to === 1440, color: 'appt_light_grey',
    })));
  }
}

async function insertDrafts(tx: Tx, venueId: number, drafts: Draft[], groupCount: number) {
  const chunk = <T>(items: T[], size: number) => Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));
  const groupIds: number[] = [];
  const customerOfGroup = new Map(drafts.map((d) => [d.group, d.customerId]));
  for (const part of chunk(Array.from({ length: groupCount }, (_, i) => i + 1), 1000)) {
    // Every fifth customer booking was made on the booking page (the online-booking report shows them).
    const rows = await tx.insert(appointmentGroups).values(part.map((g) => {
      const customerId = customerOfGroup.get(g) ?? null;
      return { venueId, customerId, source: customerId !== null && g % 5 === 0 ? 'online' as const : 'desk' as const };
    })).returning({ id: appointmentGroups.id });
    groupIds.push(...rows.map((r) => r.id));
  }
  const ids: number[] = [];
  for (const part of chunk(drafts, 500)) {
    const rows = await tx.insert(appointments).values(part.map((d) => ({
      venueId, groupId: groupIds[d.group - 1]!, type: d.type, status: d.status, customerId: d.customerId, employeeId: d.employeeId,
      resourceId: d.resourceId, serviceId: d.serviceId, startsAt: new Date(d.start), endsAt: new Date(d.start + totalMinutes(d.split) * MINUTE),
      initialMinutes: d.split.initial, gapMinutes: d.split.gap, finishMinutes: d.split.finish, price: d.price, color: d.color, note: d.note,
      cancelReason: d.cancelReason, cancelledAt: d.cancelReason ? new Date(d.start - 86_400_000) : null, expiresAt: d.expiresAt,
    }))).returning({ id: appointments.id });
    ids.push(...rows.map((r) => r.id));
  }
  const range = (from: number, to: number) => `[${new Date(from).toISOString()},${new Date(to).toISOString()})`;
  const segments = drafts.flatMap((d, i) => {
    if (d.status === 'cancelled' || d.type === 'reminder') return [];
    const rows = employeeBusy(d.split).map((part) => ({
      venueId, appointmentId: ids[i]!, employeeId: d.employeeId, resourceId: null, strict: true, kind: part.kind as 'initial' | 'finish',
      during: range(d.start + part.from * MINUTE, d.start + part.to * MINUTE),
    }));
    if (d.resourceId === null) return rows;
    return [...rows, { venueId, appointmentId: ids[i]!, employeeId: null, resourceId: d.resourceId, strict: true, kind: 'span' as const, during: range(d.start, d.start + totalMinutes(d.split) * MINUTE) }];
  });
  for (const part of chunk(segments, 1000)) await tx.insert(appointmentSegments).values(part);
  for (const part of chunk(ids, 1000)) {
    await tx.insert(activityLog).values(part.map((id) => ({ venueId, entity: 'appointment', entityId: id, action: 'created', source: 'system', changes: { seeded: true } })));
  }
}

interface TimeOff {
  employeeId: number;
  date: string;
  from: number;
  to: number;
  category: string;
  hash: string;
}

/** A holiday next week, a sick day last week and a training afternoon (no bookings then). */
function plannedTimeOff(employeeIds: number[], today: string): TimeOff[] {
  const [julia, daan, tess] = [employeeIds[4], employeeIds[5], employeeIds[6]];
  const list: TimeOff[] = [];
  if (daan !== undefined) for (const d of [9, 10, 11]) list.push({ employeeId: daan, date: addDays(today, d), from: 0, to: 1440, category: 'vacation', hash: 'd'.repeat(32) });
  if (julia !== undefined) list.push({ employeeId: julia, date: addDays(today, -6), from: 0, to: 1440, category: 'sick', hash: 'e'.repeat(32) });
  if (tess !== undefined) list.push({ employeeId: tess, date: addDays(today, 2), from: 13 * 60, to: 17 * 60 + 15, category: 'training', hash: 'f'.repeat(32) });
  return list;
}
