import type { RecurringBody } from '@chairside/shared/calendar';
import { MAX_LINES } from '@chairside/shared/calendar-constants';
import { occurrences } from '@chairside/shared/rules/calendar-recurrence';
import { addDays, daysBetween, wallClock, zonedInstant } from '@chairside/shared/rules/calendar-time';
import { appointmentSeries } from '../../../db/schema/index';
import type { VenueCtx } from '../../../lib/context';
import { AppError } from '../../../lib/errors';
import { announce, logItems } from '../core/calendar.context';
import { bookingChanged } from '../core/calendar.hooks';
import { describeClashes } from '../core/calendar.clash';
import { planLines } from '../core/calendar.plan';
import { itemsInRange } from '../core/calendar.queries';
import { findClashes, internalClashes, type Clash, type PlannedLine } from '../core/calendar.segments';
import { clockAfterRelease, guardedWrite, insertBooking, lineSnapshot } from '../core/calendar.write';
import { assertNotErased } from '../../customers/customers.service';

/**
 * POST appointments/recurring: the same booking every N days, weeks or months. All occurrences
 * are created together, or none: clashing ones are answered (409, `occurrences`) until the user
 * lists each of them in `skip` or `force_dates`.
 */
export async function storeRecurring(ctx: VenueCtx, body: RecurringBody) {
  const clock = await clockAfterRelease(ctx);
  const dates = occurrences(body.date, body.repeat);
  const skip = new Set(body.skip ?? []);
  const forceDates = new Set(body.force_dates ?? []);
  const customerId = body.customer_id ?? null;
  // A customer erased on request can no longer be booked (422 CUSTOMER_ERASED).
  if (customerId !== null) await assertNotErased(ctx, customerId);
  const base = await planLines(ctx, clock, body.services, {
    type: 'appointment', status: body.status ?? 'new', customerId, color: body.color ?? null, note: body.note ?? '', forced: body.force === true, expiresAt: null, date: body.date,
  });
  // Each line keeps its wall-clock time on every date (right across daylight-saving changes).
  const shape = base.map((line) => {
    const at = wallClock(line.startsAt, clock.timeZone);
    return { offset: daysBetween(body.date, at.date), minutes: at.minutes };
  });
  const kept = dates.map((date, occurrence) => ({ date, occurrence })).filter(({ date }) => !skip.has(date));
  const perDate = kept.map(({ date, occurrence }) => ({
    date,
    lines: base.map((line, i): PlannedLine => ({
      ...line,
      index: occurrence * MAX_LINES + i,
      startsAt: zonedInstant(addDays(date, shape[i]!.offset), shape[i]!.minutes, clock.timeZone),
      forced: line.forced || forceDates.has(date),
    })),
  }));
  const all = () => perDate.flatMap((entry) => entry.lines.map((line) => ({ ...line, id: undefined })));

  const clashes: Clash[] = [...internalClashes(all()), ...(await findClashes(ctx.db, ctx.venueId, all()))];
  if (clashes.length) {
    const mapped = clashes.map((clash) => ({ ...clash, line: clash.line % MAX_LINES }));
    const described = await describeClashes(ctx.db, ctx.venueId, clock.timeZone, mapped);
    const clashDates = new Set(clashes.map((clash) => dates[Math.floor(clash.line / MAX_LINES)]!));
    throw new AppError('SLOT_TAKEN', {
      errors: described.errors,
      extra: {
        clashes: described.clashes.map((info, i) => ({ ...info, occurrence: dates[Math.floor(clashes[i]!.line / MAX_LINES)] })),
        occurrences: dates.map((date) => ({ date, clash: clashDates.has(date), skipped: skip.has(date), forced: forceDates.has(date) })),
      },
    });
  }

  const created = await guardedWrite(ctx, clock, all, [], async (tx) => {
    const [series] = await tx
      .insert(appointmentSeries)
      .values({ venueId: ctx.venueId, rule: { ...body.repeat, first: body.date, skip: [...skip], force_dates: [...forceDates] } })
      .returning({ id: appointmentSeries.id });
    const groups: { date: string; group_id: number }[] = [];
    const lines: PlannedLine[] = [];
    for (const entry of perDate) {
      const copies = entry.lines.map((line) => ({ ...line }));
      groups.push({ date: entry.date, group_id: await insertBooking(tx, ctx, { customerId, seriesId: series!.id }, copies) });
      lines.push(...copies);
    }
    await logItems(ctx, tx, lines.map((line) => ({ entityId: line.id!, action: 'created', changes: { ...lineSnapshot(line, clock.timeZone), series_id: series!.id } })));
    await announce(tx, ctx.venueId, 'appointments', 'created', lines.map((line) => line.id!), lines.map((line) => line.employeeId));
    // The customer hears of the new series once, in this transaction: one "booking made" naming its dates.
    await bookingChanged(ctx, tx, { action: 'created', ids: lines.map((line) => line.id!), source: 'back_office', series: true });
    return { seriesId: series!.id, groups };
  });

  const groupIds = created.groups.map((g) => g.group_id);
  const items = groupIds.length
    ? (await itemsInRange(ctx.db, ctx.venueId, clock.timeZone, {
        from: zonedInstant(dates[0]!, 0, clock.timeZone),
        to: zonedInstant(addDays(dates[dates.length - 1]!, 2), 0, clock.timeZone),
        employeeIds: [], resourceIds: [], ownEmployee: null, includeCancelled: false, now: ctx.deps.now(),
      })).filter((item) => groupIds.includes(item.group_id))
    : [];
  return {
    series_id: created.seriesId,
    created: created.groups,
    skipped: dates.filter((date) => skip.has(date)),
    forced: dates.filter((date) => forceDates.has(date) && !skip.has(date)),
    appointments: items,
  };
}

