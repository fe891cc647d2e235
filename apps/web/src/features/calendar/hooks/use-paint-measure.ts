import { useLayoutEffect } from 'react';
import { DATA_MARK } from '../api/get-appointments';

/** performance.measure of the time from data received (DATA_MARK) to the grid painted with it. */
export const PAINT_MEASURE = 'calendar:paint';
const PAINTED_MARK = 'calendar:painted';

let measured = 0;

/**
 * After the grid committed new data, waits for the next frame (layout and paint) and records
 * `calendar:paint`; tests and the bench read it with performance.getEntriesByName.
 */
export function usePaintMeasure(data: unknown): void {
  useLayoutEffect(() => {
    const marks = performance.getEntriesByName(DATA_MARK, 'mark').length;
    if (!data || marks <= measured) return;
    measured = marks;
    requestAnimationFrame(() => {
      setTimeout(() => {
        performance.mark(PAINTED_MARK);
        performance.measure(PAINT_MEASURE, DATA_MARK, PAINTED_MARK);
      }, 0);
    });
  }, [data]);
}
