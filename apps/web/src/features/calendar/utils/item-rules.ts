/**
 * Display and editing rules of calendar items (spec §2.4 "Item display and editing"):
 * - a 'done' item is greyed, unless it is a reminder;
 * - reserved_slot items are marked as reserved and cannot be moved;
 * - blocked, reserved_slot and reminder items cannot be resized;
 * - time-offs are not editable, movable or resizable;
 * - an item whose duration_detail has both gap and finish is shown as 'has gap'.
 * Cancelled items free their time and are not drawn; basket items (open checkouts) are read-only.
 */

export type ItemKind = 'appointment' | 'blocked' | 'reserved_slot' | 'reminder' | 'timeoff';

export interface RuleSubject {
  kind: ItemKind;
  status?: string | null;
  /** item of an open checkout */
  inBasket?: boolean;
}

/** The wire `type` of an item as a kind; an ordinary appointment's type is not fixed by the spec. */
export function itemKind(type: string | null | undefined): ItemKind {
  switch (type) {
    case 'blocked':
    case 'reserved_slot':
    case 'reminder':
    case 'timeoff':
      return type;
    default:
      return 'appointment';
  }
}

export function canEdit(item: RuleSubject): boolean {
  return item.kind !== 'timeoff' && !item.inBasket;
}

export function canMove(item: RuleSubject): boolean {
  return canEdit(item) && item.kind !== 'reserved_slot' && item.status !== 'cancelled';
}

export function canResize(item: RuleSubject): boolean {
  return canMove(item) && item.kind === 'appointment';
}

export function isGreyed(item: RuleSubject): boolean {
  return item.status === 'done' && item.kind !== 'reminder';
}

export function isShown(item: RuleSubject): boolean {
  return item.status !== 'cancelled';
}
