import { boolean, date, index, integer, jsonb, pgTable, smallint, text, time, timestamp, unique } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';

/** What the onboarding services step made: each ticked starter service with the service it became, and the groups by key. */
export interface OnboardingServicesAnswer {
  items: { key: string; name: string; duration: number; price: number; service_id: number }[];
  groups: Record<string, number>;
}

/** A venue with every field of the spec's "Venue settings (initial)". */
export const venues = pgTable('venues', {
  id: integer('id').generatedAlwaysAsIdentity().primaryKey(),
  title: text('title').notNull(),
  address: text('address').notNull().default(''),
  city: text('city').notNull().default(''),
  postcode: text('postcode').notNull().default(''),
  country: text('country').notNull().default(''),
  latitude: text('latitude'),
  longitude: text('longitude'),
  phone: text('phone').notNull().default(''),
  email: text('email').notNull().default(''),
  description: text('description').notNull().default(''),
  businessType: text('business_type').notNull().default(''),
  goals: jsonb('goals').$type<string[]>().notNull().default([]),
  teamSize: text('team_size').notNull().default(''),
  logo: text('logo'),
  // Locale and calendar
  timezone: text('timezone').notNull().default('Europe/Amsterdam'),
  lang: text('lang').notNull().default('en-us'),
  dateFormat: text('date_format').notNull().default('yyyy/mm/dd'),
  timeFormat: smallint('time_format').notNull().default(24),
  startOfWeek: smallint('start_of_week').notNull().default(1),
  calendarDisplayFrom: time('calendar_display_from').notNull().default('07:00'),
  calendarDisplayTo: time('calendar_display_to').notNull().default('22:00'),
  timeSlotInterval: smallint('time_slot_interval').notNull().default(15),
  calendarDefaultView: text('calendar_default_view').notNull().default('daily'),
  // Tax
  taxCalculation: text('tax_calculation').notNull().default('included'),
  taxDefaultProduct: integer('tax_default_product').notNull().default(21),
  taxDefaultService: integer('tax_default_service').notNull().default(21),
  /** The venue's VAT / tax registration number, printed on receipts and invoices. */
  taxNumber: text('tax_number').notNull().default(''),
  // Price display
  currency: text('currency').notNull().default('EUR'),
  currencySymbol: text('currency_symbol').notNull().default('€'),
  currencySymbolPosition: text('currency_symbol_position').notNull().default('before'),
  decimalSeparator: text('decimal_separator').notNull().default('comma'),
  priceDecimalPlaces: smallint('price_decimal_places').notNull().default(2),
  // Flags
  useEndOfDay: boolean('use_end_of_day').notNull().default(false),
  termsAccept: boolean('terms_accept').notNull().default(false),
  staffPin: boolean('staff_pin').notNull().default(false),
  vouchersEnabled: boolean('vouchers_enabled').notNull().default(false),
  emailHidePrice: boolean('email_hide_price').notNull().default(false),
  /** A sale at the till may take a tracked product's stock under zero (off: 422 OUT_OF_STOCK). */
  allowNegativeStock: boolean('allow_negative_stock').notNull().default(false),
  // Booking
  bookingSubdomain: text('booking_subdomain').unique(),
  bookingSettings: jsonb('booking_settings').$type<Record<string, unknown>>().notNull().default({}),
  policy: jsonb('policy').$type<Record<string, unknown>>().notNull().default({}),
  cardProviderAccountId: text('card_provider_account_id'),
  // Subscription
  plan: text('plan').notNull().default('pro'),
  planPaid: boolean('plan_paid').notNull().default(false),
  planInterval: text('plan_interval').notNull().default('month'),
  seats: integer('seats').notNull().default(1),
  trialStart: date('trial_start'),
  trialEnd: date('trial_end'),
  trialCanceled: boolean('trial_canceled').notNull().default(false),
  trialExtended: boolean('trial_extended').notNull().default(false),
  /** The day a paid plan renews (the next charge of the saved card); null on manage or on trial. */
  planRenewsOn: date('plan_renews_on'),
  /** The card on file for renewals, as the card provider saved it (features/subscription). */
  subscriptionCard: jsonb('subscription_card').$type<{ provider: string; id: string; brand: string; last4: string }>(),
  /** Failed renewal charges in a row (dunning); 0 once a renewal is paid. */
  renewalAttempts: smallint('renewal_attempts').notNull().default(0),
  /** The day the next renewal retry is due after a failed charge; null when none is pending. */
  renewalRetryOn: date('renewal_retry_on'),
  smsAmount: integer('sms_amount').notNull().default(0),
  // Lifecycle
  onboardingStep: text('onboarding_step').notNull().default('about'),
  onboardingCompletedAt: timestamp('onboarding_completed_at', { withTimezone: true }),
  /** The onboarding services step's last answer and the groups and services it made (null: not saved). */
  onboardingServices: jsonb('onboarding_services').$type<OnboardingServicesAnswer>(),
  deletionRequest: timestamp('deletion_request', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Opening hours: one row per weekday interval (weekday 0 = Sunday … 6 = Saturday). */
export const venueHours = pgTable(
  'venue_hours',
  {
    id: integer('id').generatedAlwaysAsIdentity().primaryKey(),
    venueId: integer('venue_id').notNull().references(() => venues.id, { onDelete: 'cascade' }),
    weekday: smallint('weekday').notNull(),
    opensAt: time('opens_at').notNull(),
    closesAt: time('closes_at').notNull(),
  },
  (t) => [unique().on(t.venueId, t.id), index().on(t.venueId, t.weekday)],
);
