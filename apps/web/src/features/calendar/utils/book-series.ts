import type { RecurringBody, StoreBody } from '@chairside/shared/calendar';
import type { Repeat } from '@chairside/shared/rules/calendar-recurrence';
import { choicesBody, seriesClash, type Occurrence, type OccurrenceChoices, type SeriesClash } from './occurrences';

/** The request of POST appointments/recurring: the booking as the form holds it, the repeat rule and the per-date choices. */
export function recurringRequest(body: StoreBody, repeat: Repeat, occurrences: Occurrence[] = [], choices: OccurrenceChoices = {}): RecurringBody {
  const { customer_id, date, note, color, status, services } = body;
  const { skip, force_dates } = choicesBody(occurrences, choices);
  return {
    customer_id, date, note, color, status, services, repeat,
    ...(skip.length ? { skip } : {}),
    ...(force_dates.length ? { force_dates } : {}),
  };
}

/**
 * Books a series: while the answer lists clashing dates, asks the user (`ask`) what to do with
 * each and sends the booking again with those choices. Resolves with the answer, or null when the
 * user went back to the form.
 */
export async function bookSeries<T>(
  body: StoreBody,
  repeat: Repeat,
  store: (request: RecurringBody) => Promise<T>,
  ask: (clash: SeriesClash, previous: OccurrenceChoices) => Promise<OccurrenceChoices | null>,
): Promise<T | null> {
  let occurrences: Occurrence[] = [];
  let choices: OccurrenceChoices = {};
  for (;;) {
    try {
      return await store(recurringRequest(body, repeat, occurrences, choices));
    } catch (error) {
      const clash = seriesClash(error);
      if (!clash) throw error;
      const next = await ask(clash, choices);
      if (!next) return null;
      occurrences = clash.occurrences;
      choices = next;
    }
  }
}
