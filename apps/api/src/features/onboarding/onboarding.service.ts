import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { FREE_PLAN, ONBOARDING_STEPS, type OnboardingStep } from '@chairside/shared/constants';
import type { onboardingSaveBody, OnboardingHours, OnboardingState } from '@chairside/shared/onboarding';
import type { Queryable } from '../../db/client';
import { venueHours, venues } from '../../db/schema/index';
import type { VenueCtx } from '../../lib/context';
import { AppError, Redirect, fieldError } from '../../lib/errors';
import { todayIn } from '../../lib/access';
import { emptyWeek, mondayOf, type WeekPattern } from '@chairside/shared/rules/work-schedule';
import { placeEmployeeSchedule, replaceVenueHours } from '../staff/staff.service';
import { starterCatalogue } from '@chairside/shared/rules/starter-catalogue';
import { saveStarterServices } from './onboarding.starter';

type SaveInput = z.output<typeof onboardingSaveBody>;
type Venue = typeof venues.$inferSelect;

const stepIndex = (step: string) => ONBOARDING_STEPS.indexOf(step as OnboardingStep);
const hhmm = (time: string) => time.slice(0, 5);
const coordinate = (value: string | null) => (value === null || value === '' ? null : Number(value));

async function loadVenue(db: Queryable, venueId: number): Promise<Venue> {
  const [venue] = await db.select().from(venues).where(eq(venues.id, venueId));
  if (!venue) throw new AppError('NOT_FOUND');
  // A venue that has finished onboarding has nothing left here: on to the calendar.
  if (venue.onboardingCompletedAt) throw new Redirect({ action: 'go_calendar' });
  return venue;
}

async function loadHours(db: Queryable, venueId: number): Promise<OnboardingHours[]> {
  const rows = await db
    .select()
    .from(venueHours)
    .where(eq(venueHours.venueId, venueId))
    .orderBy(asc(venueHours.weekday), asc(venueHours.opensAt));
  return rows.map((row) => ({ weekday: row.weekday, opens_at: hhmm(row.opensAt), closes_at: hhmm(row.closesAt) }));
}

function toState(venue: Venue, hours: OnboardingHours[], lang: VenueCtx['lang']): OnboardingState {
  const step = stepIndex(venue.onboardingStep) >= 0 ? (venue.onboardingStep as OnboardingStep) : ONBOARDING_STEPS[0];
  return {
    step,
    answers: {
      about: { business_type: venue.businessType, team_size: venue.teamSize },
      goals: { goals: venue.goals },
      details: { title: venue.title, phone: venue.phone, email: venue.email, description: venue.description },
      location: {
        address: venue.address, city: venue.city, postcode: venue.postcode, country: venue.country,
        latitude: coordinate(venue.latitude), longitude: coordinate(venue.longitude),
      },
      schedule: { hours },
      services: {
        offered: starterCatalogue(venue.businessType, lang, venue.currency),
        chosen: venue.onboardingServices?.items.map(({ key, name, duration, price }) => ({ key, name, duration, price })) ?? null,
        currency: venue.currency,
      },
      plan: { plan: venue.plan, interval: venue.planInterval },
    },
  };
}

/** The current step and everything saved so far. */
export async function getOnboarding(ctx: VenueCtx): Promise<OnboardingState> {
  const venue = await loadVenue(ctx.db, ctx.venueId);
  return toState(venue, await loadHours(ctx.db, ctx.venueId), ctx.lang);
}

/** Each weekday's intervals must close after they open and must not overlap. */
function checkHours(hours: OnboardingHours[]): void {
  hours.forEach((interval, index) => {
    if (interval.closes_at <= interval.opens_at) throw fieldError(`hours.${index}.closes_at`, 'validation.closes_before_opens');
    const overlaps = hours
      .slice(0, index)
      .some((other) => other.weekday === interval.weekday && other.opens_at < interval.closes_at && interval.opens_at < other.closes_at);
    if (overlaps) throw fieldError(`hours.${index}.opens_at`, 'validation.hours_overlap');
  });
}

const today = (now: Date) => now.toISOString().slice(0, 10);

/** The venue columns one step's answers change. */
function changesFor(input: SaveInput, venue: Venue, now: Date): Partial<typeof venues.$inferInsert> {
  switch (input.step) {
    case 'about':
      return { businessType: input.business_type, teamSize: input.team_size };
    case 'goals':
      return { goals: [...new Set(input.goals)] };
    case 'details':
      return { title: input.title, phone: input.phone, email: input.email, description: input.description };
    case 'location':
      return {
        address: input.address, city: input.city, postcode: input.postcode, country: input.country,
        latitude: input.latitude === null ? null : String(input.latitude),
        longitude: input.longitude === null ? null : String(input.longitude),
      };
    case 'schedule':
    case 'services':
      return {};
    case 'plan':
      // The free plan ends the trial; a paid plan keeps it (the owner pays when it runs out).
      if (input.plan === FREE_PLAN) {
        const trialEnd = venue.trialEnd && venue.trialEnd < today(now) ? venue.trialEnd : today(now);
        return { plan: FREE_PLAN, planPaid: false, trialCanceled: true, trialEnd, onboardingStep: 'done', onboardingCompletedAt: now };
      }
      return { plan: input.plan, planInterval: input.interval, onboardingStep: 'done', onboardingCompletedAt: now };
  }
}

/**
 * Saves one step's answers and moves the venue on to the next step (never back). A step the
 * owner has not reached yet is refused. After `plan` onboarding is complete: 302 go_calendar.
 */
export async function saveOnboarding(ctx: VenueCtx, input: SaveInput): Promise<OnboardingState> {
  const venue = await loadVenue(ctx.db, ctx.venueId);
  const reached = Math.max(0, stepIndex(venue.onboardingStep));
  const index = stepIndex(input.step);
  if (index > reached) throw fieldError('step', 'validation.step_not_reached');
  if (input.step === 'schedule') checkHours(input.hours);

  const now = ctx.deps.now();
  const next = ONBOARDING_STEPS[Math.min(Math.max(reached, index + 1), ONBOARDING_STEPS.length - 1)]!;
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(venues)
      .set({ onboardingStep: next, ...changesFor(input, venue, now), updatedAt: now })
      .where(eq(venues.id, ctx.venueId));
    if (input.step === 'schedule') {
      // The opening hours, and the same hours as the owner's shifts from this week on: a new venue
      // is bookable from day one (the Working hours screen changes them later).
      const week: WeekPattern = emptyWeek();
      for (const h of input.hours) week[h.weekday]!.push({ start_time: h.opens_at, end_time: h.closes_at });
      await replaceVenueHours(tx, ctx.venueId, week);
      const monday = mondayOf(todayIn(venue.timezone, now));
      await placeEmployeeSchedule(tx, ctx.venueId, ctx.employeeId, { starts_on: monday, ends_on: null, anchor_on: monday, weeks: [week] });
    }
    if (input.step === 'services') await saveStarterServices(ctx, tx, venue, input.services);
  });
  if (input.step === 'plan') throw new Redirect({ action: 'go_calendar' });
  return getOnboarding(ctx);
}
