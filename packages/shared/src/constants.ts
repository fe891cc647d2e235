/** Product-wide constants (spec §9). */

export const LANGUAGES = ['en-us', 'es-es', 'fr-fr', 'pl', 'de', 'it-it', 'nld', 'pt-pt'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en-us';
export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** BCP 47 tag of a language code, for Intl (dates, plural rules), dayjs and the html lang attribute. */
export const LOCALE_TAG: Record<Language, string> = {
  'en-us': 'en-US', 'es-es': 'es-ES', 'fr-fr': 'fr-FR', pl: 'pl-PL', de: 'de-DE', 'it-it': 'it-IT', nld: 'nl-NL', 'pt-pt': 'pt-PT',
};

/** Cached translations stay valid this long (spec §4, §9). */
export const TRANSLATION_CACHE_SECONDS = 86_400;

export const PLANS = ['manage', 'start', 'grow', 'pro'] as const;
export type Plan = (typeof PLANS)[number];
export const FREE_PLAN: Plan = 'manage';
export const TRIAL_PLAN: Plan = 'pro';
export const TRIAL_DAYS = 14;

export const ROLES = ['owner', 'manager', 'receptionist', 'employee'] as const;
export type Role = (typeof ROLES)[number];

export const PLATFORMS = ['web', 'app'] as const;
export type Platform = (typeof PLATFORMS)[number];

export const PAGE_SIZES = [10, 25, 50, 100] as const;
export const NOTICE_DURATION_MS = 5_000;
export const NOTIFICATIONS_POLL_MS = 60_000;
export const DEFAULT_WAIT_MS = 3_000;
export const INFINITE_SCROLL_OFFSET_PX = 300;

export const APPOINTMENT_STATUSES = ['new', 'confirmed', 'started', 'running-late', 'done', 'cancelled'] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

export const APPOINTMENT_COLORS = [
  'appt_red',
  'appt_light_grey',
  'appt_green',
  'appt_light_blue',
  'appt_maroon',
  'appt_deep_sky_blue',
  'appt_violet',
  'appt_yellow',
  'appt_orange',
  'appt_default',
] as const;
export type AppointmentColor = (typeof APPOINTMENT_COLORS)[number];

/** The 12-colour list used for staff, services and resources. */
export const PALETTE = [
  '#e03131', '#c2255c', '#9c36b5', '#6741d9', '#3b5bdb', '#1971c2',
  '#0c8599', '#099268', '#2f9e44', '#66a80f', '#f08c00', '#e8590c',
] as const;

export const CALENDAR_VIEWS = ['daily', 'weekly'] as const;
export type CalendarView = (typeof CALENDAR_VIEWS)[number];

export const DATE_RANGE_PRESETS = [
  'today', 'yesterday', 'last_7_days', 'last_30_day', 'this_month', 'this_year', 'last_year', 'custom_range',
] as const;

/** Onboarding steps in order (spec §2.2). */
export const ONBOARDING_STEPS = ['about', 'goals', 'details', 'location', 'schedule', 'services', 'plan'] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

export const SETTINGS_SECTIONS = ['profile', 'calendar', 'booking', 'policy'] as const;
export type SettingsSection = (typeof SETTINGS_SECTIONS)[number];

/** For the interface languages the week starts on Monday (spec §9). */
export const INTERFACE_WEEK_START = 1;
