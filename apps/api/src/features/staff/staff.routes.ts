import type { App } from '../../lib/app-type';
import { teamRoutes } from './team/team.routes';
import { hoursRoutes } from './hours/hours.routes';
import { staffPinRoutes } from './pin/staff-pin.routes';
import { staffNotificationRoutes } from './notifications/staff-notifications.routes';

/** The staff feature's routes: each part registers its own (one line each). */
export async function staffRoutes(app: App) {
  await app.register(teamRoutes);
  await app.register(hoursRoutes);
  await app.register(staffPinRoutes);
  await app.register(staffNotificationRoutes);
}
