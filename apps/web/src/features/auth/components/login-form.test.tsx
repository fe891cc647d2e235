// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '@/lib/query-client';
import { eventually } from '@/test/eventually';
import { LoginForm } from './login-form';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root;
let host: HTMLElement;
let posted: unknown[];
let answer: () => Response;

const input = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
const errorOf = (name: string) => {
  const describedBy = input(name).getAttribute('aria-describedby') ?? '';
  return describedBy
    .split(' ')
    .map((id) => document.getElementById(id))
    .find((el) => el?.className.includes('error'))?.textContent ?? null;
};
/** Types like a user: React sees the change through the value setter and an input event. */
async function type(name: string, value: string) {
  await act(async () => {
    const el = input(name);
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(el, value);
    el.dispatchEvent(new Event('input', { bubbles: true }));
  });
}
/** Submits and waits until the form is done: its button stops showing progress (the check, and the request when one is sent, are over). */
async function submit() {
  await act(async () => document.querySelector('form')!.requestSubmit());
  await eventually(() => expect(document.querySelector('button[type="submit"]')!.hasAttribute('data-loading')).toBe(false));
}

beforeEach(async () => {
  posted = [];
  answer = () => new Response(JSON.stringify({ code: 'INVALID_CREDENTIALS', message: 'Wrong e-mail or password' }), { status: 422 });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      posted.push(JSON.parse(String(init.body)));
      return answer();
    }),
  );
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  await act(async () => {
    root.render(
      <MantineProvider>
        <QueryClientProvider client={queryClient}>
          <MemoryRouter>
            <LoginForm />
          </MemoryRouter>
        </QueryClientProvider>
      </MantineProvider>,
    );
  });
});
afterEach(() => {
  act(() => root.unmount());
  host.remove();
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('login form', () => {
  it('checks the fields with the shared schema before sending anything and focuses the first wrong one', async () => {
    await submit();
    expect(posted).toEqual([]);
    expect(errorOf('email')).toBe('validation.email');
    expect(errorOf('password')).toBe('validation.required');
    expect(document.activeElement).toBe(input('email'));

    await type('email', 'not-an-address');
    await type('password', 'secret');
    // Each change is checked again once the (lazily loaded) schema answers.
    await eventually(() => expect(errorOf('password')).toBeNull());
    expect(errorOf('email')).toBe('validation.email');
  });

  it('re-checks a field on change only after the first submit', async () => {
    // Before the first submit a change starts no check at all (nothing asynchronous to wait for).
    await type('email', 'nope');
    expect(errorOf('email')).toBeNull();
    await submit();
    expect(errorOf('email')).toBe('validation.email');
    await type('email', 'owner@demo.test');
    await eventually(() => expect(errorOf('email')).toBeNull());
    expect(errorOf('password')).toBe('validation.required');
  });

  it('sends the parsed values (address trimmed and lower-cased) and shows the server message above the form', async () => {
    await type('email', '  Owner@Demo.TEST ');
    await type('password', 'wrong-password');
    await submit();
    expect(posted).toEqual([{ email: 'owner@demo.test', password: 'wrong-password' }]);
    expect(document.querySelector('[role="alert"]')?.textContent).toBe('Wrong e-mail or password');
  });

  it("puts the server's field errors on their fields", async () => {
    answer = () => new Response(JSON.stringify({ code: 'VALIDATION', message: 'Check', errors: { password: ['Too old'] } }), { status: 422 });
    await type('email', 'owner@demo.test');
    await type('password', 'x');
    await submit();
    expect(errorOf('password')).toBe('Too old');
    expect(document.activeElement).toBe(input('password'));
  });
});
