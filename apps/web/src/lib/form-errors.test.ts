import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from './api-error';
import { applyServerErrors, errorText, issuePhrase } from './form-errors';

const issueOf = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  if (result.success) throw new Error('expected an issue');
  return result.error.issues[0] as unknown as Parameters<typeof issuePhrase>[0];
};

describe('form errors', () => {
  it('chooses the validation phrases the server uses', () => {
    expect(issuePhrase(issueOf(z.object({ a: z.string() }), {}))).toEqual({ key: 'validation.required' });
    expect(issuePhrase(issueOf(z.string().min(1), ''))).toEqual({ key: 'validation.required' });
    expect(issuePhrase(issueOf(z.string().min(8), 'abc'))).toEqual({ key: 'validation.too_short', vars: { min: 8 } });
    expect(issuePhrase(issueOf(z.string().max(3), 'abcd'))).toEqual({ key: 'validation.too_long', vars: { max: 3 } });
    expect(issuePhrase(issueOf(z.array(z.string()).min(1), []))).toEqual({ key: 'validation.too_few', vars: { min: 1 } });
    expect(issuePhrase(issueOf(z.email(), 'nope'))).toEqual({ key: 'validation.email' });
    expect(issuePhrase(issueOf(z.enum(['a', 'b']), 'c'))).toEqual({ key: 'validation.one_of' });
    const refined = z.string().refine(() => false, { params: { key: 'auth_screens.passwords_differ' } });
    expect(issuePhrase(issueOf(refined, 'x'))).toEqual({ key: 'auth_screens.passwords_differ' });
  });

  it('puts a 422 field error on its field and returns the rest', () => {
    const setError = vi.fn();
    const error = new ApiError(422, 'VALIDATION', { message: 'Fix it', errors: { email: ['Taken'], 'hours.0.opens_at': ['Overlap'], other: ['Odd'] } });
    expect(applyServerErrors(error, setError, ['email', 'hours'])).toEqual(['Odd']);
    expect(setError).toHaveBeenCalledWith('email', { type: 'server', message: 'Taken' }, { shouldFocus: true });
    expect(setError).toHaveBeenCalledWith('hours.0.opens_at', { type: 'server', message: 'Overlap' }, { shouldFocus: false });
  });

  it('reports no field errors for other failures and finds their message', () => {
    const error = new ApiError(422, 'INVALID_CREDENTIALS', { message: 'Wrong password' });
    expect(applyServerErrors(error, vi.fn(), ['email'])).toBeNull();
    expect(errorText(error)).toBe('Wrong password');
    expect(errorText(new Error('x'))).toBeNull();
  });
});
