import { describe, expect, it } from 'vitest';
import { canEdit, canMove, canResize, isGreyed, isShown, itemKind } from './item-rules';

describe('item rules (spec §2.4)', () => {
  it('reads the wire type; anything else is an ordinary appointment', () => {
    expect(itemKind('blocked')).toBe('blocked');
    expect(itemKind('reserved_slot')).toBe('reserved_slot');
    expect(itemKind('reminder')).toBe('reminder');
    expect(itemKind('appointment')).toBe('appointment');
    expect(itemKind(null)).toBe('appointment');
  });

  it('reserved slots cannot move; blocked, reserved and reminders cannot be resized', () => {
    expect(canMove({ kind: 'reserved_slot' })).toBe(false);
    expect(canMove({ kind: 'blocked' })).toBe(true);
    expect(canMove({ kind: 'reminder' })).toBe(true);
    expect(canMove({ kind: 'appointment', status: 'confirmed' })).toBe(true);
    for (const kind of ['blocked', 'reserved_slot', 'reminder'] as const) expect(canResize({ kind })).toBe(false);
    expect(canResize({ kind: 'appointment', status: 'new' })).toBe(true);
  });

  it('time-offs are not editable, movable or resizable', () => {
    const timeoff = { kind: 'timeoff' as const };
    expect(canEdit(timeoff)).toBe(false);
    expect(canMove(timeoff)).toBe(false);
    expect(canResize(timeoff)).toBe(false);
  });

  it('basket items are read-only on the calendar', () => {
    expect(canMove({ kind: 'appointment', inBasket: true })).toBe(false);
    expect(canResize({ kind: 'appointment', inBasket: true })).toBe(false);
  });

  it('greys done items unless they are reminders, and hides cancelled ones', () => {
    expect(isGreyed({ kind: 'appointment', status: 'done' })).toBe(true);
    expect(isGreyed({ kind: 'blocked', status: 'done' })).toBe(true);
    expect(isGreyed({ kind: 'reminder', status: 'done' })).toBe(false);
    expect(isGreyed({ kind: 'appointment', status: 'started' })).toBe(false);
    expect(isShown({ kind: 'appointment', status: 'cancelled' })).toBe(false);
    expect(isShown({ kind: 'appointment', status: 'new' })).toBe(true);
  });
});
