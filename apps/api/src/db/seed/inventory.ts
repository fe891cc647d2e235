import { partnerBody, productBody } from '@chairside/shared/inventory';
import { purchaseOrderBody } from '@chairside/shared/inventory-orders';
import { and, asc, eq, lte } from 'drizzle-orm';
import type { Tx } from '../client';
import { products } from '../schema/index';
import { notifyStaff } from '../../features/notifications/notifications.service';
import { advanceDemoPurchaseOrder, insertPartner, insertProduct, insertPurchaseOrder, lowStockLink, recordMovement } from '../../features/inventory/inventory.service';
import { RANGE_BRANDS, rangeProducts, type Supplier } from './inventory-range';

/**
 * Demo Salon's brands, suppliers and products (the twelve below, which the tests read exactly, and
 * the rest of the range from inventory-range.ts: about 150 in all) with their stock history and
 * purchase orders, made through the inventory feature's own service. The opening stock arrived on purchase orders 1 and 2
 * (received, the first since closed); order 3 is partly received, 4 sent, 5 a draft, 6 cancelled.
 */
export async function seedInventory(tx: Tx, venueId: number, employeeId: number | null, now: Date = new Date()): Promise<void> {
  const brand: Record<string, number> = {};
  for (const name of ['Kérastase', 'Olaplex', 'Wella Professionals', 'OPI', ...RANGE_BRANDS]) {
    brand[name] ??= await insertPartner(tx, 'brand', venueId, partnerBody.parse({ name }));
  }
  const beauty = await insertPartner(tx, 'supplier', venueId, partnerBody.parse({
    name: 'Beauty Wholesale BV', contact: 'Sanne de Vries', email: 'orders@beautywholesale.test', phone: '+31 20 555 0199', notes: 'Orders before 14:00 arrive the next day.',
  }));
  const salonSupply = await insertPartner(tx, 'supplier', venueId, partnerBody.parse({ name: 'Salon Supply Co.', contact: 'Mark Janssen', email: 'sales@salonsupply.test' }));

  // [name, brand, category, sku, barcode, retail, cost, usage, reorder level, reorder qty, supplier, movements]
  const items: [string, string, string, string, string, number, number, 'retail' | 'professional', number, number, number, number[]][] = [
    ['Bain Satin shampoo 250 ml', 'Kérastase', 'Shampoo', 'KER-BS-250', '3474636382996', 2895, 1450, 'retail', 4, 12, beauty, [12, -3, -2]],
    ['Masque Nutritive 200 ml', 'Kérastase', 'Treatment', 'KER-MN-200', '3474636397808', 4450, 2200, 'retail', 3, 6, beauty, [6, -2]],
    ['Elixir Ultime oil 100 ml', 'Kérastase', 'Styling', 'KER-EU-100', '3474630645714', 4995, 2500, 'retail', 2, 6, beauty, [6, -4, -1]],
    ['No. 3 Hair Perfector 100 ml', 'Olaplex', 'Treatment', 'OLA-3-100', '896364002749', 2990, 1500, 'retail', 4, 12, salonSupply, [12, -5]],
    ['No. 4 Bond Maintenance shampoo', 'Olaplex', 'Shampoo', 'OLA-4-250', '850018802208', 2990, 1500, 'retail', 4, 12, salonSupply, [12, -4, -1]],
    ['No. 1 Bond Multiplier 525 ml', 'Olaplex', 'Colour', 'OLA-1-525', '896364002251', 0, 9900, 'professional', 1, 2, salonSupply, [2, -1]],
    ['Koleston Perfect 7/0 60 ml', 'Wella Professionals', 'Colour', 'WEL-KP-70', '8005610627308', 0, 650, 'professional', 6, 24, beauty, [24, -8, -3]],
    ['Welloxon 6 % developer 1 l', 'Wella Professionals', 'Colour', 'WEL-OX-6', '4015600097143', 0, 750, 'professional', 2, 6, beauty, [6, -2, -1]],
    ['EIMI Thermal Image 150 ml', 'Wella Professionals', 'Styling', 'WEL-TI-150', '4064666043456', 1895, 900, 'retail', 3, 6, beauty, [6, -3, -1]],
    ['Nail Envy strengthener 15 ml', 'OPI', 'Nails', 'OPI-NE-15', '094100010118', 2250, 1100, 'retail', 2, 6, salonSupply, [6, -1]],
    ['Big Apple Red nail polish', 'OPI', 'Nails', 'OPI-NL-N25', '094100001296', 1595, 700, 'retail', 2, 6, salonSupply, [6, -2, -1, -1]],
    ['Cotton pads (pack of 100)', '', 'Consumables', 'CON-PAD-100', '', 0, 250, 'professional', 5, 20, salonSupply, [20, -6]],
  ];
  const sku: Record<string, number> = {};
  const opening = new Map<number, { product_id: number; quantity: number }[]>();
  const later: [number, number[], 'retail' | 'professional'][] = [];
  for (const [name, brandName, category, code, barcode, retail, cost, usage, level, qty, supplierId, moves] of items) {
    const productId = await insertProduct(tx, venueId, productBody.parse({
      name, brand_id: brandName ? brand[brandName]! : null, category, sku: code, barcode, retail_price: retail, cost_price: cost, usage,
      reorder_level: level, reorder_quantity: qty, supplier_id: supplierId,
    }));
    sku[code] = productId;
    opening.set(supplierId, [...(opening.get(supplierId) ?? []), { product_id: productId, quantity: moves[0]! }]);
    later.push([productId, moves, usage]);
  }
  // The rest of the range: its opening stock on the same opening orders, its later movements after the twelve's.
  const suppliers: Record<Supplier, number> = { beauty, salonSupply };
  const rangeLater: [number, { quantity: number; kind: 'used_in_service' | 'damaged' | 'lost' }[]][] = [];
  for (const item of rangeProducts()) {
    const supplierId = suppliers[item.supplier];
    const productId = await insertProduct(tx, venueId, productBody.parse({
      name: item.name, brand_id: item.brand ? brand[item.brand]! : null, category: item.category, sku: item.sku, barcode: item.barcode,
      retail_price: item.retail, cost_price: item.cost, usage: item.usage, reorder_level: item.level, reorder_quantity: item.quantity, supplier_id: supplierId,
    }));
    opening.get(supplierId)!.push({ product_id: productId, quantity: item.opening });
    rangeLater.push([productId, item.later]);
  }
  const day = (days: number) => new Date(now.getTime() - days * 86_400_000);
  const order = (supplierId: number, lines: { product_id: number; quantity: number }[], note = '') =>
    insertPurchaseOrder(tx, venueId, employeeId, purchaseOrderBody.parse({ supplier_id: supplierId, note, lines }));
  // 1 and 2: the opening stock, sent and received in full; the first since closed.
  const first = await order(beauty, opening.get(beauty)!);
  await advanceDemoPurchaseOrder(tx, venueId, employeeId, first, day(40), { send: true, receive: 'all', archive: true });
  const second = await order(salonSupply, opening.get(salonSupply)!);
  await advanceDemoPurchaseOrder(tx, venueId, employeeId, second, day(38), { send: true, receive: 'all' });
  for (const [productId, moves, usage] of later) {
    for (const [index, quantity] of moves.entries()) {
      if (index === 0) continue;
      // Sales move stock only through the till (seed/sales.ts): a retail product's other losses are a
      // damaged last one, or what a stock-take found missing, so every 'sale' movement has its sale.
      const kind = usage === 'professional' ? 'used_in_service' : quantity < 0 && index === moves.length - 1 && moves.length > 2 ? 'damaged' : 'count_correction';
      await recordMovement(tx, venueId, { productId, quantity, kind, employeeId });
    }
  }
  for (const [productId, moves] of rangeLater) {
    for (const { quantity, kind } of moves) await recordMovement(tx, venueId, { productId, quantity, kind, employeeId });
  }
  // 3: colour restock, half of the developer delivered so far.
  const third = await order(beauty, [{ product_id: sku['WEL-KP-70']!, quantity: 24 }, { product_id: sku['WEL-OX-6']!, quantity: 6 }], 'Rest of the colour to follow next week.');
  await advanceDemoPurchaseOrder(tx, venueId, employeeId, third, day(5), { send: true, receive: { [sku['WEL-OX-6']!]: 3 } });
  // 4: sent, on its way.
  const fourth = await order(salonSupply, [{ product_id: sku['OPI-NL-N25']!, quantity: 6 }, { product_id: sku['CON-PAD-100']!, quantity: 20 }]);
  await advanceDemoPurchaseOrder(tx, venueId, employeeId, fourth, day(2), { send: true });
  // 5: a draft for the low Kérastase oil; 6: a draft that was cancelled.
  await order(beauty, [{ product_id: sku['KER-EU-100']!, quantity: 6 }, { product_id: sku['KER-MN-200']!, quantity: 3 }]);
  const sixth = await order(salonSupply, [{ product_id: sku['OLA-1-525']!, quantity: 2 }], 'Ordered by phone instead.');
  await advanceDemoPurchaseOrder(tx, venueId, employeeId, sixth, day(20), { archive: true });
}

/**
 * The bell's demo items: the staff hear of the retail products the demo history left at or under
 * their reorder level, as the till would have told them when each crossed it (the seed's movements
 * are recorded without telling anyone). Three at most, the lowest first.
 */
export async function seedLowStockNews(tx: Tx, venueId: number): Promise<void> {
  const low = await tx
    .select({ name: products.name, onHand: products.onHand, level: products.reorderLevel })
    .from(products)
    .where(and(eq(products.venueId, venueId), eq(products.trackStock, true), eq(products.usage, 'retail'), lte(products.onHand, products.reorderLevel)))
    .orderBy(asc(products.onHand), asc(products.id))
    .limit(3);
  for (const product of low) {
    await notifyStaff(tx, venueId, 'low_stock', { params: { product: product.name, on_hand: product.onHand, level: product.level }, link: lowStockLink });
  }
}
