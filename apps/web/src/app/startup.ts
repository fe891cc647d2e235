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
 * App start (spec §4): reset the calendar state, load the translations first, then, only with a
 * stored auth_token, the initial settings and the profile.
 */
export async function startApp(): Promise<void> {
  resetCalendarState();
  try {
    await initI18n();
    if (getToken()) {
      try {
        await prefetchSession();
      } catch (error) {
        // A 401 signs out and a 302 navigates (the API client did both; sign-out also cancels
        // the other start-up call): the app still starts, at the place they chose.
        const handled = (isApiError(error) && SESSION_OUTCOMES_HANDLED.has(error.status)) || getToken() === null;
        if (!handled) throw error;
      }
    }
  } catch (error) {
    console.error('start-up failed', error);
    throw new StartupError(error, redirectUrlOf(error));
  }
}
