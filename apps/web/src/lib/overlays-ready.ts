import { observable, useObservable } from './observable';

/**
 * The dialog and notice hosts (app/overlays.tsx: Modal, Notifications, FocusTrap, ScrollArea…, about
 * 50 kB) are mounted only once something needs them: a signed-in screen (app/providers.tsx), a
 * notice (lib/notify) or a dialog (components/ui/open-dialog, through `overlaysReady`). Login and the
 * other guest screens then do not download them unless they show a notice or a dialog.
 */
export const overlaysWanted = observable(false);
export const wantOverlays = () => overlaysWanted.set(true);
export const useOverlaysWanted = () => useObservable(overlaysWanted);

let resolve: () => void = () => {};
/** Resolves once the dialog and notice hosts are mounted; waiting on it (then, await) asks for them. */
export const overlaysReady = new Promise<void>((r) => {
  resolve = r;
});
const then = overlaysReady.then.bind(overlaysReady);
overlaysReady.then = ((onMounted, onFailed) => {
  wantOverlays();
  return then(onMounted, onFailed);
}) as typeof overlaysReady.then;

/** Called by the hosts once mounted; they then stay (a sign-out's notice still shows). */
export const markOverlaysReady = () => {
  wantOverlays();
  resolve();
};
