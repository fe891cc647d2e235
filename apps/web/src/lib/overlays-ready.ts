/** Resolves once the dialog and notice hosts (app/overlays.tsx) are mounted. */
let resolve: () => void = () => {};
export const overlaysReady = new Promise<void>((r) => {
  resolve = r;
});
export const markOverlaysReady = () => resolve();
