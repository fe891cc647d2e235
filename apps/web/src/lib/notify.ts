import type * as NoticeShow from './notice-show';
import { wantOverlays } from './overlays-ready';

export type { NoticeKind } from './notice-show';
type NoticeKind = NoticeShow.NoticeKind;

// Mantine's notice store and the notice icons load with the first notice, not with every first
// screen (the API client, in the entry, imports this module): Login's first visit is lighter.
let shower: Promise<typeof NoticeShow> | null = null;

/** A notice in the corner; it closes itself after 5000 ms (spec §8, §9). */
export function notify(kind: NoticeKind, message: string, title?: string): void {
  wantOverlays(); // the notice waits in the store until its host is mounted
  shower ??= import('./notice-show');
  shower.then(
    (module) => module.showNotice(kind, message, title),
    (error: unknown) => {
      shower = null;
      console.warn('notice not shown', message, error);
    },
  );
}
