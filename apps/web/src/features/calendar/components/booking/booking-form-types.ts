import type { z } from 'zod';
import type { BookableService } from '@chairside/shared/catalog';
import type { storeBody } from '@chairside/shared/calendar';
import type { CalendarEmployee, CalendarResource } from '@chairside/shared/calendar-data';

/** The booking form edits the wire shape of POST appointments/store directly (one schema, both sides). */
export type BookingValues = z.input<typeof storeBody>;

export interface BookingOptions {
  services: BookableService[];
  employees: CalendarEmployee[];
  resources: CalendarResource[];
  timeFormat: number;
  /** a price in minor units as the venue shows it */
  formatPrice(minor: number): string;
  /** the venue's decimal separator in the price box ('.' when not given) */
  decimalSeparator?: string;
  /** a wire date in the venue's date format */
  formatDate(date: string): string;
}
