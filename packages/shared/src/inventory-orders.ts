import { z } from 'zod';
import { idSchema } from './ids';
import { MAX_INVENTORY_PRICE, MAX_STOCK_QUANTITY } from './inventory';

/**
 * Purchase orders and stock counts (spec §2.3 /inventory/orders and /inventory/stock, issue 15).
 * An order goes draft → sent → partly_received → received → closed, or cancelled; quantities are
 * units, costs minor units.
 */

export const PURCHASE_ORDER_STATUSES = ['draft', 'sent', 'partly_received', 'received', 'closed', 'cancelled'] as const;
export type PurchaseOrderStatus = (typeof PURCHASE_ORDER_STATUSES)[number];
export const MAX_ORDER_LINES = 200;

export const purchaseOrderLineSchema = z.object({
  id: idSchema,
  product_id: idSchema,
  product_name: z.string(),
  sku: z.string(),
  barcode: z.string(),
  quantity: z.number().int(),
  received_quantity: z.number().int(),
  unit_cost: z.number().int().describe('minor units'),
});
export type PurchaseOrderLine = z.infer<typeof purchaseOrderLineSchema>;

export const purchaseOrderSchema = z.object({
  id: idSchema,
  number: z.number().int(),
  supplier_id: idSchema,
  supplier_name: z.string(),
  supplier_email: z.string(),
  status: z.enum(PURCHASE_ORDER_STATUSES),
  note: z.string(),
  expected_on: z.string().nullable().describe('YYYY-MM-DD'),
  line_count: z.number().int(),
  total_quantity: z.number().int(),
  received_quantity: z.number().int(),
  total_cost: z.number().int().describe('Σ quantity × unit cost, minor units'),
  sent_at: z.string().nullable(),
  received_at: z.string().nullable(),
  closed_at: z.string().nullable(),
  created_at: z.string(),
});
export type PurchaseOrder = z.infer<typeof purchaseOrderSchema>;
export const purchaseOrderDetailSchema = purchaseOrderSchema.extend({ lines: z.array(purchaseOrderLineSchema) });
export type PurchaseOrderDetail = z.infer<typeof purchaseOrderDetailSchema>;

const quantity = z.number().int().min(1).max(MAX_STOCK_QUANTITY);

export const purchaseOrderBody = z.object({
  supplier_id: idSchema,
  note: z.string().trim().max(2000).default(''),
  expected_on: z.iso.date().nullable().default(null),
  lines: z
    .array(z.object({ product_id: idSchema, quantity, unit_cost: z.number().int().min(0).max(MAX_INVENTORY_PRICE).nullable().default(null).describe('null: the product’s cost price') }))
    .min(1)
    .max(MAX_ORDER_LINES)
    .refine((lines) => new Set(lines.map((l) => l.product_id)).size === lines.length, { message: 'duplicate' }),
});
export type PurchaseOrderBody = z.input<typeof purchaseOrderBody>;
export type PurchaseOrderInput = z.output<typeof purchaseOrderBody>;

export const purchaseOrdersQuery = z.object({
  status: z.enum([...PURCHASE_ORDER_STATUSES, 'open']).optional().describe('open: sent or partly received'),
  supplier_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(50),
});
export const purchaseOrdersResponse = z.object({
  data: z.array(purchaseOrderSchema),
  meta: z.object({ page: z.number().int(), per_page: z.number().int(), total: z.number().int(), last_page: z.number().int() }),
});
export const purchaseOrderResponse = z.object({ data: purchaseOrderDetailSchema, message: z.string() });
export const purchaseOrderDetailResponse = z.object({ data: purchaseOrderDetailSchema });

export const purchaseOrderReceiveBody = z.object({
  lines: z
    .array(z.object({ line_id: idSchema, quantity, unit_cost: z.number().int().min(0).max(MAX_INVENTORY_PRICE).nullable().default(null).describe('null: the order’s unit cost') }))
    .min(1)
    .max(MAX_ORDER_LINES)
    .refine((lines) => new Set(lines.map((l) => l.line_id)).size === lines.length, { message: 'duplicate' }),
  note: z.string().trim().max(500).default(''),
});
export type PurchaseOrderReceiveBody = z.input<typeof purchaseOrderReceiveBody>;

export const suggestedOrdersResponse = z.object({
  data: z.array(
    z.object({
      supplier_id: idSchema.nullable(),
      supplier_name: z.string().nullable(),
      lines: z.array(
        z.object({
          product_id: idSchema,
          product_name: z.string(),
          sku: z.string(),
          on_hand: z.number().int(),
          reorder_level: z.number().int(),
          on_order: z.number().int().describe('still to arrive on sent orders'),
          quantity: z.number().int().describe('suggested: the reorder quantity, at least enough to rise above the level'),
          unit_cost: z.number().int(),
        }),
      ),
    }),
  ),
});
export type SuggestedOrders = z.infer<typeof suggestedOrdersResponse>;

// Stock count (stock-take).
export const stockCountBody = z.object({
  counts: z
    .array(z.object({ product_id: idSchema, counted: z.number().int().min(0).max(MAX_STOCK_QUANTITY) }))
    .min(1)
    .max(5000)
    .refine((rows) => new Set(rows.map((r) => r.product_id)).size === rows.length, { message: 'duplicate' }),
  note: z.string().trim().max(500).default(''),
});
export type StockCountBody = z.input<typeof stockCountBody>;
export const stockCountResponse = z.object({
  data: z.array(z.object({ product_id: idSchema, before: z.number().int(), counted: z.number().int(), difference: z.number().int() })),
  movements: z.number().int().describe('count_correction movements written (the products whose count differed)'),
  message: z.string(),
});
export type StockCountResponse = z.infer<typeof stockCountResponse>;
