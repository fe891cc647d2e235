import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { saleTotals, settle } from '@chairside/shared/rules/sale-money';
import { zonedToday } from '@chairside/shared/rules/calendar-time';
import { CARD_SERVICE_METHOD, type BasketResponse, type Checkout, type checkoutPayBody, type checkoutStoreBody, type checkoutUpdateBody } from '@chairside/shared/sales';
import { checkouts, customers, saleLines, sales, tillCardPayments } from '../../db/schema/index';
import type { CheckoutDraftLine } from '../../db/schema/sales';
import type { Queryable, Tx } from '../../db/client';
import { logActivity } from '../../lib/activity';
import type { VenueCtx } from '../../lib/context';
import { AppError, fieldError } from '../../lib/errors';
import { deskMethodOf } from '@chairside/shared/payments';
import { appointmentsBetween, checkoutBooking, markItemsPaid } from '../calendar/calendar.service';
import { deskPaymentsOf } from '../payments/payments.service';
import { draftLines, venueTill, type VenueTill } from './sales.lines';
import { finishDocument, writeDocument } from './sales.write';
import { issueVouchers, lockVoucherPayments, spendVouchers } from './vouchers/vouchers.write';
import { issueDeposits, lockDepositPayments, spendDeposits } from './deposits/deposits.write';
import { applyTillOffers } from './offers-at-till';
import { payTillOffers } from './offers-pay';

/** Open checkouts at the till (spec §2.3 /sales): from a booking and/or walk-in items, then paid. */

type CheckoutRow = typeof checkouts.$inferSelect;
type Tips = { employee_id: number; amount: number }[];

export const totalsOf = (lines: CheckoutDraftLine[], mode: VenueTill['taxMode'], tips: Tips) =>
  saleTotals(lines.map((line) => ({ unit_price: line.unit_price, quantity: line.quantity, discount: line.discount, tax_rate: line.tax_rate })), mode, tips.map((tip) => tip.amount));

type CardPaymentRow = typeof tillCardPayments.$inferSelect;

export function checkoutWire(row: CheckoutRow, till: VenueTill, card: CardPaymentRow | null = null): Checkout {
  const totals = totalsOf(row.lines, till.taxMode, row.tips);
  return {
    id: row.id, status: row.status as Checkout['status'],
    card_payment: card ? {
      id: card.id, channel: card.channel as 'desk', url: card.url, sent_to: card.sentTo, amount: card.amount,
      payments: card.parts.map((part) => ({ method: part.method, amount: part.amount, tendered: part.tendered ?? null })), created_at: card.createdAt.toISOString(),
    } : null,
    customer_id: row.customerId, appointment_group_id: row.appointmentGroupId,
    lines: row.lines.map((line, i) => ({ ...line, discount_amount: totals.lines[i]!.discount, tax_amount: totals.lines[i]!.tax, total: totals.lines[i]!.total })),
    tips: row.tips, tax_mode: till.taxMode, currency: till.currency, sale_id: row.saleId,
    totals: { subtotal: totals.subtotal, discount: totals.discount, net: totals.net, tax: totals.tax, total: totals.total, tips: totals.tips, due: totals.due, tax_summary: totals.tax_summary },
  };
}

/** The cart's card payment waiting for the provider, if any. */
export async function awaitingCardPayment(db: Queryable, venueId: number, checkoutId: number): Promise<CardPaymentRow | null> {
  const [row] = await db.select().from(tillCardPayments)
    .where(and(eq(tillCardPayments.venueId, venueId), eq(tillCardPayments.checkoutId, checkoutId), eq(tillCardPayments.status, 'awaiting')));
  return row ?? null;
}

const wireOf = async (db: Queryable, row: CheckoutRow, till: VenueTill) =>
  checkoutWire(row, till, row.status === 'awaiting_card' ? await awaitingCardPayment(db, row.venueId, row.id) : null);

export async function readCheckout(db: Queryable, venueId: number, id: number, lock = false): Promise<CheckoutRow> {
  const query = db.select().from(checkouts).where(and(eq(checkouts.venueId, venueId), eq(checkouts.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** The booking's lines already on a sale that was not voided (each line is paid once). */
async function paidAppointmentIds(db: Queryable, venueId: number, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: saleLines.appointmentId })
    .from(saleLines)
    .innerJoin(sales, and(eq(sales.venueId, saleLines.venueId), eq(sales.id, saleLines.saleId)))
    .where(and(
      eq(saleLines.venueId, venueId), inArray(saleLines.appointmentId, ids), eq(sales.kind, 'sale'),
      sql`not exists (select 1 from ${sales} v where v.venue_id = ${sales.venueId} and v.original_id = ${sales.id} and v.kind = 'void')`,
    ));
  return new Set(rows.map((row) => row.id!));
}

async function assertCustomer(db: Queryable, venueId: number, id: number | null | undefined) {
  if (!id) return;
  const [row] = await db.select({ id: customers.id }).from(customers).where(and(eq(customers.venueId, venueId), eq(customers.id, id)));
  if (!row) throw fieldError('customer_id', 'sales.validation.unknown_customer');
}

const assertTips = (tips: Tips, lines: CheckoutDraftLine[]) => {
  tips.forEach((tip, i) => {
    if (tip.amount <= 0) throw fieldError(`tips.${i}.amount`, 'sales.validation.tip_positive');
    if (!lines.some((line) => line.employee_id === tip.employee_id)) throw fieldError(`tips.${i}.employee_id`, 'sales.validation.tip_employee');
  });
};

/** POST checkouts/store: a cart from a booking's lines (employees and booked prices) and/or walk-in items. */
export async function storeCheckout(ctx: VenueCtx, input: z.output<typeof checkoutStoreBody>): Promise<{ data: Checkout }> {
  const till = await venueTill(ctx.db, ctx.venueId);
  const row = await ctx.db.transaction(async (tx) => {
    let lines: CheckoutDraftLine[] = [];
    let groupId: number | null = null;
    let customerId = input.customer_id ?? null;
    if (input.appointment_id) {
      const booking = await checkoutBooking(ctx, tx, input.appointment_id);
      const [open] = await tx.select().from(checkouts)
        .where(and(eq(checkouts.venueId, ctx.venueId), eq(checkouts.appointmentGroupId, booking.groupId), inArray(checkouts.status, ['open', 'awaiting_card']))).for('update');
      if (open) return open;
      const paid = await paidAppointmentIds(tx, ctx.venueId, booking.lines.map((line) => line.appointmentId));
      const unpaid = booking.lines.filter((line) => !paid.has(line.appointmentId));
      if (unpaid.length === 0) throw fieldError('appointment_id', 'sales.validation.already_paid');
      groupId = booking.groupId;
      customerId = customerId ?? booking.customerId;
      lines = await draftLines(ctx, tx, till, unpaid.map((line) => ({
        kind: 'service' as const, service_id: line.serviceId, appointment_id: line.appointmentId, employee_id: line.employeeId,
        name: line.name, unit_price: line.price, quantity: 1, discount: null,
      })), 'appointment_id');
    }
    await assertCustomer(tx, ctx.venueId, input.customer_id);
    const booked = lines.length;
    const items = input.items.map((item) => ({ ...item, appointment_id: null }));
    lines.push(...(await draftLines(ctx, tx, till, items)));
    if (lines.length === 0) throw fieldError('items', 'sales.validation.empty');
    lines = await applyTillOffers(ctx, tx, till, { items: [...Array<null>(booked).fill(null), ...items], lines, customerId, cartDiscount: input.cart_discount, previous: [], field: 'items' });
    assertTips(input.tips, lines);
    const [created] = await tx.insert(checkouts)
      .values({ venueId: ctx.venueId, customerId, appointmentGroupId: groupId, lines, tips: input.tips, createdBy: ctx.employeeId })
      .returning();
    return created!;
  });
  return { data: await wireOf(ctx.db, row, till) };
}

/** GET checkouts/detail/{id}. */
export async function checkoutDetail(ctx: VenueCtx, id: number): Promise<{ data: Checkout }> {
  const [row, till] = await Promise.all([readCheckout(ctx.db, ctx.venueId, id), venueTill(ctx.db, ctx.venueId)]);
  return { data: await wireOf(ctx.db, row, till) };
}

/** POST checkouts/update/{id}: the cart's lines and tips as the till now has them (booking lines may be edited or dropped, not added). */
export async function updateCheckout(ctx: VenueCtx, id: number, input: z.output<typeof checkoutUpdateBody>): Promise<{ data: Checkout }> {
  const till = await venueTill(ctx.db, ctx.venueId);
  const row = await ctx.db.transaction(async (tx) => {
    const current = await readCheckout(tx, ctx.venueId, id, true);
    assertOpen(current);
    const booked = new Set(current.lines.flatMap((line) => (line.appointment_id ? [line.appointment_id] : [])));
    input.items.forEach((item, i) => {
      if (item.appointment_id && !booked.has(item.appointment_id)) throw fieldError(`items.${i}.appointment_id`, 'sales.validation.unknown_item');
    });
    let customerId = current.customerId;
    if (input.customer_id !== undefined && input.customer_id !== current.customerId) {
      if (current.appointmentGroupId !== null) throw fieldError('customer_id', 'sales.validation.booking_customer');
      await assertCustomer(tx, ctx.venueId, input.customer_id);
      customerId = input.customer_id;
    }
    const drafted = await draftLines(ctx, tx, till, input.items);
    if (drafted.length === 0) throw fieldError('items', 'sales.validation.empty');
    const lines = await applyTillOffers(ctx, tx, till, { items: input.items, lines: drafted, customerId, cartDiscount: input.cart_discount, previous: current.lines, field: 'items' });
    assertTips(input.tips, lines);
    const [updated] = await tx.update(checkouts).set({ customerId, lines, tips: input.tips }).where(and(eq(checkouts.venueId, ctx.venueId), eq(checkouts.id, id))).returning();
    return updated!;
  });
  return { data: checkoutWire(row, till) };
}

/** A cart can change or be paid at the desk only while open (not paid, nor waiting for its card payment). */
export function assertOpen(cart: CheckoutRow): void {
  if (cart.status === 'awaiting_card') throw fieldError('id', 'sales.card.awaiting');
  if (cart.status !== 'open') throw fieldError('id', 'sales.validation.already_paid');
}

/** A method the venue turned off on /payments/payment is refused at the till (payments' desk settings). */
export async function assertDeskMethods(tx: Tx, venueId: number, payments: { method: string }[]): Promise<void> {
  const off = new Set((await deskPaymentsOf(tx, venueId)).methods.filter((row) => !row.enabled).map((row) => row.method));
  payments.forEach((payment, i) => {
    // Chairside Pay is recorded by the provider's webhook (sales/card), never typed in at the till.
    if (payment.method === CARD_SERVICE_METHOD) throw fieldError(`payments.${i}.method`, 'sales.card.not_direct');
    const method = deskMethodOf(payment.method);
    if (method && off.has(method)) throw fieldError(`payments.${i}.method`, 'payments.method_not_accepted');
  });
}

/**
 * POST checkouts/pay/{id}: payments that add up to the amount due make the sale, in one
 * transaction under the cart's row lock (a second pay waits, then finds it paid): the numbered
 * document, its lines, payments and tips, stock out for tracked products, the booking done.
 */
export async function payCheckout(ctx: VenueCtx, id: number, input: z.output<typeof checkoutPayBody>): Promise<number> {
  const till = await venueTill(ctx.db, ctx.venueId);
  return ctx.db.transaction(async (tx: Tx) => {
    const cart = await readCheckout(tx, ctx.venueId, id, true);
    assertOpen(cart);
    await assertDeskMethods(tx, ctx.venueId, input.payments);
    return writeSale(ctx, tx, till, cart, input.payments);
  });
}

/**
 * Writes the locked cart's sale with `payments` (they must add up to what is due): the desk's pay, and
 * the provider's webhook for a card taken by Chairside Pay (sales/card), in the caller's transaction.
 */
export async function writeSale(ctx: VenueCtx, tx: Tx, till: VenueTill, cart: CheckoutRow, payments: z.output<typeof checkoutPayBody>['payments']): Promise<number> {
  const totals = totalsOf(cart.lines, till.taxMode, cart.tips);
  const settled = settle(totals.due, payments);
  if (!settled.ok) throw fieldError('payments', `sales.validation.${settled.problem}`);
  const spends = await lockVoucherPayments(ctx, tx, zonedToday(ctx.deps.now(), till.timeZone), payments);
  const deposits = await lockDepositPayments(ctx, tx, cart.customerId, payments);
  if (!cart.customerId && cart.lines.some((line) => line.kind === 'deposit')) throw fieldError('customer_id', 'sales.validation.deposit_no_customer');
  const bookedIds = cart.lines.flatMap((line) => (line.appointment_id ? [line.appointment_id] : []));
  if ((await paidAppointmentIds(tx, ctx.venueId, bookedIds)).size > 0) throw fieldError('id', 'sales.validation.already_paid');
  const offers = await payTillOffers(ctx, tx, till, cart.customerId, cart.lines);
  const customerName = await nameOf(tx, ctx.venueId, cart.customerId);
  const document = await writeDocument(ctx, tx, till, {
    kind: 'sale', originalId: null, checkoutId: cart.id, customerId: cart.customerId, customerName, appointmentGroupId: cart.appointmentGroupId, reason: '',
    totals: { subtotal: totals.subtotal, discount: totals.discount, net: totals.net, tax: totals.tax, total: totals.total, tips: totals.tips },
    lines: cart.lines.map((line, i) => ({
      kind: line.kind, serviceId: line.service_id, productId: line.product_id, appointmentId: line.appointment_id, originalLineId: null,
      employeeId: line.employee_id, name: line.name, unitPrice: line.unit_price, quantity: line.quantity,
      discount: totals.lines[i]!.discount, taxRate: line.tax_rate, taxAmount: totals.lines[i]!.tax, net: totals.lines[i]!.net, total: totals.lines[i]!.total,
      ...offers[i],
    })),
    payments: payments.map((payment, i) => ({ method: payment.method, amount: payment.amount, tendered: payment.tendered ?? 0, change: settled.change[i]! })),
    tips: cart.tips.map((tip) => ({ employeeId: tip.employee_id, amount: tip.amount })),
  });
  await spendVouchers(ctx, tx, document.id, spends);
  await issueVouchers(ctx, tx, { id: document.id, currency: till.currency, customerId: cart.customerId, customerName }, cart.lines);
  await spendDeposits(ctx, tx, document.id, deposits);
  await issueDeposits(ctx, tx, { id: document.id, currency: till.currency, customerId: cart.customerId, customerName }, cart.lines);
  await tx.update(checkouts).set({ status: 'paid', saleId: document.id }).where(and(eq(checkouts.venueId, ctx.venueId), eq(checkouts.id, cart.id)));
  await markItemsPaid(ctx, tx, bookedIds);
  await logActivity(ctx, { entity: 'sale', entityId: document.id, action: 'paid', changes: { total: { before: null, after: totals.due } } }, tx);
  await finishDocument(ctx, tx, document);
  return document.id;
}

async function nameOf(db: Queryable, venueId: number, customerId: number | null): Promise<string> {
  if (!customerId) return '';
  const [row] = await db.select({ first: customers.firstName, last: customers.lastName }).from(customers).where(and(eq(customers.venueId, venueId), eq(customers.id, customerId)));
  return row ? `${row.first} ${row.last}`.trim() : '';
}

/** GET checkouts/basket: today's bookings not yet paid, with their open checkout if one was started. */
export async function basket(ctx: VenueCtx): Promise<BasketResponse> {
  const till = await venueTill(ctx.db, ctx.venueId);
  const today = zonedToday(ctx.deps.now(), till.timeZone);
  const list = await appointmentsBetween(ctx, { dateFrom: today, dateTo: today, employeeIds: [], resourceIds: [], includeCancelled: false });
  const items = list.appointments.filter((item) => item.type === 'appointment' && item.status !== 'cancelled');
  const paid = await paidAppointmentIds(ctx.db, ctx.venueId, items.map((item) => item.id));
  const groups = new Map<number, typeof items>();
  for (const item of items.filter((row) => !paid.has(row.id))) groups.set(item.group_id, [...(groups.get(item.group_id) ?? []), item]);
  const open = groups.size
    ? await ctx.db.select({ id: checkouts.id, groupId: checkouts.appointmentGroupId }).from(checkouts)
      .where(and(eq(checkouts.venueId, ctx.venueId), inArray(checkouts.status, ['open', 'awaiting_card']), inArray(checkouts.appointmentGroupId, [...groups.keys()]), ne(checkouts.id, 0)))
    : [];
  const openByGroup = new Map(open.map((row) => [row.groupId!, row.id]));
  const data = [...groups.entries()].map(([groupId, lines]) => {
    const first = [...lines].sort((a, b) => a.start_time.localeCompare(b.start_time) || a.id - b.id)[0]!;
    return {
      appointment_group_id: groupId,
      appointment_id: first.id,
      customer: first.customer ? { id: first.customer.id, first_name: first.customer.first_name, last_name: first.customer.last_name } : null,
      start_time: first.start_time,
      lines: lines.map((line) => ({ appointment_id: line.id, employee_id: line.employee_id, name: line.service?.name ?? '', price: line.price })),
      total: lines.reduce((sum, line) => sum + line.price, 0),
      checkout_id: openByGroup.get(groupId) ?? null,
    };
  });
  data.sort((a, b) => a.start_time.localeCompare(b.start_time) || a.appointment_group_id - b.appointment_group_id);
  return { data };
}
