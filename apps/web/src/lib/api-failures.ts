import { toMessages, NETWORK_FAILURE } from './api-error';

/** The server-driven navigation body of a 302 (spec §4). */
export interface RedirectBody {
  action: string;
  token?: string;
  venues?: unknown[];
}

export interface LimitAlertData {
  platform: 'web' | 'app';
  title: string;
  description: string;
  limits: Record<string, unknown>;
}

/** What the catalogue does to the world; injected so the rules can be tested without a browser. */
export interface FailureEffects {
  notify(kind: 'negative' | 'warning', message: string): void;
  openLimitAlert(data: LimitAlertData): void;
  signOut(): void;
  redirect(body: RedirectBody): void;
  /** Translates a key of the shell namespace (fallback messages). */
  t(key: string): string;
}

export interface FailureOptions {
  /** Suppress notices (the caller shows the errors inline); sign-out, redirects and the limit alert still happen. */
  silent?: boolean;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Machine fields of our error bodies that are not messages for people. */
const NON_MESSAGE_FIELDS = new Set(['code', 'request_id']);

/** The first usable text of msg → message → data.message → errors (spec §8, "422 or 403, otherwise"). */
function fallbackMessage(body: Record<string, unknown>): string | undefined {
  const data = isObject(body.data) ? body.data : {};
  for (const candidate of [body.msg, body.message, data.message, body.errors]) {
    const [first] = toMessages(candidate);
    if (first) return first;
  }
  return undefined;
}

/**
 * Applies the error catalogue of spec §8 to one failed response.
 * Every row: 400, 422/403 with errors, 422/403 with limits, 422/403 otherwise, 401, 302, anything else.
 */
export function applyFailure(status: number, rawBody: unknown, effects: FailureEffects, options: FailureOptions = {}): void {
  const body = isObject(rawBody) ? rawBody : {};
  const notify = (kind: 'negative' | 'warning', message: string) => {
    if (!options.silent) effects.notify(kind, message);
  };

  if (status === 302) {
    if (typeof body.action === 'string') effects.redirect(body as unknown as RedirectBody);
    return;
  }
  if (status === 401) {
    effects.signOut();
    return;
  }
  if (status === 400) {
    let shown = 0;
    for (const [field, value] of Object.entries(body)) {
      if (NON_MESSAGE_FIELDS.has(field)) continue;
      const [first] = toMessages(value);
      if (first) {
        notify('negative', first);
        shown += 1;
      }
    }
    if (shown === 0) notify('negative', effects.t('shell.error_bad_request'));
    return;
  }
  if (status === 422 || status === 403) {
    if (isObject(body.limits)) {
      effects.openLimitAlert({
        platform: body.platform === 'app' ? 'app' : 'web',
        title: toMessages(body.message)[0] ?? effects.t('shell.limit_title'),
        description: toMessages(body.message_description)[0] ?? '',
        limits: body.limits,
      });
      return;
    }
    if (isObject(body.errors)) {
      let shown = 0;
      for (const value of Object.values(body.errors)) {
        const [first] = toMessages(value);
        if (first) {
          notify('warning', first);
          shown += 1;
        }
      }
      if (shown > 0) return;
    }
    notify('negative', fallbackMessage(body) ?? effects.t('shell.error_generic'));
    return;
  }
  if (status === NETWORK_FAILURE) {
    notify('negative', effects.t('shell.error_network'));
    return;
  }
  notify('negative', toMessages(body.message)[0] ?? effects.t('shell.error_generic'));
}
