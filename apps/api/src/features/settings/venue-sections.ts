import { toFlag } from '@chairside/shared/access';
import type { Language, SettingsSection } from '@chairside/shared/constants';
import {
  DEFAULT_BOOKING_SETTINGS, DEFAULT_POLICY, type BookingSection, type BookingSettings, type CalendarSection,
  type PolicySection, type ProfileSection, type VenueUpdate,
} from '@chairside/shared/settings-sections';
import type { venues } from '../../db/schema/index';

/** Maps the venue row to each settings section's wire fields and back (spec §7 settings/venue/*). */

export type VenueRow = typeof venues.$inferSelect;
type VenueColumns = Partial<typeof venues.$inferInsert>;
export interface SectionData {
  profile: ProfileSection;
  calendar: CalendarSection;
  booking: BookingSection;
  policy: PolicySection;
}

/** Profile fields that are one venue column each: wire name → column. */
const PROFILE_COLUMNS = {
  title: 'title',
  address: 'address',
  city: 'city',
  postcode: 'postcode',
  country: 'country',
  phone: 'phone',
  email: 'email',
  description: 'description',
  business_type: 'businessType',
  lang: 'lang',
  timezone: 'timezone',
  currency: 'currency',
  currency_symbol: 'currencySymbol',
  currency_symbol_position: 'currencySymbolPosition',
  decimal_separator: 'decimalSeparator',
  price_decimal_places: 'priceDecimalPlaces',
  tax_calculation: 'taxCalculation',
  tax_number: 'taxNumber',
} as const satisfies Record<Exclude<keyof ProfileSection, 'logo' | 'allow_negative_stock' | ReadOnlyProfileField>, keyof VenueRow>;

/** Shown in the profile, written only by catalog/taxes (the default rates' flags are the truth; the columns mirror them). */
type ReadOnlyProfileField = 'tax_default_product' | 'tax_default_service';

/** "07:00:00" → "07:00". */
export const hhmm = (time: string) => time.slice(0, 5);

export const bookingSettingsOf = (stored: Record<string, unknown>): BookingSettings => ({
  ...DEFAULT_BOOKING_SETTINGS,
  ...(Object.fromEntries(Object.entries(stored).filter(([key]) => key in DEFAULT_BOOKING_SETTINGS)) as Partial<BookingSettings>),
});

/** The stored policy over the defaults (a policy saved before the charge types: a deposit_required flag means a percentage). */
export const policyOf = (stored: Record<string, unknown>): PolicySection => {
  const known = Object.fromEntries(Object.entries(stored).filter(([key]) => key in DEFAULT_POLICY)) as Partial<PolicySection>;
  const legacy: Partial<PolicySection> = {};
  if (!('deposit_type' in stored) && stored.deposit_required === 1) legacy.deposit_type = 'percent';
  if (!('no_show_fee_type' in stored) && typeof stored.no_show_fee_percent === 'number' && stored.no_show_fee_percent > 0) legacy.no_show_fee_type = 'percent';
  return { ...DEFAULT_POLICY, ...legacy, ...known };
};

export function sectionData<S extends SettingsSection>(section: S, row: VenueRow): SectionData[S];
export function sectionData(section: SettingsSection, row: VenueRow): SectionData[SettingsSection] {
  switch (section) {
    case 'profile':
      return {
        ...(Object.fromEntries(Object.entries(PROFILE_COLUMNS).map(([field, column]) => [field, row[column]])) as ProfileSection),
        lang: row.lang as Language,
        currency_symbol_position: row.currencySymbolPosition as ProfileSection['currency_symbol_position'],
        decimal_separator: row.decimalSeparator as ProfileSection['decimal_separator'],
        tax_calculation: row.taxCalculation as ProfileSection['tax_calculation'],
        tax_default_product: row.taxDefaultProduct,
        tax_default_service: row.taxDefaultService,
        allow_negative_stock: toFlag(row.allowNegativeStock),
        logo: row.logo,
      };
    case 'calendar':
      return {
        date_format: row.dateFormat as CalendarSection['date_format'],
        time_format: row.timeFormat as CalendarSection['time_format'],
        start_of_week: row.startOfWeek,
        calendar_display_hours: { from: hhmm(row.calendarDisplayFrom), to: hhmm(row.calendarDisplayTo) },
        time_slot_interval: row.timeSlotInterval as CalendarSection['time_slot_interval'],
        calendar_default_view: row.calendarDefaultView as CalendarSection['calendar_default_view'],
        use_end_of_day: toFlag(row.useEndOfDay),
      };
    case 'booking':
      return {
        booking_subdomain: row.bookingSubdomain,
        terms_accept: toFlag(row.termsAccept),
        vouchers_enabled: toFlag(row.vouchersEnabled),
        email_hide_price: toFlag(row.emailHidePrice),
        booking_settings: bookingSettingsOf(row.bookingSettings),
      };
    case 'policy':
      return policyOf(row.policy);
  }
}

/** The section's data with the update's fields applied (booking_settings merges key by key). */
export function mergeSection(before: SectionData[SettingsSection], update: VenueUpdate): SectionData[SettingsSection] {
  const { section: _section, ...fields } = update;
  const merged: Record<string, unknown> = { ...before };
  for (const [field, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    merged[field] =
      field === 'booking_settings' ? { ...(before as BookingSection).booking_settings, ...(value as Partial<BookingSettings>) } : value;
  }
  return merged as unknown as SectionData[SettingsSection];
}

/** The venue columns that store a section's data. */
export function sectionColumns(section: SettingsSection, data: SectionData[SettingsSection]): VenueColumns {
  switch (section) {
    case 'profile': {
      const profile = data as ProfileSection;
      // The logo is not written here: it has its own routes (settings/venue/logo).
      return {
        ...Object.fromEntries(Object.entries(PROFILE_COLUMNS).map(([field, column]) => [column, profile[field as keyof typeof PROFILE_COLUMNS]])),
        allowNegativeStock: profile.allow_negative_stock === 1,
      };
    }
    case 'calendar': {
      const calendar = data as CalendarSection;
      return {
        dateFormat: calendar.date_format,
        timeFormat: calendar.time_format,
        startOfWeek: calendar.start_of_week,
        calendarDisplayFrom: calendar.calendar_display_hours.from,
        calendarDisplayTo: calendar.calendar_display_hours.to,
        timeSlotInterval: calendar.time_slot_interval,
        calendarDefaultView: calendar.calendar_default_view,
        useEndOfDay: calendar.use_end_of_day === 1,
      };
    }
    case 'booking': {
      const booking = data as BookingSection;
      return {
        bookingSubdomain: booking.booking_subdomain,
        termsAccept: booking.terms_accept === 1,
        vouchersEnabled: booking.vouchers_enabled === 1,
        emailHidePrice: booking.email_hide_price === 1,
        bookingSettings: booking.booking_settings,
      };
    }
    case 'policy':
      return { policy: data as PolicySection };
  }
}
