import type { Interval } from '@chairside/shared/rules/calendar-intervals';
import type { LiveFeed, LiveMessage } from '../../../lib/live';
import type { VenueClock } from '../core/calendar.context';
import type { calendarEmployees } from '../core/calendar.hours';
import type { loadServices } from '../core/calendar.plan';
import type { ListBody } from '../reading/calendar.cache';

/**
 * What the slot search (GET availability/slots) keeps per venue, per app process, so a search
 * reads the database only for what changed since the last one:
 *
 * - the venue's clock, its employees and the catalogue of each set of services asked for, and each
 *   date's opening hours and shifts: kept until anything but a booking or a time-off changes in the
 *   venue (any other message on the live feed drops the venue's whole state: hours, staff, services,
 *   resources, settings, a lost connection);
 * - busy segments per employee and date, per resource and date, and time-off per employee and
 *   date: a booking's message (kind `appointments`, with the `employee_ids` it touched) drops only
 *   those employees' busy time and every resource's; a time-off message only those employees'
 *   time-off;
 * - finished answers (their JSON bytes) per query, valid while the generations of everything they
 *   were computed from are unchanged, and until their first start time passes. An answer that
 *   meets a reserved slot is not kept: a held slot is free once its hold ran out, which no message
 *   announces, so each search reads those holds' ends again (one small query).
 *
 * A state is used only while the feed is listening; one whose venue's version stays ahead of what
 * its listener heard (a lost connection, a `touch` no message followed) is rebuilt.
 */

/** A busy segment; `hold` is its appointment's id when that is a reserved slot (free once its hold ran out), else null. */
export interface Segment {
  from: number;
  to: number;
  hold: number | null;
}

export type Staff = Awaited<ReturnType<typeof calendarEmployees>>;
export type Catalog = Awaited<ReturnType<typeof loadServices>>;

export interface DayHours {
  /** Opening hours, normalized. */
  opening: Interval[];
  /** Each employee's shifts within the opening hours (instants). */
  shifts: Map<number, Interval[]>;
}

export interface SlotsAnswer {
  body: ListBody;
  /** The employees whose busy time and time-off the answer was computed from, with their generations. */
  employees: [number, number][];
  /** The resources' generation, when the answer depends on resources. */
  resources: number | null;
  /** Epoch ms from which the answer is stale. */
  until: number;
}

export interface VenueSlots {
  readonly venueId: number;
  /** The feed's version for the venue after the last message this state heard. */
  seen: string;
  created: number;
  clock: VenueClock | null;
  staff: Staff | null;
  catalogs: Map<string, Catalog>;
  hours: Map<string, DayHours>;
  /** employee → date → segments. */
  busy: Map<number, Map<string, Segment[]>>;
  /** resource → date → segments. */
  resourceBusy: Map<number, Map<string, Segment[]>>;
  /** employee → date → time-off intervals. */
  away: Map<number, Map<string, Interval[]>>;
  /** Per employee, bumped whenever its busy time or time-off changes. */
  employeeGen: Map<number, number>;
  /** Bumped whenever any booking changes (a resource's busy time may have changed). */
  resourceGen: number;
  answers: Map<string, SlotsAnswer>;
  /** False once dropped: what a search read for it is not kept. */
  current: boolean;
}

const MAX_VENUES = 200;
const MAX_ANSWERS = 500;
/** Dates kept per employee or resource before the venue's state is rebuilt. */
const MAX_DATES = 400;
/** Even with notifications flowing, a venue's state is rebuilt at least this often. */
export const MAX_AGE_MS = 5 * 60_000;
/** How long a venue may stay behind its version (a `touch` not followed by a message) before its state is rebuilt. */
const CATCH_UP_MS = 2_000;

export interface SlotsStore {
  /** The venue's state when it may be used now, else null (read everything afresh, keep nothing). */
  state(venueId: number): VenueSlots | null;
  /** Starts the feed when needed; true while it is listening. */
  listening(): Promise<boolean>;
  /** Concurrent misses of one answer share one search. */
  share<T>(key: string, build: () => Promise<T>): Promise<T>;
}

/** A state that keeps nothing beyond one search (the feed is not listening, or the venue is catching up). */
export function scratchState(venueId: number): VenueSlots {
  return {
    venueId, seen: '', created: Date.now(), clock: null, staff: null, catalogs: new Map(), hours: new Map(), busy: new Map(), resourceBusy: new Map(),
    away: new Map(), employeeGen: new Map(), resourceGen: 0, answers: new Map(), current: false,
  };
}

export const generationOf = (state: VenueSlots, employeeId: number) => state.employeeGen.get(employeeId) ?? 0;

/** True while every part the answer was computed from is unchanged and it has not expired. */
export function answerFresh(state: VenueSlots, answer: SlotsAnswer, now: number): boolean {
  if (now >= answer.until) return false;
  if (answer.resources !== null && answer.resources !== state.resourceGen) return false;
  for (const [id, gen] of answer.employees) if (generationOf(state, id) !== gen) return false;
  return true;
}

export function keepAnswer(state: VenueSlots, key: string, answer: SlotsAnswer): void {
  if (!state.current) return;
  state.answers.delete(key);
  state.answers.set(key, answer);
  if (state.answers.size > MAX_ANSWERS) state.answers.delete(state.answers.keys().next().value!);
}

/** Keeps a date's piece, unless the state grew too large (then it is rebuilt on the next search). */
export function keepPiece<T>(state: VenueSlots, map: Map<number, Map<string, T>>, id: number, date: string, value: T): void {
  let dates = map.get(id);
  if (!dates) map.set(id, (dates = new Map()));
  dates.set(date, value);
  if (dates.size > MAX_DATES) state.current = false;
}

const stores = new WeakMap<LiveFeed, SlotsStore>();

export function slotsStore(feed: LiveFeed): SlotsStore {
  let store = stores.get(feed);
  if (store) return store;
  const venues = new Map<number, { state: VenueSlots; unsubscribe: () => void; behindSince: number | null }>();
  const flights = new Map<string, Promise<unknown>>();

  const drop = (venueId: number) => {
    const held = venues.get(venueId);
    if (!held) return;
    held.state.current = false;
    held.unsubscribe();
    venues.delete(venueId);
  };

  const hear = (state: VenueSlots) => (message: LiveMessage) => {
    const ids = message.employee_ids;
    const narrow = (message.kind === 'appointments' || message.kind === 'timeoff')
      && Array.isArray(ids) && ids.every((id) => Number.isInteger(id));
    if (!narrow) return drop(state.venueId);
    for (const id of ids as number[]) {
      state.employeeGen.set(id, generationOf(state, id) + 1);
      if (message.kind === 'appointments') state.busy.delete(id);
      else state.away.delete(id);
    }
    if (message.kind === 'appointments') {
      state.resourceGen++;
      state.resourceBusy.clear();
    }
    state.seen = feed.version(state.venueId);
  };

  const create = (venueId: number) => {
    const state = scratchState(venueId);
    state.current = true;
    state.seen = feed.version(venueId);
    venues.set(venueId, { state, unsubscribe: feed.subscribe(venueId, hear(state)), behindSince: null });
    if (venues.size > MAX_VENUES) drop(venues.keys().next().value!);
    return state;
  };

  store = {
    async listening() {
      if (feed.listening()) return true;
      await feed.start().catch(() => undefined);
      return feed.listening();
    },
    state(venueId) {
      // The process's own clock (not the app's, which tests may fix): these are safety limits.
      const now = Date.now();
      if (!feed.listening()) {
        for (const id of [...venues.keys()]) drop(id);
        return null;
      }
      const held = venues.get(venueId);
      if (held) {
        if (held.state.current && now - held.state.created < MAX_AGE_MS) {
          // The venue's version moved without a message heard here: this process's own write
          // (`touch`), whose message follows within milliseconds, and which answers only once it is
          // heard (LiveFeed.sync), so its writer never reads what it replaced. Served meanwhile, as any
          // other process would; still behind after a while (a lost connection, a `touch` no message
          // followed), the state is rebuilt.
          if (held.state.seen !== feed.version(venueId)) {
            held.behindSince ??= now;
            if (now - held.behindSince >= CATCH_UP_MS) {
              drop(venueId);
              return create(venueId);
            }
          } else held.behindSince = null;
          // Most recently used last.
          venues.delete(venueId);
          venues.set(venueId, held);
          return held.state;
        }
        drop(venueId);
      }
      return create(venueId);
    },
    share<T>(key: string, build: () => Promise<T>): Promise<T> {
      const flight = flights.get(key);
      if (flight) return flight as Promise<T>;
      const promise = build().finally(() => {
        if (flights.get(key) === promise) flights.delete(key);
      });
      flights.set(key, promise);
      return promise;
    },
  };
  stores.set(feed, store);
  return store;
}
