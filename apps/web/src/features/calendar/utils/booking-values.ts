import type { z } from 'zod';
import type { storeBody } from '@chairside/shared/calendar';
import type { CalendarItem } from '@chairside/shared/calendar-responses';
import { APPOINTMENT_COLORS, type AppointmentColor } from '@chairside/shared/constants';
import { parseDurationDetail } from './duration-detail';

/** What the booking form edits: the wire shape of POST appointments/store (appointments/update adds the group and line ids). */
export type EditableBooking = z.input<typeof storeBody>;

const isColor = (value: string): value is AppointmentColor => (APPOINTMENT_COLORS as readonly string[]).includes(value);

/**
 * The booking form filled in from a booking's lines (GET appointments/details `lines`): its open
 * lines in time order, each with its id, service, employee, start, length, processing split,
 * resource and price; the booking's customer, colour and note. Status is left out: the edit keeps
 * each line's own (status has its own control). Cancelled lines stay as they are (the API keeps them).
 */
export function bookingFromLines(lines: CalendarItem[]): EditableBooking | null {
  const open = lines.filter((line) => line.status !== 'cancelled').sort((a, b) => `${a.date} ${a.start_time}`.localeCompare(`${b.date} ${b.start_time}`));
  const first = open[0];
  if (!first) return null;
  return {
    date: first.date,
    customer_id: first.customer?.id ?? null,
    color: isColor(first.color) ? first.color : 'appt_default',
    note: first.note,
    services: open.map((line) => {
      const split = parseDurationDetail(line.duration_detail);
      return {
        id: line.id,
        service_id: line.service?.id ?? null,
        variant_id: line.variant?.id ?? null,
        employee_id: line.employee_id,
        start_time: line.start_time.slice(0, 5),
        date: line.date === first.date ? null : line.date,
        duration: line.duration,
        gap: split.gap || null,
        finish: split.finish || null,
        resource_id: line.resource_id,
        price: line.price,
      };
    }),
  };
}

/** Lines whose processing switch starts on: those with a gap or a finishing part. */
export const processingOf = (booking: Pick<EditableBooking, 'services'>) => booking.services.map((line) => Boolean(line.gap || line.finish));
