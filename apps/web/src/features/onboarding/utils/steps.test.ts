import { describe, expect, it } from 'vitest';
import { nextStep, previousStep, stepToShow } from './steps';

describe('onboarding steps', () => {
  it('shows an asked step only once it has been reached, else the saved step', () => {
    expect(stepToShow(undefined, 'details')).toBe('details');
    expect(stepToShow('about', 'details')).toBe('about');
    expect(stepToShow('details', 'details')).toBe('details');
    expect(stepToShow('plan', 'details')).toBe('details');
    expect(stepToShow('nonsense', 'goals')).toBe('goals');
  });

  it('walks about → goals → details → location → schedule → services → plan', () => {
    expect(nextStep('about')).toBe('goals');
    expect(nextStep('schedule')).toBe('services');
    expect(nextStep('services')).toBe('plan');
    expect(previousStep('plan')).toBe('services');
    expect(nextStep('plan')).toBeNull();
    expect(previousStep('about')).toBeNull();
    expect(previousStep('location')).toBe('details');
  });
});
