import { z } from 'zod';
import { PAGE_SIZES } from './constants';
import { idSchema } from './ids';
import { isClock, isIsoDate } from './rules/calendar-time';

/**
 * Reminders (spec §2.3 /reminders and /reminders/history, issue 19): the venue's rules (how long
 * before a visit, by which channel, for which service group), quiet hours, whether the customer is
 * asked to confirm, and the history of every reminder handed on. SMS reminders cost SMS credit (one per
 * segment); with none left the SMS fails and, when the venue allows, goes by e-mail instead.
 */

export const REMINDER_CHANNELS = ['email', 'sms'] as const;
export type ReminderChannel = (typeof REMINDER_CHANNELS)[number];
/** The offsets the screen offers, in minutes (1 h … 3 days). */
export const REMINDER_OFFSETS = [60, 120, 180, 360, 720, 1440, 2880, 4320] as const;
export const MAX_REMINDER_RULES = 10;
export const REMINDER_SKIP_REASONS = ['no_email', 'no_phone', 'no_credit'] as const;
/** What the history shows: queued (in the outbox), sent, delivered (the SMS provider says so), failed (with its reason), skipped (never sent, with its reason). */
export const REMINDER_STATUSES = ['queued', 'sent', 'delivered', 'failed', 'skipped'] as const;
export type ReminderStatus = (typeof REMINDER_STATUSES)[number];
export const REMINDER_HISTORY_PAGE_SIZE = 25;

/**
 * Customer event messages (issue 19): sent when the booking is made in the back office (online
 * bookings get theirs from online booking), moved, cancelled, marked a no-show, and a thank-you
 * with a review request once the visit is done. Per event, the venue turns e-mail and SMS on or off.
 */
/** The thank-you's delay after the visit: two hours unless the venue chooses (up to a week). */
export const THANK_YOU_DEFAULT_MINUTES = 120;
export const THANK_YOU_MAX_MINUTES = 10080;
export const CUSTOMER_EVENTS = ['booking_made', 'booking_changed', 'booking_cancelled', 'no_show', 'thank_you'] as const;
export type CustomerEvent = (typeof CUSTOMER_EVENTS)[number];
const channels = z.object({ email: z.boolean(), sms: z.boolean() });
export type EventChannels = z.infer<typeof channels>;
/** Before the venue chooses: the booking's own news by e-mail; no no-show notice or thank-you. */
export const CUSTOMER_EVENT_DEFAULTS: Record<CustomerEvent, EventChannels> = {
  booking_made: { email: true, sms: false },
  booking_changed: { email: true, sms: false },
  booking_cancelled: { email: true, sms: false },
  no_show: { email: false, sms: false },
  thank_you: { email: false, sms: false },
};
export const customerEventsSchema = z.object(Object.fromEntries(CUSTOMER_EVENTS.map((event) => [event, channels])) as Record<CustomerEvent, typeof channels>);

const rule = (key: string) => ({ params: { key: `reminders.validation.${key}` } });
const clock = z.string().max(5).refine(isClock, rule('clock'));

export const reminderRuleSchema = z.object({
  id: idSchema.nullable().describe('null for a new rule'),
  offset_minutes: z.number().int().refine((n) => (REMINDER_OFFSETS as readonly number[]).includes(n), rule('offset')),
  channel: z.enum(REMINDER_CHANNELS),
  service_group_id: idSchema.nullable().describe('null: every visit'),
});
export type ReminderRule = z.infer<typeof reminderRuleSchema>;

export const reminderSettingsSchema = z.object({
  quiet_from: clock.nullable().describe("HH:mm on the venue's clock; null: no quiet hours"),
  quiet_to: clock.nullable(),
  ask_confirmation: z.boolean(),
  sms_fallback_email: z.boolean().describe('an SMS that cannot go (no credit, no phone) is sent by e-mail instead').default(true),
  events: customerEventsSchema.default(CUSTOMER_EVENT_DEFAULTS).describe('customer event messages: per event, e-mail and SMS on or off'),
  thank_you_after_minutes: z.number().int().min(0).max(THANK_YOU_MAX_MINUTES).default(THANK_YOU_DEFAULT_MINUTES)
    .describe('the thank-you goes this many minutes after the end of a visit marked done'),
});

export const remindersUpdateBody = z
  .strictObject({
    ...reminderSettingsSchema.shape,
    rules: z.array(z.strictObject(reminderRuleSchema.shape)).max(MAX_REMINDER_RULES),
  })
  .superRefine((value, ctx) => {
    if ((value.quiet_from === null) !== (value.quiet_to === null)) {
      ctx.addIssue({ code: 'custom', path: [value.quiet_from === null ? 'quiet_from' : 'quiet_to'], message: 'both', params: { key: 'reminders.validation.quiet_both' } });
    } else if (value.quiet_from !== null && value.quiet_from === value.quiet_to) {
      ctx.addIssue({ code: 'custom', path: ['quiet_to'], message: 'same', params: { key: 'reminders.validation.quiet_same' } });
    }
    const keys = value.rules.map((r) => `${r.offset_minutes}:${r.channel}:${r.service_group_id ?? ''}`);
    keys.forEach((key, index) => {
      if (keys.indexOf(key) !== index) ctx.addIssue({ code: 'custom', path: ['rules', index], message: 'duplicate', params: { key: 'reminders.validation.duplicate' } });
    });
  });
export type RemindersUpdateBody = z.input<typeof remindersUpdateBody>;

export const remindersResponse = z.object({
  settings: reminderSettingsSchema,
  rules: z.array(reminderRuleSchema.extend({ id: idSchema })),
  service_groups: z.array(z.object({ id: idSchema, name: z.string() })),
  /** SMS reminders are sent (the local outbox or Twilio), at one credit per segment. */
  sms_available: z.boolean(),
  sms_amount: z.number().int().describe('SMS credit balance'),
  timezone: z.string(),
});
export type RemindersResponse = z.infer<typeof remindersResponse>;
export const remindersUpdateResponse = remindersResponse.extend({ message: z.string() });

const isoDate = z.string().max(10).refine(isIsoDate, rule('date'));
export const reminderHistoryQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce
    .number()
    .int()
    .refine((n) => (PAGE_SIZES as readonly number[]).includes(n), { params: { key: 'validation.one_of' } })
    .default(REMINDER_HISTORY_PAGE_SIZE),
  channel: z.enum(REMINDER_CHANNELS).optional(),
  status: z.enum(REMINDER_STATUSES).optional(),
  from: isoDate.optional().describe('YYYY-MM-DD, venue day the reminder was handed on'),
  to: isoDate.optional(),
  search: z.string().trim().max(100).optional().describe('part of the recipient or the customer name'),
});
export type ReminderHistoryQuery = z.output<typeof reminderHistoryQuery>;
/** GET reminders/history/export: the history's filters, as a CSV (UTF-8 with BOM) or XLSX file. */
export const reminderHistoryExportQuery = reminderHistoryQuery.omit({ page: true, per_page: true }).extend({ format: z.enum(['csv', 'xlsx']).default('xlsx') });
export type ReminderHistoryExportQuery = z.output<typeof reminderHistoryExportQuery>;

export const reminderHistoryRow = z.object({
  id: idSchema,
  created_at: z.string().describe('ISO 8601: when it was handed on (or skipped)'),
  channel: z.enum(REMINDER_CHANNELS),
  recipient: z.string(),
  customer_id: idSchema.nullable(),
  customer_name: z.string(),
  appointment_id: idSchema,
  starts_at: z.string().describe('ISO 8601: the visit it reminded of'),
  offset_minutes: z.number().int(),
  status: z.enum(REMINDER_STATUSES),
  reason: z.string().nullable().describe('skipped: one of REMINDER_SKIP_REASONS; failed: no_credit or the last delivery error'),
  credits: z.number().int().describe('its cost in SMS credits (0 for an e-mail)'),
  fallback: z.boolean().describe('an SMS that could not go and was sent by e-mail instead'),
  confirmed_at: z.string().nullable(),
});
export type ReminderHistoryRow = z.infer<typeof reminderHistoryRow>;

export const reminderHistoryResponse = z.object({
  data: z.array(reminderHistoryRow),
  meta: z.object({ page: z.number().int(), per_page: z.number().int(), total: z.number().int(), last_page: z.number().int() }),
});
export type ReminderHistoryResponse = z.infer<typeof reminderHistoryResponse>;

/** The customer's confirm link (public): the visit, and whether it is confirmed. */
export const reminderConfirmParams = z.object({ token: z.string().min(10).max(100) });
export const reminderConfirmResponse = z.object({
  venue: z.string(),
  lang: z.string(),
  starts_at: z.string(),
  timezone: z.string(),
  confirmed: z.boolean(),
  message: z.string(),
});
export type ReminderConfirmResponse = z.infer<typeof reminderConfirmResponse>;
