/**
 * Everything the web app keeps in localStorage goes through here, so sign-out can reset it in one
 * place (spec §4: on logout or reset all stored state is cleared except device info and languages).
 */
export const STORAGE_KEYS = {
  authToken: 'auth_token',
  langType: 'lang_type',
  langPhrases: 'lang_phrases',
  langDate: 'lang_date',
  /** Whether the cached phrases are all of them or only the start set (shared/translations). */
  langScope: 'lang_scope',
  venues: 'venues',
  deviceInfo: 'device_info',
  pushToken: 'push_token',
  calendarState: 'calendar_state',
} as const;

/** Keys that survive sign-out: device info (push registration) and the language cache. */
const KEPT_ON_RESET: readonly string[] = [
  STORAGE_KEYS.deviceInfo,
  STORAGE_KEYS.pushToken,
  STORAGE_KEYS.langType,
  STORAGE_KEYS.langPhrases,
  STORAGE_KEYS.langDate,
  STORAGE_KEYS.langScope,
];

function store(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage disabled (private mode, sandboxed frame)
  }
}

export function readString(key: string): string | null {
  return store()?.getItem(key) ?? null;
}

export function writeString(key: string, value: string): void {
  try {
    store()?.setItem(key, value);
  } catch {
    // quota exceeded: the app keeps working without the cache
  }
}

export function remove(key: string): void {
  store()?.removeItem(key);
}

export function readJson<T>(key: string): T | null {
  const raw = readString(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export function writeJson(key: string, value: unknown): void {
  writeString(key, JSON.stringify(value));
}

/** Clears every stored value except device info and languages. */
export function resetStoredState(): void {
  const s = store();
  if (!s) return;
  const keys: string[] = [];
  for (let i = 0; i < s.length; i += 1) {
    const key = s.key(i);
    if (key !== null && !KEPT_ON_RESET.includes(key)) keys.push(key);
  }
  for (const key of keys) s.removeItem(key);
}

/** App start (spec §4): the calendar state begins fresh on every start. */
export function resetCalendarState(): void {
  remove(STORAGE_KEYS.calendarState);
}
