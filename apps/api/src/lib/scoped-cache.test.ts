import { describe, expect, it } from 'vitest';
import type { LiveFeed, LiveScope } from './live';
import { createScopedCache } from './scoped-cache';

/** A live feed without a database: versions move when the test says a change was heard. */
function fakeFeed() {
  const versions = new Map<LiveScope, number>();
  let changes = 0;
  let up = true;
  const feed: LiveFeed = {
    start: async () => undefined,
    listening: () => up,
    version: (scope) => `0.${versions.get(scope) ?? 0}`,
    touch: (scope) => {
      changes++;
      versions.set(scope, (versions.get(scope) ?? 0) + 1);
    },
    changes: () => changes,
    subscribe: () => () => undefined,
    sync: async () => undefined,
    close: async () => undefined,
  };
  return { feed, setListening: (value: boolean) => (up = value) };
}

describe('scoped cache', () => {
  it('serves an entry until one of its scopes changes; other scopes leave it alone', () => {
    const { feed } = fakeFeed();
    const cache = createScopedCache<string>(feed, 10);
    cache.set('a', cache.stamp(), [1, -7], 'answer', 1_000);
    feed.touch(2);
    feed.touch(-8);
    expect(cache.get('a', 0)).toBe('answer');
    feed.touch(-7);
    expect(cache.get('a', 0)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('keeps nothing read while a change was heard: the data may predate it', () => {
    const { feed } = fakeFeed();
    const cache = createScopedCache<string>(feed, 10);
    const stamp = cache.stamp();
    feed.touch(99);
    cache.set('a', stamp, [1], 'maybe stale', 1_000);
    expect(cache.get('a', 0)).toBeUndefined();
  });

  it('caches nothing and serves nothing while changes are not heard', () => {
    const { feed, setListening } = fakeFeed();
    const cache = createScopedCache<string>(feed, 10);
    cache.set('a', cache.stamp(), [1], 'answer', 1_000);
    setListening(false);
    expect(cache.stamp()).toBeNull();
    expect(cache.get('a', 0)).toBeUndefined();
    setListening(true);
    expect(cache.get('a', 0)).toBeUndefined();
    cache.set('b', null, [1], 'answer', 1_000);
    expect(cache.get('b', 0)).toBeUndefined();
  });

  it('drops an entry at its time limit and the least recently used one when full', () => {
    const { feed } = fakeFeed();
    const cache = createScopedCache<string>(feed, 2);
    cache.set('a', cache.stamp(), [1], 'A', 100);
    expect(cache.get('a', 99)).toBe('A');
    expect(cache.get('a', 100)).toBeUndefined();
    cache.set('a', cache.stamp(), [1], 'A', 1_000);
    cache.set('b', cache.stamp(), [1], 'B', 1_000);
    expect(cache.get('a', 0)).toBe('A');
    cache.set('c', cache.stamp(), [1], 'C', 1_000);
    expect([cache.get('a', 0), cache.get('b', 0), cache.get('c', 0)]).toEqual(['A', undefined, 'C']);
  });
});
