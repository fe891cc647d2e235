import { isApiError } from '@/lib/api-client';

/**
 * A recurring booking answered 409 SLOT_TAKEN: every date of the series, the clashing ones marked,
 * and what took their time. The user decides per clashing date: leave it out or book over it.
 */
export interface Occurrence {
  date: string;
  clash: boolean;
  skipped: boolean;
  forced: boolean;
}

export interface OccurrenceClash {
  occurrence: string;
  line: number;
  employee_id: number | null;
  resource_id: number | null;
  start_time: string;
  end_time: string;
}

export type OccurrenceChoice = 'skip' | 'force';
export type OccurrenceChoices = Record<string, OccurrenceChoice | undefined>;

export interface SeriesClash {
  occurrences: Occurrence[];
  clashes: OccurrenceClash[];
}

/** The occurrences and clashes of a recurring booking's 409, or null for any other failure. */
export function seriesClash(error: unknown): SeriesClash | null {
  if (!isApiError(error) || error.status !== 409 || error.code !== 'SLOT_TAKEN') return null;
  const { occurrences, clashes } = error.body;
  if (!Array.isArray(occurrences)) return null;
  return { occurrences: occurrences as Occurrence[], clashes: Array.isArray(clashes) ? (clashes as OccurrenceClash[]) : [] };
}

/** The choices the answer already holds (dates sent as skip or force before), then `previous` ones still relevant. */
export function initialChoices(occurrences: Occurrence[], previous: OccurrenceChoices = {}): OccurrenceChoices {
  const choices: OccurrenceChoices = {};
  for (const o of occurrences) {
    const choice = o.skipped ? 'skip' : o.forced ? 'force' : previous[o.date];
    if (choice) choices[o.date] = choice;
  }
  return choices;
}

/** Dates that need a choice: clashing, or chosen before (so the user can change their mind). */
export const decidable = (o: Occurrence) => o.clash || o.skipped || o.forced;

/** Every clashing date left undecided. */
export const undecided = (occurrences: Occurrence[], choices: OccurrenceChoices) =>
  occurrences.filter((o) => o.clash && !choices[o.date]).map((o) => o.date);

/** "Skip all clashes": every clashing date is left out. */
export function skipAllClashes(occurrences: Occurrence[], choices: OccurrenceChoices): OccurrenceChoices {
  const next = { ...choices };
  for (const o of occurrences) if (decidable(o)) next[o.date] = 'skip';
  return next;
}

/** The choices as the request's `skip` and `force_dates`, in date order. */
export function choicesBody(occurrences: Occurrence[], choices: OccurrenceChoices): { skip: string[]; force_dates: string[] } {
  const dates = occurrences.map((o) => o.date);
  return {
    skip: dates.filter((date) => choices[date] === 'skip'),
    force_dates: dates.filter((date) => choices[date] === 'force'),
  };
}

/** How many dates the choices would book. */
export const bookedCount = (occurrences: Occurrence[], choices: OccurrenceChoices) =>
  occurrences.filter((o) => choices[o.date] !== 'skip').length;
