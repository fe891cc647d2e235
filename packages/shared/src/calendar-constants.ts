import type { AppointmentStatus } from './constants';

/** Calendar constants without the wire schemas (and without zod): the calendar screen's first load needs only these. */

export const ITEM_TYPES = ['appointment', 'blocked', 'reserved_slot', 'reminder'] as const;
export type ItemType = (typeof ITEM_TYPES)[number];

/** Cancelling records one of these; 'no_show' is what reports count as a no-show. */
export const CANCEL_REASONS = ['client_request', 'no_show', 'venue', 'duplicate', 'other'] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];

/** Each status has its own display colour (spec §4, §9). */
export const STATUS_COLORS: Record<AppointmentStatus, string> = {
  new: '#1971c2',
  confirmed: '#2f9e44',
  started: '#f08c00',
  'running-late': '#e03131',
  done: '#868e96',
  cancelled: '#495057',
};

export const TIMEOFF_CATEGORIES = ['vacation', 'sick', 'training', 'personal', 'other'] as const;
export type TimeoffCategory = (typeof TIMEOFF_CATEGORIES)[number];

/** Longest date range one calendar read may span. */
export const MAX_RANGE_DAYS = 62;
/** A reserved slot is held this long unless told otherwise (minutes). */
export const RESERVED_SLOT_MINUTES = 15;
export const MAX_LINES = 20;
