import { z } from 'zod';
import { ONBOARDING_STEPS, PLANS } from './constants';
import { MAX_PRICE, MAX_SERVICE_MINUTES } from './catalog-services';

/** Wire shapes of the onboarding flow (spec §2.2: about → goals → details → location → schedule → services → plan). */

export const BUSINESS_TYPES = [
  'hair_salon', 'barbershop', 'beauty_salon', 'nail_salon', 'spa', 'massage', 'clinic', 'other',
] as const;
export const TEAM_SIZES = ['solo', '2-5', '6-10', '11-20', '21+'] as const;
export const ONBOARDING_GOALS = [
  'fill_calendar', 'online_booking', 'reduce_no_shows', 'manage_team', 'payments', 'sell_products', 'marketing', 'reports',
] as const;
export const PLAN_INTERVALS = ['month', 'year'] as const;

const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);

export const onboardingHours = z.object({
  /** 0 = Sunday … 6 = Saturday. */
  weekday: z.number().int().min(0).max(6),
  opens_at: clock,
  closes_at: clock,
});
export type OnboardingHours = z.infer<typeof onboardingHours>;

export const aboutAnswers = z.object({
  business_type: z.enum(BUSINESS_TYPES),
  team_size: z.enum(TEAM_SIZES),
});
export const goalsAnswers = z.object({
  goals: z.array(z.enum(ONBOARDING_GOALS)).min(1).max(ONBOARDING_GOALS.length),
});
export const detailsAnswers = z.object({
  title: z.string().trim().min(1).max(120),
  phone: z.string().trim().max(40).default(''),
  email: z.union([z.literal(''), z.string().trim().toLowerCase().pipe(z.email().max(254))]).default(''),
  description: z.string().trim().max(2000).default(''),
});
export const locationAnswers = z.object({
  address: z.string().trim().min(1).max(200),
  city: z.string().trim().min(1).max(100),
  postcode: z.string().trim().max(20).default(''),
  /** ISO 3166-1 alpha-2. */
  country: z.string().trim().toUpperCase().pipe(z.string().regex(/^[A-Z]{2}$/)),
  latitude: z.number().min(-90).max(90).nullable().default(null),
  longitude: z.number().min(-180).max(180).nullable().default(null),
});
export const scheduleAnswers = z.object({
  /** Opening intervals; a weekday without one is closed. */
  hours: z.array(onboardingHours).max(21),
});
/** One ticked starter service (rules/starter-catalogue.ts), as the owner edited it. */
export const starterChoice = z.object({
  key: z.string().trim().min(1).max(60).describe('the starter service it comes from'),
  name: z.string().trim().min(1).max(120),
  duration: z.number().int().min(5).max(MAX_SERVICE_MINUTES).describe('whole minutes; the processing gap and finish stay, the first part takes the change'),
  price: z.number().int().min(0).max(MAX_PRICE).describe('minor units'),
});
export type StarterChoice = z.infer<typeof starterChoice>;
export const servicesAnswers = z.object({
  /** The ticked services; none = the step skipped (services can be added later in the catalogue). */
  services: z
    .array(starterChoice)
    .max(100)
    .refine((list) => new Set(list.map((s) => s.key)).size === list.length, { params: { key: 'onboarding_catalog.validation.duplicate' } }),
});
export const planAnswers = z.object({
  plan: z.enum(PLANS),
  interval: z.enum(PLAN_INTERVALS).default('month'),
});

/** One step's answers, told apart by `step`. */
export const onboardingSaveBody = z.discriminatedUnion('step', [
  aboutAnswers.extend({ step: z.literal('about') }),
  goalsAnswers.extend({ step: z.literal('goals') }),
  detailsAnswers.extend({ step: z.literal('details') }),
  locationAnswers.extend({ step: z.literal('location') }),
  scheduleAnswers.extend({ step: z.literal('schedule') }),
  servicesAnswers.extend({ step: z.literal('services') }),
  planAnswers.extend({ step: z.literal('plan') }),
]);
export type OnboardingSaveBody = z.input<typeof onboardingSaveBody>;

const text = z.string();
const starterService = z.object({
  key: text, name: text, initial: z.number().int(), gap: z.number().int(), finish: z.number().int(),
  duration: z.number().int(), price: z.number().int(), price_type: z.enum(['fixed', 'free']),
});
export const starterGroup = z.object({ key: text, name: text, color: text, services: z.array(starterService) });

/** What has been saved so far, to fill the forms when the owner comes back. */
export const onboardingState = z.object({
  step: z.enum(ONBOARDING_STEPS),
  answers: z.object({
    about: z.object({ business_type: text, team_size: text }),
    goals: z.object({ goals: z.array(text) }),
    details: z.object({ title: text, phone: text, email: text, description: text }),
    location: z.object({
      address: text, city: text, postcode: text, country: text,
      latitude: z.number().nullable(), longitude: z.number().nullable(),
    }),
    schedule: z.object({ hours: z.array(onboardingHours) }),
    services: z.object({
      /** The starter catalogue for the business type, in the request's language and the venue's currency. */
      offered: z.array(starterGroup),
      /** What the step saved last (null: not saved yet), to tick the same services again. */
      chosen: z.array(starterChoice).nullable(),
      currency: text,
    }),
    plan: z.object({ plan: text, interval: text }),
  }),
});
export type OnboardingState = z.infer<typeof onboardingState>;
