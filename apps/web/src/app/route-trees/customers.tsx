import { Navigate, type RouteObject } from 'react-router';
import { PermissionGate } from '../guards/permission-gate';
import { screen } from '../lazy-screen';

/** /customers and /reminders (spec §2.3). */
export const customersRoutes: RouteObject[] = [
  {
    path: 'customers',
    element: <PermissionGate flag="customers.manage" />,
    handle: { crumb: 'shell.customers', crumbTo: '/customers/list' },
    children: [
      { index: true, element: <Navigate to="list" replace /> },
      {
        path: 'list',
        handle: { crumb: 'shell.customers_list' },
        lazy: screen(() => import('../routes/customers/customer-list-screen'), 'CustomerListScreen'),
      },
      {
        path: 'notifications',
        handle: { crumb: 'shell.customer_notifications' },
        lazy: screen(() => import('../routes/customers/customer-notifications-screen'), 'CustomerNotificationsScreen'),
      },
      {
        path: 'policy',
        handle: { crumb: 'shell.customer_policy' },
        lazy: screen(() => import('../routes/customers/customer-policy-screen'), 'CustomerPolicyScreen'),
      },
      {
        path: 'announcement',
        handle: { crumb: 'shell.special_announcement' },
        lazy: screen(() => import('../routes/customers/announcement-screen'), 'AnnouncementScreen'),
      },
      {
        path: 'merge',
        handle: { crumb: 'shell.merge_customers' },
        lazy: screen(() => import('../routes/customers/customer-merge-screen'), 'CustomerMergeScreen'),
      },
      {
        path: 'forms',
        handle: { crumb: 'shell.forms' },
        lazy: screen(() => import('../routes/customers/customer-forms-screen'), 'CustomerFormsScreen'),
      },
      {
        path: 'form-responses',
        handle: { crumb: 'shell.form_responses' },
        lazy: screen(() => import('../routes/customers/form-responses-screen'), 'FormResponsesScreen'),
      },
      {
        path: ':id',
        handle: { crumb: 'customers.details' },
        lazy: screen(() => import('../routes/customers/customer-profile-screen'), 'CustomerProfileScreen'),
      },
    ],
  },
  {
    path: 'reminders',
    element: <PermissionGate flag="customers.manage" />,
    handle: { crumb: 'shell.page_title_reminders', crumbTo: '/reminders' },
    children: [
      { index: true, lazy: screen(() => import('../routes/reminders/reminders-screen'), 'RemindersScreen') },
      {
        path: 'history',
        handle: { crumb: 'shell.reminders_history' },
        lazy: screen(() => import('../routes/reminders/reminders-history-screen'), 'RemindersHistoryScreen'),
      },
      { path: 'sms', handle: { crumb: 'shell.sms_history' }, lazy: screen(() => import('../routes/reminders/sms-history-screen'), 'SmsHistoryScreen') },
    ],
  },
];
