import { repeatInput } from '@chairside/shared/calendar';
import { occurrences, type Repeat, type RepeatUnit } from '@chairside/shared/rules/calendar-recurrence';
import { issuePhrase } from '@/lib/form-errors';

/** The booking form's "Repeat" choice: every N days, weeks or months, ending after N times or on a date. */
export interface RepeatState {
  on: boolean;
  every: number | '';
  unit: RepeatUnit;
  end: 'count' | 'until';
  count: number | '';
  until: string | null;
}

export const DEFAULT_REPEAT: RepeatState = { on: false, every: 1, unit: 'week', end: 'count', count: 6, until: null };

export type RepeatField = 'every' | 'count' | 'until';
export type Phrase = { key: string; vars?: Record<string, number> };
type Translate = (key: string, vars?: Record<string, unknown>) => string;

/** The wire `repeat` of POST appointments/recurring. */
export function repeatRule(state: RepeatState): Repeat {
  const every = state.every === '' ? 0 : state.every;
  return state.end === 'count'
    ? { every, unit: state.unit, count: state.count === '' ? null : state.count }
    : { every, unit: state.unit, until: state.until };
}

/**
 * What is wrong with the choice, per field, as phrases: the shared schema's limits (every 1–52,
 * 2–104 times), an end date on or before the first date, or an end that leaves a single date.
 */
export function repeatIssues(date: string, state: RepeatState): Partial<Record<RepeatField, Phrase>> {
  const issues: Partial<Record<RepeatField, Phrase>> = {};
  if (state.every === '') issues.every = { key: 'validation.required' };
  if (state.end === 'count' && state.count === '') issues.count = { key: 'validation.required' };
  if (state.end === 'until' && !state.until) issues.until = { key: 'validation.required' };
  const parsed = repeatInput.safeParse(repeatRule(state));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if ((field === 'every' || field === 'count') && !issues[field]) issues[field] = issuePhrase(issue as Parameters<typeof issuePhrase>[0]);
    }
  }
  if (state.end === 'until' && state.until && !issues.until) {
    if (state.until <= date) issues.until = { key: 'calendar.repeat_until_after' };
    else if (!issues.every && occurrences(date, repeatRule(state)).length < 2) issues.until = { key: 'calendar.repeat_too_few' };
  }
  if (state.end === 'until') delete issues.count;
  return issues;
}

/** The dates the series would book (the first one included), or null while the choice is incomplete. */
export function seriesDates(date: string, state: RepeatState): string[] | null {
  if (Object.keys(repeatIssues(date, state)).length) return null;
  return occurrences(date, repeatRule(state));
}

/**
 * One line such as "Every 2 weeks, 6 times, until 2026/12/31": how often, how many dates and the
 * last one (a series stops at MAX_OCCURRENCES dates, which the count and last date then show).
 */
export function repeatSummary(date: string, state: RepeatState, t: Translate, formatDate: (date: string) => string): string | null {
  const dates = seriesDates(date, state);
  if (!dates) return null;
  const every = state.every === 1 ? t(`calendar.repeat_every_${state.unit}`) : t(`calendar.repeat_every_${state.unit}s`, { n: state.every });
  return t('calendar.repeat_summary', { every, times: t('calendar.repeat_times', { n: dates.length }), until: formatDate(dates[dates.length - 1]!) });
}
