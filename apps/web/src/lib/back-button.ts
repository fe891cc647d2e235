import { isNativeApp } from './platform';

/** Paths where the native back button exits the app instead of going back (spec §2.1). */
export const EXIT_PATHS: readonly string[] = [
  '/sign-up',
  '/sign-up-phone',
  '/profile',
  '/profile/data-preferences',
  '/staff',
  '/staff/list',
  '/staff/working-hours',
  '/staff/venue-working-hours',
  '/catalogs',
  '/catalogs/services',
  '/catalogs/packages',
  '/catalogs/memberships',
];

export const exitsOnBack = (pathname: string) => EXIT_PATHS.includes(pathname.replace(/\/+$/, '') || '/');

/**
 * On Android the hardware back button exits the app on EXIT_PATHS and goes back elsewhere.
 * Returns a function that removes the listener. Does nothing in a browser.
 */
export async function installBackButton(currentPath: () => string, goBack: () => void): Promise<() => void> {
  if (!isNativeApp()) return () => {};
  const { App } = await import('@capacitor/app');
  const handle = await App.addListener('backButton', ({ canGoBack }) => {
    if (exitsOnBack(currentPath()) || !canGoBack) void App.exitApp();
    else goBack();
  });
  return () => void handle.remove();
}
