import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '@/test/memory-storage';
import { api } from './api-client';
import { setNavigator } from './navigation';
import { tokenStore } from './session';

/** Every POST that creates something carries an Idempotency-Key: new per action, the same when that action is sent again. */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
let answers: (() => Response)[] = [];
const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => {
  const next = answers.shift();
  if (!next) throw new TypeError('Failed to fetch');
  return next();
});
const ok = () => new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } });
const serverError = () => new Response('{"code":"INTERNAL"}', { status: 500, headers: { 'content-type': 'application/json' } });
const keyOf = (call: number) => new Headers(fetchMock.mock.calls[call]?.[1].headers).get('idempotency-key');
const attempt = (promise: Promise<unknown>) => promise.catch(() => undefined);

beforeEach(() => {
  vi.stubGlobal('localStorage', memoryStorage({}));
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockClear();
  setNavigator(vi.fn());
  tokenStore.set(null);
  answers = [];
});
afterEach(() => vi.unstubAllGlobals());

describe('Idempotency-Key on creating POSTs', () => {
  it('a fresh key for each action that creates something', async () => {
    answers = [ok, ok, ok, ok, ok, ok];
    await api.post('appointments/store', { date: '2027-01-01', services: [] }, { silent: true });
    await api.post('appointments/store', { date: '2027-01-02', services: [] }, { silent: true });
    await api.post('customers/store', { first_name: 'A' }, { silent: true });
    await api.post('block-time/store', { employee_id: 1 }, { silent: true });
    await api.post('appointments/recurring', { date: '2027-01-01' }, { silent: true });
    await api.post('employees/events/timeoff/new', { employee_id: 1 }, { silent: true });
    const keys = [0, 1, 2, 3, 4, 5].map(keyOf);
    for (const key of keys) expect(key).toMatch(UUID);
    expect(new Set(keys).size).toBe(6);
  });

  it('the same key when the same action is sent again after its answer was lost, a new one once it succeeded', async () => {
    const body = { date: '2027-01-01', services: [{ employee_id: 1, start_time: '10:00' }] };
    answers = [];
    await attempt(api.post('appointments/store', body, { silent: true })); // network failure
    answers = [serverError];
    await attempt(api.post('appointments/store', { ...body }, { silent: true })); // outcome unknown
    answers = [ok];
    await api.post('appointments/store', body, { silent: true });
    expect(keyOf(1)).toBe(keyOf(0));
    expect(keyOf(2)).toBe(keyOf(0));
    answers = [ok];
    await api.post('appointments/store', body, { silent: true });
    expect(keyOf(3)).toMatch(UUID);
    expect(keyOf(3)).not.toBe(keyOf(0));
  });

  it('a changed request (e.g. forced after a clash) is another action', async () => {
    answers = [() => new Response('{"code":"SLOT_TAKEN"}', { status: 409 }), ok];
    await attempt(api.post('appointments/store', { date: '2027-01-01' }, { silent: true }));
    await api.post('appointments/store', { date: '2027-01-01', force: true }, { silent: true });
    expect(keyOf(1)).not.toBe(keyOf(0));
  });

  it('no key on reads, updates and other POSTs', async () => {
    answers = [ok, ok, ok];
    await api.get('appointments');
    await api.post('appointments/update-status/5', { status: 'done' }, { silent: true });
    await api.post('block-time/update', { id: 1 }, { silent: true });
    expect([0, 1, 2].map(keyOf)).toEqual([null, null, null]);
  });
});
