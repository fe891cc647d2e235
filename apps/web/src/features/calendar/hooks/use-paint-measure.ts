import { useLayoutEffect, useState } from 'react';
import { DATA_MARK } from '../api/get-appointments';

/** performance.measure of the time from data received (DATA_MARK) to the grid painted with it. */
export const PAINT_MEASURE = 'calendar:paint';
const PAINTED_MARK = 'calendar:painted';

let measured = 0;

/**
 * After the grid committed new data, waits for the next frame (layout and paint) and records
 * `calendar:paint`; tests and the bench read it with performance.getEntriesByName. It starts at the
 * later of the data's arrival and the screen's first render: data asked for at start-up
 * (app/router.tsx preloadScreenData) may arrive before the screen exists, and only the screen's
 * own work is measured.
 */
export function usePaintMeasure(data: unknown): void {
  const [mountedAt] = useState(() => performance.now());
  useLayoutEffect(() => {
    const marks = performance.getEntriesByName(DATA_MARK, 'mark');
    if (!data || marks.length <= measured) return;
    measured = marks.length;
    const start = Math.max(marks.at(-1)!.startTime, mountedAt);
    requestAnimationFrame(() => {
      setTimeout(() => {
        performance.mark(PAINTED_MARK);
        performance.measure(PAINT_MEASURE, { start, end: PAINTED_MARK });
      }, 0);
    });
  }, [data, mountedAt]);
}
