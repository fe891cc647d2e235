import { z } from 'zod';
import { CALENDAR_VIEWS, LANGUAGES, PAGE_SIZES, PLANS, ROLES } from './constants';
import { accessFieldsSchema, flagSchema } from './access';
import { venueChoice } from './auth';
import { idSchema } from './ids';
import { specPageFields } from './spec-page';
import { bookingSettingsSchema, displayHoursSchema } from './settings-sections';

/**
 * GET settings/initial (spec §3 "Venue settings (initial)" and "Global settings"): the hottest
 * call of the app. Flags (use_end_of_day, terms_accept, staff_pin, vouchers_enabled,
 * email_hide_price, trial.canceled, trial.extended, is_owner) are numbers 1/0, as the spec reads
 * them ("above 0"); dates are YYYY-MM-DD, instants ISO 8601.
 */

export const trialSchema = z
  .object({
    start: z.string().describe('YYYY-MM-DD'),
    end: z.string().describe('YYYY-MM-DD'),
    canceled: flagSchema,
    extended: flagSchema,
    days_left: z.number().int().min(0).describe('trial end minus today in the venue time zone'),
  })
  .describe('Present only while the venue tries a plan without paying (spec §4 "In trial when trial is present")');
export type Trial = z.infer<typeof trialSchema>;

export const initialSettingsSchema = z
  .object({
    id: idSchema,
    title: z.string(),
    address: z.string(),
    phone: z.string(),
    email: z.string(),
    timezone: z.string(),
    lang: z.enum(LANGUAGES),
    date_format: z.string().describe('lower case, e.g. yyyy/mm/dd; the web shows it upper-cased'),
    time_format: z.number().int().describe('12 or 24; above 12 means HH:mm'),
    start_of_week: z.number().int().describe('0 = Sunday … 6 = Saturday'),
    calendar_display_hours: displayHoursSchema,
    time_slot_interval: z.number().int(),
    calendar_default_view: z.enum(CALENDAR_VIEWS),
    tax_calculation: z.string(),
    tax_default_product: z.number().int(),
    tax_default_service: z.number().int(),
    currency: z.string(),
    currency_symbol: z.string(),
    currency_symbol_position: z.string(),
    decimal_separator: z.string(),
    price_decimal_places: z.number().int(),
    use_end_of_day: flagSchema,
    terms_accept: flagSchema,
    staff_pin: flagSchema,
    vouchers_enabled: flagSchema,
    email_hide_price: flagSchema,
    booking_full_url: z.string().nullable(),
    marketplace_url: z.string().nullable(),
    booking_subdomain: z.string().nullable(),
    booking_qrcode_url: z.string().nullable(),
    booking_settings: bookingSettingsSchema,
    logo: z.string().nullable(),
    date_added: z.string().describe('registration date, YYYY-MM-DD'),
    deletion_request: z.string().nullable().describe('when deletion was requested (ISO 8601), or null'),
    is_multiple: z.array(venueChoice).describe("the user's venues"),
    card_provider_connect_id: z.string().nullable().describe('set when the card payment provider is connected'),
    plan: z.enum(PLANS).describe('the plan in effect today (manage once an unpaid trial ended)'),
    trial: trialSchema.nullable(),
    role: z.enum(ROLES),
    is_owner: flagSchema,
    employee_id: idSchema,
  })
  .extend(accessFieldsSchema.shape);
export type InitialSettings = z.infer<typeof initialSettingsSchema>;

/** Public links of a venue's online booking; the online-booking feature serves them. */
export function bookingLinks(appUrl: string, subdomain: string | null) {
  if (!subdomain) return { booking_full_url: null, marketplace_url: null, booking_qrcode_url: null };
  const base = appUrl.replace(/\/+$/, '');
  return {
    booking_full_url: `${base}/book/${subdomain}`,
    marketplace_url: `${base}/marketplace/${subdomain}`,
    booking_qrcode_url: `${base}/book/${subdomain}/qrcode.svg`,
  };
}

// --- mail outbox (GET settings/outbox) --------------------------------------------------------
export const outboxQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce
    .number()
    .int()
    .refine((n) => (PAGE_SIZES as readonly number[]).includes(n), { params: { key: 'validation.one_of' } })
    .default(25),
});

export const outboxMailSchema = z.object({
  id: idSchema,
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  transport: z.string().describe('smtp (also delivered) or outbox (kept here only)'),
  state: z.enum(['pending', 'sending', 'sent', 'failed']).describe('where its delivery is: pending, sending (an attempt under way or cut off), sent, failed (retried with back-off)'),
  attempts: z.number().int(),
  maybe_duplicate: z.boolean().describe('an attempt was cut off after handing it to SMTP: the recipient may have it twice'),
  last_error: z.string().nullable(),
  sent_at: z.string().nullable(),
  created_at: z.string(),
});
export type OutboxMail = z.infer<typeof outboxMailSchema>;

export const outboxPageSchema = z
  .object({
    data: z.array(outboxMailSchema),
    ...specPageFields,
  })
  .extend(accessFieldsSchema.shape);
export type OutboxPage = z.infer<typeof outboxPageSchema>;

