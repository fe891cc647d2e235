/** Placeholder until the screen lands (web contract). */
export function OnboardingScreen() {
  return null;
}
