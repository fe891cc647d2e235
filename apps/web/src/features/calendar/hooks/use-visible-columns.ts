import { startTransition, useEffect, useState, type RefObject } from 'react';

/** Columns drawn beyond the visible ones on each side, so a short scroll shows ready columns. */
const OVERSCAN = 2;
/** Below this many columns everything is drawn. */
const WINDOW_FROM = 12;

/**
 * Which columns are (nearly) in view in the horizontally scrolling grid. With many columns (30
 * employees) only those are drawn in full; the rest keep their place in the grid, empty. The
 * range changes only when a column enters or leaves it.
 */
export function useVisibleColumns(scrollerRef: RefObject<HTMLElement | null>, count: number, axisWidth = 60): [number, number] {
  const [range, setRange] = useState<[number, number]>([0, count - 1]);
  const windowed = count >= WINDOW_FROM;

  useEffect(() => {
    const scroller = scrollerRef.current;
    if (!scroller || !windowed) return;
    let frame = 0;
    let width = 0;
    let shown = '';
    // The column width changes only with the scroller's size; scroll events read just scrollLeft.
    const resized = () => {
      width = (scroller.scrollWidth - axisWidth) / count;
      onScroll();
    };
    const measure = () => {
      frame = 0;
      if (!(width > 0)) return;
      const first = Math.max(0, Math.floor(scroller.scrollLeft / width) - OVERSCAN);
      const last = Math.min(count - 1, Math.ceil((scroller.scrollLeft + scroller.clientWidth - axisWidth) / width) + OVERSCAN);
      const key = `${first}:${last}`;
      if (key === shown) return;
      shown = key;
      // A transition: React draws newly visible columns in small slices between frames.
      startTransition(() => setRange([first, last]));
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    resized();
    scroller.addEventListener('scroll', onScroll, { passive: true });
    const resize = new ResizeObserver(resized);
    resize.observe(scroller);
    return () => {
      scroller.removeEventListener('scroll', onScroll);
      resize.disconnect();
      if (frame) cancelAnimationFrame(frame);
    };
  }, [scrollerRef, count, windowed, axisWidth]);

  return windowed ? range : [0, count - 1];
}
