import type { LiveFeed, LiveScope } from './live';

/**
 * A bounded in-process cache whose entries depend on live scopes (lib/changes.ts: a venue, one
 * user's sessions, or a named scope such as one employee's bell). An entry is served only while
 * - the live feed is listening, so changes committed by any process reach this one;
 * - every scope it depends on still has the version seen before its data was read;
 * - it is younger than its limit (a safety net, and e.g. a session's own expiry).
 * When full, the least recently used entries go first. Readers call `stamp()` before reading and
 * `set()` after: a value is kept only when no change at all was heard in between.
 */
export interface ScopedCache<T> {
  get(key: string, now: number): T | undefined;
  /** Taken before reading what will be cached; null when nothing may be cached now. */
  stamp(): number | null;
  /** Keeps `value` (read after `stamp`) until `until` (epoch ms) or until one of `scopes` changes. */
  set(key: string, stamp: number | null, scopes: readonly LiveScope[], value: T, until: number): void;
  readonly size: number;
}

interface Entry<T> {
  value: T;
  scopes: readonly LiveScope[];
  versions: string[];
  /** The feed's change counter when the versions were last confirmed. */
  checked: number;
  until: number;
}

/** Listening is started on first use; a failed start is retried at most this often. */
const RETRY_START_MS = 5_000;

export function createScopedCache<T>(feed: LiveFeed, maxEntries: number): ScopedCache<T> {
  const entries = new Map<string, Entry<T>>();
  let lastStart = -Infinity;

  const listening = () => {
    if (feed.listening()) return true;
    const now = Date.now();
    if (now - lastStart >= RETRY_START_MS) {
      lastStart = now;
      feed.start().catch(() => undefined);
    }
    return false;
  };

  const current = (entry: Entry<T>): boolean => {
    const changes = feed.changes();
    if (entry.checked === changes) return true;
    for (let i = 0; i < entry.scopes.length; i++) {
      if (feed.version(entry.scopes[i]!) !== entry.versions[i]) return false;
    }
    entry.checked = changes;
    return true;
  };

  return {
    get(key, now) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (!listening()) {
        entries.clear();
        return undefined;
      }
      if (now >= entry.until || !current(entry)) {
        entries.delete(key);
        return undefined;
      }
      // Most recently used last.
      entries.delete(key);
      entries.set(key, entry);
      return entry.value;
    },
    stamp: () => (listening() ? feed.changes() : null),
    set(key, stamp, scopes, value, until) {
      if (stamp === null || !feed.listening() || feed.changes() !== stamp) return;
      entries.delete(key);
      entries.set(key, { value, scopes, versions: scopes.map((scope) => feed.version(scope)), checked: stamp, until });
      if (entries.size > maxEntries) {
        const oldest = entries.keys().next();
        if (!oldest.done) entries.delete(oldest.value);
      }
    },
    get size() {
      return entries.size;
    },
  };
}
