import { describe, expect, it } from 'vitest';
import type { AppointmentStatus } from '@chairside/shared/constants';
import type { DurationSplit } from '@chairside/shared/rules/calendar-duration';
import { changeEntry, MAX_UNDO_ENTRIES, pushEntry, undoNewest, type Change, type RevertCalls, type UndoEntry } from './undo-stack';

interface Line { id: number; date: string; start_time: string; employee_id: number; resource_id: number | null; split: DurationSplit; status: AppointmentStatus }

/** A stored booking and the API's writes on it, each touching only what the real route touches. */
function fakeStore(lines: Line[]) {
  const rows = new Map(lines.map((l) => [l.id, structuredClone(l)]));
  const row = (id: number) => rows.get(id)!;
  const calls: RevertCalls & { declined: boolean } = {
    declined: false,
    async reschedule(id, body) {
      if (this.declined) return false;
      Object.assign(row(id), body);
      return true;
    },
    async updateDuration(id, split) {
      row(id).split = { ...split };
      return true;
    },
    async updateStatus(id, status) {
      row(id).status = status;
      return true;
    },
    async restore(_id, back) {
      if (this.declined) return false;
      back.forEach((line) => (row(line.id).status = line.status));
      return true;
    },
  };
  const snapshot = () => structuredClone([...rows.values()]);
  return { row, calls, snapshot };
}

const anna: Line = { id: 1, date: '2026-11-24', start_time: '10:00', employee_id: 7, resource_id: null, split: { initial: 30, gap: 15, finish: 15 }, status: 'confirmed' };
const second: Line = { id: 2, date: '2026-11-24', start_time: '11:00', employee_id: 8, resource_id: 3, split: { initial: 45, gap: 0, finish: 0 }, status: 'new' };

/** Does a change on the store and returns the entry the calendar would push for it. */
function apply(store: ReturnType<typeof fakeStore>, change: Change, write: () => void): UndoEntry {
  write();
  return changeEntry(change, change.kind, store.calls);
}

const moveOf = (l: Line): Change => ({ kind: 'move', id: l.id, before: { date: l.date, start_time: l.start_time, employee_id: l.employee_id, resource_id: l.resource_id } });

describe('the undo stack', () => {
  it('undoes a move exactly: date, start, employee and resource, nothing else', async () => {
    const store = fakeStore([anna]);
    const before = store.snapshot();
    const entry = apply(store, moveOf(store.row(1)), () => Object.assign(store.row(1), { date: '2026-11-25', start_time: '14:30', employee_id: 9, resource_id: 4 }));
    const { stack } = await undoNewest(pushEntry([], entry));
    expect(stack).toEqual([]);
    expect(store.snapshot()).toEqual(before);
  });

  it('undoes a resize exactly, processing split included', async () => {
    const store = fakeStore([anna]);
    const before = store.snapshot();
    const entry = apply(store, { kind: 'resize', id: 1, before: { ...store.row(1).split } }, () => (store.row(1).split = { initial: 60, gap: 0, finish: 0 }));
    await undoNewest([entry]);
    expect(store.snapshot()).toEqual(before);
  });

  it('undoes a status change', async () => {
    const store = fakeStore([anna]);
    const before = store.snapshot();
    const entry = apply(store, { kind: 'status', id: 1, before: store.row(1).status }, () => (store.row(1).status = 'done'));
    await undoNewest([entry]);
    expect(store.snapshot()).toEqual(before);
  });

  it('undoes a cancel: every cancelled line comes back with its own status', async () => {
    const store = fakeStore([anna, second]);
    const before = store.snapshot();
    const change: Change = { kind: 'cancel', id: 1, before: [1, 2].map((id) => ({ id, status: store.row(id).status })) };
    const entry = apply(store, change, () => [1, 2].forEach((id) => (store.row(id).status = 'cancelled')));
    await undoNewest([entry]);
    expect(store.snapshot()).toEqual(before);
  });

  it('interleaved move and resize: each undo walks back to a state that existed', async () => {
    const store = fakeStore([anna]);
    const original = store.snapshot();
    let stack: readonly UndoEntry[] = [];
    stack = pushEntry(stack, apply(store, moveOf(store.row(1)), () => Object.assign(store.row(1), { start_time: '15:00', employee_id: 9 })));
    const afterMove = store.snapshot();
    stack = pushEntry(stack, apply(store, { kind: 'resize', id: 1, before: { ...store.row(1).split } }, () => (store.row(1).split = { initial: 90, gap: 15, finish: 15 })));
    stack = pushEntry(stack, apply(store, moveOf(store.row(1)), () => Object.assign(store.row(1), { start_time: '16:00' })));
    const afterSecondMove = store.snapshot();
    stack = pushEntry(stack, apply(store, { kind: 'resize', id: 1, before: { ...store.row(1).split } }, () => (store.row(1).split = { initial: 20, gap: 0, finish: 0 })));

    ({ stack } = await undoNewest(stack));
    expect(store.snapshot()).toEqual(afterSecondMove);
    ({ stack } = await undoNewest(stack));
    ({ stack } = await undoNewest(stack));
    expect(store.snapshot()).toEqual(afterMove);
    ({ stack } = await undoNewest(stack));
    expect(store.snapshot()).toEqual(original);
    expect(stack).toEqual([]);
    expect((await undoNewest(stack)).undone).toBeNull();
  });

  it('keeps the entry when the user declines (a clash) and keeps only the newest entries', async () => {
    const store = fakeStore([anna]);
    const entry = apply(store, moveOf(store.row(1)), () => (store.row(1).start_time = '12:00'));
    store.calls.declined = true;
    const result = await undoNewest([entry]);
    expect(result.undone).toBeNull();
    expect(result.stack).toEqual([entry]);
    expect(store.row(1).start_time).toBe('12:00');

    let stack: UndoEntry[] = [];
    for (let i = 0; i < MAX_UNDO_ENTRIES + 5; i++) stack = pushEntry(stack, { ...entry, message: String(i) });
    expect(stack).toHaveLength(MAX_UNDO_ENTRIES);
    expect(stack[stack.length - 1]!.message).toBe(String(MAX_UNDO_ENTRIES + 4));
  });
});
