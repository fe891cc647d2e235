import { z } from 'zod';
import { idSchema } from './ids';

/**
 * What the calendar's data routes answer: columns, hours, time-off and events, availability and
 * slots (spec §3 "Calendar employee", "Calendar resource", "Employee time-off / calendar event").
 */

const clock = z.string().describe('HH:mm');
const date = z.string().describe('YYYY-MM-DD');

export const clockSpanSchema = z.object({ start_time: clock, end_time: clock });
export type ClockSpan = z.infer<typeof clockSpanSchema>;

export const calendarEmployeeSchema = z.object({
  id: idSchema,
  avatar: z.string().nullable(),
  displayLabel: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  color: z.string(),
  bookable: z.boolean(),
  hasShifts: z.boolean(),
  shifts: z.array(clockSpanSchema).describe('shifts on the requested date'),
});
export type CalendarEmployee = z.infer<typeof calendarEmployeeSchema>;

export const calendarResourceSchema = z.object({ id: idSchema, displayLabel: z.string(), type: z.string().describe('free text, e.g. "Colour station" (a service may need any one of a type)') });
export type CalendarResource = z.infer<typeof calendarResourceSchema>;

/** GET resources: the calendar's columns. */
export const resourcesResponse = z.object({
  date,
  employees: z.array(calendarEmployeeSchema),
  resources: z.array(calendarResourceSchema),
});
export type ResourcesResponse = z.infer<typeof resourcesResponse>;

/** An employee time-off day or event. */
export const employeeEventSchema = z.object({
  id: idSchema,
  group_hash: z.string().nullable(),
  employee_id: idSchema,
  type: z.enum(['timeoff', 'event']),
  category: z.string().nullable(),
  title: z.string(),
  start: date,
  end: date,
  date,
  start_time: clock,
  end_time: clock.describe('HH:mm, 24:00 when it ends at midnight'),
  all_day: z.boolean(),
  color: z.string(),
  note: z.string(),
});
export type EmployeeEvent = z.infer<typeof employeeEventSchema>;

export const employeeHoursSchema = z.object({ employee_id: idSchema, date, start_time: clock, end_time: clock });
export type EmployeeHours = z.infer<typeof employeeHoursSchema>;
export const venueHoursSchema = z.object({ date, start_time: clock, end_time: clock });
export type VenueHours = z.infer<typeof venueHoursSchema>;

/** GET whours. */
export const workingHoursResponse = z.object({
  employee_hours: z.array(employeeHoursSchema),
  employee_timeoffs: z.array(employeeEventSchema),
  venue_hours: z.array(venueHoursSchema),
});
export type WorkingHoursResponse = z.infer<typeof workingHoursResponse>;

/** GET employees/events. */
export const eventsResponse = z.object({ data: z.array(employeeEventSchema) });
/** POST employees/events/new and employees/events/update. */
export const eventResponse = z.object({ data: employeeEventSchema });

export const timeoffCategorySchema = z.object({ id: z.string(), name: z.string(), color: z.string() });
export type TimeoffCategory = z.infer<typeof timeoffCategorySchema>;
/** GET employees/timeoff/categories (spec §7: `data.data`). */
export const timeoffCategoriesResponse = z.object({ data: z.object({ data: z.array(timeoffCategorySchema) }) });
export type TimeoffCategoriesResponse = z.infer<typeof timeoffCategoriesResponse>;

/** One time-off with all its days. */
export const timeoffGroupSchema = z.object({
  group_hash: z.string().nullable(),
  employee_id: idSchema,
  type: z.literal('timeoff'),
  category: z.string().nullable(),
  start: date,
  end: date,
  start_time: clock.nullable(),
  end_time: clock.nullable(),
  all_day: z.boolean(),
  color: z.string(),
  note: z.string(),
  days: z.array(employeeEventSchema),
});
/** GET employees/events/timeoff. */
export const timeoffResponse = z.object({ data: timeoffGroupSchema });
/** Time-off new/update: the time-off and the appointments it overlaps. */
export const timeoffSavedResponse = z.object({ data: timeoffGroupSchema, appointments: z.array(idSchema) });
export type TimeoffSavedResponse = z.infer<typeof timeoffSavedResponse>;
export const timeoffDeletedResponse = z.object({ group_hash: z.string(), deleted: z.number().int() });
export type TimeoffDeletedResponse = z.infer<typeof timeoffDeletedResponse>;

export const availabilityIssueSchema = z.object({
  type: z.enum(['venue_closed', 'outside_shift', 'timeoff', 'clash', 'resource_clash', 'line_clash']),
  appointment_id: idSchema.nullable().optional(),
  event_id: idSchema.optional(),
  other_line: z.number().int().nullable().optional(),
  message: z.string(),
});
export type AvailabilityIssue = z.infer<typeof availabilityIssueSchema>;

/** POST employees/availability. */
export const availabilityResponse = z.object({
  available: z.boolean(),
  data: z.array(z.object({
    index: z.number().int(),
    employee_id: idSchema,
    resource_id: idSchema.nullable(),
    date,
    start_time: clock,
    end_time: clock,
    available: z.boolean(),
    issues: z.array(availabilityIssueSchema),
  })),
});

/** GET availability/slots. */
export const slotsResponse = z.object({
  interval: z.number().int().describe('minutes between start times'),
  days: z.array(z.object({ date, slots: z.array(z.object({ time: clock, employee_ids: z.array(idSchema) })) })),
});
export type SlotsResponse = z.infer<typeof slotsResponse>;

/** A change on the calendar stream (GET calendar/stream, `event: change`). */
export const calendarChangeSchema = z.object({
  venue_id: idSchema,
  kind: z.string().describe('appointments, timeoff, hours (shifts, exceptions, opening hours, closed days), refresh, or another cached scope'),
  action: z.string().optional(),
  ids: z.array(idSchema).optional(),
  employee_ids: z.array(idSchema).optional(),
});
export type CalendarChange = z.infer<typeof calendarChangeSchema>;
