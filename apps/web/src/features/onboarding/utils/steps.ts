import { ONBOARDING_STEPS, type OnboardingStep } from '@chairside/shared/constants';

export { ONBOARDING_STEPS, type OnboardingStep };

export const isStep = (value: string | undefined): value is OnboardingStep =>
  !!value && (ONBOARDING_STEPS as readonly string[]).includes(value);

export const stepIndex = (step: OnboardingStep) => ONBOARDING_STEPS.indexOf(step);

export const nextStep = (step: OnboardingStep): OnboardingStep | null => ONBOARDING_STEPS[stepIndex(step) + 1] ?? null;
export const previousStep = (step: OnboardingStep): OnboardingStep | null => ONBOARDING_STEPS[stepIndex(step) - 1] ?? null;

/** The step to show for a URL: the asked one when it has been reached, else the saved step. */
export function stepToShow(asked: string | undefined, saved: OnboardingStep): OnboardingStep {
  if (isStep(asked) && stepIndex(asked) <= stepIndex(saved)) return asked;
  return saved;
}
