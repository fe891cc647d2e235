import type { CheckoutStatus } from './card-provider';

/**
 * A checkout's states form a ladder: events only move it up, so duplicated or reordered events end
 * in the state the latest of them describes (a 'paid' heard after 'refunded' changes nothing).
 * A decline leaves the session open to another card, so 'paid' still follows it.
 */
export const STATUS_RANK: Record<CheckoutStatus, number> = { open: 0, declined: 1, expired: 2, paid: 3, refunded: 4 };
export const PAID_RANK = STATUS_RANK.paid;

export interface CheckoutState {
  status: CheckoutStatus;
  amountRefunded: number;
  paidAt: Date | null;
}

/** The state after an event; `crossedPaid` when this event is the first to show the money taken. */
export function nextState(current: CheckoutState, event: CheckoutState): { state: CheckoutState; changed: boolean; crossedPaid: boolean } {
  const up = STATUS_RANK[event.status] > STATUS_RANK[current.status];
  const status = up ? event.status : current.status;
  const amountRefunded = Math.max(current.amountRefunded, event.amountRefunded);
  const paidAt = current.paidAt ?? (STATUS_RANK[status] >= PAID_RANK ? event.paidAt : null);
  const crossedPaid = STATUS_RANK[current.status] < PAID_RANK && STATUS_RANK[status] >= PAID_RANK;
  const changed = status !== current.status || amountRefunded !== current.amountRefunded || paidAt?.getTime() !== current.paidAt?.getTime();
  return { state: { status, amountRefunded, paidAt }, changed, crossedPaid };
}
