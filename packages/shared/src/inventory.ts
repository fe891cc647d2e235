import { z } from 'zod';
import { emailField } from './auth';
import { PAGE_SIZES } from './constants';
import { idSchema } from './ids';

/**
 * Inventory (spec §2.3 /inventory, issue 15): products, brands, suppliers and the stock ledger.
 * Prices are minor units. Stock moves only through movements; on_hand is their sum.
 */

export const MAX_INVENTORY_PRICE = 100_000_000;
export const MAX_STOCK_QUANTITY = 1_000_000;
export const PRODUCT_USAGES = ['retail', 'professional'] as const;
/** Why stock moved. The adjust dialog offers ADJUSTMENT_KINDS; the rest come from receipts, sales and refunds. */
export const MOVEMENT_KINDS = ['damaged', 'lost', 'used_in_service', 'count_correction', 'transfer', 'purchase_receipt', 'sale', 'refund'] as const;
export const ADJUSTMENT_KINDS = ['damaged', 'lost', 'used_in_service', 'count_correction', 'transfer', 'purchase_receipt'] as const;
export type MovementKind = (typeof MOVEMENT_KINDS)[number];

export const archivedQuery = z.object({ archived: z.enum(['0', '1']).optional().describe('1: the archived ones') });

// Brands and suppliers share one shape.
export const partnerSchema = z.object({
  id: idSchema,
  name: z.string(),
  contact: z.string(),
  email: z.string(),
  phone: z.string(),
  notes: z.string(),
  archived: z.boolean(),
  archived_at: z.string().nullable().describe('ISO instant'),
  product_count: z.number().int().min(0),
});
export type Partner = z.infer<typeof partnerSchema>;
export const partnerBody = z.object({
  name: z.string().trim().min(1).max(120),
  contact: z.string().trim().max(120).default(''),
  email: z.union([z.literal(''), emailField]).default(''),
  phone: z.string().trim().max(40).default(''),
  notes: z.string().trim().max(2000).default(''),
});
export type PartnerBody = z.input<typeof partnerBody>;
export type PartnerInput = z.output<typeof partnerBody>;
export const partnersListResponse = z.object({ data: z.array(partnerSchema) });
export const partnerResponse = z.object({ data: partnerSchema, message: z.string() });
export const partnerDetailResponse = z.object({ data: partnerSchema });

const amount = z.number().int().min(0).max(MAX_INVENTORY_PRICE);
const code = z.string().trim().max(64).default('');

export const productSchema = z.object({
  id: idSchema,
  name: z.string(),
  brand_id: idSchema.nullable(),
  brand_name: z.string().nullable(),
  category: z.string(),
  sku: z.string(),
  barcode: z.string(),
  retail_price: z.number().int(),
  tax_rate_id: idSchema,
  tax_rate: z.number().int().describe('basis points'),
  cost_price: z.number().int(),
  usage: z.enum(PRODUCT_USAGES),
  track_stock: z.boolean(),
  reorder_level: z.number().int(),
  reorder_quantity: z.number().int(),
  supplier_id: idSchema.nullable(),
  supplier_name: z.string().nullable(),
  on_hand: z.number().int(),
  photo: z.string().nullable().describe('URL path of the product picture'),
  low_stock: z.boolean(),
  archived: z.boolean(),
  archived_at: z.string().nullable(),
});
export type Product = z.infer<typeof productSchema>;

export const productBody = z.object({
  name: z.string().trim().min(1).max(160),
  brand_id: idSchema.nullable().default(null),
  category: z.string().trim().max(80).default(''),
  sku: code,
  barcode: code,
  retail_price: amount.default(0),
  /** null: the venue's default rate for products. */
  tax_rate_id: idSchema.nullable().default(null),
  cost_price: amount.default(0),
  usage: z.enum(PRODUCT_USAGES).default('retail'),
  track_stock: z.boolean().default(true),
  reorder_level: z.number().int().min(0).max(MAX_STOCK_QUANTITY).default(0),
  reorder_quantity: z.number().int().min(0).max(MAX_STOCK_QUANTITY).default(0),
  supplier_id: idSchema.nullable().default(null),
});
export type ProductBody = z.input<typeof productBody>;
export type ProductInput = z.output<typeof productBody>;

export const productsQuery = z.object({
  archived: z.enum(['0', '1']).optional().describe('1: the archived ones'),
  search: z.string().trim().max(100).optional().describe('name, brand, SKU or barcode; an exact SKU or barcode comes first'),
});
export const productsListResponse = z.object({
  data: z.array(productSchema),
  /** The product whose SKU or barcode is exactly the search (a scan), if any. */
  exact_id: idSchema.nullable(),
  categories: z.array(z.string()),
});
export const productResponse = z.object({ data: productSchema, message: z.string() });
export const productDetailResponse = z.object({ data: productSchema });

// Stock.
/** The stock list's page size when none is asked for (the screen offers every size of PAGE_SIZES, spec §9). */
export const STOCK_PAGE_SIZE = 50;
export const stockQuery = z.object({
  search: z.string().trim().max(100).optional(),
  low: z.enum(['0', '1']).optional().describe('1: only products at or under their reorder level'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce
    .number()
    .int()
    .refine((n) => (PAGE_SIZES as readonly number[]).includes(n), { params: { key: 'validation.one_of' } })
    .default(STOCK_PAGE_SIZE)
    .describe('10, 25, 50 or 100'),
});
export type StockQuery = z.output<typeof stockQuery>;
export const stockRowSchema = z.object({
  product_id: idSchema,
  name: z.string(),
  brand_name: z.string().nullable(),
  sku: z.string(),
  barcode: z.string(),
  on_hand: z.number().int(),
  reorder_level: z.number().int(),
  reorder_quantity: z.number().int(),
  low_stock: z.boolean(),
  value_cost: z.number().int().describe('on_hand × cost price, minor units (0 when negative)'),
  value_retail: z.number().int(),
});
export type StockRow = z.infer<typeof stockRowSchema>;
export const stockResponse = z.object({
  data: z.array(stockRowSchema).describe('one page, by name'),
  totals: z
    .object({ value_cost: z.number().int(), value_retail: z.number().int(), low_stock: z.number().int() })
    .describe('over every product the search and filter match, not only this page'),
  meta: z.object({ page: z.number().int(), per_page: z.number().int(), total: z.number().int(), last_page: z.number().int() }),
});
export type StockResponse = z.infer<typeof stockResponse>;
export type MovementsResponse = z.infer<typeof movementsResponse>;

export const stockAdjustBody = z.object({
  product_id: idSchema,
  /** Signed: +3 received, −1 damaged. */
  quantity: z
    .number()
    .int()
    .min(-MAX_STOCK_QUANTITY)
    .max(MAX_STOCK_QUANTITY)
    .refine((n) => n !== 0, { message: 'zero' }),
  kind: z.enum(ADJUSTMENT_KINDS),
  note: z.string().trim().max(500).default(''),
  reference: z.string().trim().max(120).default(''),
});
export type StockAdjustBody = z.input<typeof stockAdjustBody>;

export const movementSchema = z.object({
  id: idSchema,
  product_id: idSchema,
  product_name: z.string(),
  quantity: z.number().int(),
  kind: z.enum(MOVEMENT_KINDS),
  note: z.string(),
  reference: z.string(),
  employee_id: idSchema.nullable(),
  employee_name: z.string().nullable(),
  created_at: z.string(),
});
export type Movement = z.infer<typeof movementSchema>;
export const stockAdjustResponse = z.object({ data: movementSchema, on_hand: z.number().int(), message: z.string() });

export const movementsQuery = z.object({
  product_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  kind: z.enum(MOVEMENT_KINDS).optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(50),
});
export const movementsResponse = z.object({
  data: z.array(movementSchema),
  meta: z.object({ page: z.number().int(), per_page: z.number().int(), total: z.number().int(), last_page: z.number().int() }),
});

/** Low stock: a tracked product at or under its reorder level (a level of 0 flags only when nothing is left). */
export const isLowStock = (p: { track_stock: boolean; on_hand: number; reorder_level: number }) => p.track_stock && p.on_hand <= p.reorder_level;
