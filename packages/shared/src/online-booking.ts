import { z } from 'zod';
import { PUBLIC_BOOKING_STATUSES } from './rules/online-manage';
import { CHARGE_TYPES } from './settings-sections';
import { LANGUAGES } from './constants';
import { emailField } from './auth';
import { idListQuery, idParamSchema, idSchema } from './ids';
import { clockField, dateField } from './calendar';

/**
 * The public booking API (issue 18): `/api/v1/public/{venue_sub}/…`, for customers without an
 * account. Wire shapes shared by the API and the booking page (apps/web/src/book).
 */

export const venueSubParams = z.object({ sub: z.string().min(3).max(40).regex(/^[a-z0-9-]+$/) });
export const manageParams = venueSubParams.extend({ token: z.string().min(20).max(100).regex(/^[\w-]+$/) });

/** A portfolio picture as the public sees it: its caption and, when tagged, the employee whose work it is (while shown online). */
export const publicPictureSchema = z.object({
  url: z.string(), width: z.number().int(), height: z.number().int(), caption: z.string(), employee: z.string().nullable().describe('the tagged employee\'s name'),
});
export type PublicPicture = z.infer<typeof publicPictureSchema>;

/** GET public/{sub}: what the page shows before anything is chosen. */
export const publicVenueResponse = z.object({
  title: z.string(),
  lang: z.enum(LANGUAGES),
  languages: z.array(z.enum(LANGUAGES)),
  color: z.string().describe('the page colour, #rrggbb'),
  logo: z.string().nullable(),
  address: z.string(),
  phone: z.string(),
  timezone: z.string(),
  currency: z.string(),
  policy_text: z.string(),
  cancellation_notice_hours: z.number().int(),
  allow_employee_choice: z.boolean(),
  max_advance_days: z.number().int(),
  verify_contact: z.boolean().describe('the booking needs a one-time code sent to the phone or e-mail (POST verify)'),
  description: z.string(),
  cover: z.string().nullable(),
  note: z.string(),
  announcement: z.string().nullable(),
  portfolio: z.array(publicPictureSchema).describe('the first PORTFOLIO_SHOWN pictures of the portfolio, in order'),
  deposit: z.object({
    deposit_type: z.enum(CHARGE_TYPES),
    deposit_percent: z.number().int(),
    deposit_amount: z.number().int().describe('minor units'),
    deposit_service_ids: z.array(idSchema).describe('the services that take a deposit; empty: all'),
    hold_minutes: z.number().int().describe('how long the time is held while the deposit is paid'),
  }).describe('the deposit the policy asks online (rules/online-deposit.ts), so the page can say it before booking'),
});
export type PublicVenue = z.infer<typeof publicVenueResponse>;

export const publicServiceSchema = z.object({
  id: idSchema,
  name: z.string(),
  description: z.string(),
  group: z.string(),
  duration: z.number().int().describe('minutes'),
  price: z.number().int().describe('minor units'),
});
export const publicServicesResponse = z.object({ services: z.array(publicServiceSchema) });
export type PublicService = z.infer<typeof publicServiceSchema>;

export const publicStaffSchema = z.object({ id: idSchema, name: z.string(), service_ids: z.array(idSchema) });
export const publicStaffResponse = z.object({ staff: z.array(publicStaffSchema) });
export type PublicStaff = z.infer<typeof publicStaffSchema>;

/** GET public/{sub}/availability: `service_ids` in the order they are done; no employee_id = anyone. */
export const publicAvailabilityQuery = z.object({
  service_ids: idListQuery,
  employee_id: idParamSchema.optional(),
  date_from: dateField,
  date_to: dateField,
});
export const publicAvailabilityResponse = z.object({
  days: z.array(z.object({ date: z.string(), times: z.array(z.string().describe('HH:mm, venue time')) })),
});
export type PublicAvailability = z.infer<typeof publicAvailabilityResponse>;

const phoneField = z.string().trim().min(6).max(40);
const nameField = z.string().trim().min(1).max(80);

/** POST public/{sub}/bookings. `website` is a honeypot: people leave it empty. */
export const publicBookingBody = z.object({
  service_ids: z.array(idSchema).min(1).max(10),
  employee_id: idSchema.nullish(),
  date: dateField,
  time: clockField,
  first_name: nameField,
  last_name: z.string().trim().max(80).default(''),
  phone: phoneField,
  email: emailField,
  note: z.string().max(1000).default(''),
  policy_accepted: z.literal(true),
  lang: z.enum(LANGUAGES).optional(),
  website: z.string().max(200).optional(),
  /** A waitlist offer's token: books the time held for this customer. */
  offer: z.string().min(20).max(100).optional(),
  /** When the venue verifies contacts: the code sent by POST verify to this booking's phone (sms) or e-mail. */
  verification_channel: z.enum(['sms', 'email']).optional(),
  verification_code: z.string().regex(/^\d{6}$/).optional(),
});
export type PublicBookingBody = z.input<typeof publicBookingBody>;

export const publicBookingLine = z.object({ service: z.string(), employee: z.string(), starts_at: z.string(), ends_at: z.string(), price: z.number().int() });
export const publicBookingSchema = z.object({
  venue: z.string(),
  status: z.enum(PUBLIC_BOOKING_STATUSES).describe('awaiting_deposit: the time is held until the deposit is paid'),
  starts_at: z.string().describe('ISO 8601'),
  ends_at: z.string(),
  timezone: z.string(),
  date: z.string(),
  time: z.string(),
  service_ids: z.array(idSchema),
  employee_id: idSchema.nullable().describe('the employee when every line is theirs'),
  lines: z.array(publicBookingLine),
  total: z.number().int(),
  currency: z.string(),
  cancellable: z.boolean().describe('within the cancellation notice'),
  cancel_until: z.string().nullable(),
});
export type PublicBooking = z.infer<typeof publicBookingSchema>;
/** A deposit to pay on the card provider's hosted page before the held time is booked. */
export const publicDepositSchema = z.object({
  amount: z.number().int().describe('minor units'), currency: z.string(), url: z.string().describe('the hosted checkout page'), expires_at: z.string().describe('the hold runs out then'),
});
export const publicBookingCreated = z.object({ token: z.string(), manage_url: z.string(), booking: publicBookingSchema, deposit: publicDepositSchema.nullable() });
export type PublicBookingCreated = z.infer<typeof publicBookingCreated>;
export const publicBookingResponse = z.object({ booking: publicBookingSchema });

/** POST public/{sub}/verify: sends a one-time code to the phone (SMS) or the e-mail the booking will give. */
export const publicVerifyBody = z.object({
  channel: z.enum(['sms', 'email']),
  phone: phoneField.optional(),
  email: emailField.optional(),
  lang: z.enum(LANGUAGES).optional(),
  website: z.string().max(200).optional(),
}).refine((body) => (body.channel === 'sms' ? body.phone : body.email) !== undefined, { path: ['channel'], message: 'the phone or e-mail the channel names' });
export const publicVerifyResponse = z.object({ message: z.string(), expires_in_minutes: z.number().int() });

export const publicRescheduleBody = z.object({ date: dateField, time: clockField, employee_id: idSchema.nullish() });

/** POST public/{sub}/waitlist: no time fits; tell me when one frees up between these days. */
export const publicWaitlistBody = z.object({
  service_ids: z.array(idSchema).min(1).max(10),
  employee_id: idSchema.nullish(),
  date_from: dateField,
  date_to: dateField,
  first_name: nameField,
  phone: phoneField,
  email: emailField,
  lang: z.enum(LANGUAGES).optional(),
  website: z.string().max(200).optional(),
});
export const publicWaitlistResponse = z.object({ message: z.string() });
export const waitlistOfferParams = venueSubParams.extend({ token: z.string().min(20).max(100).regex(/^[\w-]+$/) });
export const waitlistOfferResponse = z.object({
  date: z.string(), time: z.string(), expires_at: z.string(), service_ids: z.array(idSchema), employee_id: idSchema.nullable(), first_name: z.string(),
});
export type WaitlistOffer = z.infer<typeof waitlistOfferResponse>;

// --- back office: /online-booking ------------------------------------------------------------
export const onlineBookingSettings = z.object({
  enabled: z.boolean(),
  auto_confirm: z.boolean(),
  lead_time_minutes: z.number().int().min(0).max(10_080),
  max_advance_days: z.number().int().min(1).max(730),
  slot_step_minutes: z.union([z.literal(5), z.literal(10), z.literal(15), z.literal(20), z.literal(30), z.literal(60)]),
  cancellation_notice_hours: z.number().int().min(0).max(720),
  verify_contact: z.boolean().default(false).describe('ask for a one-time code sent to the phone or e-mail'),
  service_ids: z.array(idSchema).max(2000).describe('the services bookable online'),
  employee_ids: z.array(idSchema).max(500).describe('the employees shown online'),
});
export type OnlineBookingSettings = z.infer<typeof onlineBookingSettings>;
export const onlineBookingSettingsResponse = onlineBookingSettings.extend({
  services: z.array(z.object({ id: idSchema, name: z.string(), group: z.string() })),
  employees: z.array(z.object({ id: idSchema, name: z.string() })),
  booking_url: z.string().nullable(),
});
export type OnlineBookingSettingsResponse = z.infer<typeof onlineBookingSettingsResponse>;

// --- back office: /online-booking/appearance -------------------------------------------------
export const onlineAppearanceBody = z.object({
  color: z.string().regex(/^#[0-9a-fA-F]{6}$/).describe('#rrggbb'),
  description: z.string().trim().max(2000),
  languages: z.array(z.enum(LANGUAGES)).min(1).max(LANGUAGES.length),
});
export type OnlineAppearance = z.infer<typeof onlineAppearanceBody>;
export const onlineAppearanceResponse = onlineAppearanceBody.extend({
  title: z.string(),
  logo: z.string().nullable(),
  cover: z.string().nullable(),
  booking_url: z.string().nullable(),
  message: z.string().nullable(),
});
export type OnlineAppearanceResponse = z.infer<typeof onlineAppearanceResponse>;

/* The portfolio (/online-booking/portfolio): pictures shown on the booking page, in order. */

/** At most this many pictures per venue; the booking page shows the first PORTFOLIO_SHOWN. */
export const PORTFOLIO_MAX = 120;
export const PORTFOLIO_SHOWN = 24;

export const PORTFOLIO_CAPTION_MAX = 200;
export const portfolioItemSchema = z.object({
  id: idSchema, url: z.string(), width: z.number().int(), height: z.number().int(), position: z.number().int().describe('0-based, in the whole portfolio'),
  caption: z.string(), employee_id: idSchema.nullable().describe('the employee whose work it shows'),
});
export type PortfolioItem = z.infer<typeof portfolioItemSchema>;
export const portfolioQuery = z.object({ page: z.coerce.number().int().min(1).max(1000).default(1), per_page: z.coerce.number().int().min(1).max(60).default(12) });
export const portfolioResponse = z.object({
  data: z.array(portfolioItemSchema),
  meta: z.object({ page: z.number().int(), per_page: z.number().int(), total: z.number().int(), last_page: z.number().int() }),
  employees: z.array(z.object({ id: idSchema, name: z.string() })).describe('the employees a picture can be tagged with'),
  message: z.string().nullable(),
});
export type PortfolioResponse = z.infer<typeof portfolioResponse>;
/** POST online-booking/portfolio/move/{id}: the picture's new place (0-based) in the whole portfolio. */
export const portfolioMoveBody = z.object({ position: z.number().int().min(0).max(PORTFOLIO_MAX) });
export const portfolioChangeResponse = z.object({ message: z.string() });
/** POST online-booking/portfolio/update/{id}: the caption and the tagged employee (null: none). */
export const portfolioUpdateBody = z.object({
  caption: z.string().trim().max(PORTFOLIO_CAPTION_MAX),
  employee_id: idSchema.nullable(),
});
export const portfolioUpdateResponse = z.object({ item: portfolioItemSchema, message: z.string() });

/** What the server writes into the booking page's HTML (`#book-boot`): the first screen without waiting for the API. */
export interface BookBoot {
  sub: string;
  venue: PublicVenue;
  services: PublicService[];
  staff: PublicStaff[];
  lang: string;
  phrases: Record<string, string>;
}
