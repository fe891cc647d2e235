import type { DurationSplit } from './calendar-duration';

/**
 * What an employee charges and how long they take for a service: their own values
 * (employee_services) where they have them, else the service's. The calendar books with these
 * and the booking dialog shows them, so both resolve them here.
 */

/** An employee_services row's own values (null = use the service's). */
export interface OwnServiceValues {
  price: number | null;
  /** whole length: initial + gap + finish */
  durationMinutes: number | null;
  gapMinutes: number | null;
  finishMinutes: number | null;
}

/**
 * The employee's split of the service. An own duration keeps the own (else the service's) gap and
 * finish inside it; when those leave no initial minute the whole own duration is plain work.
 */
export function employeeServiceSplit(service: DurationSplit, own: OwnServiceValues | undefined): DurationSplit {
  if (!own?.durationMinutes) return service;
  const gap = own.gapMinutes ?? service.gap;
  const finish = own.finishMinutes ?? service.finish;
  const initial = own.durationMinutes - gap - finish;
  return initial >= 1 ? { initial, gap, finish } : { initial: own.durationMinutes, gap: 0, finish: 0 };
}

/** The employee's price of the service in minor units. */
export const employeeServicePrice = (servicePrice: number, own: Pick<OwnServiceValues, 'price'> | undefined): number =>
  own?.price ?? servicePrice;
