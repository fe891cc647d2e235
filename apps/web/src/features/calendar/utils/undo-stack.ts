/**
 * One undo stack of whole changes (move, resize, status, cancel; "edit" pushes its own entry).
 * Each entry stores what the change replaced, and undoing it writes exactly that back: a move
 * puts back the date, start, employee and resource (not the length), a resize the length and its
 * initial/gap/finish split (not the place), a status change the status, a cancel every line it
 * cancelled with the status that line had (appointments/restore, all or nothing). Undoing the newest entry first walks the item back
 * through states that really existed.
 */

import type { AppointmentStatus } from '@chairside/shared/constants';
import type { DurationSplit } from '@chairside/shared/rules/calendar-duration';

export type UndoKind = 'move' | 'resize' | 'status' | 'cancel' | 'edit';

/** What a change replaced (the part of the stored state that undo writes back). */
export type Change =
  | { kind: 'move'; id: number; before: { date: string; start_time: string; employee_id: number; resource_id: number | null } }
  | { kind: 'resize'; id: number; before: DurationSplit }
  | { kind: 'status'; id: number; before: AppointmentStatus }
  | { kind: 'cancel'; id: number; before: { id: number; status: AppointmentStatus }[] };

/** The calls that write a state back; each resolves false when the user declined (e.g. at a clash). */
export interface RevertCalls {
  reschedule(id: number, body: { date: string; start_time: string; employee_id: number; resource_id: number | null }): Promise<boolean>;
  updateDuration(id: number, split: DurationSplit): Promise<boolean>;
  updateStatus(id: number, status: AppointmentStatus): Promise<boolean>;
  /** Un-cancels the lines, each to its status, in one step. */
  restore(id: number, lines: { id: number; status: AppointmentStatus }[]): Promise<boolean>;
}

/** One entry: the notice's text and how to put the state back. */
export interface UndoEntry {
  kind: UndoKind;
  itemId: number;
  /** Shown in the notice with the Undo action, e.g. "Appointment moved: Anna K." */
  message: string;
  /** Writes the state before the change back; false when the user declined (the entry stays). */
  revert(): Promise<boolean>;
}

export const MAX_UNDO_ENTRIES = 30;

/** Writes back what `change` replaced. A cancel is undone in one step, each line to its own status. */
export async function revertChange(change: Change, calls: RevertCalls): Promise<boolean> {
  switch (change.kind) {
    case 'move':
      return calls.reschedule(change.id, change.before);
    case 'resize':
      return calls.updateDuration(change.id, change.before);
    case 'status':
      return calls.updateStatus(change.id, change.before);
    case 'cancel':
      return calls.restore(change.id, change.before);
  }
}

/** An entry for a change of the calendar's own kinds. */
export function changeEntry(change: Change, message: string, calls: RevertCalls): UndoEntry {
  return { kind: change.kind, itemId: change.id, message, revert: () => revertChange(change, calls) };
}

/** The stack: newest last, at most MAX_UNDO_ENTRIES (the oldest fall off). */
export const pushEntry = (stack: readonly UndoEntry[], entry: UndoEntry): UndoEntry[] => [...stack, entry].slice(-MAX_UNDO_ENTRIES);

/**
 * Undoes the newest entry: returns the stack without it when it was undone, the same stack when the
 * user declined or the call failed (the error is rethrown for the caller to show).
 */
export async function undoNewest(stack: readonly UndoEntry[]): Promise<{ stack: readonly UndoEntry[]; undone: UndoEntry | null }> {
  const entry = stack[stack.length - 1];
  if (!entry) return { stack, undone: null };
  const ok = await entry.revert();
  return ok ? { stack: stack.slice(0, -1), undone: entry } : { stack, undone: null };
}
