import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '@/test/memory-storage';
import { api, buildUrl } from './api-client';
import { ApiError } from './api-error';
import { accessStore, resetAccess } from './can';
import { setNavigator } from './navigation';
import { setToken, tokenStore, venuesStore } from './session';

const navigate = vi.fn();
let storage: Storage;

function respond(status: number, body: unknown) {
  const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => new Response(body === undefined ? '' : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
const sentHeaders = (fetchMock: ReturnType<typeof respond>) => new Headers(fetchMock.mock.calls[0]?.[1].headers);

beforeEach(() => {
  storage = memoryStorage({ lang_type: 'de', lang_phrases: '{"a":"b"}', lang_date: '1', device_info: 'x', venues: '[]', other: 'y' });
  vi.stubGlobal('localStorage', storage);
  navigate.mockReset();
  setNavigator(navigate);
  tokenStore.set(null);
  resetAccess();
});
afterEach(() => vi.unstubAllGlobals());

describe('api client requests', () => {
  it('sends JSON, language, platform and the bearer token', async () => {
    setToken('secret-token');
    const fetchMock = respond(200, { ok: true });
    await expect(api.get('settings/initial')).resolves.toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/v1/b2b/settings/initial');
    expect(init.method).toBe('GET');
    const headers = sentHeaders(fetchMock);
    expect(headers.get('authorization')).toBe('Bearer secret-token');
    expect(headers.get('accept')).toBe('application/json');
    expect(headers.get('content-language')).toBe('de');
    expect(headers.get('x-platform')).toBe('web');
    expect(headers.has('content-type')).toBe(false);
  });

  it('sends the stamp of the permission map it holds, and takes a new map from a 403', async () => {
    setToken('secret-token');
    let fetchMock = respond(200, { permissions: { calendar: 1, staff: 1 } });
    await api.get('settings/initial');
    expect(sentHeaders(fetchMock).has('x-permissions-stamp')).toBe(false);
    fetchMock = respond(403, { code: 'FORBIDDEN', message: 'No', permissions: { calendar: 1, staff: 0 } });
    await expect(api.get('employees', undefined, { silent: true })).rejects.toBeInstanceOf(ApiError);
    expect(sentHeaders(fetchMock).get('x-permissions-stamp')).toBe('10010000000000000000');
    expect(accessStore.get().permissions).toMatchObject({ calendar: 1, staff: 0 });
  });

  it('sends no Authorization header without a token', async () => {
    const fetchMock = respond(200, {});
    await api.get('translations/de');
    expect(sentHeaders(fetchMock).has('authorization')).toBe(false);
  });

  it('POST sends a JSON body, and {} when there is none', async () => {
    let fetchMock = respond(200, {});
    await api.post('auth/login', { email: 'a@b.c' });
    expect(fetchMock.mock.calls[0]?.[1].body).toBe('{"email":"a@b.c"}');
    expect(sentHeaders(fetchMock).get('content-type')).toBe('application/json');
    fetchMock = respond(200, {});
    await api.post('subscription/method/change');
    expect(fetchMock.mock.calls[0]?.[1].body).toBe('{}');
  });

  it('POST sends a file (a picture upload) as it is, with its own content type', async () => {
    const fetchMock = respond(200, { logo: '/x.webp' });
    const file = new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' });
    await api.post('settings/venue/logo', file);
    expect(fetchMock.mock.calls[0]?.[1].body).toBe(file);
    expect(sentHeaders(fetchMock).get('content-type')).toBe('image/png');
  });

  it('DELETE may carry a JSON body', async () => {
    const fetchMock = respond(200, {});
    await api.delete('employees/events/timeoff/delete', { id: 3 });
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ method: 'DELETE', body: '{"id":3}' });
  });

  it('builds query strings, skipping empty values and repeating arrays', () => {
    expect(buildUrl('/sms/history', { page: 2, per_page: 10, q: undefined, x: null, ids: [1, 2] })).toBe('/api/v1/b2b/sms/history?page=2&per_page=10&ids=1&ids=2');
    expect(buildUrl('appointments', {})).toBe('/api/v1/b2b/appointments');
  });

  it('rebuilds the access maps from whichever fields a successful response carries', async () => {
    respond(200, { permissions: { calendar: 1, staff: 0 }, subscription: { discounts: 0 }, subscription_info: 1, sms_amount: 40 });
    await api.get('settings/initial');
    expect(accessStore.get()).toEqual({ permissions: { calendar: 1, staff: 0 }, features: { discounts: 0 }, subscriptionInfo: 1, smsAmount: 40 });
    respond(200, { sms_amount: 39 });
    await api.get('sms/list');
    expect(accessStore.get()).toMatchObject({ permissions: { calendar: 1, staff: 0 }, smsAmount: 39 });
  });
});

describe('api client failures', () => {
  it('rejects with ApiError carrying status, code and body', async () => {
    respond(409, { code: 'SLOT_TAKEN', message: 'Taken' });
    const error = await api.post('appointments/store', {}, { silent: true }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, code: 'SLOT_TAKEN', body: { code: 'SLOT_TAKEN', message: 'Taken' } });
  });

  it('exposes field errors of a 422 for inline display', async () => {
    respond(422, { code: 'VALIDATION', message: 'Fix', errors: { email: ['Bad'] } });
    const error = (await api.post('x', {}, { silent: true }).catch((e: unknown) => e)) as ApiError;
    expect(error.fieldErrors).toEqual({ email: ['Bad'] });
  });

  it('401 signs out: token and stored state cleared except device info and languages, then Login', async () => {
    setToken('old');
    respond(401, { code: 'UNAUTHENTICATED', message: 'Session ended' });
    await expect(api.get('settings/initial')).rejects.toMatchObject({ status: 401 });
    expect(tokenStore.get()).toBeNull();
    expect(storage.getItem('auth_token')).toBeNull();
    expect(storage.getItem('other')).toBeNull();
    expect(storage.getItem('venues')).toBeNull();
    expect(storage.getItem('device_info')).toBe('x');
    expect(storage.getItem('lang_type')).toBe('de');
    expect(storage.getItem('lang_phrases')).toBe('{"a":"b"}');
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true });
  });

  it('302 select_venue stores the token and venues, goes to Venues, and still rejects', async () => {
    const venues = [{ id: 1, title: 'A', address: '', logo: null }];
    respond(302, { action: 'select_venue', token: 'new-token', venues });
    await expect(api.post('auth/login', {})).rejects.toMatchObject({ status: 302, code: 'REDIRECT' });
    expect(tokenStore.get()).toBe('new-token');
    expect(storage.getItem('auth_token')).toBe('new-token');
    expect(venuesStore.get()).toEqual(venues);
    expect(navigate).toHaveBeenCalledWith('/venues', undefined);
  });

  it.each([
    ['go_to_onboarding', '/onboarding'],
    ['go_calendar', '/calendar'],
    ['go_to_profile', '/profile/settings'],
  ])('302 %s goes to %s', async (action, path) => {
    respond(302, { action });
    await expect(api.post('auth/select-venue', { venue_id: 1 })).rejects.toMatchObject({ status: 302 });
    expect(navigate).toHaveBeenCalledWith(path, undefined);
  });

  it('a network failure rejects with status 0', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    await expect(api.get('settings/initial', undefined, { silent: true })).rejects.toMatchObject({ status: 0, code: 'NETWORK' });
  });
});
