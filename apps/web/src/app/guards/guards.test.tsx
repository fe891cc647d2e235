// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { absorbAccessFields, resetAccess } from '@/lib/can';
import { PROFILE_KEY, SETTINGS_KEY } from '@/lib/auth';
import { queryClient } from '@/lib/query-client';
import { tokenStore } from '@/lib/session';
import { eventually } from '@/test/eventually';
import { loadMainRoutes, routes } from '../router';
import { AuthGuard } from './auth-guard';
import { GuestGuard } from './guest-guard';
import { PermissionGate } from './permission-gate';
import { RouteGuard } from './route-guard';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;
let host: HTMLElement;

async function renderAt(path: string, tree: RouteObject[]) {
  const router = createMemoryRouter(tree, { initialEntries: [path] });
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  await act(async () => {
    root!.render(
      <MantineProvider>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </MantineProvider>,
    );
  });
  // Lazy screens load on the first navigation: wait until the router has settled. A guard's redirect
  // comes after that (from an effect), so each test then waits for what it expects to see.
  await eventually(() => expect(router.state.initialized && router.state.navigation.state === 'idle').toBe(true));
  return router;
}

const page = (text: string) => ({ element: <p>{text}</p> });
const tree = (guard: RouteObject): RouteObject[] => [
  guard,
  { path: '/login', ...page('login page') },
  { path: '/calendar', ...page('calendar page') },
  { path: '/venues', ...page('venues page') },
];

beforeEach(() => {
  tokenStore.set(null);
  resetAccess();
  queryClient.clear();
  vi.stubGlobal('fetch', vi.fn(() => new Promise(() => {})));
});
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  host.remove();
  vi.unstubAllGlobals();
});

describe('guards (spec §2.1)', () => {
  it('auth guard sends a user without a token to Login', async () => {
    const router = await renderAt('/secret', tree({ element: <AuthGuard />, children: [{ path: '/secret', ...page('secret') }] }));
    await eventually(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('auth guard lets a signed-in user through', async () => {
    tokenStore.set('token');
    await renderAt('/secret', tree({ element: <AuthGuard />, children: [{ path: '/secret', ...page('secret') }] }));
    await eventually(() => expect(host.textContent).toContain('secret'));
  });

  it('guest guard sends a signed-in user to Calendar', async () => {
    tokenStore.set('token');
    const router = await renderAt('/sign-up', tree({ element: <GuestGuard />, children: [{ path: '/sign-up', ...page('sign up') }] }));
    await eventually(() => expect(router.state.location.pathname).toBe('/calendar'));
  });

  it('permission gate shows the access page once permissions lack the flag, never the screen', async () => {
    absorbAccessFields({ permissions: { calendar: 1, staff: 0 } });
    await renderAt('/staff', tree({ element: <PermissionGate flag="staff" />, children: [{ path: '/staff', ...page('staff screen') }] }));
    await eventually(() => expect(host.textContent).toContain('shell.access_title'));
    expect(host.textContent).not.toContain('staff screen');
  });

  it('permission gate shows the screen when the flag is granted', async () => {
    absorbAccessFields({ permissions: { staff: 1 } });
    await renderAt('/staff', tree({ element: <PermissionGate flag="staff" />, children: [{ path: '/staff', ...page('staff screen') }] }));
    await eventually(() => expect(host.textContent).toContain('staff screen'));
  });

  it('route guard waits for settings and profile, then opens the page', async () => {
    tokenStore.set('token');
    const guarded = tree({ element: <RouteGuard />, children: [{ path: '/profile', ...page('profile page') }] });
    await renderAt('/profile', guarded);
    // Still loading (the stubbed fetch never answers): the loader, not the page.
    await eventually(() => expect(host.querySelector('[role="status"]')).not.toBeNull());
    expect(host.textContent).not.toContain('profile page');
    act(() => root?.unmount());
    host.remove();
    queryClient.setQueryData(SETTINGS_KEY, { id: 1 });
    queryClient.setQueryData(PROFILE_KEY, { id: 5 });
    await renderAt('/profile', guarded);
    await eventually(() => expect(host.textContent).toContain('profile page'));
  });

  it('route guard sends a user without a chosen venue to Venues', async () => {
    tokenStore.set('token');
    queryClient.setQueryData(SETTINGS_KEY, { id: 0 });
    queryClient.setQueryData(PROFILE_KEY, { id: 5 });
    const router = await renderAt('/profile', tree({ element: <RouteGuard />, children: [{ path: '/profile', ...page('profile page') }] }));
    await eventually(() => expect(router.state.location.pathname).toBe('/venues'));
  });
});

describe('the app routes', () => {
  beforeAll(() => loadMainRoutes());

  it('shows Not Found for an unknown path', async () => {
    await renderAt('/no/such/page', routes);
    await eventually(() => expect(host.textContent).toContain('shell.not_found_title'));
  });

  it.each(['/', '/calendar', '/profile/settings', '/venues', '/onboarding'])('sends a signed-out visitor of %s to Login', async (path) => {
    const router = await renderAt(path, routes);
    await eventually(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('redirects / to /calendar for a signed-in user, inside the main layout', async () => {
    tokenStore.set('token');
    queryClient.setQueryData(SETTINGS_KEY, { id: 1, title: 'Demo Salon', address: '', is_multiple: [] });
    queryClient.setQueryData(PROFILE_KEY, { id: 5, first_name: 'Emma', last_name: 'de Vries', email: 'e@x.test', avatar: null });
    const router = await renderAt('/', routes);
    await eventually(() => expect(router.state.location.pathname).toBe('/calendar'));
    await eventually(() => expect(host.textContent).toContain('Demo Salon'));
    await eventually(() => expect(host.textContent).toContain('Emma D.'));
    expect(host.querySelector('nav[aria-label="shell.main_navigation"]')).not.toBeNull();
  });

  it('sends a signed-in user from /login to /calendar', async () => {
    tokenStore.set('token');
    const router = await renderAt('/login', routes);
    await eventually(() => expect(router.state.location.pathname).toBe('/calendar'));
  });
});
