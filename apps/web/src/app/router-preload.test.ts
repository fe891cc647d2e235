import type { RouteObject } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mainRoutes } from './main-routes';
import { loadMainRoutes, MAIN_SECTIONS, preloadScreens, routes } from './router';

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
beforeAll(async () => {
  await loadMainRoutes();
  spyOnLazy(routes);
});
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

describe('the main layout\'s screens, a chunk of their own', () => {
  it('are added to the route table once, under the sections the first bundle knows', async () => {
    await loadMainRoutes();
    const main = routes[0]!.children!.flatMap((branch) => branch.children ?? []).find((route) => route.id === 'main')!;
    expect(main.children!.filter((route) => mainRoutes.includes(route))).toHaveLength(mainRoutes.length);
    expect(main.children).toHaveLength(mainRoutes.length + 1); // and the index redirect
    const sections = new Set<string>();
    const collect = (tree: RouteObject[]) =>
      tree.forEach((route) => (route.path ? sections.add(route.path.split('/')[0]!) : collect(route.children ?? [])));
    collect(mainRoutes);
    expect([...sections].sort()).toEqual([...MAIN_SECTIONS].sort());
  });
});
