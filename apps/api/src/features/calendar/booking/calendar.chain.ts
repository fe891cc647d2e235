import { clockToMinutes, minutesToClock } from '@chairside/shared/rules/calendar-time';
import type { LineInput } from '@chairside/shared/calendar';
import type { VenueCtx } from '../../../lib/context';
import { fieldError } from '../../../lib/errors';
import { defaultSplit, loadServices } from '../core/calendar.plan';

/**
 * The lines of services done one after another by one employee from `time` (what
 * availability/slots offers): each starts when the one before it ends, with the employee's own
 * length of each service. For online booking, which books a start time the slot search gave.
 */
export async function chainedLines(ctx: VenueCtx, serviceIds: number[], employeeId: number, time: string): Promise<LineInput[]> {
  const catalog = await loadServices(ctx.db, ctx.venueId, [...new Set(serviceIds)], [employeeId]);
  let cursor = clockToMinutes(time);
  return serviceIds.map((id) => {
    const service = catalog.services.get(id);
    if (!service) throw fieldError('service_ids', 'calendar.service_unknown');
    const split = defaultSplit(service, catalog.own.get(`${employeeId}:${id}`));
    const start = cursor;
    cursor += split.initial + split.gap + split.finish;
    if (start >= 24 * 60) throw fieldError('time', 'calendar.range_order');
    return { service_id: id, employee_id: employeeId, start_time: minutesToClock(start) };
  });
}
