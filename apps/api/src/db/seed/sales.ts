import { and, asc, desc, eq, gte, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import { ROLE_PERMISSIONS } from '@chairside/shared/permissions';
import { checkoutPayBody, checkoutStoreBody, checkoutUpdateBody, refundBody, voidBody } from '@chairside/shared/sales';
import { defaultReceiptSettings, receiptSettingsBody } from '@chairside/shared/sales-receipt';
import type { Tx } from '../client';
import { appointments, employees, products, sales } from '../schema/index';
import type { VenueCtx } from '../../lib/context';
import { invoiceCancelBody, invoiceStoreBody } from '@chairside/shared/sales-invoices';
import { cancelInvoice, closeDayAs, endDay, invoiceCandidates, payCheckout, refundSale, saleDetail, storeCheckout, storeInvoice, updateCheckout, updateReceiptSettings, voidSale } from '../../features/sales/sales.service';
import { createRandom } from './random';

/**
 * Demo Salon's till history, made through the sales feature's own services: most of the last two
 * weeks' finished bookings checked out at the time they ended (card, cash with change, some split,
 * some tips), a few retail products sold with them (stock moves through the inventory ledger), a few
 * refunds and voids. Bounded, so the first start stays quick.
 */
const MAX_CHECKOUTS = 80;
/** Retail products the demo sells at the till (the inventory tests read the others' stock exactly). */
const TILL_PRODUCTS = ['OLA-4-250', 'OPI-NE-15', 'KER-MN-200'];

export async function seedSales(tx: Tx, venueId: number, ownerEmployeeId: number, now: Date): Promise<void> {
  const random = createRandom(14_141_414);
  const [owner] = await tx.select({ userId: employees.userId }).from(employees).where(eq(employees.id, ownerEmployeeId));
  const ctxAt = (at: Date): VenueCtx => ({
    db: tx,
    deps: { now: () => at },
    lang: 'en-us',
    platform: 'web',
    ip: '127.0.0.1',
    requestId: 'seed',
    venueId,
    employeeId: ownerEmployeeId,
    userId: owner!.userId!,
    session: { id: 0, userId: owner!.userId!, email: '', isSupport: false, viaSupport: false, venueId, employeeId: ownerEmployeeId, role: 'owner', permissions: ROLE_PERMISSIONS.owner },
  }) as unknown as VenueCtx;

  // Bookings whose every line is done, that ended in the last 14 days: the latest end of each, oldest first.
  const since = new Date(now.getTime() - 14 * 86_400_000);
  const ended = await tx
    .select({ groupId: appointments.groupId, end: appointments.endsAt, first: appointments.id })
    .from(appointments)
    .where(and(eq(appointments.venueId, venueId), eq(appointments.type, 'appointment'), eq(appointments.status, 'done'), gte(appointments.startsAt, since), lt(appointments.endsAt, now),
      // Not a booking with a line still under way (the seed marks the latest visits started when it runs after hours).
      sql`not exists (select 1 from appointments other where other.venue_id = ${appointments.venueId} and other.group_id = ${appointments.groupId} and other.status not in ('done', 'cancelled'))`))
    .orderBy(asc(appointments.groupId), asc(appointments.id));
  const groups = new Map<number, { first: number; end: Date }>();
  for (const row of ended) {
    const seen = groups.get(row.groupId);
    const end = row.end;
    if (!seen) groups.set(row.groupId, { first: row.first, end });
    else if (end > seen.end) seen.end = end;
  }
  const chosen = [...groups.values()].filter(() => random.next() < 0.85).sort((a, b) => a.end.getTime() - b.end.getTime()).slice(-MAX_CHECKOUTS);

  const shelf = await tx.select({ id: products.id, onHand: products.onHand }).from(products)
    .where(and(eq(products.venueId, venueId), inArray(products.sku, TILL_PRODUCTS)));
  const stock = new Map(shelf.map((row) => [row.id, row.onHand]));

  const paid: { id: number; at: Date }[] = [];
  for (const booking of chosen) {
    const at = new Date(booking.end.getTime() + 5 * 60_000);
    const ctx = ctxAt(at);
    const items = [];
    const pick = shelf[Math.floor(random.next() * shelf.length)];
    if (pick && random.next() < 0.15 && (stock.get(pick.id) ?? 0) > 1) {
      items.push({ kind: 'product' as const, product_id: pick.id, quantity: 1 });
      stock.set(pick.id, stock.get(pick.id)! - 1);
    }
    const cart = (await storeCheckout(ctx, checkoutStoreBody.parse({ appointment_id: booking.first, items }))).data;
    const worker = cart.lines.find((line) => line.employee_id)?.employee_id;
    let due = cart.totals.due;
    if (worker && random.next() < 0.2) {
      // A tip on top: the cart is stored again with it (as the till would before paying).
      const tip = [200, 300, 500][Math.floor(random.next() * 3)]!;
      const updated = (await updateCheckout(ctx, cart.id, checkoutUpdateBody.parse({
        items: cart.lines.map(({ kind, service_id, product_id, appointment_id, employee_id, name, unit_price, quantity, discount }) => ({
          kind, service_id, product_id, appointment_id, employee_id, name, unit_price, quantity, discount,
        })),
        tips: [{ employee_id: worker, amount: tip }],
      }))).data;
      due = updated.totals.due;
    }
    const roll = random.next();
    const payments = roll < 0.55
      ? [{ method: 'card', amount: due }]
      : roll < 0.85 || due < 200
        ? [{ method: 'cash', amount: due, tendered: Math.ceil(due / 1000) * 1000 }]
        : [{ method: 'card', amount: Math.ceil(due / 2) }, { method: 'cash', amount: due - Math.ceil(due / 2) }];
    paid.push({ id: await payCheckout(ctx, cart.id, checkoutPayBody.parse({ payments })), at });
  }

  // A few corrections: two voided the same day (rung up twice), three refunds (one line back).
  for (const [index, sale] of paid.filter((_, i) => i % 23 === 7).slice(0, 2).entries()) {
    await voidSale(ctxAt(new Date(sale.at.getTime() + 10 * 60_000)), sale.id, voidBody.parse({ reason: index === 0 ? 'Rung up twice' : 'Wrong customer' }));
  }
  for (const sale of paid.filter((_, i) => i % 19 === 4).slice(0, 3)) {
    const ctx = ctxAt(new Date(Math.min(sale.at.getTime() + 2 * 86_400_000, now.getTime())));
    const detail = await saleDetail(ctx, sale.id);
    if (detail.voided || detail.lines.length === 0) continue;
    const line = detail.lines[detail.lines.length - 1]!;
    await refundSale(ctx, sale.id, refundBody.parse({ lines: [{ line_id: line.id, quantity: 1 }], method: detail.methods[0] ?? 'card', reason: 'Customer not happy with the result' }));
  }

  // Closed days: the five latest days with sales before yesterday, cashed up in the evening by the
  // owner (the PIN is the desk's step; the seed closes as the owner through the same service). One
  // count came out short, one over.
  const days = await tx.selectDistinct({ date: sales.businessDate }).from(sales).where(eq(sales.venueId, venueId)).orderBy(desc(sales.businessDate));
  const yesterday = new Date(now.getTime() - 86_400_000).toISOString().slice(0, 10);
  const toClose = days.map((d) => d.date).filter((date) => date < yesterday).slice(0, 5);
  for (const [index, date] of toClose.entries()) {
    const ctx = ctxAt(new Date(`${date}T19:30:00Z`));
    const expected = (await endDay(ctx, date, false)).data.expected_cash;
    const off = index === 1 ? -500 : index === 3 ? 200 : 0;
    await closeDayAs(ctx, ownerEmployeeId, { date, counted_cash: Math.max(0, expected + off), notes: off < 0 ? 'Five short: change given twice?' : off > 0 ? 'A tip left in the drawer.' : '' });
  }

  // The receipt as the salon set it up: its opening hours on top, the returns rule below, the
  // tax number, and staff names left off the slip (the rest as the defaults).
  await updateReceiptSettings(ctxAt(now), receiptSettingsBody.parse({
    ...defaultReceiptSettings(),
    header_text: 'Open Tue–Sat 9:00–19:00 · Book online any time',
    footer_text: 'Products can be returned unopened within 14 days with this receipt. Thank you!',
    tax_number: 'NL859123456B01',
    show_employees: false,
  }));

  await seedInvoices(ctxAt, venueId, now);
}

/** Company buyers of the demo: a few regulars who asked for invoices for their business. */
const COMPANIES = [
  { company_name: 'Studio Lumen B.V.', tax_number: 'NL812345678B01', address: 'Keizersgracht 211', postcode: '1016 DT', city: 'Amsterdam', country: 'NL' },
  { company_name: 'Van Dijk Fotografie', tax_number: 'NL001234567B02', address: 'Oudegracht 88', postcode: '3511 AV', city: 'Utrecht', country: 'NL' },
  { company_name: 'Brightside Events Ltd', tax_number: 'GB123456789', address: '14 Market Street', postcode: 'M1 1PT', city: 'Manchester', country: 'GB' },
];

/**
 * Invoices through the invoice service: the three customers with the most paid sales each get one
 * for their company (the last one's sales split in two invoices, the first of them cancelled as
 * issued to the wrong address and the sales invoiced again), so the list shows both statuses.
 */
async function seedInvoices(ctxAt: (at: Date) => VenueCtx, venueId: number, now: Date): Promise<void> {
  const ctx = ctxAt(now);
  const regulars = await ctx.db.select({ customerId: sales.customerId, n: sql<number>`count(*)::int` }).from(sales)
    .where(and(eq(sales.venueId, venueId), eq(sales.kind, 'sale'), isNotNull(sales.customerId)))
    .groupBy(sales.customerId).orderBy(desc(sql`count(*)`), asc(sales.customerId)).limit(COMPANIES.length);
  for (const [index, { customerId }] of regulars.entries()) {
    const candidates = (await invoiceCandidates(ctx, customerId!)).data;
    if (candidates.length === 0) continue;
    const company = { ...COMPANIES[index]!, email: '' };
    const saleIds = candidates.slice(0, 3).map((sale) => sale.id);
    if (index === COMPANIES.length - 1) {
      const wrong = await storeInvoice(ctx, invoiceStoreBody.parse({ ...company, address: 'Market Street 41', customer_id: customerId, sale_ids: saleIds }));
      await cancelInvoice(ctx, wrong.data.id, invoiceCancelBody.parse({ reason: 'Wrong address; issued again' }));
    }
    await storeInvoice(ctx, invoiceStoreBody.parse({ ...company, customer_id: customerId, sale_ids: saleIds, notes: index === 0 ? 'Paid in full at the till. Thank you for your business.' : '' }));
  }
}
