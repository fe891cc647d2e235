import type { App } from '../../lib/app-type';
import { calendarReadingRoutes } from './reading/reading.routes';
import { calendarBookingRoutes } from './booking/booking.routes';
import { calendarMoveRoutes } from './moves/moves.routes';
import { calendarDataRoutes } from './data/data.routes';
import { calendarAvailabilityRoutes } from './availability/availability.routes';
import { employeeEventsRoutes } from './events/employee-events.routes';
import { calendarStreamRoutes } from './stream/calendar-stream.routes';

/** Every calendar route, one use case per sub-folder. */
export async function calendarRoutes(app: App) {
  await app.register(calendarReadingRoutes);
  await app.register(calendarBookingRoutes);
  await app.register(calendarMoveRoutes);
  await app.register(calendarDataRoutes);
  await app.register(calendarAvailabilityRoutes);
  await app.register(employeeEventsRoutes);
  await app.register(calendarStreamRoutes);
}
