import { and, asc, eq, sql } from 'drizzle-orm';
import { products, purchaseOrderLines, purchaseOrders, suppliers } from '../../db/schema/index';
import type { VenueCtx } from '../../lib/context';

/**
 * GET purchase-orders/suggested: tracked, non-archived products at or under their reorder level,
 * by supplier. The suggestion is the reorder quantity (or enough to rise above the level, if more),
 * less what is still to arrive on sent orders; products fully covered by open orders are left out.
 */
export async function suggestedOrders(ctx: VenueCtx) {
  const onOrder = sql<number>`(select coalesce(sum(l.quantity - l.received_quantity), 0)::int from ${purchaseOrderLines} l
    join ${purchaseOrders} o on o.venue_id = l.venue_id and o.id = l.order_id
    where l.venue_id = ${products.venueId} and l.product_id = ${products.id} and o.status in ('sent', 'partly_received'))`;
  const rows = await ctx.db
    .select({
      id: products.id, name: products.name, sku: products.sku, onHand: products.onHand, level: products.reorderLevel, qty: products.reorderQuantity,
      cost: products.costPrice, supplierId: products.supplierId, supplierName: suppliers.name, onOrder,
    })
    .from(products)
    .leftJoin(suppliers, and(eq(suppliers.venueId, products.venueId), eq(suppliers.id, products.supplierId)))
    .where(and(eq(products.venueId, ctx.venueId), eq(products.archived, false), eq(products.trackStock, true), sql`${products.onHand} <= ${products.reorderLevel}`))
    .orderBy(asc(sql`lower(${products.name})`), asc(products.id));
  const groups = new Map<number | null, { supplier_id: number | null; supplier_name: string | null; lines: SuggestedLine[] }>();
  for (const row of rows) {
    const wanted = Math.max(row.qty, row.level + 1 - row.onHand) - row.onOrder;
    if (wanted <= 0) continue;
    const group = groups.get(row.supplierId) ?? { supplier_id: row.supplierId, supplier_name: row.supplierName, lines: [] };
    group.lines.push({ product_id: row.id, product_name: row.name, sku: row.sku, on_hand: row.onHand, reorder_level: row.level, on_order: row.onOrder, quantity: wanted, unit_cost: row.cost });
    groups.set(row.supplierId, group);
  }
  // Suppliers by name; products without a supplier last.
  const data = [...groups.values()].sort((a, b) => (a.supplier_name === null ? 1 : b.supplier_name === null ? -1 : a.supplier_name.localeCompare(b.supplier_name)));
  return { data };
}
type SuggestedLine = { product_id: number; product_name: string; sku: string; on_hand: number; reorder_level: number; on_order: number; quantity: number; unit_cost: number };
