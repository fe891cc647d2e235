import type { RouteObject } from 'react-router';
import { PermissionGate } from './guards/permission-gate';
import { calendarScreen, screen } from './lazy-screen';
import { catalogueRoutes } from './route-trees/catalogue';
import { customersRoutes } from './route-trees/customers';
import { salesRoutes } from './route-trees/sales';
import { teamRoutes } from './route-trees/team';
import { venueRoutes } from './route-trees/venue';

/**
 * The signed-in screens inside the main layout: their own chunk, fetched when a signed-in screen is
 * first opened (router.tsx, lazy route discovery), so Login's first bundle does not carry them.
 * Each menu group's tree is in route-trees/ (paths, breadcrumbs and permission flags of spec §2.3).
 */

/** Children of the main layout (Dashboard) at /, after its index (router.tsx). */
export const mainRoutes: RouteObject[] = [
  {
    element: <PermissionGate flag="calendar" />,
    children: [{ path: 'calendar', lazy: calendarScreen }],
  },
  ...salesRoutes,
  ...customersRoutes,
  ...teamRoutes,
  ...catalogueRoutes,
  ...venueRoutes,
  { path: 'menu', handle: { crumb: 'shell.menu' }, lazy: screen(() => import('./routes/menu/menu-screen'), 'MenuScreen') },
];
