import type { z } from 'zod';
import type { storeBody } from '@chairside/shared/calendar';
import type { CalendarEmployee, CalendarResource } from '../../api/get-resources';
import type { BookableService } from '../../utils/derive-catalog';

/** The booking form edits the wire shape of POST appointments/store directly (one schema, both sides). */
export type BookingValues = z.input<typeof storeBody>;

export interface BookingOptions {
  services: BookableService[];
  employees: CalendarEmployee[];
  resources: CalendarResource[];
  timeFormat: number;
}
