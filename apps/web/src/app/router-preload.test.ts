import type { RouteObject } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { preloadScreens, routes } from './router';

/** Every lazy route, replaced by a spy, named by its path (the main layout is "/"). */
const loaded = new Map<string, ReturnType<typeof vi.fn>>();
function spyOnLazy(tree: RouteObject[]) {
  for (const route of tree) {
    if (typeof route.lazy === 'function' && route.path && !loaded.has(route.path)) {
      const spy = vi.fn(async () => ({}));
      loaded.set(route.path, spy);
      route.lazy = spy;
    }
    if (route.children) spyOnLazy(route.children);
  }
}
spyOnLazy(routes);
const preloaded = () => [...loaded].filter(([, spy]) => spy.mock.calls.length > 0).map(([path]) => path);

beforeEach(() => loaded.forEach((spy) => spy.mockClear()));

describe('start-up preloading of the first screen', () => {
  it('loads the screen and its layout for the path the app opens at', () => {
    preloadScreens('/calendar', true);
    expect(preloaded()).toEqual(['/', 'calendar']);
    loaded.forEach((spy) => spy.mockClear());
    preloadScreens('/login', false);
    expect(preloaded()).toEqual(['login']);
  });

  it("follows the guards' redirects: a guest gets Login, a signed-in user the calendar", () => {
    preloadScreens('/calendar', false);
    expect(preloaded()).toEqual(['login']);
    loaded.forEach((spy) => spy.mockClear());
    preloadScreens('/login', true);
    expect(preloaded()).toEqual(['/', 'calendar']);
  });

  it('treats / as the calendar and loads nothing for unknown paths', () => {
    preloadScreens('/', true);
    expect(preloaded()).toEqual(['/', 'calendar']);
    loaded.forEach((spy) => spy.mockClear());
    preloadScreens('/no-such-page', false);
    expect(preloaded()).toEqual([]);
  });
});
