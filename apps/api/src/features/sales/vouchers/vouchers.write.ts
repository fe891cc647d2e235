import { randomInt } from 'node:crypto';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { normalizeVoucherCode, VOUCHER_ALPHABET, VOUCHER_CODE_LENGTH, voucherStatusOn } from '@chairside/shared/rules/voucher-code';
import { VOUCHER_METHOD } from '@chairside/shared/sales';
import { giftVouchers, saleLines, services, voucherRedemptions } from '../../../db/schema/index';
import type { CheckoutDraftLine } from '../../../db/schema/sales';
import type { Tx } from '../../../db/client';
import type { VenueCtx } from '../../../lib/context';
import { fieldError } from '../../../lib/errors';

/**
 * The voucher side of writing a document, inside the paying (or correcting) transaction:
 * - `lockVoucherPayments` before the document: each voucher payment's voucher locked (`FOR UPDATE`,
 *   in code order so two tills never deadlock), checked (this venue's, active, not past its last day,
 *   enough left) with field errors on the payment; concurrent payments against one voucher wait for
 *   each other, and the later one sees the balance the earlier one left.
 * - `spendVouchers` after the document: the balances taken down, a 'redeem' row each.
 * - `issueVouchers`: the cart's voucher lines become active vouchers with fresh codes.
 * - `restoreVouchers`: a void or refund gives the sale's voucher payments back.
 * - `cancelSoldVouchers`: a void or refund of a voucher line cancels that voucher, only while untouched.
 */

type VoucherRow = typeof giftVouchers.$inferSelect;
export interface VoucherSpend { voucher: VoucherRow; amount: number }

/** A fresh code: crypto random over the unambiguous alphabet. */
export function newVoucherCode(): string {
  let code = '';
  for (let i = 0; i < VOUCHER_CODE_LENGTH; i++) code += VOUCHER_ALPHABET[randomInt(VOUCHER_ALPHABET.length)];
  return code;
}

export async function lockVoucherPayments(ctx: VenueCtx, tx: Tx, today: string, payments: { method: string; amount: number; voucher_code?: string | undefined }[]): Promise<VoucherSpend[]> {
  const asked = new Map<string, { amount: number; index: number }>();
  payments.forEach((payment, index) => {
    if (payment.method !== VOUCHER_METHOD) {
      if (payment.voucher_code) throw fieldError(`payments.${index}.voucher_code`, 'sales.validation.voucher_code_method');
      return;
    }
    const code = normalizeVoucherCode(payment.voucher_code ?? '');
    if (!code) throw fieldError(`payments.${index}.voucher_code`, 'sales.validation.voucher_unknown');
    const seen = asked.get(code);
    asked.set(code, { amount: (seen?.amount ?? 0) + payment.amount, index: seen?.index ?? index });
  });
  if (asked.size === 0) return [];
  const codes = [...asked.keys()].sort();
  const rows = await tx.select().from(giftVouchers)
    .where(and(eq(giftVouchers.venueId, ctx.venueId), inArray(giftVouchers.code, codes)))
    .orderBy(asc(giftVouchers.code)).for('update');
  const byCode = new Map(rows.map((row) => [row.code, row]));
  return codes.map((code) => {
    const { amount, index } = asked.get(code)!;
    const voucher = byCode.get(code);
    const field = `payments.${index}.voucher_code`;
    if (!voucher) throw fieldError(field, 'sales.validation.voucher_unknown');
    const status = voucherStatusOn(voucher.status, voucher.expiresOn, today);
    if (status !== 'active') throw fieldError(field, `sales.validation.voucher_${status}`, { date: voucher.expiresOn ?? '' });
    if (voucher.balance < amount) throw fieldError(field, 'sales.validation.voucher_short', { balance: voucher.balance });
    return { voucher, amount };
  });
}

export async function spendVouchers(ctx: VenueCtx, tx: Tx, saleId: number, spends: VoucherSpend[]): Promise<void> {
  for (const { voucher, amount } of spends) {
    const balance = voucher.balance - amount;
    await tx.update(giftVouchers).set({ balance, status: balance === 0 ? 'used' : 'active' })
      .where(and(eq(giftVouchers.venueId, ctx.venueId), eq(giftVouchers.id, voucher.id)));
    await tx.insert(voucherRedemptions).values({
      venueId: ctx.venueId, voucherId: voucher.id, saleId, kind: 'redeem', amount, balanceAfter: balance, employeeId: ctx.employeeId, createdAt: ctx.deps.now(),
    });
  }
}

/** The paid cart's voucher lines → active vouchers (one per unit), linked to their sale line. Answers their ids. */
export async function issueVouchers(
  ctx: VenueCtx, tx: Tx, sale: { id: number; currency: string; customerId: number | null; customerName: string }, lines: CheckoutDraftLine[],
): Promise<number[]> {
  const voucherLines = lines.map((line, position) => ({ line, position })).filter(({ line }) => line.kind === 'voucher');
  if (voucherLines.length === 0) return [];
  const written = await tx.select({ id: saleLines.id, position: saleLines.position }).from(saleLines)
    .where(and(eq(saleLines.venueId, ctx.venueId), eq(saleLines.saleId, sale.id), eq(saleLines.kind, 'voucher')));
  const lineIdAt = new Map(written.map((row) => [row.position, row.id]));
  const serviceIds = voucherLines.flatMap(({ line }) => (line.voucher?.service_id ? [line.voucher.service_id] : []));
  const names = serviceIds.length
    ? new Map((await tx.select({ id: services.id, name: services.name }).from(services).where(and(eq(services.venueId, ctx.venueId), inArray(services.id, serviceIds)))).map((row) => [row.id, row.name]))
    : new Map<number, string>();
  const ids: number[] = [];
  for (const { line, position } of voucherLines) {
    const draft = line.voucher;
    const serviceId = draft?.service_id ?? null;
    for (let unit = 0; unit < line.quantity; unit++) {
      // 60 random bits: a clash is all but impossible, and then the next code is taken.
      for (;;) {
        const [made] = await tx.insert(giftVouchers).values({
          venueId: ctx.venueId, code: newVoucherCode(), kind: serviceId ? 'service' : 'amount', serviceId,
          title: serviceId ? names.get(serviceId) ?? line.name : '', initialAmount: line.unit_price, balance: line.unit_price, currency: sale.currency,
          status: 'active', expiresOn: draft?.expires_on ?? null, customerId: draft?.customer_id ?? sale.customerId,
          customerName: sale.customerName, recipientName: draft?.recipient_name ?? '', message: draft?.message ?? '',
          saleId: sale.id, saleLineId: lineIdAt.get(position) ?? null, employeeId: ctx.employeeId, createdAt: ctx.deps.now(),
        }).onConflictDoNothing().returning({ id: giftVouchers.id });
        if (made) {
          ids.push(made.id);
          break;
        }
      }
    }
  }
  return ids;
}

/** What each voucher paid on a sale and has not yet been given back: voucher id → amount. */
async function outstandingRedemptions(ctx: VenueCtx, tx: Tx, saleId: number): Promise<Map<number, number>> {
  const rows = await tx.select({
    voucherId: voucherRedemptions.voucherId,
    left: sql<number>`sum(case when ${voucherRedemptions.kind} = 'redeem' then ${voucherRedemptions.amount} else -${voucherRedemptions.amount} end)::int`,
  }).from(voucherRedemptions)
    .where(and(eq(voucherRedemptions.venueId, ctx.venueId), sql`(${voucherRedemptions.saleId} = ${saleId} and ${voucherRedemptions.kind} = 'redeem' or ${voucherRedemptions.originalSaleId} = ${saleId})`))
    .groupBy(voucherRedemptions.voucherId)
    .orderBy(asc(voucherRedemptions.voucherId));
  return new Map(rows.filter((row) => row.left > 0).map((row) => [row.voucherId, row.left]));
}

/** Did vouchers pay part of this sale (that is not given back yet)? The most a refund to 'voucher' can give. */
export async function voucherRefundable(ctx: VenueCtx, tx: Tx, saleId: number): Promise<number> {
  return [...(await outstandingRedemptions(ctx, tx, saleId)).values()].reduce((sum, n) => sum + n, 0);
}

/**
 * A void (all) or a refund to method 'voucher' (`amount`) of `originalId` gives its voucher payments
 * back, voucher by voucher (lowest id first), never more than each paid; a used voucher is active again.
 * An expired one gets its balance back too (the venue may extend it; the refusal at the till stays).
 */
export async function restoreVouchers(ctx: VenueCtx, tx: Tx, originalId: number, correctionId: number, amount: number | 'all'): Promise<number> {
  const left = await outstandingRedemptions(ctx, tx, originalId);
  let toGive = amount === 'all' ? Infinity : amount;
  let given = 0;
  for (const [voucherId, paid] of left) {
    if (toGive <= 0) break;
    const part = Math.min(paid, toGive);
    const [voucher] = await tx.select().from(giftVouchers).where(and(eq(giftVouchers.venueId, ctx.venueId), eq(giftVouchers.id, voucherId))).for('update');
    if (!voucher || voucher.status === 'cancelled') continue;
    const balance = Math.min(voucher.initialAmount, voucher.balance + part);
    await tx.update(giftVouchers).set({ balance, status: 'active' }).where(and(eq(giftVouchers.venueId, ctx.venueId), eq(giftVouchers.id, voucherId)));
    await tx.insert(voucherRedemptions).values({
      venueId: ctx.venueId, voucherId, saleId: correctionId, originalSaleId: originalId, kind: 'restore', amount: part, balanceAfter: balance, employeeId: ctx.employeeId, createdAt: ctx.deps.now(),
    });
    toGive -= part;
    given += part;
  }
  return given;
}

/**
 * A void or refund giving back voucher lines (`saleLineIds`, quantity each): that many of the vouchers
 * they made are cancelled, those never spent first; a voucher already spent cannot be taken back (422).
 */
export async function cancelSoldVouchers(ctx: VenueCtx, tx: Tx, lines: { lineId: number; quantity: number }[], field: string): Promise<void> {
  for (const { lineId, quantity } of lines) {
    const made = await tx.select().from(giftVouchers)
      .where(and(eq(giftVouchers.venueId, ctx.venueId), eq(giftVouchers.saleLineId, lineId), sql`${giftVouchers.status} <> 'cancelled'`))
      .orderBy(asc(giftVouchers.id)).for('update');
    const untouched = made.filter((voucher) => voucher.balance === voucher.initialAmount && voucher.status === 'active');
    if (untouched.length < quantity) throw fieldError(field, 'sales.validation.voucher_spent');
    for (const voucher of untouched.slice(0, quantity)) {
      await tx.update(giftVouchers).set({ status: 'cancelled', balance: 0 }).where(and(eq(giftVouchers.venueId, ctx.venueId), eq(giftVouchers.id, voucher.id)));
    }
  }
}
