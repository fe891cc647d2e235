import { sql } from 'drizzle-orm';
import { intersect, normalize, subtract, type Interval } from '@chairside/shared/rules/calendar-intervals';
import { computeSlots, type ChainStep, type DaySlots, type SlotEmployee } from '@chairside/shared/rules/calendar-slots';
import { clockToMinutes, dayClock, datesBetween, type DayClock } from '@chairside/shared/rules/calendar-time';
import type { SlotsResponse } from '@chairside/shared/calendar-data';
import type { VenueCtx } from '../../../lib/context';
import { AppError, fieldError } from '../../../lib/errors';
import { assertRange, ownEmployee, venueClock } from '../core/calendar.context';
import { calendarEmployees, eventsBetween, loadHours, openingOn, shiftsOn, spansToIntervals } from '../core/calendar.hours';
import { defaultSplit, loadServices } from '../core/calendar.plan';
import { idList } from '../core/calendar.segments';
import { listBody, type ListBody } from '../reading/calendar.cache';
import {
  MAX_AGE_MS, answerFresh, generationOf, keepAnswer, keepPiece, scratchState, slotsStore, type DayHours, type Segment, type SlotsAnswer, type VenueSlots,
} from './slots.cache';

/**
 * GET availability/slots: start times at which the services (one after another) can be booked
 * with one employee: inside the shift and opening hours, outside time-off, blocked time and busy
 * segments (a processing gap is free, so a short service can fill it), with a free resource
 * where the service needs one, on the venue's time_slot_interval grid, from now on. Held slots
 * whose hold ran out count as free (they are left in place for calendar.jobs.ts to release).
 *
 * The search is incremental (slots.cache.ts): what it read is kept per venue and per employee and
 * date, and dropped by the live feed's messages, so a repeated search answers kept bytes and one
 * after a booking reads only the busy time of the employees that booking touched.
 */

export interface SlotsInput {
  dateFrom: string;
  dateTo: string;
  serviceIds: number[];
  employeeId?: number;
}

/** The answer as an object (the calendar service's face). */
export async function availableSlots(ctx: VenueCtx, input: SlotsInput): Promise<SlotsResponse> {
  return JSON.parse((await slotsAnswer(ctx, input)).json.toString('utf8')) as SlotsResponse;
}

/** The answer's JSON bytes (compressed forms made once per answer), from the venue's kept state when it is current. */
export async function slotsAnswer(ctx: VenueCtx, input: SlotsInput): Promise<ListBody> {
  assertRange(input.dateFrom, input.dateTo);
  if (!input.serviceIds.length) throw fieldError('service_ids', 'validation.required');
  if (input.serviceIds.length > 10) throw fieldError('service_ids', 'validation.too_many', { max: 10 });
  const own = ownEmployee(ctx);
  if (own !== null && input.employeeId !== undefined && input.employeeId !== own) throw new AppError('FORBIDDEN');
  const only = own ?? input.employeeId ?? null;
  const key = [only ?? '', input.serviceIds.join(','), input.dateFrom, input.dateTo].join('|');

  const store = slotsStore(ctx.deps.live);
  await store.listening();
  const state = store.state(ctx.venueId);
  if (!state) return (await search(ctx, input, only, scratchState(ctx.venueId))).body;
  const now = ctx.deps.now().getTime();
  const hit = state.answers.get(key);
  if (hit && answerFresh(state, hit, now)) return hit.body;
  return store.share(`${ctx.venueId}|${state.seen}|${key}`, async () => {
    const answer = await search(ctx, input, only, state);
    if (answerFresh(state, answer, ctx.deps.now().getTime())) keepAnswer(state, key, answer);
    return answer.body;
  });
}

/** Groups rows by owner and venue date: each row goes to every date of `dates` whose day it overlaps. */
function byDate<T>(rows: { owner: number; from: number; to: number; value: T }[], owners: number[], dates: string[], wall: DayClock) {
  const result = new Map<number, Map<string, T[]>>(owners.map((id) => [id, new Map(dates.map((date) => [date, [] as T[]]))]));
  const bounds = dates.map((date) => [date, wall.bounds(date)] as const);
  for (const row of rows) {
    const perDate = result.get(row.owner);
    if (!perDate) continue;
    for (const [date, { start, end }] of bounds) if (row.from < end && start < row.to) perDate.get(date)!.push(row.value);
  }
  return result;
}

/** Dates among `dates` that some of `ids` has no kept piece for, and those ids. */
function missing<T>(kept: Map<number, Map<string, T>>, ids: number[], dates: string[]) {
  const lacking = ids.filter((id) => dates.some((date) => !kept.get(id)?.has(date)));
  const lackingDates = dates.filter((date) => lacking.some((id) => !kept.get(id)?.has(date)));
  return { ids: lacking, dates: lackingDates.length ? datesBetween(lackingDates[0]!, lackingDates[lackingDates.length - 1]!) : [] };
}

/** Copies the kept pieces of `ids` on `dates` (a message may drop them while the search reads the rest). */
function snapshot<T>(kept: Map<number, Map<string, T>>, ids: number[], dates: string[]) {
  return new Map(ids.map((id) => [id, new Map(dates.flatMap((date) => {
    const piece = kept.get(id)?.get(date);
    return piece === undefined ? [] : [[date, piece] as const];
  }))]));
}

async function search(ctx: VenueCtx, input: SlotsInput, only: number | null, state: VenueSlots): Promise<SlotsAnswer> {
  const serviceKey = [...new Set(input.serviceIds)].sort((a, b) => a - b).join(',');
  const [clock, allStaff, catalog] = await Promise.all([
    state.clock ?? venueClock(ctx),
    state.staff ?? calendarEmployees(ctx.db, ctx.venueId, null),
    state.catalogs.get(serviceKey) ?? loadServices(ctx.db, ctx.venueId, [...new Set(input.serviceIds)], null),
  ]);
  // The state is dropped by any change to these: still current, they are the venue's as of now.
  if (state.current) {
    state.clock = clock;
    state.staff = allStaff;
    state.catalogs.set(serviceKey, catalog);
  }
  const staff = allStaff.filter((e) => e.bookable && (only === null || e.id === only));
  if (only !== null && !staff.length) throw fieldError('employee_id', 'calendar.employee_unknown');
  for (const id of input.serviceIds) if (!catalog.services.has(id)) throw fieldError('service_ids', 'calendar.service_unknown');
  const steps = input.serviceIds.map((id) => catalog.services.get(id)!);
  // Only employees who perform every service asked for.
  const qualified = staff.filter((e) => steps.every((s) => catalog.own.has(`${e.id}:${s.id}`)));
  const staffIds = qualified.map((e) => e.id);
  const resourceIds = [...new Set(steps.flatMap((s) => (s.resourceRequired ? s.resourceIds : [])))];
  const dates = datesBetween(input.dateFrom, input.dateTo);
  const wall = dayClock(clock.timeZone);

  // The generations before anything below is read: a piece is kept only if they still hold after.
  const employeeGens = new Map(staffIds.map((id) => [id, generationOf(state, id)]));
  const resourceGen = state.resourceGen;
  const busy = snapshot(state.busy, staffIds, dates);
  const resourceBusy = snapshot(state.resourceBusy, resourceIds, dates);
  const away = snapshot(state.away, staffIds, dates);
  const hours = new Map(dates.flatMap((date) => (state.hours.has(date) ? [[date, state.hours.get(date)!] as const] : [])));

  const needBusy = missing(busy, staffIds, dates);
  const needRooms = missing(resourceBusy, resourceIds, dates);
  const needAway = missing(away, staffIds, dates);
  const needHours = dates.filter((date) => !hours.has(date));
  const segmentDates = [...new Set([...needBusy.dates, ...needRooms.dates])].sort();
  const span = (list: string[]) => ({ start: wall.bounds(list[0]!).start, end: wall.bounds(list[list.length - 1]!).end });

  await Promise.all([
    needHours.length
      ? loadHours(ctx.db, ctx.venueId, null, needHours[0]!, needHours[needHours.length - 1]!).then((source) => {
          for (const date of datesBetween(needHours[0]!, needHours[needHours.length - 1]!)) {
            const opening = normalize(spansToIntervals(date, openingOn(source, date), wall));
            const shifts = new Map(allStaff.map((e) => [e.id, intersect(normalize(spansToIntervals(date, shiftsOn(source, e.id, date), wall)), opening)]));
            const day: DayHours = { opening, shifts };
            hours.set(date, day);
            if (state.current) state.hours.set(date, day);
          }
        })
      : null,
    segmentDates.length && (needBusy.ids.length || needRooms.ids.length)
      ? readSegments(ctx, needBusy.ids, needRooms.ids, span(segmentDates)).then((rows) => {
          const dates = datesBetween(segmentDates[0]!, segmentDates[segmentDates.length - 1]!);
          const people = byDate(rows.filter((r) => r.employeeId !== null).map((r) => ({ owner: r.employeeId!, from: r.from, to: r.to, value: r })), needBusy.ids, dates, wall);
          const rooms = byDate(rows.filter((r) => r.employeeId === null).map((r) => ({ owner: r.resourceId!, from: r.from, to: r.to, value: r })), needRooms.ids, dates, wall);
          const keepPeople = state.current && needBusy.ids.every((id) => generationOf(state, id) === employeeGens.get(id));
          const keepRooms = state.current && state.resourceGen === resourceGen;
          for (const [id, perDate] of people) for (const [date, list] of perDate) {
            const segments = list.map((r): Segment => ({ from: r.from, to: r.to, hold: r.hold }));
            busy.get(id)!.set(date, segments);
            if (keepPeople) keepPiece(state, state.busy, id, date, segments);
          }
          for (const [id, perDate] of rooms) for (const [date, list] of perDate) {
            const segments = list.map((r): Segment => ({ from: r.from, to: r.to, hold: r.hold }));
            resourceBusy.get(id)!.set(date, segments);
            if (keepRooms) keepPiece(state, state.resourceBusy, id, date, segments);
          }
        })
      : null,
    needAway.ids.length
      ? (() => {
          const range = span(needAway.dates);
          return eventsBetween(ctx.db, ctx.venueId, new Date(range.start), new Date(range.end), needAway.ids).then((rows) => {
            const perEmployee = byDate(rows.map((ev) => ({ owner: ev.employeeId, from: ev.startsAt.getTime(), to: ev.endsAt.getTime(), value: [ev.startsAt.getTime(), ev.endsAt.getTime()] as Interval })), needAway.ids, needAway.dates, wall);
            const keep = state.current && needAway.ids.every((id) => generationOf(state, id) === employeeGens.get(id));
            for (const [id, perDate] of perEmployee) for (const [date, list] of perDate) {
              away.get(id)!.set(date, list);
              if (keep) keepPiece(state, state.away, id, date, list);
            }
          });
        })()
      : null,
  ]);

  const now = ctx.deps.now().getTime();
  const ofDates = <T>(perDate: Map<string, T> | undefined): T[] => dates.flatMap((date) => (perDate?.has(date) ? [perDate.get(date)!] : []));
  const employeeSegments = new Map(staffIds.map((id) => [id, ofDates(busy.get(id)).flat()]));
  const roomSegments = new Map(resourceIds.map((id) => [id, ofDates(resourceBusy.get(id)).flat()]));
  // A hold that ran out is free time; the job deletes it (a read deletes nothing). Its end is read
  // afresh: it passes without a message.
  const holds = [...new Set([...employeeSegments.values(), ...roomSegments.values()].flatMap((list) => list.flatMap((s) => (s.hold === null ? [] : [s.hold]))))];
  const held = holds.length ? await heldUntil(ctx, holds) : new Map<number, number | null>();
  const active = (segments: Segment[]): Interval[] => segments.flatMap((s): Interval[] => {
    if (s.hold !== null) {
      const ends = held.get(s.hold);
      // Gone (released since it was read) or ran out: free.
      if (ends === undefined || (ends !== null && ends <= now)) return [];
    }
    return [[s.from, s.to]];
  });

  const employees: SlotEmployee[] = qualified.map((e) => {
    const shifts = dates.flatMap((date) => hours.get(date)!.shifts.get(e.id) ?? []);
    const time = normalize(ofDates(away.get(e.id)).flat());
    const chain: ChainStep[] = steps.map((s) => ({
      split: defaultSplit(s, catalog.own.get(`${e.id}:${s.id}`)),
      resourceIds: s.resourceRequired && s.resourceIds.length ? s.resourceIds : null,
    }));
    return { id: e.id, chain, work: subtract(normalize(shifts), time), busy: normalize(active(employeeSegments.get(e.id)!)) };
  });
  const roomsBusy = new Map(resourceIds.map((id) => [id, normalize(active(roomSegments.get(id)!))]));
  const days = computeSlots({ dates, clock: wall, timeZone: clock.timeZone, interval: clock.interval, employees, resourceBusy: roomsBusy, notBefore: now });
  // Start times are "from now on": the answer holds until its first start time has passed; one
  // that met a hold is never kept.
  const first = firstStart(days, wall);
  const until = holds.length ? now : Math.min(now + MAX_AGE_MS, first === null ? Infinity : first + 1);
  return {
    body: listBody(Buffer.from(JSON.stringify({ interval: clock.interval, days }))),
    employees: staffIds.map((id) => [id, employeeGens.get(id)!]),
    resources: resourceIds.length ? resourceGen : null,
    until,
  };
}

function firstStart(days: DaySlots[], wall: DayClock): number | null {
  for (const day of days) if (day.slots.length) return wall.at(day.date, clockToMinutes(day.slots[0]!.time));
  return null;
}

interface SegmentRow {
  employeeId: number | null;
  resourceId: number | null;
  from: number;
  to: number;
  hold: number | null;
}

/** The holds' ends (null: none) by appointment id; a hold no longer there is missing. */
async function heldUntil(ctx: VenueCtx, ids: number[]): Promise<Map<number, number | null>> {
  const result = (await ctx.db.execute(sql`
    select id, expires_at from appointments where venue_id = ${ctx.venueId} and type = 'reserved_slot' and id in (${idList(ids)})`)) as unknown as {
    rows: { id: number; expires_at: string | Date | null }[];
  };
  return new Map(result.rows.map((row) => [row.id, row.expires_at === null ? null : new Date(row.expires_at).getTime()]));
}

/** Busy segments of these employees and resources overlapping [start, end), naming the reserved slots among them. */
async function readSegments(ctx: VenueCtx, employeeIds: number[], resourceIds: number[], range: { start: number; end: number }): Promise<SegmentRow[]> {
  const owners = [
    employeeIds.length ? sql`s.employee_id in (${idList(employeeIds)})` : null,
    resourceIds.length ? sql`s.resource_id in (${idList(resourceIds)})` : null,
  ].filter((part) => part !== null);
  const result = (await ctx.db.execute(sql`
    select s.employee_id, s.resource_id, lower(s.during) as "from", upper(s.during) as "to",
      case when a.type = 'reserved_slot' then a.id end as hold
    from appointment_segments s
    left join appointments a on a.venue_id = s.venue_id and a.id = s.appointment_id
    where s.venue_id = ${ctx.venueId}
      and s.during && tstzrange(${new Date(range.start).toISOString()}::timestamptz, ${new Date(range.end).toISOString()}::timestamptz)
      and (${sql.join(owners, sql` or `)})`)) as unknown as {
    rows: { employee_id: number | null; resource_id: number | null; from: string | Date; to: string | Date; hold: number | null }[];
  };
  return result.rows.map((row) => ({
    employeeId: row.employee_id,
    resourceId: row.resource_id,
    from: new Date(row.from).getTime(),
    to: new Date(row.to).getTime(),
    hold: row.hold,
  }));
}
