import { Navigate, type Params, type RouteObject } from 'react-router';
import { REPORT_GROUPS, reportTitleKey } from '@chairside/shared/report-paths';
import type * as SubscriptionScreens from './routes/subscription/subscription-screens';
import { PermissionGate } from './guards/permission-gate';
import { RouteGuard } from './guards/route-guard';
import { calendarScreen, screen } from './lazy-screen';

/**
 * The signed-in screens inside the main layout: their own chunk, fetched when a signed-in screen is
 * first opened (router.tsx, lazy route discovery), so Login's first bundle does not carry them.
 */

const subscriptionScreen = (name: keyof typeof SubscriptionScreens) => screen(() => import('./routes/subscription/subscription-screens'), name);

const reportsHub = screen(() => import('./routes/reports/reports-hub-screen'), 'ReportsHubScreen');
const reportScreen = screen(() => import('./routes/reports/report-screen'), 'ReportScreen');
const endDayScreen = screen(() => import('./routes/sales/end-day-screen'), 'EndDayScreen');
const reportExportScreen = screen(() => import('./routes/reports/report-export-screen'), 'ReportExportScreen');

/**
 * /reports: the hub, a group, a report; trail calendar > sales > group > report (spec §2.3). Param
 * routes (the screens send an unknown group or report back to the hub), so the registry stays out of
 * the first screen's bundle.
 */
const knownGroup = (group?: string) => (REPORT_GROUPS as readonly string[]).includes(group ?? '');
const reportRoutes: RouteObject = {
  path: 'reports',
  element: <PermissionGate flag="sales.reports" />,
  handle: { crumb: 'shell.page_title_sales', crumbTo: '/reports' },
  children: [
    { index: true, lazy: reportsHub },
    // The end-of-day report is the till's own screen, reached from the reports too (spec §2.3).
    { path: 'end-day', handle: { crumb: 'shell.end_of_day' }, lazy: endDayScreen },
    // A background export, linked from the bell.
    { path: 'exports/:id', handle: { crumb: 'reports.export_title' }, lazy: reportExportScreen },
    {
      path: ':group',
      handle: { crumb: ({ group }: Params) => (knownGroup(group) ? `reports.group_${group}` : undefined), crumbTo: ({ group }: Params) => `/reports/${group}` },
      children: [
        { index: true, lazy: reportsHub },
        { path: ':report', handle: { crumb: ({ group = '', report = '' }: Params) => (knownGroup(group) ? reportTitleKey({ group, report }) : undefined) }, lazy: reportScreen },
      ],
    },
  ],
};

/** Children of the main layout (Dashboard) at /, after its index (router.tsx). */
export const mainRoutes: RouteObject[] = [
  {
    element: <PermissionGate flag="calendar" />,
    children: [{ path: 'calendar', lazy: calendarScreen }],
  },
  reportRoutes,
  {
    path: 'sales',
    element: <PermissionGate flag="sales.reports" />,
    handle: { crumb: 'shell.page_title_sales', crumbTo: '/sales/transactions' },
    children: [
      { index: true, element: <Navigate to="transactions" replace /> },
      {
        path: 'transactions',
        handle: { crumb: 'shell.sales_transactions' },
        lazy: screen(() => import('./routes/sales/transactions-screen'), 'TransactionsScreen'),
      },
      {
        path: 'invoices',
        handle: { crumb: 'shell.invoices' },
        lazy: screen(() => import('./routes/sales/invoices-screen'), 'InvoicesScreen'),
      },
      {
        path: 'customer-deposits',
        handle: { crumb: 'shell.customer_deposits' },
        lazy: screen(() => import('./routes/sales/customer-deposits-screen'), 'CustomerDepositsScreen'),
      },
      {
        path: 'memberships',
        handle: { crumb: 'shell.memberships_report' },
        lazy: screen(() => import('./routes/sales/membership-sales-screen'), 'MembershipSalesScreen'),
      },
      {
        path: 'end-day',
        handle: { crumb: 'shell.end_of_day' },
        lazy: endDayScreen,
      },
      {
        path: 'receipt',
        handle: { crumb: 'shell.receipt_settings' },
        lazy: screen(() => import('./routes/sales/receipt-settings-screen'), 'ReceiptSettingsScreen'),
      },
    ],
  },
  {
    path: 'payments',
    handle: { crumb: 'shell.payments', crumbTo: '/payments/vouchers' },
    children: [
      { index: true, element: <Navigate to="vouchers" replace /> },
      {
        element: <PermissionGate flag="sales.reports" />,
        children: [{ path: 'vouchers', handle: { crumb: 'shell.vouchers' }, lazy: screen(() => import('./routes/payments/vouchers-screen'), 'VouchersScreen') }],
      },
      {
        // The venue's own card service (spec §2.3, §6: settings.business_info): its page is named after
        // the product (CARD_SERVICE_PATH), its connect after the provider in use (connectPath).
        element: <PermissionGate flag="settings.business_info" />,
        children: [
          {
            handle: { crumb: 'shell.card_service', crumbTo: '/payments/chairside-pay' },
            children: [
              { path: 'chairside-pay', lazy: screen(() => import('./routes/payments/card-service-screen'), 'CardServiceScreen') },
              ...['sandbox', 'stripe'].map((provider) => ({
                path: `${provider}-connect`,
                handle: { crumb: 'shell.card_connect' },
                lazy: screen(() => import('./routes/payments/connect-screen'), 'ConnectScreen'),
              })),
            ],
          },
          { path: 'payment', handle: { crumb: 'shell.payment' }, lazy: screen(() => import('./routes/payments/desk-payment-screen'), 'DeskPaymentScreen') },
        ],
      },
    ],
  },
  {
    path: 'customers',
    element: <PermissionGate flag="customers.manage" />,
    handle: { crumb: 'shell.customers', crumbTo: '/customers/list' },
    children: [
      { index: true, element: <Navigate to="list" replace /> },
      {
        path: 'list',
        handle: { crumb: 'shell.customers_list' },
        lazy: screen(() => import('./routes/customers/customer-list-screen'), 'CustomerListScreen'),
      },
      {
        path: 'notifications',
        handle: { crumb: 'shell.customer_notifications' },
        lazy: screen(() => import('./routes/customers/customer-notifications-screen'), 'CustomerNotificationsScreen'),
      },
      {
        path: 'policy',
        handle: { crumb: 'shell.customer_policy' },
        lazy: screen(() => import('./routes/customers/customer-policy-screen'), 'CustomerPolicyScreen'),
      },
      {
        path: 'announcement',
        handle: { crumb: 'shell.special_announcement' },
        lazy: screen(() => import('./routes/customers/announcement-screen'), 'AnnouncementScreen'),
      },
      {
        path: 'merge',
        handle: { crumb: 'shell.merge_customers' },
        lazy: screen(() => import('./routes/customers/customer-merge-screen'), 'CustomerMergeScreen'),
      },
      {
        path: 'forms',
        handle: { crumb: 'shell.forms' },
        lazy: screen(() => import('./routes/customers/customer-forms-screen'), 'CustomerFormsScreen'),
      },
      {
        path: 'form-responses',
        handle: { crumb: 'shell.form_responses' },
        lazy: screen(() => import('./routes/customers/form-responses-screen'), 'FormResponsesScreen'),
      },
      {
        path: ':id',
        handle: { crumb: 'customers.details' },
        lazy: screen(() => import('./routes/customers/customer-profile-screen'), 'CustomerProfileScreen'),
      },
    ],
  },
  {
    path: 'reminders',
    element: <PermissionGate flag="customers.manage" />,
    handle: { crumb: 'shell.page_title_reminders', crumbTo: '/reminders' },
    children: [
      { index: true, lazy: screen(() => import('./routes/reminders/reminders-screen'), 'RemindersScreen') },
      {
        path: 'history',
        handle: { crumb: 'shell.reminders_history' },
        lazy: screen(() => import('./routes/reminders/reminders-history-screen'), 'RemindersHistoryScreen'),
      },
      { path: 'sms', handle: { crumb: 'shell.sms_history' }, lazy: screen(() => import('./routes/reminders/sms-history-screen'), 'SmsHistoryScreen') },
    ],
  },
  {
    path: 'staff',
    element: <PermissionGate flag="staff" />,
    handle: { crumb: 'shell.staff', crumbTo: '/staff/list' },
    children: [
      { index: true, element: <Navigate to="list" replace /> },
      { path: 'list', handle: { crumb: 'shell.staff_list' }, lazy: screen(() => import('./routes/staff/team-screen'), 'TeamScreen') },
      {
        path: 'working-hours',
        handle: { crumb: 'shell.working_hours' },
        lazy: screen(() => import('./routes/staff/working-hours-screen'), 'WorkingHoursScreen'),
      },
      {
        path: 'venue-working-hours',
        handle: { crumb: 'shell.venue_working_hours' },
        lazy: screen(() => import('./routes/staff/venue-working-hours-screen'), 'VenueWorkingHoursScreen'),
      },
      {
        element: <PermissionGate flag="permissions" />,
        children: [
          {
            path: 'permissions',
            handle: { crumb: 'shell.permissions' },
            lazy: screen(() => import('./routes/staff/permissions-screen'), 'PermissionsScreen'),
          },
        ],
      },
      {
        path: 'notification-settings',
        handle: { crumb: 'shell.notification_settings' },
        lazy: screen(() => import('./routes/staff/notification-settings-screen'), 'NotificationSettingsScreen'),
      },
      { path: 'pin', handle: { crumb: 'shell.staff_pin' }, lazy: screen(() => import('./routes/staff/pin-screen'), 'PinScreen') },
    ],
  },
  {
    path: 'catalogs',
    handle: { crumb: 'shell.catalogs', crumbTo: '/catalogs/services' },
    children: [
      { index: true, element: <Navigate to="services" replace /> },
      {
        element: <PermissionGate flag="services.manage" />,
        children: [
          {
            path: 'services',
            handle: { crumb: 'shell.catalog_services' },
            lazy: screen(() => import('./routes/catalogs/services-screen'), 'ServicesScreen'),
          },
        ],
      },
      {
        element: <PermissionGate flag="packages" />,
        children: [
          {
            path: 'packages',
            handle: { crumb: 'shell.catalog_packages' },
            lazy: screen(() => import('./routes/catalogs/packages-screen'), 'PackagesScreen'),
          },
        ],
      },
      {
        element: <PermissionGate flag="memberships" />,
        children: [
          {
            path: 'memberships',
            handle: { crumb: 'shell.catalog_memberships' },
            lazy: screen(() => import('./routes/catalogs/memberships-screen'), 'MembershipsScreen'),
          },
        ],
      },
      {
        element: <PermissionGate flag="discounts" />,
        children: [
          {
            path: 'discounts',
            handle: { crumb: 'shell.catalog_discounts' },
            lazy: screen(() => import('./routes/catalogs/discounts-screen'), 'DiscountsScreen'),
          },
        ],
      },
      {
        element: <PermissionGate flag="taxes" />,
        children: [
          {
            path: 'taxation',
            handle: { crumb: 'shell.catalog_taxes' },
            lazy: screen(() => import('./routes/catalogs/taxes-screen'), 'TaxesScreen'),
          },
        ],
      },
      {
        element: <PermissionGate flag="resources" />,
        children: [
          {
            path: 'resources',
            handle: { crumb: 'shell.catalog_resources' },
            lazy: screen(() => import('./routes/catalogs/resources-screen'), 'ResourcesScreen'),
          },
        ],
      },
    ],
  },
  {
    path: 'inventory',
    element: <PermissionGate flag="inventory" />,
    handle: { crumb: 'shell.inventory', crumbTo: '/inventory/products' },
    children: [
      { index: true, element: <Navigate to="products" replace /> },
      {
        path: 'products',
        handle: { crumb: 'shell.inventory_products' },
        lazy: screen(() => import('./routes/inventory/products-screen'), 'ProductsScreen'),
      },
      {
        path: 'brands',
        handle: { crumb: 'shell.inventory_brands' },
        lazy: screen(() => import('./routes/inventory/brands-screen'), 'BrandsScreen'),
      },
      {
        path: 'orders',
        handle: { crumb: 'shell.inventory_orders' },
        lazy: screen(() => import('./routes/inventory/orders-screen'), 'OrdersScreen'),
      },
      {
        path: 'suppliers',
        handle: { crumb: 'shell.inventory_suppliers' },
        lazy: screen(() => import('./routes/inventory/suppliers-screen'), 'SuppliersScreen'),
      },
      {
        path: 'stock',
        handle: { crumb: 'shell.inventory_stock' },
        lazy: screen(() => import('./routes/inventory/stock-screen'), 'StockScreen'),
      },
    ],
  },
  {
    path: 'settings',
    element: <PermissionGate flag="settings.manage" />,
    handle: { crumb: 'shell.settings', crumbTo: '/settings/business-profile' },
    children: [
      { index: true, element: <Navigate to="business-profile" replace /> },
      {
        path: 'business-profile',
        handle: { crumb: 'shell.business_profile' },
        lazy: screen(() => import('./routes/settings/business-profile-screen'), 'BusinessProfileScreen'),
      },
      {
        path: 'schedule',
        handle: { crumb: 'shell.schedule_settings' },
        lazy: screen(() => import('./routes/settings/schedule-settings-screen'), 'ScheduleSettingsScreen'),
      },
      {
        path: 'policy',
        handle: { crumb: 'shell.policy_settings' },
        lazy: screen(() => import('./routes/settings/policy-settings-screen'), 'PolicySettingsScreen'),
      },
    ],
  },
  {
    // The venue's own subscription (spec §2.3): guarded like /profile, and the owner's business (settings.business_info, as its API).
    path: 'subscription',
    element: <RouteGuard />,
    handle: { crumb: 'shell.subscription', crumbTo: '/subscription/info' },
    children: [
      {
        element: <PermissionGate flag="settings.business_info" />,
        children: [
          { index: true, element: <Navigate to="info" replace /> },
          { path: 'info', handle: { crumb: 'shell.subscription_info' }, lazy: subscriptionScreen('SubscriptionInfoScreen') },
          { path: 'history', handle: { crumb: 'shell.subscription_history' }, lazy: subscriptionScreen('SubscriptionHistoryScreen') },
          { path: 'payment-details', handle: { crumb: 'shell.subscription_payment_details' }, lazy: subscriptionScreen('SubscriptionPaymentDetailsScreen') },
          { path: 'thank-you', handle: { crumb: 'shell.subscription_thank_you' }, lazy: subscriptionScreen('SubscriptionThankYouScreen') },
        ],
      },
    ],
  },
  { path: 'menu', handle: { crumb: 'shell.menu' }, lazy: screen(() => import('./routes/menu/menu-screen'), 'MenuScreen') },
  {
    // Spec §2.3: the guarded /online-booking group, behind the online-booking flag (§6).
    path: 'online-booking',
    element: <RouteGuard />,
    handle: { crumb: 'shell.online_booking', crumbTo: '/online-booking/booking' },
    children: [
      {
        element: <PermissionGate flag="online-booking" />,
        children: [
          { index: true, element: <Navigate to="booking" replace /> },
          {
            path: 'booking',
            handle: { crumb: 'shell.online_booking_settings' },
            lazy: screen(() => import('./routes/online-booking/online-booking-screens'), 'BookingSettingsScreen'),
          },
          {
            path: 'links',
            handle: { crumb: 'shell.online_booking_links' },
            lazy: screen(() => import('./routes/online-booking/online-booking-screens'), 'BookingLinksScreen'),
          },
          { path: 'appearance', handle: { crumb: 'shell.online_booking_appearance' }, lazy: screen(() => import('./routes/online-booking/online-booking-screens'), 'BookingAppearanceScreen') },
          { path: 'embed', handle: { crumb: 'shell.online_booking_embed' }, lazy: screen(() => import('./routes/online-booking/online-booking-screens'), 'BookingEmbedScreen') },
          { path: 'portfolio', handle: { crumb: 'shell.online_booking_portfolio' }, lazy: screen(() => import('./routes/online-booking/online-booking-screens'), 'BookingPortfolioScreen') },
          { path: 'marketplace', handle: { crumb: 'shell.online_booking_marketplace' }, lazy: screen(() => import('./routes/online-booking/online-booking-screens'), 'MarketplaceScreen') },
        ],
      },
    ],
  },
  {
    path: 'profile',
    element: <RouteGuard />,
    handle: { crumb: 'shell.profile', crumbTo: '/profile/settings' },
    children: [
      { index: true, element: <Navigate to="settings" replace /> },
      {
        path: 'settings',
        handle: { crumb: 'shell.profile_settings' },
        lazy: screen(() => import('./routes/profile/profile-settings-screen'), 'ProfileSettingsScreen'),
      },
      {
        path: 'data-preferences',
        handle: { crumb: 'shell.data_preferences' },
        lazy: screen(() => import('./routes/profile/data-preferences-screen'), 'DataPreferencesScreen'),
      },
    ],
  },
];
