import { z } from 'zod';
import { CALENDAR_VIEWS, LANGUAGES } from './constants';
import { flagSchema } from './access';
import { idSchema } from './ids';

/**
 * The four sections of the venue settings (spec §7 "GET settings/venue/data", "POST
 * settings/venue/update"): profile (business profile: identity, contact, locale, prices, tax),
 * calendar (schedule), booking (online booking) and policy (booking policy).
 * A rule that zod's own checks cannot name carries `params.key`: the translation key of its message.
 */

const rule = (key: string) => ({ params: { key } });

/** True for a real IANA time zone name, e.g. "Europe/Amsterdam" (also "UTC"). */
export function isTimeZone(value: string): boolean {
  if (Intl.supportedValuesOf('timeZone').includes(value)) return true;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: value }).resolvedOptions().timeZone === value;
  } catch {
    return false;
  }
}

export const DATE_FORMATS = ['yyyy/mm/dd', 'yyyy-mm-dd', 'dd/mm/yyyy', 'dd-mm-yyyy', 'dd.mm.yyyy', 'mm/dd/yyyy'] as const;
export const TIME_SLOT_INTERVALS = [5, 10, 15, 20, 30, 60] as const;
export const TIME_FORMATS = [12, 24] as const;

const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);
const oneOfNumbers = <T extends readonly number[]>(values: T) =>
  z.number().int().refine((value) => values.includes(value), rule('validation.one_of')) as unknown as z.ZodType<T[number]>;

// --- profile -------------------------------------------------------------------------------
export const profileSectionFields = {
  title: z.string().trim().min(1).max(120),
  address: z.string().trim().max(200),
  city: z.string().trim().max(100),
  postcode: z.string().trim().max(20),
  country: z.union([z.literal(''), z.string().regex(/^[A-Z]{2}$/)]).describe('ISO 3166-1 alpha-2, or empty'),
  phone: z.string().trim().max(40),
  email: z.union([z.literal(''), z.email().max(254)]),
  description: z.string().max(2000),
  business_type: z.string().trim().max(60),
  lang: z.enum(LANGUAGES),
  timezone: z.string().max(64).refine(isTimeZone, rule('settings.validation.timezone')).describe('IANA time zone'),
  currency: z.string().regex(/^[A-Z]{3}$/).describe('ISO 4217 code'),
  currency_symbol: z.string().trim().min(1).max(5),
  currency_symbol_position: z.enum(['before', 'after']),
  decimal_separator: z.enum(['comma', 'dot']),
  price_decimal_places: z.number().int().min(0).max(3),
  tax_calculation: z.enum(['included', 'excluded']),
  tax_number: z.string().trim().max(40).describe('VAT / tax registration number, or empty'),
  allow_negative_stock: flagSchema.describe('1: a sale at the till may take a tracked product’s stock under zero; 0 (the default): it is refused with 422 OUT_OF_STOCK'),
};
/** The profile as read: its fields plus the logo's address (changed by POST settings/venue/logo[/delete]). */
export const profileSectionSchema = z.object({
  ...profileSectionFields,
  // Read-only: the default tax rates are chosen on /catalogs/taxation (POST taxes/settings); these mirror them.
  tax_default_product: z.number().int().describe('whole percent of the default rate for products (read-only; catalog taxes)'),
  tax_default_service: z.number().int().describe('whole percent of the default rate for services (read-only; catalog taxes)'),
  logo: z.string().nullable().describe('path of the uploaded logo, or null'),
});

/** POST settings/venue/logo and settings/venue/logo/delete. */
export const venueLogoResponseSchema = z.object({ logo: z.string().nullable(), message: z.string() });
export type VenueLogoResponse = z.infer<typeof venueLogoResponseSchema>;

// --- calendar ------------------------------------------------------------------------------
export const displayHoursSchema = z
  .strictObject({ from: hhmm, to: z.union([hhmm, z.literal('24:00')]) })
  .refine((hours) => hours.from < hours.to, { path: ['to'], ...rule('settings.validation.hours_order') })
  .describe('Calendar display hours, HH:mm; from before to');

export const calendarSectionFields = {
  date_format: z.enum(DATE_FORMATS),
  time_format: oneOfNumbers(TIME_FORMATS).describe('12 or 24'),
  start_of_week: z.number().int().min(0).max(6).describe('0 = Sunday … 6 = Saturday'),
  calendar_display_hours: displayHoursSchema,
  time_slot_interval: oneOfNumbers(TIME_SLOT_INTERVALS).describe('minutes: 5, 10, 15, 20, 30 or 60'),
  calendar_default_view: z.enum(CALENDAR_VIEWS),
  use_end_of_day: flagSchema,
};
export const calendarSectionSchema = z.object(calendarSectionFields);

// --- booking -------------------------------------------------------------------------------
export const bookingSettingsSchema = z.strictObject({
  enabled: flagSchema.describe('online booking is open'),
  lead_time_minutes: z.number().int().min(0).max(10_080).describe('earliest booking from now'),
  max_advance_days: z.number().int().min(1).max(730).describe('latest booking from today'),
  slot_step_minutes: oneOfNumbers(TIME_SLOT_INTERVALS),
  allow_employee_choice: flagSchema,
  auto_confirm: flagSchema.describe('1 = bookings arrive confirmed, 0 = as new'),
  require_phone: flagSchema,
  verify_contact: flagSchema.describe('1 = a one-time code proves the customer\'s phone or e-mail before an online booking'),
  note: z.string().max(1000),
  // The booking page's appearance (/online-booking/appearance).
  color: z.string().regex(/^#[0-9a-fA-F]{6}$/).describe('the page colour, #rrggbb'),
  description: z.string().max(2000).describe('shown under the venue\'s name on the page'),
  languages: z.array(z.enum(LANGUAGES)).min(1).max(LANGUAGES.length).refine((list) => new Set(list).size === list.length, rule('validation.invalid')).describe('the languages the page offers'),
  cover: z.string().regex(/^\/[\w/-]*images\/\d+\/[0-9a-f]{64}\.webp$/).nullable().describe('the uploaded cover picture (online-booking/appearance/cover)'),
});
export type BookingSettings = z.infer<typeof bookingSettingsSchema>;
export const DEFAULT_BOOKING_SETTINGS: BookingSettings = {
  enabled: 1,
  lead_time_minutes: 60,
  max_advance_days: 90,
  slot_step_minutes: 15,
  allow_employee_choice: 1,
  auto_confirm: 1,
  require_phone: 1,
  verify_contact: 0,
  note: '',
  color: '#0b6a74',
  description: '',
  languages: [...LANGUAGES],
  cover: null,
};

export const bookingSectionFields = {
  booking_subdomain: z
    .string()
    .regex(/^[a-z0-9](?:[a-z0-9-]{1,38})[a-z0-9]$/)
    .describe('3–40 lower-case letters, digits and hyphens'),
  terms_accept: flagSchema.describe('marketplace terms accepted'),
  vouchers_enabled: flagSchema,
  email_hide_price: flagSchema,
  booking_settings: bookingSettingsSchema.partial().describe('only the given keys change'),
};
export const bookingSectionSchema = z.object({
  ...bookingSectionFields,
  booking_subdomain: z.string().nullable(),
  booking_settings: bookingSettingsSchema,
});

// --- policy --------------------------------------------------------------------------------
/** How a fee or a deposit is counted: none, a share of the booking's price, or a fixed amount. */
export const CHARGE_TYPES = ['none', 'percent', 'fixed'] as const;
export type ChargeType = (typeof CHARGE_TYPES)[number];
/** A fixed fee or deposit, in minor units: at most 100 000.00. */
export const MAX_POLICY_AMOUNT = 10_000_000;
export const MAX_DEPOSIT_SERVICES = 500;

export const policySchema = z.strictObject({
  policy_text: z.string().max(5000).describe('the terms customers accept when they book'),
  cancellation_notice_hours: z.number().int().min(0).max(720).describe('free cancellation until this many hours before'),
  no_show_fee_type: z.enum(CHARGE_TYPES),
  no_show_fee_percent: z.number().int().min(0).max(100).describe('of the booking price, when no_show_fee_type is percent'),
  no_show_fee_amount: z.number().int().min(0).max(MAX_POLICY_AMOUNT).describe('minor units, when no_show_fee_type is fixed'),
  deposit_type: z.enum(CHARGE_TYPES),
  deposit_percent: z.number().int().min(0).max(100).describe('of the booking price, when deposit_type is percent'),
  deposit_amount: z.number().int().min(0).max(MAX_POLICY_AMOUNT).describe('minor units, when deposit_type is fixed'),
  deposit_service_ids: z
    .array(idSchema)
    .max(MAX_DEPOSIT_SERVICES)
    .refine((ids) => new Set(ids).size === ids.length, rule('validation.invalid'))
    .describe('the services that take a deposit; empty = every service'),
});
export type Policy = z.infer<typeof policySchema>;
export const DEFAULT_POLICY: Policy = {
  policy_text: '',
  cancellation_notice_hours: 24,
  no_show_fee_type: 'none',
  no_show_fee_percent: 0,
  no_show_fee_amount: 0,
  deposit_type: 'none',
  deposit_percent: 0,
  deposit_amount: 0,
  deposit_service_ids: [],
};
export const policySectionFields = policySchema.shape;
export const policySectionSchema = policySchema;

/** A policy whose chosen charge has no amount is refused: the message key per field, or null. */
export function policyIssues(policy: Policy): Partial<Record<keyof Policy, string>> {
  const issues: Partial<Record<keyof Policy, string>> = {};
  if (policy.no_show_fee_type === 'percent' && policy.no_show_fee_percent <= 0) issues.no_show_fee_percent = 'settings_screens.validation.amount_needed';
  if (policy.no_show_fee_type === 'fixed' && policy.no_show_fee_amount <= 0) issues.no_show_fee_amount = 'settings_screens.validation.amount_needed';
  if (policy.deposit_type === 'percent' && policy.deposit_percent <= 0) issues.deposit_percent = 'settings_screens.validation.amount_needed';
  if (policy.deposit_type === 'fixed' && policy.deposit_amount <= 0) issues.deposit_amount = 'settings_screens.validation.amount_needed';
  return issues;
}

// --- wire shapes ---------------------------------------------------------------------------
export const SECTION_DATA_SCHEMAS = {
  profile: profileSectionSchema,
  calendar: calendarSectionSchema,
  booking: bookingSectionSchema,
  policy: policySectionSchema,
} as const;

export type ProfileSection = z.infer<typeof profileSectionSchema>;
export type CalendarSection = z.infer<typeof calendarSectionSchema>;
export type BookingSection = z.infer<typeof bookingSectionSchema>;
export type PolicySection = z.infer<typeof policySectionSchema>;

/** POST settings/venue/update: the section and any of its fields (absent fields stay as they are). */
export const venueUpdateSchema = z.discriminatedUnion('section', [
  z.strictObject({ section: z.literal('profile'), ...z.object(profileSectionFields).partial().shape }),
  z.strictObject({ section: z.literal('calendar'), ...z.object(calendarSectionFields).partial().shape }),
  z.strictObject({ section: z.literal('booking'), ...z.object(bookingSectionFields).partial().shape }),
  z.strictObject({ section: z.literal('policy'), ...z.object(policySectionFields).partial().shape }),
]);
export type VenueUpdate = z.infer<typeof venueUpdateSchema>;

export const venueDataQuerySchema = z.object({ section: z.enum(['profile', 'calendar', 'booking', 'policy']) });

export const venueDataResponseSchema = z.discriminatedUnion('section', [
  z.object({ section: z.literal('profile'), data: profileSectionSchema }),
  z.object({ section: z.literal('calendar'), data: calendarSectionSchema }),
  z.object({ section: z.literal('booking'), data: bookingSectionSchema }),
  z.object({ section: z.literal('policy'), data: policySectionSchema }),
]);
export type VenueDataResponse = z.infer<typeof venueDataResponseSchema>;

export const venueUpdateResponseSchema = z.intersection(venueDataResponseSchema, z.object({ message: z.string() }));
