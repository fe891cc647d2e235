import type { BookableService } from '@chairside/shared/catalog';
import { lineValues } from './service-options';

/**
 * The processing-time switch of a booking line (DESIGN.md §4: initial + gap + finish). Left alone
 * it shows what the line's service has for its employee; once the user flips it, their choice
 * holds until the line gets another service.
 */

/** Whether the employee's split of the service (or the chosen variant's) has processing time (a gap the employee is free in). */
export function hasProcessingTime(service: BookableService | undefined, employeeId: number | null | undefined, variantId?: number | null): boolean {
  return service ? lineValues(service, employeeId, variantId).gap > 0 : false;
}

/** The switch: the user's choice when they made one (null: none), else the service's (or variant's) processing time. */
export function processingOn(choice: boolean | null | undefined, service: BookableService | undefined, employeeId: number | null | undefined, variantId?: number | null): boolean {
  return choice ?? hasProcessingTime(service, employeeId, variantId);
}

/**
 * A line as sent: with processing on, its gap and finish as typed (empty ones take the service's);
 * off, none at all, so a service that has processing time is booked as one plain stretch.
 */
export function lineProcessing<L extends { gap?: number | null; finish?: number | null }>(line: L, on: boolean): L {
  return on ? line : { ...line, gap: 0, finish: 0 };
}
