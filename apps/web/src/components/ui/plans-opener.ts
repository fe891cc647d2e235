/**
 * The plans dialog (spec §2.5 "Plans and options") belongs to the subscription feature, which the
 * app registers here at start (app/router.tsx), so shared parts (the limit alert's Upgrade, the
 * premium placeholder) can open it without importing a feature.
 */
type Opener = () => void;
let opener: Opener | null = null;

export function setPlansOpener(next: Opener | null): void {
  opener = next;
}

export function openPlans(): void {
  opener?.();
}
