import type { Tx } from '../../../db/client';
import { reassignCustomerAppointments, returnCustomerAppointments } from '../../calendar/calendar.service';
import { moveCustomerOffers, returnCustomerOffers } from '../../catalog/catalog.service';
import { moveCustomerSales, returnCustomerSales } from '../../sales/sales.service';
import { moveCustomerForms, returnCustomerForms } from '../forms/forms.merge';
import { moveCustomerConsents, returnCustomerConsents } from '../privacy/privacy.consents';

/**
 * The rows other features own that belong to a customer. A merge asks each mover to give the
 * merged-away customer's rows to the kept one, inside the merge's transaction, and records the ids
 * it answers (under "<mover>.<kind>"); undo hands each mover back exactly those ids. A feature
 * that comes to own customer rows (vouchers, gift cards…) adds one entry here, calling two
 * functions of its own service: move(from, to) → ids per kind, and moveBack(ids, from, to), which
 * must only move rows still on `from` (a row changed since is left alone).
 */
export interface CustomerMover {
  name: string;
  move(tx: Tx, venueId: number, fromId: number, toId: number): Promise<Record<string, number[]>>;
  moveBack(tx: Tx, venueId: number, moved: Record<string, number[]>, fromId: number, toId: number): Promise<void>;
}

export const CUSTOMER_MOVERS: CustomerMover[] = [
  {
    name: 'calendar',
    move: async (tx, venueId, fromId, toId) => ({ ...(await reassignCustomerAppointments(tx, venueId, fromId, toId)) }),
    moveBack: (tx, venueId, moved, fromId, toId) =>
      returnCustomerAppointments(tx, venueId, { groups: moved.groups ?? [], appointments: moved.appointments ?? [] }, fromId, toId),
  },
  { name: 'forms', move: moveCustomerForms, moveBack: returnCustomerForms },
  { name: 'consents', move: moveCustomerConsents, moveBack: returnCustomerConsents },
  { name: 'sales', move: moveCustomerSales, moveBack: returnCustomerSales },
  { name: 'offers', move: moveCustomerOffers, moveBack: returnCustomerOffers },
];

/** Runs every mover: the ids moved, as { "<mover>.<kind>": ids }. */
export async function moveAll(tx: Tx, venueId: number, fromId: number, toId: number): Promise<Record<string, number[]>> {
  const moved: Record<string, number[]> = {};
  for (const mover of CUSTOMER_MOVERS) {
    for (const [kind, ids] of Object.entries(await mover.move(tx, venueId, fromId, toId))) moved[`${mover.name}.${kind}`] = ids;
  }
  return moved;
}

/** Hands each mover back its own part of `moved`. */
export async function moveAllBack(tx: Tx, venueId: number, moved: Record<string, number[]>, fromId: number, toId: number): Promise<void> {
  for (const mover of CUSTOMER_MOVERS) {
    const own = Object.fromEntries(Object.entries(moved).filter(([key]) => key.startsWith(`${mover.name}.`)).map(([key, ids]) => [key.slice(mover.name.length + 1), ids]));
    await mover.moveBack(tx, venueId, own, fromId, toId);
  }
}
