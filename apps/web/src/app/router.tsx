import type { ComponentType } from 'react';
import { createBrowserRouter, matchRoutes, Navigate, type Params, type RouteObject } from 'react-router';
import type { InitialSettings } from '@chairside/shared/settings';
import { can } from '@/lib/can';
import { setNavigator } from '@/lib/navigation';
import type * as PrefetchModule from '@/features/calendar/api/prefetch-calendar';
import { setPlansOpener } from '@/components/ui/plans-opener';
import type * as SubscriptionScreens from './routes/subscription/subscription-screens';
import { PageLoader } from '@/components/ui/page-loader';
import { AuthGuard } from './guards/auth-guard';
import { GuestGuard } from './guards/guest-guard';
import { PermissionGate } from './guards/permission-gate';
import { RouteGuard } from './guards/route-guard';
import { RootFrame } from './layouts/root-frame';
import { RouteError } from './layouts/route-error';
import { NotFoundScreen } from './routes/not-found-screen';
import { REPORT_GROUPS, reportTitleKey } from '@chairside/shared/report-paths';

/** A lazily loaded screen: each becomes its own chunk. */
function screen<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string) {
  return async () => ({ Component: (await load())[name] as ComponentType });
}

const guestRoutes: RouteObject[] = [
  { path: 'login', lazy: screen(() => import('./routes/auth/login-screen'), 'LoginScreen') },
  { path: 'sign-up', lazy: screen(() => import('./routes/auth/sign-up-screen'), 'SignUpScreen') },
  { path: 'sign-up-password', lazy: screen(() => import('./routes/auth/sign-up-password-screen'), 'SignUpPasswordScreen') },
  { path: 'sign-up-phone', lazy: screen(() => import('./routes/auth/sign-up-phone-screen'), 'SignUpPhoneScreen') },
  { path: 'create-account', lazy: screen(() => import('./routes/auth/create-account-screen'), 'CreateAccountScreen') },
  { path: 'setup-password', lazy: screen(() => import('./routes/auth/setup-password-screen'), 'SetupPasswordScreen') },
];

const openRoutes: RouteObject[] = [
  { path: 'forgot-password', lazy: screen(() => import('./routes/auth/forgot-password-screen'), 'ForgotPasswordScreen') },
  { path: 'reset-password', lazy: screen(() => import('./routes/auth/reset-password-screen'), 'ResetPasswordScreen') },
  { path: 'support', lazy: screen(() => import('./routes/auth/support-login-screen'), 'SupportLoginScreen') },
  { path: 'form/:token', lazy: screen(() => import('./routes/customers/public-form-screen'), 'PublicFormScreen') },
  { path: 'confirm-visit/:token', lazy: screen(() => import('./routes/reminders/confirm-visit-screen'), 'ConfirmVisitScreen') },
];

const subscriptionScreen = (name: keyof typeof SubscriptionScreens) => screen(() => import('./routes/subscription/subscription-screens'), name);

// The plans dialog (spec §2.5) opens from shared parts (limit alert, premium placeholder): its code loads on first use.
setPlansOpener(() => void import('@/features/subscription/open-plans').then((m) => m.openPlansDialog()));

const onboarding = screen(() => import('./routes/onboarding/onboarding-screen'), 'OnboardingScreen');

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

/** Children of the main layout (Dashboard) at /. */
const mainRoutes: RouteObject[] = [
  { index: true, element: <Navigate to="/calendar" replace /> },
  {
    element: <PermissionGate flag="calendar" />,
    children: [{ path: 'calendar', lazy: screen(() => import('./routes/calendar/calendar-screen'), 'CalendarScreen') }],
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
    element: <PermissionGate flag="sales.reports" />,
    handle: { crumb: 'shell.payments', crumbTo: '/payments/vouchers' },
    children: [
      { index: true, element: <Navigate to="vouchers" replace /> },
      {
        path: 'vouchers',
        handle: { crumb: 'shell.vouchers' },
        lazy: screen(() => import('./routes/payments/vouchers-screen'), 'VouchersScreen'),
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

const guestBranch: RouteObject = { element: <GuestGuard />, children: guestRoutes };

const signedInBranch: RouteObject = {
  element: <AuthGuard />,
  children: [
    { path: 'onboarding', lazy: onboarding },
    { path: 'onboarding/:step', lazy: onboarding },
    { path: 'venues', lazy: screen(() => import('./routes/venues/venues-screen'), 'VenuesScreen') },
    {
      path: '/',
      lazy: screen(() => import('./layouts/main-layout'), 'MainLayout'),
      children: mainRoutes,
    },
  ],
};

export const routes: RouteObject[] = [
  {
    element: <RootFrame />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageLoader fullScreen />,
    children: [
      guestBranch,
      ...openRoutes,
      signedInBranch,
      { path: '*', element: <NotFoundScreen /> },
    ],
  },
];

/**
 * The path the app will really show for `pathname`, following the guards' and the index route's
 * redirects: a guest opening / or /calendar gets Login, a signed-in user opening /login the calendar.
 */
function landingPath(pathname: string, signedIn: boolean): string {
  const path = pathname === '/' ? '/calendar' : pathname;
  const matches = matchRoutes(routes, path) ?? [];
  if (!signedIn && matches.some((match) => match.route === signedInBranch)) return '/login';
  if (signedIn && matches.some((match) => match.route === guestBranch)) return '/calendar';
  return path;
}

/**
 * Starts downloading the lazy chunks of the screen the app will open (its layout and the screen)
 * while start-up still waits for the translations; the router then finds them in the module cache.
 * Follows the guards' and the index route's redirects (landingPath). Only a head start: failures
 * are ignored.
 */
export function preloadScreens(pathname: string, signedIn: boolean): void {
  const path = landingPath(pathname, signedIn);
  if (path === '/calendar') void calendarPrefetcher();
  for (const { route } of matchRoutes(routes, path) ?? []) {
    if (typeof route.lazy === 'function') route.lazy().catch(() => {});
  }
}

/**
 * The calendar's start-up reads (features/calendar/api/prefetch-calendar): their own small chunk,
 * asked for with the screen's chunks (preloadScreens) and ahead of them, so it is there when the
 * settings arrive; in the entry it would cost Login a few kB.
 */
let prefetcher: Promise<typeof PrefetchModule> | null = null;
const calendarPrefetcher = () => {
  prefetcher ??= import('@/features/calendar/api/prefetch-calendar');
  prefetcher.catch(() => (prefetcher = null));
  return prefetcher;
};

/**
 * Route data, asked for as soon as the session is known (the venue's settings have arrived), at
 * the same time as the screen's chunks and before any of them has run: the screen's queries then
 * find their answers in flight instead of starting a chain of requests once it renders. Today the
 * calendar's first reads; a screen the user may not open (no venue chosen, no calendar
 * permission) is not asked for.
 */
export function preloadScreenData(location: { pathname: string; search: string }, settings: InitialSettings): void {
  const path = landingPath(location.pathname, true);
  if (path !== '/calendar' || !(settings.id > 0) || !can('calendar')) return;
  const search = location.pathname === '/calendar' ? location.search : '';
  calendarPrefetcher().then((m) => m.prefetchCalendar(settings, search), () => {});
}

export function createRouter() {
  const router = createBrowserRouter(routes);
  setNavigator((to, options) => void router.navigate(to, options));
  return router;
}
