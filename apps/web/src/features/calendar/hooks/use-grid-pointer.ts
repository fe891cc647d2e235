import { useEffect, useRef, type RefObject } from 'react';
import type { TimeGrid } from '../utils/time-grid';
import { DRAG_STEP_MINUTES, movedStart, resizedLength, snapMinutes } from '../utils/snap';
import { clockLabel } from '../utils/clock';
import { gestureTarget, type Gesture } from './gesture';
import type { GridActions } from '../components/grid-types';
import itemCss from '../components/calendar-item.module.css';

/**
 * Pointer use of the grid (mouse, pen and touch), by delegation on the scroller:
 * - an item: click opens it; drag moves it (across columns and times, snapped to 5 minutes); the
 *   bottom edge resizes it. While dragging only the dragged element moves (a CSS transform), so
 *   no column renders again until the drop.
 * - empty time: click or drag selects a range for a new booking.
 * - on touch a drag starts after a long press, so a swipe still scrolls or changes column.
 */

/** The grid's actions (all but the header click, which is not a pointer gesture) plus what dragging needs. */
export interface PointerCallbacks extends Omit<GridActions, 'onHeaderClick'> {
  grid: TimeGrid;
  timeFormat: number;
  onSelecting(selection: { col: number; start: number; end: number } | null): void;
}

const DRAG_THRESHOLD = 5;
const DRAGGING = itemCss.dragging ?? 'dragging';
const FORBIDDEN = itemCss.forbidden ?? 'forbidden';
const DRAG_LABEL = itemCss.dragLabel ?? 'dragLabel';
const LONG_PRESS_MS = 350;

export function useGridPointer(scrollerRef: RefObject<HTMLElement | null>, callbacks: PointerCallbacks) {
  const latest = useRef(callbacks);
  useEffect(() => {
    latest.current = callbacks;
  });

  useEffect(() => {
    const found = scrollerRef.current;
    if (!found) return;
    const scroller: HTMLElement = found;
    let gesture: Gesture | null = null;

    const columnRects = () => [...scroller.querySelectorAll<HTMLElement>('[data-col-index]')].map((el) => el.getBoundingClientRect());
    const columnAt = (x: number, rects: DOMRect[]) => {
      const index = rects.findIndex((rect) => x >= rect.left && x < rect.right);
      if (index !== -1) return index;
      return x < (rects[0]?.left ?? 0) ? 0 : rects.length - 1;
    };
    const minutesDelta = (g: Gesture, e: PointerEvent) => (e.clientY - g.y + (scroller.scrollTop - g.scrollTop)) / latest.current.grid.pxPerMinute;
    const minuteAt = (g: Gesture, e: PointerEvent) => {
      const rect = g.rects[g.col];
      const grid = latest.current.grid;
      return rect ? grid.from + (e.clientY - rect.top - (scroller.scrollTop - g.scrollTop)) / grid.pxPerMinute : grid.from;
    };

    const stopTouchScroll = (e: TouchEvent) => {
      if (gesture?.active) e.preventDefault();
    };

    const finish = () => {
      if (gesture?.timer) clearTimeout(gesture.timer);
      window.removeEventListener('pointermove', onMove);
      window.removeEventListener('pointerup', onUp);
      window.removeEventListener('pointercancel', onCancel);
      window.removeEventListener('touchmove', stopTouchScroll);
      gesture = null;
    };

    const resetElement = (g: Gesture) => {
      if (!g.element) return;
      g.element.classList.remove(DRAGGING);
      g.element.style.transform = '';
      if (g.originalHeight !== null) g.element.style.height = `${g.originalHeight}px`;
      const finishPart = g.element.querySelector<HTMLElement>('[data-segment="finish"]');
      if (finishPart && g.finishHeight !== null) finishPart.style.height = `${g.finishHeight}px`;
      const column = g.element.closest<HTMLElement>('[data-col-index]');
      if (column) column.style.zIndex = '';
      g.label?.remove();
    };

    const activate = (g: Gesture) => {
      const cb = latest.current;
      if (g.mode === 'timeoff') {
        cb.onForbidden(null, 'timeoff');
        finish();
        return;
      }
      if ((g.mode === 'move' || g.mode === 'resize') && g.key && !cb.canDrag(g.key, g.mode)) {
        g.element?.classList.add(FORBIDDEN);
        setTimeout(() => g.element?.classList.remove(FORBIDDEN), 400);
        cb.onForbidden(g.key, g.mode);
        finish();
        return;
      }
      g.active = true;
      if (g.element && g.mode !== 'create') {
        g.element.classList.add(DRAGGING);
        // Above the neighbouring columns, below the sticky headers and time axis.
        const column = g.element.closest<HTMLElement>('[data-col-index]');
        if (column) column.style.zIndex = '3';
        g.label = document.createElement('div');
        g.label.className = DRAG_LABEL;
        g.element.appendChild(g.label);
      }
    };

    function onMove(e: PointerEvent) {
      const g = gesture;
      if (!g || e.pointerId !== g.pointerId) return;
      const distance = Math.hypot(e.clientX - g.x, e.clientY - g.y);
      if (!g.active) {
        if (g.touch) {
          // Before the long press a movement is a scroll or a swipe, never a drag.
          if (distance > 10) {
            const dx = e.clientX - g.x;
            if (Math.abs(dx) > 50 && Math.abs(dx) > 1.5 * Math.abs(e.clientY - g.y)) {
              latest.current.onSwipe?.(dx < 0 ? 1 : -1);
              finish();
            } else if (Math.abs(e.clientY - g.y) > 10) finish();
          }
          return;
        }
        if (distance < DRAG_THRESHOLD) return;
        activate(g);
        if (!gesture) return;
      }
      const cb = latest.current;
      const grid = cb.grid;
      if (g.mode === 'create') {
        const anchor = g.anchor ?? 0;
        const here = snapMinutes(minuteAt(g, e), DRAG_STEP_MINUTES);
        const start = Math.max(grid.from, Math.min(anchor, here));
        const end = Math.min(grid.to, Math.max(anchor + DRAG_STEP_MINUTES, here));
        g.selection = { col: g.col, start, end };
        cb.onSelecting(g.selection);
        return;
      }
      const span = g.key ? cb.itemSpan(g.key) : null;
      if (!span || !g.element) return;
      const length = span.end - span.start;
      if (g.mode === 'move') {
        const start = movedStart(span.start, minutesDelta(g, e), length);
        const col = columnAt(e.clientX, g.rects);
        const dx = (g.rects[col]?.left ?? 0) - (g.rects[g.col]?.left ?? 0);
        g.element.style.transform = `translate(${dx}px, ${(start - span.start) * grid.pxPerMinute}px)`;
        g.target = { col, start };
        if (g.label) g.label.textContent = `${clockLabel(start, cb.timeFormat)} – ${clockLabel(start + length, cb.timeFormat)}`;
      } else {
        const newLength = resizedLength(span.start, length, minutesDelta(g, e), span.minLength);
        const grow = (newLength - length) * grid.pxPerMinute;
        g.element.style.height = `${(g.originalHeight ?? 0) + grow}px`;
        const finishPart = g.element.querySelector<HTMLElement>('[data-segment="finish"]');
        if (finishPart && g.finishHeight !== null) finishPart.style.height = `${g.finishHeight + grow}px`;
        g.target = { col: g.col, start: newLength };
        if (g.label) g.label.textContent = `${clockLabel(span.start, cb.timeFormat)} – ${clockLabel(span.start + newLength, cb.timeFormat)}`;
      }
      autoScroll(e);
    }

    function autoScroll(e: PointerEvent) {
      const rect = scroller.getBoundingClientRect();
      const edge = 40;
      if (e.clientY > rect.bottom - edge) scroller.scrollTop += 12;
      else if (e.clientY < rect.top + edge + 64) scroller.scrollTop -= 12;
    }

    function onUp(e: PointerEvent) {
      const g = gesture;
      if (!g || e.pointerId !== g.pointerId) return;
      const cb = latest.current;
      finish();
      if (!g.active) {
        if (g.key && (g.mode === 'move' || g.mode === 'resize')) cb.onItemOpen(g.key);
        else if (g.mode === 'create' && g.anchor !== null) cb.onSelect(g.col, g.anchorSlot ?? g.anchor, null);
        return;
      }
      if (g.mode === 'create') {
        cb.onSelecting(null);
        if (g.selection) cb.onSelect(g.selection.col, g.selection.start, g.selection.end);
        return;
      }
      const span = g.key ? cb.itemSpan(g.key) : null;
      if (g.key && g.target && span) {
        if (g.mode === 'move' && (g.target.col !== g.col || g.target.start !== span.start)) cb.onItemMove(g.key, g.target.col, g.target.start);
        if (g.mode === 'resize' && g.target.start !== span.end - span.start) cb.onItemResize(g.key, g.target.start);
      }
      resetElement(g);
    }

    function onCancel(e: PointerEvent) {
      const g = gesture;
      if (!g || e.pointerId !== g.pointerId) return;
      resetElement(g);
      latest.current.onSelecting(null);
      finish();
    }

    const onDown = (e: PointerEvent) => {
      if (e.button !== 0 || gesture) return;
      const target = gestureTarget(e.target as Element);
      if (!target) return;
      const rects = columnRects();
      const col = target.col;
      const touch = e.pointerType === 'touch';
      const g: Gesture = {
        ...target,
        pointerId: e.pointerId,
        x: e.clientX,
        y: e.clientY,
        scrollTop: scroller.scrollTop,
        rects,
        touch,
        active: false,
        anchor: null,
        anchorSlot: null,
        originalHeight: target.element ? target.element.offsetHeight : null,
        finishHeight: target.element?.querySelector<HTMLElement>('[data-segment="finish"]')?.offsetHeight ?? null,
        label: null,
        target: null,
        selection: null,
        timer: null,
      };
      gesture = g;
      if (g.mode === 'create') {
        const minutes = minuteAt(g, e);
        const grid = latest.current.grid;
        g.anchor = Math.floor(minutes / DRAG_STEP_MINUTES) * DRAG_STEP_MINUTES;
        g.anchorSlot = Math.min(grid.to - grid.interval, Math.floor(minutes / grid.interval) * grid.interval);
        if (col < 0) finish();
      }
      window.addEventListener('pointermove', onMove);
      window.addEventListener('pointerup', onUp);
      window.addEventListener('pointercancel', onCancel);
      if (touch) {
        window.addEventListener('touchmove', stopTouchScroll, { passive: false });
        g.timer = setTimeout(() => {
          if (gesture === g && !g.active) {
            activate(g);
            navigator.vibrate?.(10);
          }
        }, LONG_PRESS_MS);
      } else if (g.mode !== 'create') {
        e.preventDefault();
      }
    };

    scroller.addEventListener('pointerdown', onDown);
    return () => {
      scroller.removeEventListener('pointerdown', onDown);
      if (gesture) resetElement(gesture);
      finish();
    };
  }, [scrollerRef]);
}
