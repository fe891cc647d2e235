import { Navigate, type RouteObject } from 'react-router';
import { PermissionGate } from '../guards/permission-gate';
import { screen } from '../lazy-screen';

/** /staff (spec §2.3). */
export const teamRoutes: RouteObject[] = [
  {
    path: 'staff',
    element: <PermissionGate flag="staff" />,
    handle: { crumb: 'shell.staff', crumbTo: '/staff/list' },
    children: [
      { index: true, element: <Navigate to="list" replace /> },
      { path: 'list', handle: { crumb: 'shell.staff_list' }, lazy: screen(() => import('../routes/staff/team-screen'), 'TeamScreen') },
      {
        path: 'working-hours',
        handle: { crumb: 'shell.working_hours' },
        lazy: screen(() => import('../routes/staff/working-hours-screen'), 'WorkingHoursScreen'),
      },
      {
        path: 'venue-working-hours',
        handle: { crumb: 'shell.venue_working_hours' },
        lazy: screen(() => import('../routes/staff/venue-working-hours-screen'), 'VenueWorkingHoursScreen'),
      },
      {
        element: <PermissionGate flag="permissions" />,
        children: [
          {
            path: 'permissions',
            handle: { crumb: 'shell.permissions' },
            lazy: screen(() => import('../routes/staff/permissions-screen'), 'PermissionsScreen'),
          },
        ],
      },
      {
        path: 'notification-settings',
        handle: { crumb: 'shell.notification_settings' },
        lazy: screen(() => import('../routes/staff/notification-settings-screen'), 'NotificationSettingsScreen'),
      },
      { path: 'pin', handle: { crumb: 'shell.staff_pin' }, lazy: screen(() => import('../routes/staff/pin-screen'), 'PinScreen') },
    ],
  },
];
