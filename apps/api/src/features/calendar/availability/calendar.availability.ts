import type { AvailabilityBody } from '@chairside/shared/calendar';
import { covers, normalize } from '@chairside/shared/rules/calendar-intervals';
import { addDays, dayClock, wallClock } from '@chairside/shared/rules/calendar-time';
import type { VenueCtx } from '../../../lib/context';
import { t } from '../../../lib/i18n';
import { describeClashes } from '../core/calendar.clash';
import { eventsBetween, loadHours, openingOn, shiftsOn, spansToIntervals } from '../core/calendar.hours';
import { planLines } from '../core/calendar.plan';
import { endOf, findClashes, internalClashes } from '../core/calendar.segments';
import { clockAfterRelease } from '../core/calendar.write';

/**
 * POST employees/availability: checks proposed lines before they are booked: the employee's
 * working hours and the venue's opening hours, time-off, clashes for the employee and the
 * resource. It answers what is wrong with each line; it books nothing.
 */

export type IssueType = 'venue_closed' | 'outside_shift' | 'timeoff' | 'clash' | 'resource_clash' | 'line_clash';
export interface Issue {
  type: IssueType;
  appointment_id?: number | null;
  event_id?: number;
  other_line?: number | null;
  message: string;
}

export async function checkAvailability(ctx: VenueCtx, body: AvailabilityBody) {
  const clock = await clockAfterRelease(ctx);
  const proposed = body.appointments;
  const lines = await planLines(ctx, clock, proposed.map((line) => ({ ...line })), {
    type: 'reserved_slot', status: 'new', customerId: null, color: null, note: '', forced: false, expiresAt: null, date: proposed[0]!.date,
  });
  const employeeIds = [...new Set(lines.map((line) => line.employeeId))];
  const from = new Date(Math.min(...lines.map((line) => line.startsAt.getTime())));
  const to = new Date(Math.max(...lines.map((line) => endOf(line).getTime())));
  const exclude = proposed.map((line) => line.id).filter((id): id is number => id != null);
  const [hours, events, stored] = await Promise.all([
    loadHours(ctx.db, ctx.venueId, employeeIds, addDays(wallClock(from, clock.timeZone).date, -1), addDays(wallClock(to, clock.timeZone).date, 1)),
    eventsBetween(ctx.db, ctx.venueId, from, to, employeeIds),
    findClashes(ctx.db, ctx.venueId, lines, { exclude }),
  ]);
  const clashes = [...internalClashes(lines), ...stored];
  const described = await describeClashes(ctx.db, ctx.venueId, clock.timeZone, clashes);

  const days = dayClock(clock.timeZone);
  const data = lines.map((line, index) => {
    const issues: Issue[] = [];
    const start = line.startsAt.getTime();
    const end = endOf(line).getTime();
    // Lines may run past midnight: the day before and after are looked at too.
    const first = wallClock(line.startsAt, clock.timeZone).date;
    const around = [addDays(first, -1), first, addDays(first, 1)];
    const opening = normalize(around.flatMap((date) => spansToIntervals(date, openingOn(hours, date), days)));
    const shifts = normalize(around.flatMap((date) => spansToIntervals(date, shiftsOn(hours, line.employeeId, date), days)));
    if (!covers(opening, start, end)) issues.push({ type: 'venue_closed', message: t(ctx.lang, 'calendar.issue_venue_closed') });
    if (!covers(shifts, start, end)) issues.push({ type: 'outside_shift', message: t(ctx.lang, 'calendar.issue_outside_shift') });
    for (const event of events.filter((e) => e.employeeId === line.employeeId)) {
      if (event.startsAt.getTime() < end && start < event.endsAt.getTime()) issues.push({ type: 'timeoff', event_id: event.id, message: t(ctx.lang, 'calendar.issue_timeoff') });
    }
    clashes.forEach((clash, i) => {
      if (clash.line !== index) return;
      const info = described.clashes[i]!;
      const field = clash.employeeId !== null ? `services.${index}.employee_id` : `services.${index}.resource_id`;
      const message = described.errors[field]?.[0];
      issues.push({
        type: clash.appointmentId === null ? 'line_clash' : clash.employeeId !== null ? 'clash' : 'resource_clash',
        appointment_id: info.appointment_id,
        other_line: info.other_line,
        message: message ? t(ctx.lang, message.key, message.vars) : '',
      });
    });
    return {
      index,
      employee_id: line.employeeId,
      resource_id: line.resourceId,
      date: wallClock(line.startsAt, clock.timeZone).date,
      start_time: wallClock(line.startsAt, clock.timeZone).time,
      end_time: wallClock(endOf(line), clock.timeZone).time,
      available: issues.length === 0,
      issues,
    };
  });
  return { available: data.every((line) => line.available), data };
}
