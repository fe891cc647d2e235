import type { CapacitorConfig } from '@capacitor/cli';

/**
 * Native Android/iOS shell around the built web app (run the Capacitor CLI from apps/web:
 * `npx cap add android`, `npx cap sync`). The app calls the API at VITE_API_HOST, set at build time.
 */
const config: CapacitorConfig = {
  appId: 'app.chairside.backoffice',
  appName: 'Chairside',
  webDir: 'dist',
  backgroundColor: '#ffffff',
  android: { allowMixedContent: false },
  ios: { contentInset: 'automatic' },
};

export default config;
