import { useLayoutEffect } from 'react';
import { LIST_DATA_MARK } from '../api/services-api';

/** performance.measure of the time from the list's data received to the list painted and ready (e2e and bench read it). */
export const LIST_PAINT_MEASURE = 'catalog-services:paint';
const PAINTED_MARK = 'catalog-services:painted';

let measured = 0;

/**
 * After the list committed new data, waits until the frame showing it has been painted (the next
 * frame's start, two animation frames on) and records `catalog-services:paint`.
 */
export function useListPaintMeasure(data: unknown): void {
  useLayoutEffect(() => {
    const marks = performance.getEntriesByName(LIST_DATA_MARK, 'mark').length;
    if (!data || marks <= measured) return;
    measured = marks;
    requestAnimationFrame(() => {
      requestAnimationFrame(() => {
        performance.mark(PAINTED_MARK);
        performance.measure(LIST_PAINT_MEASURE, LIST_DATA_MARK, PAINTED_MARK);
      });
    });
  }, [data]);
}
