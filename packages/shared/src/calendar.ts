import { z } from 'zod';
import { APPOINTMENT_COLORS, APPOINTMENT_STATUSES } from './constants';
import { CANCEL_REASONS, MAX_LINES, TIMEOFF_CATEGORIES } from './calendar-constants';
import { isClock, isIsoDate } from './rules/calendar-time';
import { REPEAT_UNITS, MAX_OCCURRENCES } from './rules/calendar-recurrence';
import { idListQuery, idParamSchema, idSchema } from './ids';

/** Wire shapes of the calendar feature (spec §3 "Appointment", §7 "Appointments", "Calendar data"). */

export const dateField = z.string().max(10).refine(isIsoDate, { message: 'date' });
export const clockField = z.string().max(5).refine(isClock, { message: 'time' });
const minutesField = z.number().int().min(0).max(1440);
const noteField = z.string().max(2000);
const priceField = z.number().int().min(0).max(100_000_000);

export const rangeQuery = z.object({ date_from: dateField, date_to: dateField });

export const appointmentsQuery = rangeQuery.extend({
  'employee_ids[]': idListQuery,
  employee_ids: idListQuery,
  'resource_ids[]': idListQuery,
  resource_ids: idListQuery,
  include_cancelled: z.enum(['0', '1']).optional(),
});
export type AppointmentsQuery = z.infer<typeof appointmentsQuery>;

/** One service line of a booking. `duration` is the whole length; gap and finish split its tail. */
export const lineInput = z.object({
  /** Existing line (appointments/update). */
  id: idSchema.nullish(),
  service_id: idSchema.nullish(),
  /** One of the service's variants: the line takes the variant's duration and price. */
  variant_id: idSchema.nullish(),
  employee_id: idSchema,
  start_time: clockField,
  /** Another date than the booking's (a line after midnight). */
  date: dateField.nullish(),
  duration: z.number().int().min(1).max(1440).nullish(),
  gap: minutesField.nullish(),
  finish: minutesField.nullish(),
  resource_id: idSchema.nullish(),
  price: priceField.nullish(),
});
export type LineInput = z.infer<typeof lineInput>;

const bookingFields = {
  customer_id: idSchema.nullish(),
  date: dateField,
  note: noteField.nullish(),
  color: z.enum(APPOINTMENT_COLORS).nullish(),
  status: z.enum(APPOINTMENT_STATUSES).exclude(['cancelled']).nullish(),
  /** Book knowingly over what is there (after the user confirmed the clash). */
  force: z.boolean().nullish(),
  services: z.array(lineInput).min(1).max(MAX_LINES),
};

export const storeBody = z.object({
  ...bookingFields,
  type: z.enum(['appointment', 'reserved_slot', 'reminder']).nullish(),
  /** reserved_slot: minutes until it is released. */
  expires_in: z.number().int().min(1).max(10_080).nullish(),
});
export type StoreBody = z.infer<typeof storeBody>;

/** Edits a booking as a whole: lines with an id change, lines without are added, missing lines go. */
export const updateBody = z.object({ group_id: idSchema, ...bookingFields });
export type UpdateBody = z.infer<typeof updateBody>;

export const repeatInput = z
  .object({
    every: z.number().int().min(1).max(52),
    unit: z.enum(REPEAT_UNITS),
    until: dateField.nullish(),
    count: z.number().int().min(2).max(MAX_OCCURRENCES).nullish(),
  })
  .refine((r) => r.until != null || r.count != null, { message: 'until_or_count', path: ['count'] });

export const recurringBody = z.object({
  ...bookingFields,
  repeat: repeatInput,
  /** Occurrence dates to leave out, or to book over what is there. */
  skip: z.array(dateField).max(MAX_OCCURRENCES).nullish(),
  force_dates: z.array(dateField).max(MAX_OCCURRENCES).nullish(),
});
export type RecurringBody = z.infer<typeof recurringBody>;

/**
 * POST appointments/update-series/{id}: the booking of item {id} edited as a whole (as appointments/update),
 * and the same change made to its series' later bookings (`following`) or to every booking of the series
 * still to come (`all`). "This one only" is appointments/update.
 */
export const SERIES_EDIT_SCOPES = ['following', 'all'] as const;
export const seriesUpdateBody = z.object({ ...bookingFields, scope: z.enum(SERIES_EDIT_SCOPES) });
export type SeriesUpdateBody = z.infer<typeof seriesUpdateBody>;

export const rescheduleBody = z.object({
  date: dateField,
  start_time: clockField,
  employee_id: idSchema.nullish(),
  /** null clears the resource; absent keeps it. */
  resource_id: idSchema.nullish(),
  force: z.boolean().nullish(),
  /** Move the booking's other lines by the same amount of time. */
  move_group: z.boolean().nullish(),
});
export type RescheduleBody = z.infer<typeof rescheduleBody>;

export const updateDurationBody = z.object({
  duration_detail: z.object({
    duration: z.number().int().min(1).max(1440).nullish(),
    initial: z.number().int().min(1).max(1440).nullish(),
    gap: minutesField.nullish(),
    finish: minutesField.nullish(),
  }),
  force: z.boolean().nullish(),
});
export type UpdateDurationBody = z.infer<typeof updateDurationBody>;

export const preCancelBody = z.object({ customer_id: idSchema.nullish(), appt_id: idSchema, group_id: idSchema.nullish() });
export type PreCancelBody = z.infer<typeof preCancelBody>;
export const cancelBody = z.object({
  reason: z.enum(CANCEL_REASONS),
  note: noteField.nullish(),
  /** This line, its whole booking (default) or the booking and the series' later bookings. */
  scope: z.enum(['line', 'group', 'series']).nullish(),
});
export type CancelBody = z.infer<typeof cancelBody>;

export const updateStatusBody = z.object({ status: z.enum(APPOINTMENT_STATUSES), force: z.boolean().nullish() });

/** POST appointments/restore/{id}: undoes a cancel in one step, each cancelled line back to the status it had. */
export const restoreBody = z.object({
  lines: z.array(z.object({ id: idSchema, status: z.enum(APPOINTMENT_STATUSES).exclude(['cancelled']) })).min(1).max(500),
  force: z.boolean().nullish(),
});
export type RestoreBody = z.infer<typeof restoreBody>;

export const availabilityBody = z.object({
  appointments: z
    .array(
      z.object({
        id: idSchema.nullish(),
        employee_id: idSchema,
        date: dateField,
        start_time: clockField,
        service_id: idSchema.nullish(),
        duration: z.number().int().min(1).max(1440).nullish(),
        gap: minutesField.nullish(),
        finish: minutesField.nullish(),
        resource_id: idSchema.nullish(),
      }),
    )
    .min(1)
    .max(MAX_LINES * 5),
});
export type AvailabilityBody = z.infer<typeof availabilityBody>;

export const slotsQuery = rangeQuery.extend({
  'service_ids[]': idListQuery,
  service_ids: idListQuery,
  employee_id: idParamSchema.optional(),
});

export const blockTimeStoreBody = z.object({
  employee_id: idSchema,
  date: dateField,
  start_time: clockField,
  end_time: clockField.nullish(),
  duration: z.number().int().min(1).max(1440).nullish(),
  note: noteField.nullish(),
  color: z.enum(APPOINTMENT_COLORS).nullish(),
  online_bookable: z.boolean().nullish(),
  force: z.boolean().nullish(),
});
export type BlockTimeStoreBody = z.infer<typeof blockTimeStoreBody>;
export const blockTimeUpdateBody = blockTimeStoreBody.extend({ id: idSchema });
export type BlockTimeUpdateBody = z.infer<typeof blockTimeUpdateBody>;
export const idBody = z.object({ id: idSchema });

export const eventBody = z.object({
  employee_id: idSchema,
  date: dateField,
  start_time: clockField,
  end_time: clockField,
  title: z.string().max(200).nullish(),
  note: noteField.nullish(),
  color: z.enum(APPOINTMENT_COLORS).nullish(),
});
export const eventUpdateBody = eventBody.extend({ id: idSchema });
export const eventsQuery = rangeQuery.extend({ 'employee_ids[]': idListQuery, employee_ids: idListQuery });

export const timeoffBody = z.object({
  employee_id: idSchema,
  start: dateField,
  end: dateField,
  /** Both absent = whole days. */
  start_time: clockField.nullish(),
  end_time: clockField.nullish(),
  category: z.enum(TIMEOFF_CATEGORIES).nullish(),
  note: noteField.nullish(),
  color: z.enum(APPOINTMENT_COLORS).nullish(),
});
export type TimeoffBody = z.infer<typeof timeoffBody>;
export const groupHashField = z.string().regex(/^[a-f0-9]{32}$/);
export const timeoffUpdateBody = timeoffBody.extend({ group_hash: groupHashField });
export const timeoffDeleteBody = z.object({ group_hash: groupHashField });
export const timeoffQuery = z.object({ group_hash: groupHashField });
