import { useEffect, useRef, type RefObject } from 'react';
import type { TimeGrid } from '../utils/time-grid';

/**
 * Scrolls the grid once when it first appears: to an hour before now when today is shown, else
 * to the top of the visible hours.
 */
export function useInitialScroll(scrollerRef: RefObject<HTMLElement | null>, grid: TimeGrid, nowMinutes: number, showsToday: boolean) {
  const done = useRef(false);
  useEffect(() => {
    const scroller = scrollerRef.current;
    if (done.current || !scroller) return;
    done.current = true;
    if (!showsToday) return;
    const target = Math.max(grid.from, nowMinutes - 60);
    scroller.scrollTop = Math.max(0, (target - grid.from) * grid.pxPerMinute);
  }, [scrollerRef, grid, nowMinutes, showsToday]);
}
