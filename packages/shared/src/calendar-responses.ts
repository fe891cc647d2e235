import { z } from 'zod';
import { APPOINTMENT_STATUSES } from './constants';
import { CANCEL_REASONS, ITEM_TYPES } from './calendar-constants';
import { idSchema } from './ids';

/**
 * What the calendar routes answer (spec §3 "Appointment", "Calendar employee", "Response shapes";
 * §7 "Appointments", "Calendar data", "Employee events"). The route serialisers check against these,
 * so they are exact; the web's types are their `z.infer`.
 */

const clock = z.string().describe('HH:mm');
const date = z.string().describe('YYYY-MM-DD');
const minutes = z.number().int();

/** A calendar item as the calendar reads it. */
export const calendarItemSchema = z.object({
  id: idSchema,
  group_id: idSchema,
  date,
  start_time: clock,
  end_date: date,
  end_time: clock,
  status: z.enum(APPOINTMENT_STATUSES),
  type: z.enum(ITEM_TYPES),
  color: z.string(),
  duration_detail: z.string().describe('JSON string {"initial","gap","finish"} (spec §3)'),
  duration: minutes,
  employee_id: idSchema,
  resource_id: idSchema.nullable(),
  customer: z.object({ id: idSchema, first_name: z.string(), last_name: z.string(), phone: z.string(), alerts: z.string().describe('allergies and alerts to show with the booking') }).nullable(),
  service: z.object({ id: idSchema, name: z.string() }).nullable(),
  /** The service's variant booked (e.g. long hair); null without one. */
  variant: z.object({ id: idSchema, name: z.string() }).nullable(),
  price: z.number().int().describe('minor units'),
  note: z.string(),
  forced: z.boolean(),
  online_bookable: z.boolean(),
  expires_at: z.string().nullable(),
  cancel_reason: z.string().nullable(),
});
export type CalendarItem = z.infer<typeof calendarItemSchema>;

const items = z.array(calendarItemSchema);

/** GET appointments (sent pre-serialised from the list cache; the schema documents it). */
export const appointmentsResponse = z.object({
  appointments: items,
  basket: z.array(calendarItemSchema).describe('items of bookings in an open checkout (also in appointments)'),
});
export type AppointmentsResponse = z.infer<typeof appointmentsResponse>;

/** POST appointments/store and appointments/update: the booking's lines. */
export const bookingResponse = z.object({ group_id: idSchema, appointments: items });
export type BookingResponse = z.infer<typeof bookingResponse>;

/** Moves, resizes and status changes: the booking's lines after the change (`cancelled` when the status became cancelled). */
export const itemsResponse = z.object({ cancelled: z.array(idSchema).optional(), appointments: items });
export type ItemsResponse = z.infer<typeof itemsResponse>;

/** POST appointments/cancel/{id}. */
export const cancelResponse = z.object({
  cancelled: z.array(idSchema),
  /** Each cancelled line's status before the cancel: what undo puts back (through update-status). */
  previous: z.array(z.object({ id: idSchema, status: z.enum(APPOINTMENT_STATUSES) })),
  appointments: items,
});
export type CancelResponse = z.infer<typeof cancelResponse>;

export const activityEntrySchema = z.object({
  id: idSchema,
  appointment_id: idSchema,
  action: z.string(),
  changes: z.record(z.string(), z.unknown()),
  source: z.string(),
  created_at: z.string(),
  by: z.object({ employee_id: idSchema, name: z.string() }).nullable(),
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;

/** GET appointments/details/{id}. */
export const appointmentDetailsResponse = z.object({
  appointment: calendarItemSchema,
  lines: items,
  series: z.object({ id: idSchema, rule: z.record(z.string(), z.unknown()) }).nullable(),
  activity: z.array(activityEntrySchema),
  /** Names of the services and customers the history's `changes` name by id (archived ones included). */
  names: z.object({
    services: z.record(z.string(), z.string()),
    customers: z.record(z.string(), z.string()),
    variants: z.record(z.string(), z.string()).describe('variant id → name, for the history lines'),
    resources: z.record(z.string(), z.string()).describe('resource id → name, for the history lines'),
  }),
});
export type AppointmentDetails = z.infer<typeof appointmentDetailsResponse>;

/** POST appointments/recurring. */
export const recurringResponse = z.object({
  series_id: idSchema,
  created: z.array(z.object({ date, group_id: idSchema })).describe('one booking per date that was booked'),
  skipped: z.array(date),
  forced: z.array(date),
  appointments: items,
});
export type RecurringResponse = z.infer<typeof recurringResponse>;

/** POST appointments/update-series/{id}: the edited booking's lines, and every booking the change was made to. */
export const seriesUpdateResponse = z.object({
  group_id: idSchema,
  appointments: items,
  series_id: idSchema.nullable(),
  updated: z.array(z.object({ date, group_id: idSchema })).describe('each booking changed, by its (new) date'),
});
export type SeriesUpdateResponse = z.infer<typeof seriesUpdateResponse>;

/** POST appointments/pre-cancel. */
export const preCancelResponse = z.object({
  appointment: calendarItemSchema,
  group: items.describe("the booking's open lines"),
  series_count: z.number().int().describe('bookings of the series from this one on'),
  series_ids: z.array(idSchema),
  reasons: z.array(z.enum(CANCEL_REASONS)),
});
export type PreCancelResponse = z.infer<typeof preCancelResponse>;

/** POST block-time/store and block-time/update. */
export const blockTimeResponse = z.object({ appointment: calendarItemSchema });
export type BlockTimeResponse = z.infer<typeof blockTimeResponse>;

/** Removals by id (blocked time, an employee event). */
export const deletedResponse = z.object({ id: idSchema, deleted: z.literal(1) });
export type DeletedResponse = z.infer<typeof deletedResponse>;
