import type { Tx } from '../../../db/client';
import { customerMemberships, customerPackages } from '../../../db/schema/index';
import { giveCustomerRows, returnCustomerRows } from '../../../lib/customer-rows';

/** A customer merge's offers part (customers/merge): the packages and memberships the merged-away customer bought go to the kept customer, with what is left of them. */
const TABLES = { packages: customerPackages, memberships: customerMemberships } as const;

export const moveCustomerOffers = (tx: Tx, venueId: number, fromId: number, toId: number) => giveCustomerRows(tx, venueId, TABLES, fromId, toId);

/** Undo of a merge: exactly the packages and memberships `moved` names that are still on `fromId` go to `toId`. */
export const returnCustomerOffers = (tx: Tx, venueId: number, moved: Record<string, number[]>, fromId: number, toId: number) =>
  returnCustomerRows(tx, venueId, TABLES, moved, fromId, toId);
