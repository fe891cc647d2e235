import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { zonedToday } from '@chairside/shared/rules/calendar-time';
import { formatVoucherCode, normalizeVoucherCode, voucherStatusOn } from '@chairside/shared/rules/voucher-code';
import { checkoutPayBody, checkoutStoreBody, saleNumber } from '@chairside/shared/sales';
import type { Voucher, VoucherCheck, VoucherDetail, vouchersQuery, voucherStoreBody } from '@chairside/shared/sales-vouchers';
import { customers, employees, giftVouchers, sales, voucherRedemptions } from '../../../db/schema/index';
import type { Queryable } from '../../../db/client';
import type { VenueCtx } from '../../../lib/context';
import { AppError, fieldError } from '../../../lib/errors';
import { t } from '../../../lib/i18n';
import { payCheckout, storeCheckout } from '../checkout.service';
import { venueTill } from '../sales.lines';

/** Gift vouchers (spec §2.3 /payments/vouchers): the list, one with its history, a code's balance, selling one at the desk. */

type VoucherRow = typeof giftVouchers.$inferSelect;

export function voucherWire(row: VoucherRow, today: string): Voucher {
  return {
    id: row.id, code: formatVoucherCode(row.code), kind: row.kind as Voucher['kind'], service_id: row.serviceId, title: row.title,
    initial_amount: row.initialAmount, balance: row.balance, currency: row.currency, status: voucherStatusOn(row.status, row.expiresOn, today),
    expires_on: row.expiresOn, customer_id: row.customerId, customer_name: row.customerName, recipient_name: row.recipientName, message: row.message,
    sale_id: row.saleId, created_at: row.createdAt.toISOString(),
  };
}

export async function venueToday(ctx: VenueCtx, db: Queryable = ctx.db): Promise<string> {
  return zonedToday(ctx.deps.now(), (await venueTill(db, ctx.venueId)).timeZone);
}

export async function readVoucher(db: Queryable, venueId: number, id: number): Promise<VoucherRow> {
  const [row] = await db.select().from(giftVouchers).where(and(eq(giftVouchers.venueId, venueId), eq(giftVouchers.id, id)));
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** GET vouchers: latest first, by status (expired: active but past its last day) and code or name search; paged. */
export async function listVouchers(ctx: VenueCtx, query: z.output<typeof vouchersQuery>) {
  const today = await venueToday(ctx);
  const where: SQL[] = [eq(giftVouchers.venueId, ctx.venueId)];
  const notExpired = sql`(${giftVouchers.expiresOn} is null or ${giftVouchers.expiresOn} >= ${today})`;
  if (query.status === 'active') where.push(eq(giftVouchers.status, 'active'), notExpired);
  if (query.status === 'expired') where.push(eq(giftVouchers.status, 'active'), sql`${giftVouchers.expiresOn} < ${today}`);
  if (query.status === 'used' || query.status === 'cancelled') where.push(eq(giftVouchers.status, query.status));
  if (query.search) {
    const code = query.search.toUpperCase().replace(/[\s-]/g, '');
    const like = `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(or(
      code ? ilike(giftVouchers.code, `%${code.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined,
      ilike(giftVouchers.customerName, like), ilike(giftVouchers.recipientName, like),
    )!);
  }
  const [rows, [totals]] = await Promise.all([
    ctx.db.select().from(giftVouchers).where(and(...where)).orderBy(desc(giftVouchers.createdAt), desc(giftVouchers.id))
      .limit(query.per_page).offset((query.page - 1) * query.per_page),
    ctx.db.select({ n: count(), balance: sql<number>`coalesce(sum(${giftVouchers.balance}), 0)::int` }).from(giftVouchers).where(and(...where)),
  ]);
  const n = totals?.n ?? 0;
  return {
    data: rows.map((row) => voucherWire(row, today)),
    totals: { count: n, balance: totals?.balance ?? 0 },
    meta: { page: query.page, per_page: query.per_page, total: n, last_page: Math.max(1, Math.ceil(n / query.per_page)) },
  };
}

/** GET vouchers/detail/{id}: the voucher, the sale that sold it and every change of its balance. */
export async function voucherDetail(ctx: VenueCtx, id: number): Promise<{ data: VoucherDetail }> {
  const row = await readVoucher(ctx.db, ctx.venueId, id);
  const [today, [sold], history] = await Promise.all([
    venueToday(ctx),
    ctx.db.select({ year: sales.year, number: sales.number }).from(sales).where(and(eq(sales.venueId, ctx.venueId), eq(sales.id, row.saleId))),
    ctx.db.select({ r: voucherRedemptions, year: sales.year, number: sales.number, first: employees.firstName, last: employees.lastName }).from(voucherRedemptions)
      .innerJoin(sales, and(eq(sales.venueId, voucherRedemptions.venueId), eq(sales.id, voucherRedemptions.saleId)))
      .leftJoin(employees, and(eq(employees.venueId, voucherRedemptions.venueId), eq(employees.id, voucherRedemptions.employeeId)))
      .where(and(eq(voucherRedemptions.venueId, ctx.venueId), eq(voucherRedemptions.voucherId, id)))
      .orderBy(asc(voucherRedemptions.createdAt), asc(voucherRedemptions.id)),
  ]);
  return {
    data: {
      ...voucherWire(row, today),
      sale_number: sold ? saleNumber(sold.year, sold.number ?? 0) : '',
      redemptions: history.map(({ r, year, number, first, last }) => ({
        id: r.id, kind: r.kind as 'redeem', amount: r.amount, balance_after: r.balanceAfter, sale_id: r.saleId, sale_number: saleNumber(year, number ?? 0),
        created_at: r.createdAt.toISOString(), employee_name: first === null ? null : `${first} ${last ?? ''}`.trim(),
      })),
    },
  };
}

/** GET vouchers/check/{code}: what the till shows before taking it (any status: the pay refuses what cannot be spent). */
export async function checkVoucher(ctx: VenueCtx, input: string): Promise<{ data: VoucherCheck }> {
  const code = normalizeVoucherCode(input);
  if (!code) throw new AppError('NOT_FOUND');
  const [row] = await ctx.db.select().from(giftVouchers).where(and(eq(giftVouchers.venueId, ctx.venueId), eq(giftVouchers.code, code)));
  if (!row) throw new AppError('NOT_FOUND');
  const wire = voucherWire(row, await venueToday(ctx));
  return { data: { id: wire.id, code: wire.code, title: wire.title, balance: wire.balance, currency: wire.currency, status: wire.status, expires_on: wire.expires_on, initial_amount: wire.initial_amount } };
}

/**
 * POST vouchers/store: sell one voucher at the desk — a walk-in cart of one voucher line, paid at
 * once by the given payments, all in one transaction (the checkout's own rules: the sale, its
 * number, the voucher made active by the payment). Answers the voucher.
 */
export async function storeVoucher(ctx: VenueCtx, input: z.output<typeof voucherStoreBody>): Promise<{ data: Voucher; message: string }> {
  if (input.kind === 'amount' && !input.amount) throw fieldError('amount', 'sales.validation.voucher_value');
  if (input.kind === 'service' && !input.service_id) throw fieldError('service_id', 'sales.validation.unknown_item');
  const today = await venueToday(ctx);
  if (input.expires_on && input.expires_on < today) throw fieldError('expires_on', 'sales.validation.voucher_expiry_past');
  if (input.customer_id) {
    const [known] = await ctx.db.select({ id: customers.id }).from(customers).where(and(eq(customers.venueId, ctx.venueId), eq(customers.id, input.customer_id)));
    if (!known) throw fieldError('customer_id', 'sales.validation.unknown_customer');
  }
  const voucher = await ctx.db.transaction(async (tx) => {
    const inTx = { ...ctx, db: tx } as VenueCtx;
    const cart = (await storeCheckout(inTx, checkoutStoreBody.parse({
      customer_id: input.customer_id,
      items: [{
        kind: 'voucher', employee_id: input.employee_id ?? null, unit_price: input.kind === 'amount' ? input.amount : undefined, quantity: 1,
        voucher: { service_id: input.kind === 'service' ? input.service_id : null, customer_id: input.customer_id, recipient_name: input.recipient_name, message: input.message, expires_on: input.expires_on },
      }],
    }))).data;
    const saleId = await payCheckout(inTx, cart.id, checkoutPayBody.parse({ payments: input.payments }));
    const [made] = await tx.select().from(giftVouchers).where(and(eq(giftVouchers.venueId, ctx.venueId), eq(giftVouchers.saleId, saleId)));
    return made!;
  });
  return { data: voucherWire(voucher, today), message: t(ctx.lang, 'sales.vouchers.sold', { code: formatVoucherCode(voucher.code) }) };
}
