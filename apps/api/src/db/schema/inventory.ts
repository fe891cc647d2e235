import { boolean, check, foreignKey, index, integer, pgTable, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, tenantColumns } from './columns';
import { venues } from './venues';
import { employees } from './staff';
import { taxRates } from './catalog-taxes';

/**
 * Inventory (spec §2.3 /inventory, issue 15): brands, suppliers, products and the stock ledger.
 * A product's on_hand is the sum of its stock_movements, kept in the same transaction as each
 * movement under the product's row lock. Prices are minor units; SKU and barcode are unique per
 * venue among the non-archived products ('' = none).
 */
const contactColumns = () => ({
  ...tenantColumns(),
  name: text('name').notNull(),
  contact: text('contact').notNull().default(''),
  email: text('email').notNull().default(''),
  phone: text('phone').notNull().default(''),
  notes: text('notes').notNull().default(''),
  archived: boolean('archived').notNull().default(false),
  archivedAt: timestamp('archived_at', { withTimezone: true }),
  createdAt: createdAt(),
});

export const brands = pgTable('brands', contactColumns(), (t) => [
  unique().on(t.venueId, t.id),
  foreignKey({ columns: [t.venueId], foreignColumns: [venues.id] }).onDelete('cascade'),
]);

export const suppliers = pgTable('suppliers', contactColumns(), (t) => [
  unique().on(t.venueId, t.id),
  foreignKey({ columns: [t.venueId], foreignColumns: [venues.id] }).onDelete('cascade'),
]);

export const products = pgTable(
  'products',
  {
    ...tenantColumns(),
    name: text('name').notNull(),
    brandId: integer('brand_id'),
    category: text('category').notNull().default(''),
    sku: text('sku').notNull().default(''),
    barcode: text('barcode').notNull().default(''),
    retailPrice: integer('retail_price').notNull().default(0),
    taxRateId: integer('tax_rate_id').notNull(),
    costPrice: integer('cost_price').notNull().default(0),
    /** 'retail' (sold) or 'professional' (back-bar, used in services). */
    usage: text('usage').notNull().default('retail'),
    trackStock: boolean('track_stock').notNull().default(true),
    reorderLevel: integer('reorder_level').notNull().default(0),
    reorderQuantity: integer('reorder_quantity').notNull().default(0),
    supplierId: integer('supplier_id'),
    onHand: integer('on_hand').notNull().default(0),
    /** The product's picture: the URL path lib/images.ts serves it at (null: none). */
    photo: text('photo'),
    archived: boolean('archived').notNull().default(false),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    unique().on(t.venueId, t.id),
    uniqueIndex('products_sku_unique').on(t.venueId, t.sku).where(sql`NOT ${t.archived} AND ${t.sku} <> ''`),
    uniqueIndex('products_barcode_unique').on(t.venueId, t.barcode).where(sql`NOT ${t.archived} AND ${t.barcode} <> ''`),
    index('products_venue_name').on(t.venueId, t.name),
    // GET stock: the tracked, non-archived products in the list's order (lower(name), id).
    index('products_stock_list').on(t.venueId, sql`lower(${t.name})`, t.id).where(sql`NOT ${t.archived} AND ${t.trackStock}`),
    check('products_usage_check', sql`usage IN ('retail', 'professional')`),
    check('products_amounts_check', sql`retail_price >= 0 AND cost_price >= 0 AND reorder_level >= 0 AND reorder_quantity >= 0`),
    foreignKey({ columns: [t.venueId], foreignColumns: [venues.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.venueId, t.brandId], foreignColumns: [brands.venueId, brands.id] }),
    foreignKey({ columns: [t.venueId, t.supplierId], foreignColumns: [suppliers.venueId, suppliers.id] }),
    foreignKey({ columns: [t.venueId, t.taxRateId], foreignColumns: [taxRates.venueId, taxRates.id] }),
  ],
);

/** The stock ledger: one row per change of a product's on-hand quantity (quantity is the signed delta). */
export const stockMovements = pgTable(
  'stock_movements',
  {
    ...tenantColumns(),
    productId: integer('product_id').notNull(),
    quantity: integer('quantity').notNull(),
    kind: text('kind').notNull(),
    note: text('note').notNull().default(''),
    reference: text('reference').notNull().default(''),
    /** Who made it (null: the system, e.g. the demo data). */
    employeeId: integer('employee_id'),
    createdAt: createdAt(),
  },
  (t) => [
    // One product's history, latest first (GET stock/movements?product_id=…): the index's order is the list's.
    index('stock_movements_product_history').on(t.venueId, t.productId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('stock_movements_venue_time').on(t.venueId, t.createdAt),
    check('stock_movements_quantity_check', sql`quantity <> 0`),
    check(
      'stock_movements_kind_check',
      sql`kind IN ('damaged', 'lost', 'used_in_service', 'count_correction', 'transfer', 'purchase_receipt', 'sale', 'refund')`,
    ),
    foreignKey({ columns: [t.venueId], foreignColumns: [venues.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.venueId, t.productId], foreignColumns: [products.venueId, products.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.venueId, t.employeeId], foreignColumns: [employees.venueId, employees.id] }),
  ],
);
