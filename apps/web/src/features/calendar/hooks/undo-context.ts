import { createContext, useContext } from 'react';
import type { UndoEntry } from '../utils/undo-stack';

/** The calendar's undo stack as the grid and the dialogs see it. */
export interface UndoApi {
  /** Records a whole change and shows the notice with its Undo action. "Edit" pushes its own entry here. */
  push(entry: UndoEntry): void;
  /** Undoes the newest change (the notice's Undo, the toolbar button, Ctrl/Cmd+Z). */
  undo(): Promise<void>;
  canUndo: boolean;
}

export const UndoContext = createContext<UndoApi | null>(null);

/** The undo stack of the calendar around the caller (null outside the calendar, e.g. in a test). */
export const useUndo = () => useContext(UndoContext);
