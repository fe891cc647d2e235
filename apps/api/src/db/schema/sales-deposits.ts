import { check, foreignKey, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, tenantColumns } from './columns';
import { venues } from './venues';
import { employees } from './staff';
import { sales } from './sales';

/**
 * Customer deposits (spec §2.3 /sales/customer-deposits, issue 14), owned by the sales feature. Money
 * taken at the desk ahead of a visit is a sale line of kind 'deposit' (no tax: a prepayment, taxed
 * on the sale it is applied to); the paying transaction makes the deposit, held against the customer.
 * Payment method 'deposit' at checkout spends the customer's held deposits (oldest first, under
 * their row locks); a void or refund puts it back; a forfeit (a no-show, by the venue's policy)
 * keeps the money and ends the deposit. Every change of `balance` is a `deposit_movements` row.
 */
export const customerDeposits = pgTable(
  'customer_deposits',
  {
    ...tenantColumns(),
    customerId: integer('customer_id').notNull(),
    /** The customer's name when taken (renamed on erasure). */
    customerName: text('customer_name').notNull().default(''),
    amount: integer('amount').notNull(),
    /** What is still held. */
    balance: integer('balance').notNull(),
    currency: text('currency').notNull(),
    /** 'held' (balance left), 'applied' (all spent), 'forfeited', 'cancelled' (its sale voided or refunded unspent). */
    status: text('status').notNull().default('held'),
    note: text('note').notNull().default(''),
    saleId: integer('sale_id').notNull(),
    saleLineId: integer('sale_line_id'),
    forfeitReason: text('forfeit_reason').notNull().default(''),
    forfeitedAt: timestamp('forfeited_at', { withTimezone: true }),
    employeeId: integer('employee_id'),
    createdAt: createdAt(),
  },
  (t) => [
    unique().on(t.venueId, t.id),
    index('customer_deposits_venue_created').on(t.venueId, t.createdAt),
    index('customer_deposits_venue_customer').on(t.venueId, t.customerId, t.status),
    index('customer_deposits_venue_sale_line').on(t.venueId, t.saleLineId),
    check('customer_deposits_status_check', sql`status IN ('held', 'applied', 'forfeited', 'cancelled')`),
    check('customer_deposits_balance_check', sql`balance >= 0 AND balance <= amount AND amount > 0`),
    foreignKey({ columns: [t.venueId], foreignColumns: [venues.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.venueId, t.saleId], foreignColumns: [sales.venueId, sales.id] }),
    foreignKey({ columns: [t.venueId, t.employeeId], foreignColumns: [employees.venueId, employees.id] }),
  ],
);

export const depositMovements = pgTable(
  'deposit_movements',
  {
    ...tenantColumns(),
    depositId: integer('deposit_id').notNull(),
    /** The sale it paid (apply), the correction that gave it back (restore); null for a forfeit. */
    saleId: integer('sale_id'),
    /** For a restore: the sale whose application it gives back. */
    originalSaleId: integer('original_sale_id'),
    /** 'apply', 'restore' or 'forfeit'. */
    kind: text('kind').notNull(),
    /** Always positive: taken off (apply, forfeit) or put back (restore). */
    amount: integer('amount').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    employeeId: integer('employee_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('deposit_movements_deposit').on(t.venueId, t.depositId, t.createdAt),
    index('deposit_movements_sale').on(t.venueId, t.saleId),
    index('deposit_movements_original').on(t.venueId, t.originalSaleId),
    check('deposit_movements_kind_check', sql`kind IN ('apply', 'restore', 'forfeit')`),
    check('deposit_movements_amount_check', sql`amount > 0`),
    foreignKey({ columns: [t.venueId], foreignColumns: [venues.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.venueId, t.depositId], foreignColumns: [customerDeposits.venueId, customerDeposits.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.venueId, t.saleId], foreignColumns: [sales.venueId, sales.id] }),
    foreignKey({ columns: [t.venueId, t.employeeId], foreignColumns: [employees.venueId, employees.id] }),
  ],
);
