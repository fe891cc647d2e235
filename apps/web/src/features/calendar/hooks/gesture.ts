/** State of one pointer gesture on the calendar grid (see use-grid-pointer). */
export interface GestureTarget {
  mode: 'move' | 'resize' | 'create' | 'timeoff';
  key: string | null;
  col: number;
  /** the item's outer element (moved with a transform while dragging) */
  element: HTMLElement | null;
}

export interface Gesture extends GestureTarget {
  pointerId: number;
  x: number;
  y: number;
  scrollTop: number;
  rects: DOMRect[];
  touch: boolean;
  active: boolean;
  /** create: the 5-minute mark and the grid slot under the press */
  anchor: number | null;
  anchorSlot: number | null;
  originalHeight: number | null;
  /** resize of a processing item: the finish part grows with it */
  finishHeight: number | null;
  label: HTMLElement | null;
  /** move: column and start; resize: col and the new length in `start` */
  target: { col: number; start: number } | null;
  selection: { col: number; start: number; end: number } | null;
  timer: ReturnType<typeof setTimeout> | null;
}

/** What a press on `element` would act on, or null when it is outside the columns. */
export function gestureTarget(element: Element): GestureTarget | null {
  const column = element.closest<HTMLElement>('[data-col-index]');
  if (!column) return null;
  const col = Number(column.dataset.colIndex);
  if (element.closest('[data-timeoff]')) return { mode: 'timeoff', key: null, col, element: null };
  const item = element.closest<HTMLElement>('[data-item-key]');
  if (item) {
    return { mode: element.closest('[data-part="resize"]') ? 'resize' : 'move', key: item.dataset.itemKey ?? null, col, element: item };
  }
  return { mode: 'create', key: null, col, element: null };
}
