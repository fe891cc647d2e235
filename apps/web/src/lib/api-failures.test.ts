import { describe, expect, it, vi } from 'vitest';
import { applyFailure, type FailureEffects } from './api-failures';
import { NETWORK_FAILURE } from './api-error';

function effects() {
  const calls = {
    notify: vi.fn<FailureEffects['notify']>(),
    openLimitAlert: vi.fn<FailureEffects['openLimitAlert']>(),
    signOut: vi.fn<FailureEffects['signOut']>(),
    redirect: vi.fn<FailureEffects['redirect']>(),
  };
  const all: FailureEffects = { ...calls, t: (key) => `[${key}]` };
  return { ...calls, all };
}

describe('error catalogue (spec §8)', () => {
  it('400: one negative notice per non-empty body field, with its first message', () => {
    const e = effects();
    applyFailure(400, { code: 'BAD_REQUEST', body: ['Bad JSON', 'second'], email: ['Taken'], empty: [], blank: '' }, e.all);
    expect(e.notify.mock.calls).toEqual([
      ['negative', 'Bad JSON'],
      ['negative', 'Taken'],
    ]);
  });

  it('400 without any message still tells the user', () => {
    const e = effects();
    applyFailure(400, { code: 'BAD_REQUEST' }, e.all);
    expect(e.notify.mock.calls).toEqual([['negative', '[shell.error_bad_request]']]);
  });

  it.each([422, 403])('%i with an errors object: each error is a warning notice', (status) => {
    const e = effects();
    applyFailure(status, { code: 'VALIDATION', message: 'Fix the fields', errors: { email: ['Bad e-mail', 'x'], phone: ['Too short'] } }, e.all);
    expect(e.notify.mock.calls).toEqual([
      ['warning', 'Bad e-mail'],
      ['warning', 'Too short'],
    ]);
  });

  it.each([422, 403])('%i with limits opens the limit alert with platform, title and description', (status) => {
    const e = effects();
    applyFailure(
      status,
      { code: 'PLAN_LIMIT', message: 'Your plan does not include this', message_description: 'Upgrade', limits: { employees: 2 }, platform: 'app' },
      e.all,
    );
    expect(e.openLimitAlert).toHaveBeenCalledWith({
      platform: 'app',
      title: 'Your plan does not include this',
      description: 'Upgrade',
      limits: { employees: 2 },
    });
    expect(e.notify).not.toHaveBeenCalled();
  });

  it('a limit without a platform is treated as the web', () => {
    const e = effects();
    applyFailure(403, { message: 'Limit', limits: {} }, e.all);
    expect(e.openLimitAlert.mock.calls[0]?.[0].platform).toBe('web');
  });

  it.each([
    [{ msg: 'from msg', message: 'from message' }, 'from msg'],
    [{ message: 'from message', data: { message: 'from data' } }, 'from message'],
    [{ data: { message: 'from data' }, errors: 'from errors' }, 'from data'],
    [{ errors: ['from errors'] }, 'from errors'],
    [{}, '[shell.error_generic]'],
  ])('422/403 otherwise: msg → message → data.message → errors (%j)', (body, shown) => {
    for (const status of [422, 403]) {
      const e = effects();
      applyFailure(status, body, e.all);
      expect(e.notify.mock.calls).toEqual([['negative', shown]]);
    }
  });

  it('422 whose errors object is empty falls back to the message', () => {
    const e = effects();
    applyFailure(422, { message: 'Nope', errors: { email: [] } }, e.all);
    expect(e.notify.mock.calls).toEqual([['negative', 'Nope']]);
  });

  it('401 signs out and shows nothing', () => {
    const e = effects();
    applyFailure(401, { code: 'UNAUTHENTICATED', message: 'Session ended' }, e.all);
    expect(e.signOut).toHaveBeenCalledOnce();
    expect(e.notify).not.toHaveBeenCalled();
  });

  it('302 hands the action body to the redirect', () => {
    const e = effects();
    const body = { action: 'select_venue', token: 't', venues: [{ id: 1 }] };
    applyFailure(302, body, e.all);
    expect(e.redirect).toHaveBeenCalledWith(body);
    expect(e.notify).not.toHaveBeenCalled();
  });

  it('any other failure is a negative notice with the error message', () => {
    const e = effects();
    applyFailure(409, { code: 'SLOT_TAKEN', message: 'This time is already booked.' }, e.all);
    applyFailure(500, { code: 'INTERNAL', request_id: 'abc' }, e.all);
    applyFailure(NETWORK_FAILURE, {}, e.all);
    expect(e.notify.mock.calls).toEqual([
      ['negative', 'This time is already booked.'],
      ['negative', '[shell.error_generic]'],
      ['negative', '[shell.error_network]'],
    ]);
  });

  it('silent suppresses notices but still signs out, redirects and opens the limit alert', () => {
    const e = effects();
    applyFailure(422, { errors: { email: ['Bad'] } }, e.all, { silent: true });
    applyFailure(400, { body: ['Bad'] }, e.all, { silent: true });
    applyFailure(401, {}, e.all, { silent: true });
    applyFailure(302, { action: 'go_calendar' }, e.all, { silent: true });
    applyFailure(403, { message: 'Limit', limits: {} }, e.all, { silent: true });
    expect(e.notify).not.toHaveBeenCalled();
    expect(e.signOut).toHaveBeenCalledOnce();
    expect(e.redirect).toHaveBeenCalledOnce();
    expect(e.openLimitAlert).toHaveBeenCalledOnce();
  });

  it('a body that is not an object never throws', () => {
    const e = effects();
    expect(() => applyFailure(422, 'oops', e.all)).not.toThrow();
    expect(() => applyFailure(400, null, e.all)).not.toThrow();
    expect(e.notify).toHaveBeenCalledTimes(2);
  });
});
