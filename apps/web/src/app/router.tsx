import { createBrowserRouter, matchRoutes, Navigate, type RouteObject } from 'react-router';
import type { InitialSettings } from '@chairside/shared/settings';
import { can } from '@/lib/can';
import { setNavigator } from '@/lib/navigation';
import type * as PrefetchModule from '@/features/calendar/api/prefetch-calendar';
import { setPlansOpener } from '@/components/ui/plans-opener';
import { PageLoader } from '@/components/ui/page-loader';
import { AuthGuard } from './guards/auth-guard';
import { GuestGuard } from './guards/guest-guard';
import { RootFrame } from './layouts/root-frame';
import { RouteError } from './layouts/route-error';
import { calendarScreen, mainLayout, screen } from './lazy-screen';
import { NotFoundScreen } from './routes/not-found-screen';

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

// The plans dialog (spec §2.5) opens from shared parts (limit alert, premium placeholder): its code loads on first use.
setPlansOpener(() => void import('@/features/subscription/open-plans').then((m) => m.openPlansDialog()));

const onboarding = screen(() => import('./routes/onboarding/onboarding-screen'), 'OnboardingScreen');

const guestBranch: RouteObject = { element: <GuestGuard />, children: guestRoutes };

/**
 * The main layout at /. Its screens (main-routes.tsx) are their own chunk, added when a signed-in
 * screen is first opened (loadMainRoutes, and the router's patchRoutesOnNavigation), so the first
 * bundle, which Login needs, holds only the route table's skeleton.
 */
const mainBranch: RouteObject = {
  id: 'main',
  path: '/',
  lazy: mainLayout,
  children: [{ index: true, element: <Navigate to="/calendar" replace /> }],
};

/** The first segments of the main layout's screens (a test checks them against main-routes.tsx). */
export const MAIN_SECTIONS = [
  'calendar', 'reports', 'sales', 'payments', 'customers', 'reminders', 'staff', 'catalogs',
  'inventory', 'settings', 'subscription', 'menu', 'online-booking', 'profile',
] as const;

const signedInBranch: RouteObject = {
  element: <AuthGuard />,
  children: [
    { path: 'onboarding', lazy: onboarding },
    { path: 'onboarding/:step', lazy: onboarding },
    { path: 'venues', lazy: screen(() => import('./routes/venues/venues-screen'), 'VenuesScreen') },
    mainBranch,
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
 * Fetches the main layout's screens once and adds them to `routes` (so matchRoutes sees them); a
 * router made before they came gets them through its patchRoutesOnNavigation.
 */
let mainRoutesLoad: Promise<RouteObject[]> | null = null;
export function loadMainRoutes(): Promise<RouteObject[]> {
  mainRoutesLoad ??= import('./main-routes').then(({ mainRoutes }) => {
    mainBranch.children!.push(...mainRoutes);
    return mainRoutes;
  });
  mainRoutesLoad.catch(() => (mainRoutesLoad = null));
  return mainRoutesLoad;
}
const mainRoutesLoaded = () => mainBranch.children!.length > 1;

const isMainPath = (path: string) => (MAIN_SECTIONS as readonly string[]).includes(path.split('/')[1] ?? '');

/**
 * The path the app will really show for `pathname`, following the guards' and the index route's
 * redirects: a guest opening / or /calendar gets Login, a signed-in user opening /login the calendar.
 */
function landingPath(pathname: string, signedIn: boolean): string {
  const path = pathname === '/' ? '/calendar' : pathname;
  const matches = matchRoutes(routes, path) ?? [];
  const signedInOnly = isMainPath(path) || matches.some((match) => match.route === signedInBranch);
  if (!signedIn && signedInOnly) return '/login';
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
  const preload = () => {
    for (const { route } of matchRoutes(routes, path) ?? []) {
      if (typeof route.lazy === 'function') route.lazy().catch(() => {});
    }
  };
  if (path === '/calendar') void calendarPrefetcher();
  if (!signedIn || !isMainPath(path) || mainRoutesLoaded()) return preload();
  // The layout and the calendar need not wait for the route table's chunk.
  mainLayout().catch(() => {});
  if (path === '/calendar') calendarScreen().catch(() => {});
  loadMainRoutes().then(preload, () => {});
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
  const complete = mainRoutesLoaded();
  let patched = false;
  const router = createBrowserRouter(routes, {
    // Lazy route discovery: a path no route matches yet (or only the not-found splat) may be a main-layout screen.
    async patchRoutesOnNavigation({ patch }) {
      if (complete || patched) return;
      patch('main', await loadMainRoutes());
      patched = true;
    },
  });
  setNavigator((to, options) => void router.navigate(to, options));
  return router;
}
