import type { Tx } from '../../../db/client';
import { customerFormRequests, customerFormResponses } from '../../../db/schema';
import { giveCustomerRows, returnCustomerRows } from '../../../lib/customer-rows';

const TABLES = { requests: customerFormRequests, responses: customerFormResponses } as const;

/** A customer merge gives the merged-away customer's form requests and responses to the kept one: the ids moved, per kind. */
export const moveCustomerForms = (tx: Tx, venueId: number, fromId: number, toId: number) => giveCustomerRows(tx, venueId, TABLES, fromId, toId);

/** Undo of a merge: exactly the rows `moved` names that are still on `fromId` go to `toId`. */
export const returnCustomerForms = (tx: Tx, venueId: number, moved: Record<string, number[]>, fromId: number, toId: number) =>
  returnCustomerRows(tx, venueId, TABLES, moved, fromId, toId);
