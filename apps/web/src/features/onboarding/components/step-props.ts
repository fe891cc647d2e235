import type { OnboardingState } from '@chairside/shared/onboarding';

/** What every step form gets from the onboarding screen. */
export interface StepProps {
  state: OnboardingState;
  /** Called with the saved state (null after the last step, when the app is already on its way to the calendar). */
  onSaved: (next: OnboardingState | null) => void;
  onBack?: () => void;
}
