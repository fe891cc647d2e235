import { check, date, foreignKey, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, tenantColumns } from './columns';
import { venues } from './venues';
import { employees } from './staff';
import { sales } from './sales';

/**
 * Gift vouchers (spec §2.3 /payments/vouchers, issue 14), owned by the sales feature. A voucher is
 * sold as a sale line of kind 'voucher' (no tax: a prepayment, taxed when it is spent) and is made,
 * active, by the transaction that pays that sale. Its balance (minor units) is spent by payments of
 * method 'voucher' under the voucher's row lock; every change of balance is a `voucher_redemptions`
 * row (redeem: spent on a sale; restore: given back by a void or refund of that sale). Expiry is a
 * date in the venue's clock: a voucher past it is refused, whatever its stored status.
 */
export const giftVouchers = pgTable(
  'gift_vouchers',
  {
    ...tenantColumns(),
    /** Canonical form: 12 characters of an unambiguous alphabet, no separators (shown in groups of 4). */
    code: text('code').notNull(),
    /** 'amount' (a fixed value) or 'service' (one service, its price at the sale as the value). */
    kind: text('kind').notNull(),
    serviceId: integer('service_id'),
    /** What it names on the voucher: the service's name when it is one. */
    title: text('title').notNull().default(''),
    initialAmount: integer('initial_amount').notNull(),
    balance: integer('balance').notNull(),
    currency: text('currency').notNull(),
    /** 'active', 'used' (balance 0) or 'cancelled' (its sale voided or refunded before use). */
    status: text('status').notNull().default('active'),
    /** Last day it can be used (venue day); null: no end. */
    expiresOn: date('expires_on', { mode: 'string' }),
    customerId: integer('customer_id'),
    /** The buyer's name as sold (kept when the customer is later erased: replaced then). */
    customerName: text('customer_name').notNull().default(''),
    recipientName: text('recipient_name').notNull().default(''),
    message: text('message').notNull().default(''),
    saleId: integer('sale_id').notNull(),
    saleLineId: integer('sale_line_id'),
    employeeId: integer('employee_id'),
    createdAt: createdAt(),
  },
  (t) => [
    unique().on(t.venueId, t.id),
    unique('gift_vouchers_venue_code').on(t.venueId, t.code),
    index('gift_vouchers_venue_created').on(t.venueId, t.createdAt),
    index('gift_vouchers_venue_customer').on(t.venueId, t.customerId),
    index('gift_vouchers_venue_sale').on(t.venueId, t.saleId),
    index('gift_vouchers_venue_sale_line').on(t.venueId, t.saleLineId),
    check('gift_vouchers_kind_check', sql`kind IN ('amount', 'service')`),
    check('gift_vouchers_status_check', sql`status IN ('active', 'used', 'cancelled')`),
    check('gift_vouchers_balance_check', sql`balance >= 0 AND balance <= initial_amount`),
    foreignKey({ columns: [t.venueId], foreignColumns: [venues.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.venueId, t.saleId], foreignColumns: [sales.venueId, sales.id] }),
    foreignKey({ columns: [t.venueId, t.employeeId], foreignColumns: [employees.venueId, employees.id] }),
  ],
);

export const voucherRedemptions = pgTable(
  'voucher_redemptions',
  {
    ...tenantColumns(),
    voucherId: integer('voucher_id').notNull(),
    /** The sale it paid (redeem), or the void/refund that gave it back (restore). */
    saleId: integer('sale_id').notNull(),
    /** For a restore: the sale whose redemption it gives back. */
    originalSaleId: integer('original_sale_id'),
    /** 'redeem' or 'restore'. */
    kind: text('kind').notNull(),
    /** Always positive: taken off (redeem) or put back (restore). */
    amount: integer('amount').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    employeeId: integer('employee_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('voucher_redemptions_voucher').on(t.venueId, t.voucherId, t.createdAt),
    index('voucher_redemptions_sale').on(t.venueId, t.saleId),
    index('voucher_redemptions_original').on(t.venueId, t.originalSaleId),
    check('voucher_redemptions_kind_check', sql`kind IN ('redeem', 'restore')`),
    check('voucher_redemptions_amount_check', sql`amount > 0`),
    foreignKey({ columns: [t.venueId], foreignColumns: [venues.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.venueId, t.voucherId], foreignColumns: [giftVouchers.venueId, giftVouchers.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.venueId, t.saleId], foreignColumns: [sales.venueId, sales.id] }),
    foreignKey({ columns: [t.venueId, t.employeeId], foreignColumns: [employees.venueId, employees.id] }),
  ],
);
