import { useCallback, useRef } from 'react';
import type { DialogState } from '../components/dialog-state';

/**
 * Keyboard users come back where they were: the element that had focus when a dialog opened gets
 * it again when the dialog closes (or the grid's focus stop, when that element is gone).
 */
export function useDialogFocus(set: (dialog: DialogState) => void) {
  const opener = useRef<HTMLElement | null>(null);
  return useCallback(
    (dialog: DialogState) => {
      if (dialog) {
        const active = document.activeElement;
        opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
      }
      set(dialog);
      if (!dialog) {
        const back = opener.current;
        opener.current = null;
        // after the dialog's own focus handling and closing transition
        setTimeout(() => {
          if (document.activeElement && document.activeElement !== document.body) return;
          const target = back?.isConnected ? back : document.querySelector<HTMLElement>('[data-calendar-scroller] [tabindex="0"]');
          target?.focus({ preventScroll: true });
        }, 250);
      }
    },
    [set],
  );
}
