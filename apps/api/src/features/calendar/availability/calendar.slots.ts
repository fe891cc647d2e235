import { sql } from 'drizzle-orm';
import { intersect, normalize, subtract, type Interval } from '@chairside/shared/rules/calendar-intervals';
import { computeSlots, type ChainStep, type SlotEmployee } from '@chairside/shared/rules/calendar-slots';
import { dayClock, datesBetween, zonedDayRange } from '@chairside/shared/rules/calendar-time';
import type { VenueCtx } from '../../../lib/context';
import { AppError, fieldError } from '../../../lib/errors';
import { assertRange, ownEmployee, venueClock } from '../core/calendar.context';
import { calendarEmployees, eventsBetween, loadHours, openingOn, shiftsOn, spansToIntervals } from '../core/calendar.hours';
import { defaultSplit, loadServices } from '../core/calendar.plan';
import { idList } from '../core/calendar.segments';

/**
 * GET availability/slots: start times at which the services (one after another) can be booked
 * with one employee: inside the shift and opening hours, outside time-off, blocked time and busy
 * segments (a processing gap is free, so a short service can fill it), with a free resource
 * where the service needs one, on the venue's time_slot_interval grid, from now on. Held slots
 * whose hold ran out count as free (they are left in place for calendar.jobs.ts to release).
 */
export async function availableSlots(ctx: VenueCtx, input: { dateFrom: string; dateTo: string; serviceIds: number[]; employeeId?: number }) {
  assertRange(input.dateFrom, input.dateTo);
  if (!input.serviceIds.length) throw fieldError('service_ids', 'validation.required');
  if (input.serviceIds.length > 10) throw fieldError('service_ids', 'validation.too_many', { max: 10 });
  const own = ownEmployee(ctx);
  if (own !== null && input.employeeId !== undefined && input.employeeId !== own) throw new AppError('FORBIDDEN');
  const only = own ?? input.employeeId ?? null;
  const [clock, staffRows, catalog] = await Promise.all([
    venueClock(ctx),
    calendarEmployees(ctx.db, ctx.venueId, only),
    loadServices(ctx.db, ctx.venueId, [...new Set(input.serviceIds)], null),
  ]);
  const staff = staffRows.filter((e) => e.bookable);
  if (only !== null && !staff.length) throw fieldError('employee_id', 'calendar.employee_unknown');
  for (const id of input.serviceIds) if (!catalog.services.has(id)) throw fieldError('service_ids', 'calendar.service_unknown');
  const steps = input.serviceIds.map((id) => catalog.services.get(id)!);
  // Only employees who perform every service asked for.
  const qualified = staff.filter((e) => steps.every((s) => catalog.own.has(`${e.id}:${s.id}`)));
  const staffIds = qualified.map((e) => e.id);
  const { start, end } = zonedDayRange(input.dateFrom, input.dateTo, clock.timeZone);
  const resourceIds = [...new Set(steps.flatMap((s) => (s.resourceRequired ? s.resourceIds : [])))];

  const [hours, events, segments] = await Promise.all([
    loadHours(ctx.db, ctx.venueId, staffIds, input.dateFrom, input.dateTo),
    eventsBetween(ctx.db, ctx.venueId, start, end, staffIds),
    staffIds.length
      ? (ctx.db.execute(sql`
          select employee_id, resource_id, lower(during) as "from", upper(during) as "to" from appointment_segments
          where venue_id = ${ctx.venueId} and during && tstzrange(${start.toISOString()}::timestamptz, ${end.toISOString()}::timestamptz)
            and (employee_id in (${idList(staffIds)})
              ${resourceIds.length ? sql`or resource_id in (${idList(resourceIds)})` : sql``})
            -- A hold that ran out is free time; the job deletes it (a read deletes nothing).
            and appointment_id not in (select id from appointments where venue_id = ${ctx.venueId}
              and type = 'reserved_slot' and expires_at <= ${ctx.deps.now().toISOString()}::timestamptz)`) as unknown as Promise<{
          rows: { employee_id: number | null; resource_id: number | null; from: string | Date; to: string | Date }[];
        }>)
      : { rows: [] },
  ]);

  const busyBy = new Map<string, Interval[]>();
  for (const row of segments.rows) {
    const key = row.employee_id !== null ? `e${row.employee_id}` : `r${row.resource_id}`;
    const list = busyBy.get(key) ?? [];
    list.push([new Date(row.from).getTime(), new Date(row.to).getTime()]);
    busyBy.set(key, list);
  }
  const dates = datesBetween(input.dateFrom, input.dateTo);
  const wall = dayClock(clock.timeZone);
  const opening = new Map(dates.map((date) => [date, normalize(spansToIntervals(date, openingOn(hours, date), wall))]));

  const employees: SlotEmployee[] = qualified
    .map((e) => {
      const shifts = dates.flatMap((date) => intersect(normalize(spansToIntervals(date, shiftsOn(hours, e.id, date), wall)), opening.get(date)!));
      const away = normalize(events.filter((ev) => ev.employeeId === e.id).map((ev): Interval => [ev.startsAt.getTime(), ev.endsAt.getTime()]));
      const chain: ChainStep[] = steps.map((s) => ({
        split: defaultSplit(s, catalog.own.get(`${e.id}:${s.id}`)),
        resourceIds: s.resourceRequired && s.resourceIds.length ? s.resourceIds : null,
      }));
      return { id: e.id, chain, work: subtract(normalize(shifts), away), busy: normalize(busyBy.get(`e${e.id}`) ?? []) };
    });
  const resourceBusy = new Map(resourceIds.map((id) => [id, normalize(busyBy.get(`r${id}`) ?? [])]));
  const days = computeSlots({ dates, clock: wall, timeZone: clock.timeZone, interval: clock.interval, employees, resourceBusy, notBefore: ctx.deps.now().getTime() });
  return { interval: clock.interval, days };
}
