import type { OnboardingHours } from '@chairside/shared/onboarding';

/** One weekday of the schedule form (weekday 0 = Sunday … 6 = Saturday). */
export interface DayHours {
  weekday: number;
  open: boolean;
  opens_at: string;
  closes_at: string;
}

/** The interface languages start the week on Monday (spec §9). */
export const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;

const DEFAULT_OPEN: Record<number, [string, string] | null> = {
  1: ['09:00', '18:00'], 2: ['09:00', '18:00'], 3: ['09:00', '18:00'], 4: ['09:00', '18:00'], 5: ['09:00', '18:00'],
  6: ['10:00', '16:00'], 0: null,
};

/** The form's seven days from saved intervals (the first interval of a day), or a usual week when nothing is saved. */
export function toDays(hours: OnboardingHours[]): DayHours[] {
  const saved = hours.length > 0;
  return WEEK_ORDER.map((weekday) => {
    const first = hours.find((h) => h.weekday === weekday);
    if (saved) {
      return { weekday, open: !!first, opens_at: first?.opens_at ?? '09:00', closes_at: first?.closes_at ?? '18:00' };
    }
    const usual = DEFAULT_OPEN[weekday] ?? null;
    return { weekday, open: usual !== null, opens_at: usual?.[0] ?? '09:00', closes_at: usual?.[1] ?? '18:00' };
  });
}

/** The open days as intervals for onboarding/save. */
export const toHours = (days: DayHours[]): OnboardingHours[] =>
  days.filter((day) => day.open).map(({ weekday, opens_at, closes_at }) => ({ weekday, opens_at, closes_at }));

/** A weekday's name in the interface language (2024-01-07 was a Sunday). */
export function weekdayName(weekday: number, locale: string): string {
  const date = new Date(Date.UTC(2024, 0, 7 + weekday, 12));
  return new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(date);
}
