/** Build-time configuration (Vite env). Defaults suit the single-origin `npm start` setup. */
const env = import.meta.env as Record<string, string | undefined>;

/** The separate AI web app the access-denied dialog points to (spec §2.5). */
export const AI_APP_URL = env.VITE_AI_APP_URL ?? 'https://ai.chairside.app';

/** The web app, linked from the native app where purchases are not offered ("go to web"). */
export const WEB_APP_URL = env.VITE_WEB_APP_URL ?? (typeof window !== 'undefined' && window.location.protocol.startsWith('http') ? window.location.origin : 'https://app.chairside.app');
