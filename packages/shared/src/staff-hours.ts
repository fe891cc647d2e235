import { z } from 'zod';
import { idSchema } from './ids';
import { employeeEventSchema } from './calendar-data';
import { isIsoDate } from './rules/calendar-time';
import { isSpanClock, MAX_ROTA_WEEKS, MAX_SPANS_PER_DAY, spansProblem, type ClockSpan } from './rules/work-schedule';

/**
 * Working hours and opening hours (issue 11): the week grid of every employee's shifts, an
 * employee's repeating schedule (weekly or an N-week rota), one-day exceptions, copying a week,
 * the venue's opening hours per weekday and its closed days. Times are the venue's wall clock.
 */

const rule = (key: string) => ({ params: { key: `staff_hours.validation.${key}` } });

export const hoursDate = z.string().max(10).refine(isIsoDate, rule('date'));
const startClock = z.string().max(5).refine((v) => isSpanClock(v), rule('clock'));
const endClock = z.string().max(5).refine((v) => isSpanClock(v, true), rule('clock'));

export const spanSchema = z.strictObject({ start_time: startClock, end_time: endClock });

/** One day's intervals: sorted, each ending after it starts, none overlapping (a break is a gap). */
export const daySpansSchema = z
  .array(spanSchema)
  .max(MAX_SPANS_PER_DAY)
  .superRefine((spans, ctx) => {
    if (spans.some((s) => !isSpanClock(s.start_time) || !isSpanClock(s.end_time, true))) return;
    const problem = spansProblem(spans as ClockSpan[]);
    if (problem) ctx.addIssue({ code: 'custom', params: { key: `staff_hours.validation.${problem}` } });
  });

/** Seven days, index = weekday (0 = Sunday … 6 = Saturday). */
export const weekPatternSchema = z.array(daySpansSchema).length(7);

/** Seven days × their intervals, as answered. */
const spanOut = z.object({ start_time: z.string(), end_time: z.string() });
const weekOut = z.array(z.array(spanOut));

export const MAX_GRID_DAYS = 62;

/** GET employees/working-hours?from&to: the grid. */
export const workingHoursGridQuery = z.object({ from: hoursDate, to: hoursDate });
export type WorkingHoursGridQuery = z.infer<typeof workingHoursGridQuery>;

export const daySourceSchema = z.enum(['pattern', 'exception', 'closed', 'none']);

export const gridEmployeeSchema = z.object({
  id: idSchema,
  first_name: z.string(),
  last_name: z.string(),
  color: z.string(),
  avatar: z.string().nullable(),
});

export const gridCellSchema = z.object({
  employee_id: idSchema,
  date: z.string(),
  spans: z.array(spanOut),
  source: daySourceSchema.describe('exception: this date only; closed: the venue is closed; none: no work'),
  outside_opening: z.boolean().describe('some of the shift is outside the opening hours (allowed, flagged)'),
});
export type GridCell = z.infer<typeof gridCellSchema>;

export const gridDaySchema = z.object({
  date: z.string(),
  closed: z.boolean(),
  closed_name: z.string().nullable(),
  opening: z.array(spanOut),
});
export type GridDay = z.infer<typeof gridDaySchema>;

export const workingHoursGridResponse = z.object({
  from: z.string(),
  to: z.string(),
  employees: z.array(gridEmployeeSchema),
  days: z.array(gridDaySchema),
  cells: z.array(gridCellSchema).describe('one per employee and date'),
  timeoffs: z.array(employeeEventSchema),
});
export type WorkingHoursGridResponse = z.infer<typeof workingHoursGridResponse>;

/** An employee's schedule: weekly (one week) or a rota of N weeks, from a date until a date (or open-ended). */
export const scheduleSchema = z.object({
  id: idSchema,
  starts_on: z.string(),
  ends_on: z.string().nullable(),
  anchor_on: z.string().describe('a date in the rota\'s first week (weeks run Monday to Sunday)'),
  weeks: z.array(weekOut),
});
export type ScheduleWire = z.infer<typeof scheduleSchema>;

/** GET employees/working-hours/detail/{id}: the employee's schedules, oldest first, and their exceptions from `from` on. */
export const employeeHoursQuery = z.object({ from: hoursDate.optional() });
export const employeeHoursResponse = z.object({
  employee: gridEmployeeSchema,
  schedules: z.array(scheduleSchema),
  exceptions: z.array(z.object({ date: z.string(), spans: z.array(spanOut) })),
});
export type EmployeeHoursResponse = z.infer<typeof employeeHoursResponse>;

/**
 * POST employees/working-hours/update/{id}: a new repeating schedule from `starts_on` (until
 * `ends_on`, or open-ended). The schedule in force before `starts_on` is kept up to the day before;
 * one that ran on past `ends_on` resumes the day after. `weeks` has one week (weekly) or N (a rota
 * whose first week is the week of `starts_on`, or of `anchor_on` when given).
 */
export const scheduleUpdateBody = z
  .strictObject({
    starts_on: hoursDate,
    ends_on: hoursDate.nullable().default(null),
    anchor_on: hoursDate.optional(),
    weeks: z.array(weekPatternSchema).min(1).max(MAX_ROTA_WEEKS),
  })
  .refine((b) => b.ends_on === null || !isIsoDate(b.starts_on) || !isIsoDate(b.ends_on) || b.ends_on >= b.starts_on, {
    path: ['ends_on'],
    ...rule('range_order'),
  });
export type ScheduleUpdateBody = z.input<typeof scheduleUpdateBody>;
export const scheduleUpdateResponse = z.object({ schedules: z.array(scheduleSchema), message: z.string() });

/** POST employees/working-hours/exception/{id}: this date's intervals instead of the pattern ([] = day off, null = follow the pattern again). */
export const exceptionBody = z.strictObject({ date: hoursDate, spans: daySpansSchema.nullable() });
export type ExceptionBody = z.input<typeof exceptionBody>;
export const exceptionResponse = z.object({ cell: gridCellSchema, message: z.string() });

/**
 * POST employees/working-hours/copy-week: each employee's shifts of the week starting `from`
 * (a Monday) become exceptions on the same weekdays of the `weeks` weeks starting `to` (a Monday):
 * one-off, the patterns stay. Time-off is not copied.
 */
export const copyWeekBody = z
  .strictObject({
    from: hoursDate,
    to: hoursDate,
    weeks: z.number().int().min(1).max(12).default(1),
    employee_ids: z.array(idSchema).max(200).optional(),
  })
  .refine((b) => !isIsoDate(b.from) || new Date(`${b.from}T00:00:00Z`).getUTCDay() === 1, { path: ['from'], ...rule('monday') })
  .refine((b) => !isIsoDate(b.to) || new Date(`${b.to}T00:00:00Z`).getUTCDay() === 1, { path: ['to'], ...rule('monday') })
  .refine((b) => b.from !== b.to, { path: ['to'], ...rule('same_week') });
export type CopyWeekBody = z.input<typeof copyWeekBody>;
export const copyWeekResponse = z.object({ copied: z.number().int(), message: z.string() });

export const closedDaySchema = z.object({ id: idSchema, starts_on: z.string(), ends_on: z.string(), name: z.string() });
export type ClosedDay = z.infer<typeof closedDaySchema>;

/** GET settings/venue/working-hours: opening hours per weekday and the closed days (from today on, unless `all`). */
export const venueHoursQuery = z.object({ all: z.enum(['0', '1']).optional() });
export const venueHoursResponse = z.object({ days: weekOut, closed_days: z.array(closedDaySchema) });
export type VenueHoursResponse = z.infer<typeof venueHoursResponse>;

/** POST settings/venue/working-hours/update: the whole week of opening hours. */
export const venueHoursUpdateBody = z.strictObject({ days: weekPatternSchema });
export type VenueHoursUpdateBody = z.input<typeof venueHoursUpdateBody>;
export const venueHoursUpdateResponse = venueHoursResponse.extend({ message: z.string() });

/** POST settings/venue/closed-days/store: one date (ends_on = starts_on) or a range. */
export const MAX_CLOSED_DAYS = 366;
export const closedDayBody = z
  .strictObject({ starts_on: hoursDate, ends_on: hoursDate, name: z.string().trim().max(80).default('') })
  .refine((b) => !isIsoDate(b.starts_on) || !isIsoDate(b.ends_on) || b.ends_on >= b.starts_on, { path: ['ends_on'], ...rule('range_order') })
  .refine(
    (b) => !isIsoDate(b.starts_on) || !isIsoDate(b.ends_on) || (Date.parse(b.ends_on) - Date.parse(b.starts_on)) / 86_400_000 < MAX_CLOSED_DAYS,
    { path: ['ends_on'], params: { key: 'staff_hours.validation.range_too_long', vars: { max: MAX_CLOSED_DAYS } } },
  );
export type ClosedDayBody = z.input<typeof closedDayBody>;
export const closedDayResponse = z.object({ closed_day: closedDaySchema, message: z.string() });
export const closedDayDeleteResponse = z.object({ id: idSchema, deleted: z.literal(1), message: z.string() });
