import type { App } from '../../lib/app-type';
import { teamRoutes } from './team/team.routes';

/** The staff feature's routes: each part registers its own (one line each). */
export async function staffRoutes(app: App) {
  await app.register(teamRoutes);
}
