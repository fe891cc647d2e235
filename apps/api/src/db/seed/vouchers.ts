import { and, asc, eq, gt } from 'drizzle-orm';
import { ROLE_PERMISSIONS } from '@chairside/shared/permissions';
import { checkoutPayBody, checkoutStoreBody } from '@chairside/shared/sales';
import { voucherStoreBody } from '@chairside/shared/sales-vouchers';
import type { Tx } from '../client';
import { customers, employees, services } from '../schema/index';
import type { VenueCtx } from '../../lib/context';
import { payCheckout, storeCheckout, storeVoucher } from '../../features/sales/sales.service';

/**
 * Demo Salon's gift vouchers, sold and spent through the sales feature's own services: five sold at
 * the desk over the past months (values and one for a service), two partly spent on later walk-in
 * visits, one spent in full (voucher plus card), and one sold fourteen months ago with a twelve-month
 * validity, now expired with money left on it. All before the till history's fortnight, so the
 * closed days and the bookings' sales are untouched.
 */
const DAY = 86_400_000;
const dateOf = (at: Date) => at.toISOString().slice(0, 10);

export async function seedVouchers(tx: Tx, venueId: number, ownerEmployeeId: number, now: Date): Promise<void> {
  const [owner] = await tx.select({ userId: employees.userId }).from(employees).where(eq(employees.id, ownerEmployeeId));
  const ctxAt = (at: Date): VenueCtx => ({
    db: tx, deps: { now: () => at }, lang: 'en-us', platform: 'web', ip: '127.0.0.1', requestId: 'seed', venueId, employeeId: ownerEmployeeId, userId: owner!.userId!,
    session: { id: 0, userId: owner!.userId!, email: '', isSupport: false, viaSupport: false, venueId, employeeId: ownerEmployeeId, role: 'owner', permissions: ROLE_PERMISSIONS.owner },
  }) as unknown as VenueCtx;
  const buyers = await tx.select({ id: customers.id }).from(customers).where(and(eq(customers.venueId, venueId), gt(customers.id, 0))).orderBy(asc(customers.id)).limit(5);
  const [treatment] = await tx.select({ id: services.id, price: services.price }).from(services)
    .where(and(eq(services.venueId, venueId), gt(services.price, 3000))).orderBy(asc(services.id)).limit(1);
  const ago = (days: number, hour = 11) => new Date(new Date(dateOf(new Date(now.getTime() - days * DAY))).getTime() + hour * 3_600_000);
  const plusMonths = (at: Date, months: number) => {
    const d = new Date(at);
    d.setUTCMonth(d.getUTCMonth() + months);
    return dateOf(d);
  };

  const sold: { code: string; balance: number }[] = [];
  const sell = async (days: number, input: Record<string, unknown>, payment: string) => {
    const at = ago(days);
    const amount = (input.amount as number | undefined) ?? treatment!.price;
    const { data } = await storeVoucher(ctxAt(at), voucherStoreBody.parse({ kind: 'amount', expires_on: plusMonths(at, 12), payments: [{ method: payment, amount }], ...input }));
    sold.push({ code: data.code, balance: data.balance });
  };
  await sell(425, { amount: 5000, customer_id: buyers[0]?.id ?? null, recipient_name: 'Marieke', message: 'Happy birthday, love from Sam' }, 'card');
  await sell(120, { amount: 10000, customer_id: buyers[1]?.id ?? null, recipient_name: 'Jeroen & Lotte', message: 'Congratulations on the wedding!' }, 'card');
  await sell(75, { amount: 5000, customer_id: buyers[2]?.id ?? null, recipient_name: 'Mum' }, 'cash');
  if (treatment) await sell(60, { kind: 'service', service_id: treatment.id, customer_id: buyers[3]?.id ?? null, recipient_name: 'Fatima', message: 'Enjoy some time for yourself' }, 'card');
  await sell(40, { amount: 2500, customer_id: buyers[4]?.id ?? null }, 'cash');

  // Spent later on walk-in visits (the bookings' sales are the fortnight's; these are earlier).
  const spend = async (days: number, index: number, price: number, fromVoucher: number) => {
    const ctx = ctxAt(ago(days, 15));
    const cart = (await storeCheckout(ctx, checkoutStoreBody.parse({ items: [{ kind: 'custom', name: 'Blow-dry and styling', unit_price: price, employee_id: ownerEmployeeId }] }))).data;
    const rest = cart.totals.due - fromVoucher;
    await payCheckout(ctx, cart.id, checkoutPayBody.parse({
      payments: [{ method: 'voucher', amount: fromVoucher, voucher_code: sold[index]!.code }, ...(rest > 0 ? [{ method: 'card', amount: rest }] : [])],
    }));
  };
  await spend(100, 1, 6500, 6500);
  await spend(50, 2, 5500, 5000);
  await spend(25, 4, 1800, 1800);
}
