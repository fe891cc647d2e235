import { Navigate, type RouteObject } from 'react-router';
import type * as SubscriptionScreens from '../routes/subscription/subscription-screens';
import { PermissionGate } from '../guards/permission-gate';
import { RouteGuard } from '../guards/route-guard';
import { screen } from '../lazy-screen';

const subscriptionScreen = (name: keyof typeof SubscriptionScreens) => screen(() => import('../routes/subscription/subscription-screens'), name);

/** The venue's own screens: /settings, /subscription, /online-booking and /profile (spec §2.3). */
export const venueRoutes: RouteObject[] = [
  {
    path: 'settings',
    element: <PermissionGate flag="settings.manage" />,
    handle: { crumb: 'shell.settings', crumbTo: '/settings/business-profile' },
    children: [
      { index: true, element: <Navigate to="business-profile" replace /> },
      {
        path: 'business-profile',
        handle: { crumb: 'shell.business_profile' },
        lazy: screen(() => import('../routes/settings/business-profile-screen'), 'BusinessProfileScreen'),
      },
      {
        path: 'schedule',
        handle: { crumb: 'shell.schedule_settings' },
        lazy: screen(() => import('../routes/settings/schedule-settings-screen'), 'ScheduleSettingsScreen'),
      },
      {
        path: 'policy',
        handle: { crumb: 'shell.policy_settings' },
        lazy: screen(() => import('../routes/settings/policy-settings-screen'), 'PolicySettingsScreen'),
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
            lazy: screen(() => import('../routes/online-booking/online-booking-screens'), 'BookingSettingsScreen'),
          },
          {
            path: 'links',
            handle: { crumb: 'shell.online_booking_links' },
            lazy: screen(() => import('../routes/online-booking/online-booking-screens'), 'BookingLinksScreen'),
          },
          { path: 'appearance', handle: { crumb: 'shell.online_booking_appearance' }, lazy: screen(() => import('../routes/online-booking/online-booking-screens'), 'BookingAppearanceScreen') },
          { path: 'embed', handle: { crumb: 'shell.online_booking_embed' }, lazy: screen(() => import('../routes/online-booking/online-booking-screens'), 'BookingEmbedScreen') },
          { path: 'portfolio', handle: { crumb: 'shell.online_booking_portfolio' }, lazy: screen(() => import('../routes/online-booking/online-booking-screens'), 'BookingPortfolioScreen') },
          { path: 'marketplace', handle: { crumb: 'shell.online_booking_marketplace' }, lazy: screen(() => import('../routes/online-booking/online-booking-screens'), 'MarketplaceScreen') },
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
        lazy: screen(() => import('../routes/profile/profile-settings-screen'), 'ProfileSettingsScreen'),
      },
      {
        path: 'data-preferences',
        handle: { crumb: 'shell.data_preferences' },
        lazy: screen(() => import('../routes/profile/data-preferences-screen'), 'DataPreferencesScreen'),
      },
    ],
  },
];
