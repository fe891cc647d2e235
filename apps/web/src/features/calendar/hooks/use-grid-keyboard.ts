import { useEffect, useRef, type RefObject } from 'react';
import { navigate, stopAt, type NavModel, type Stop } from '../utils/keyboard-nav';

/**
 * Keyboard use of the grid: arrow keys, Home and End move the roving focus between items and
 * empty slots; Enter (or Space) opens the item or starts a booking in the slot.
 */
export interface KeyboardCallbacks {
  model: NavModel;
  cursor: Stop | null;
  setCursor(stop: Stop): void;
  onOpenItem(key: string): void;
  onOpenSlot(col: number, minutes: number): void;
}

const NAV_KEYS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End']);

export function focusStop(scroller: HTMLElement, stop: Stop): void {
  const selector = stop.key ? `[data-focus-key="${CSS.escape(stop.key)}"]` : '[data-slot-cursor]';
  const element = scroller.querySelector<HTMLElement>(selector);
  if (!element) return;
  element.focus({ preventScroll: true });
  element.scrollIntoView({ block: 'nearest', inline: 'nearest' });
}

export function useGridKeyboard(scrollerRef: RefObject<HTMLElement | null>, callbacks: KeyboardCallbacks) {
  const latest = useRef(callbacks);
  const pendingFocus = useRef<Stop | null>(null);
  useEffect(() => {
    latest.current = callbacks;
    const scroller = scrollerRef.current;
    if (pendingFocus.current && scroller) {
      focusStop(scroller, pendingFocus.current);
      pendingFocus.current = null;
    }
  });

  useEffect(() => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    const onKeyDown = (e: KeyboardEvent) => {
      const target = e.target as HTMLElement;
      if (!target.closest('[data-focus-key], [data-slot-cursor]')) return;
      const cb = latest.current;
      const current = cb.cursor ?? stopAt(cb.model, 0, cb.model.from);
      if (!current) return;
      if (NAV_KEYS.has(e.key)) {
        e.preventDefault();
        const next = navigate(cb.model, current, e.key);
        if (!next) return;
        pendingFocus.current = next;
        cb.setCursor(next);
        return;
      }
      if (e.key === 'Enter' || e.key === ' ') {
        e.preventDefault();
        if (current.key) cb.onOpenItem(current.key);
        else cb.onOpenSlot(current.col, current.minutes);
      }
    };
    const onFocusIn = (e: FocusEvent) => {
      const target = e.target as HTMLElement;
      const key = target.dataset.focusKey;
      if (!key) return;
      const col = Number(target.closest<HTMLElement>('[data-col-index]')?.dataset.colIndex ?? 0);
      const cb = latest.current;
      if (cb.cursor?.key === key) return;
      cb.setCursor({ col, key, minutes: cb.model.columns[col]?.find((item) => item.key === key)?.start ?? cb.model.from });
    };
    scroller.addEventListener('keydown', onKeyDown);
    scroller.addEventListener('focusin', onFocusIn);
    return () => {
      scroller.removeEventListener('keydown', onKeyDown);
      scroller.removeEventListener('focusin', onFocusIn);
    };
  }, [scrollerRef]);
}
