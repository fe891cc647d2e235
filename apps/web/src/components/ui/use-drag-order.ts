import { useState, type DragEvent } from 'react';
import { moveId } from '@chairside/shared/rules/ordering';

export interface DragHandlers {
  onDragStart(event: DragEvent): void;
  onDragOver(event: DragEvent): void;
  onDrop(event: DragEvent): void;
  onDragEnd(): void;
}

/**
 * A list the user reorders: by dragging a row (mouse) or with its up/down buttons (keyboard,
 * touch). `onOrder` gets the new order of ids, only when it changed.
 */
export function useDragOrder(ids: readonly number[], onOrder: (ids: number[]) => void) {
  const [dragged, setDragged] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const move = (from: number, to: number) => {
    const next = moveId(ids, from, to);
    if (next.some((id, index) => id !== ids[index])) onOrder(next);
  };
  const reset = () => {
    setDragged(null);
    setOver(null);
  };
  const dragHandlers = (index: number): DragHandlers => ({
    onDragStart: (event) => {
      event.dataTransfer.effectAllowed = 'move';
      event.dataTransfer.setData('text/plain', String(ids[index]));
      setDragged(index);
    },
    onDragOver: (event) => {
      event.preventDefault();
      setOver(index);
    },
    onDrop: (event) => {
      event.preventDefault();
      if (dragged !== null) move(dragged, index);
      reset();
    },
    onDragEnd: reset,
  });
  return {
    /** Moves the row at `index` by `step` places (the up/down buttons). */
    moveBy: (index: number, step: number) => move(index, index + step),
    /** The row at `index` is where another row would be dropped. */
    isDropTarget: (index: number) => over === index && dragged !== null && dragged !== index,
    dragHandlers,
  };
}
