import type { Platform } from '@chairside/shared/constants';

/**
 * The native Android/iOS shell injects `window.Capacitor` before the app's JS runs, so the
 * platform is known without loading @capacitor/core into the first screen's bundle.
 */
declare global {
  interface Window {
    Capacitor?: { isNativePlatform?: () => boolean; getPlatform?: () => string };
  }
}

export function isNativeApp(): boolean {
  try {
    return typeof window !== 'undefined' && window.Capacitor?.isNativePlatform?.() === true;
  } catch {
    return false;
  }
}

/** 'app' inside the Android/iOS shell, 'web' in a browser (spec §7: sent as X-Platform). */
export function currentPlatform(): Platform {
  return isNativeApp() ? 'app' : 'web';
}
