import type { BookableService } from '@chairside/shared/catalog';
import { employeeValues } from './service-options';

/**
 * The processing-time switch of a booking line (DESIGN.md §4: initial + gap + finish). Left alone
 * it shows what the line's service has for its employee; once the user flips it, their choice
 * holds until the line gets another service.
 */

/** Whether the employee's split of the service has processing time (a gap the employee is free in). */
export function hasProcessingTime(service: BookableService | undefined, employeeId: number | null | undefined): boolean {
  return service ? employeeValues(service, employeeId).gap > 0 : false;
}

/** The switch: the user's choice when they made one (null: none), else the service's processing time. */
export function processingOn(choice: boolean | null | undefined, service: BookableService | undefined, employeeId: number | null | undefined): boolean {
  return choice ?? hasProcessingTime(service, employeeId);
}

/**
 * A line as sent: with processing on, its gap and finish as typed (empty ones take the service's);
 * off, none at all, so a service that has processing time is booked as one plain stretch.
 */
export function lineProcessing<L extends { gap?: number | null; finish?: number | null }>(line: L, on: boolean): L {
  return on ? line : { ...line, gap: 0, finish: 0 };
}
