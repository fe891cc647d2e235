import { check, foreignKey, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, tenantColumns } from './columns';
import { venues } from './venues';
import { employees } from './staff';
import { products, suppliers } from './inventory';

/**
 * Purchase orders (spec §2.3 /inventory/orders, issue 15): an order to one supplier, numbered per
 * venue, with lines of products, quantities and unit costs (minor units). States: draft → sent →
 * partly_received → received → closed, or cancelled. Receipt lines raise stock through the stock
 * ledger (kind purchase_receipt) and set the product's cost price, in one transaction.
 */
export const purchaseOrders = pgTable(
  'purchase_orders',
  {
    ...tenantColumns(),
    number: integer('number').notNull(),
    supplierId: integer('supplier_id').notNull(),
    status: text('status').notNull().default('draft'),
    note: text('note').notNull().default(''),
    /** The day the goods are expected (YYYY-MM-DD), if agreed. */
    expectedOn: text('expected_on'),
    createdBy: integer('created_by'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    unique().on(t.venueId, t.id),
    unique('purchase_orders_number_unique').on(t.venueId, t.number),
    index('purchase_orders_venue_status').on(t.venueId, t.status, t.id),
    check('purchase_orders_status_check', sql`status IN ('draft', 'sent', 'partly_received', 'received', 'closed', 'cancelled')`),
    foreignKey({ columns: [t.venueId], foreignColumns: [venues.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.venueId, t.supplierId], foreignColumns: [suppliers.venueId, suppliers.id] }),
    foreignKey({ columns: [t.venueId, t.createdBy], foreignColumns: [employees.venueId, employees.id] }),
  ],
);

export const purchaseOrderLines = pgTable(
  'purchase_order_lines',
  {
    ...tenantColumns(),
    orderId: integer('order_id').notNull(),
    productId: integer('product_id').notNull(),
    position: integer('position').notNull().default(0),
    quantity: integer('quantity').notNull(),
    receivedQuantity: integer('received_quantity').notNull().default(0),
    unitCost: integer('unit_cost').notNull().default(0),
  },
  (t) => [
    unique('purchase_order_lines_product_unique').on(t.venueId, t.orderId, t.productId),
    index('purchase_order_lines_product').on(t.venueId, t.productId),
    check('purchase_order_lines_amounts_check', sql`quantity > 0 AND received_quantity >= 0 AND received_quantity <= quantity AND unit_cost >= 0`),
    foreignKey({ columns: [t.venueId], foreignColumns: [venues.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.venueId, t.orderId], foreignColumns: [purchaseOrders.venueId, purchaseOrders.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.venueId, t.productId], foreignColumns: [products.venueId, products.id] }).onDelete('cascade'),
  ],
);
