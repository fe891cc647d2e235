import type { ReactNode } from 'react';
import { modals } from '@mantine/modals';
import type { ModalSettings } from '@mantine/modals';
import { overlaysReady } from '@/lib/overlays-ready';

let sequence = 0;

/**
 * Opens a dialog imperatively (from any feature, or from outside React) and resolves with the
 * value it closes with, or `undefined` when dismissed (Escape, overlay, close button).
 */
export function openDialog<T>(render: (close: (value: T) => void) => ReactNode, settings: ModalSettings = {}): Promise<T | undefined> {
  sequence += 1;
  const modalId = `dialog-${sequence}`;
  return overlaysReady.then(() => new Promise<T | undefined>((resolve) => {
    let settled = false;
    const finish = (value: T | undefined) => {
      if (settled) return;
      settled = true;
      resolve(value);
    };
    modals.open({
      ...settings,
      modalId,
      onClose: () => finish(undefined),
      children: render((value) => {
        finish(value);
        modals.close(modalId);
      }),
    });
  }));
}
