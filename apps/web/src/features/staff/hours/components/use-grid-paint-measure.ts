import { useLayoutEffect } from 'react';
import { GRID_DATA_MARK } from '../api/get-hours-grid';

/** performance.measure of the time from the grid's data received to the grid painted with it (e2e and bench read it). */
export const GRID_PAINT_MEASURE = 'staff-hours:paint';
const PAINTED_MARK = 'staff-hours:painted';

let measured = 0;

/** After the grid committed new data, waits for the next frame (layout and paint) and records `staff-hours:paint`. */
export function useGridPaintMeasure(data: unknown): void {
  useLayoutEffect(() => {
    const marks = performance.getEntriesByName(GRID_DATA_MARK, 'mark').length;
    if (!data || marks <= measured) return;
    measured = marks;
    requestAnimationFrame(() => {
      setTimeout(() => {
        performance.mark(PAINTED_MARK);
        performance.measure(GRID_PAINT_MEASURE, GRID_DATA_MARK, PAINTED_MARK);
      }, 0);
    });
  }, [data]);
}
