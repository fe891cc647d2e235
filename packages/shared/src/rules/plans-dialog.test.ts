import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PLANS } from '../constants';
import { continueAction, continueDisabled, DEFAULT_PLAN_CHOICE, seatMinusDisabled, stepSeats } from './plans-dialog';

describe('the seat counter (spec §5)', () => {
  it('disables minus at current_employees and never steps below it', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 50 }), fc.integer({ min: 0, max: 50 }), (current, extra) => {
      const employees = current + extra;
      expect(seatMinusDisabled(employees, current)).toBe(extra === 0);
      expect(stepSeats(employees, current, -1)).toBe(Math.max(current, employees - 1));
      expect(stepSeats(employees, current, 1)).toBe(employees + 1);
    }));
  });
});

describe('Continue (spec §4)', () => {
  const base = { inTrial: false, selected: { plan: 'start' as const, interval: 'year' as const }, current: { name: 'start' as const, interval: 'year' as const }, employees: 3, currentEmployees: 3 };
  it('opens on pro, yearly', () => expect(DEFAULT_PLAN_CHOICE).toEqual({ plan: 'pro', interval: 'year' }));
  it('is disabled only when not in trial, the same plan and interval, and no seats added', () => {
    expect(continueDisabled(base)).toBe(true);
    expect(continueDisabled({ ...base, inTrial: true })).toBe(false);
    expect(continueDisabled({ ...base, selected: { plan: 'pro', interval: 'year' } })).toBe(false);
    expect(continueDisabled({ ...base, selected: { plan: 'start', interval: 'month' } })).toBe(false);
    expect(continueDisabled({ ...base, employees: 4 })).toBe(false);
  });
  it('leads manage to the downgrade confirmation (disabled only when on manage already) and paid plans to the preview', () => {
    expect(continueDisabled({ ...base, selected: { plan: 'manage', interval: 'year' } })).toBe(false);
    expect(continueDisabled({ ...base, inTrial: true, selected: { plan: 'manage', interval: 'year' }, current: { name: 'manage', interval: 'month' } })).toBe(true);
    for (const plan of PLANS) expect(continueAction(plan)).toBe(plan === 'manage' ? 'downgrade' : 'preview');
  });
});
