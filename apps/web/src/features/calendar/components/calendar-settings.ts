import type { PriceSettings } from '@chairside/shared/rules/price';

/** What the calendar needs from the venue's initial settings (the screen passes them in). */
export interface CalendarSettings {
  timezone: string;
  timeFormat: number;
  /** the venue's date_format (shown upper-cased) */
  dateFormat: string;
  startOfWeek: number;
  displayHours: { from: string; to: string } | null;
  slotInterval: number;
  defaultView: string | null;
  price: PriceSettings;
  /** the signed-in user's employee id */
  ownEmployeeId: number | null;
  /** calendar.own: only the user's own column */
  ownOnly: boolean;
  locale: string;
}
