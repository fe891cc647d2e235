import type { InitialSettings } from '@chairside/shared/settings';
import { isApiError } from '@/lib/api-error';
import { prefetchSession } from '@/lib/auth';
import { initI18n } from '@/lib/i18n';
import { getToken } from '@/lib/session';
import { resetCalendarState } from '@/lib/storage';

/** A start-up failure: logged, the app is not shown; a redirect URL in it is followed (spec §4). */
export class StartupError extends Error {
  constructor(
    readonly reason: unknown,
    readonly redirectUrl: string | null,
  ) {
    super('start-up failed');
  }
}

const SESSION_OUTCOMES_HANDLED = new Set([302, 401]);

function redirectUrlOf(error: unknown): string | null {
  const body = (isApiError(error) ? error.body : error) as Record<string, unknown> | null;
  const url = body?.redirect_url ?? body?.redirect ?? body?.url;
  return typeof url === 'string' && /^(https?:\/\/|\/)/.test(url) ? url : null;
}

/**
 * App start (spec §4): reset the calendar state, then load the translations and, only with a
 * stored auth_token, the initial settings and the profile. The three are asked for at once (none
 * needs another's answer), and the app shows once all have arrived: translations first in
 * meaning (a failure there is reported before a session failure), not in time. `onSession` runs
 * as soon as the settings are in the cache, before the translations may have arrived, so the first
 * screen's data can be asked for while the rest still loads.
 */
export async function startApp(options: { onSession?: (settings: InitialSettings) => void } = {}): Promise<void> {
  resetCalendarState();
  // Started before the translations are awaited; its outcome is looked at only after them.
  const session = getToken()
    ? prefetchSession().then(
        (settings) => {
          try {
            options.onSession?.(settings);
          } catch (error) {
            console.warn('first screen data not asked for early', error); // only a head start
          }
          return null;
        },
        (error: unknown) => ({ error }),
      )
    : null;
  try {
    await initI18n();
    const failed = await session;
    if (failed) {
      // A 401 signs out and a 302 navigates (the API client did both; sign-out also cancels
      // the other start-up call): the app still starts, at the place they chose.
      const { error } = failed;
      const handled = (isApiError(error) && SESSION_OUTCOMES_HANDLED.has(error.status)) || getToken() === null;
      if (!handled) throw error;
    }
  } catch (error) {
    console.error('start-up failed', error);
    throw new StartupError(error, redirectUrlOf(error));
  }
}
