import { and, asc, eq, gt } from 'drizzle-orm';
import { ROLE_PERMISSIONS } from '@chairside/shared/permissions';
import { checkoutPayBody, checkoutStoreBody } from '@chairside/shared/sales';
import { depositForfeitBody, depositStoreBody } from '@chairside/shared/sales-deposits';
import type { Tx } from '../client';
import { customers, employees } from '../schema/index';
import type { VenueCtx } from '../../lib/context';
import { forfeitDeposit, payCheckout, storeCheckout, storeDeposit } from '../../features/sales/sales.service';

/**
 * Demo Salon's customer deposits, through the sales feature's own services, before the till
 * history's fortnight: three taken at the desk for long colour appointments; one spent on the
 * customer's later visit (deposit plus card), one forfeited after a no-show under the booking
 * policy, one still held.
 */
const DAY = 86_400_000;

export async function seedDeposits(tx: Tx, venueId: number, ownerEmployeeId: number, now: Date): Promise<void> {
  const [owner] = await tx.select({ userId: employees.userId }).from(employees).where(eq(employees.id, ownerEmployeeId));
  const ctxAt = (at: Date): VenueCtx => ({
    db: tx, deps: { now: () => at }, lang: 'en-us', platform: 'web', ip: '127.0.0.1', requestId: 'seed', venueId, employeeId: ownerEmployeeId, userId: owner!.userId!,
    session: { id: 0, userId: owner!.userId!, email: '', isSupport: false, viaSupport: false, venueId, employeeId: ownerEmployeeId, role: 'owner', permissions: ROLE_PERMISSIONS.owner },
  }) as unknown as VenueCtx;
  const people = await tx.select({ id: customers.id }).from(customers).where(and(eq(customers.venueId, venueId), gt(customers.id, 0))).orderBy(asc(customers.id)).offset(5).limit(3);
  if (people.length < 3) return;
  const at = (days: number, hour: number) => new Date(new Date(new Date(now.getTime() - days * DAY).toISOString().slice(0, 10)).getTime() + hour * 3_600_000);
  const take = async (days: number, customerId: number, amount: number, method: string, note: string) =>
    (await storeDeposit(ctxAt(at(days, 10)), depositStoreBody.parse({ customer_id: customerId, amount, note, payments: [{ method, amount }] }))).data;

  await take(45, people[0]!.id, 3000, 'card', 'Balayage, full head');
  const ctx = ctxAt(at(38, 16));
  const visit = (await storeCheckout(ctx, checkoutStoreBody.parse({ customer_id: people[0]!.id, items: [{ kind: 'custom', name: 'Balayage, full head', unit_price: 14500, employee_id: ownerEmployeeId }] }))).data;
  await payCheckout(ctx, visit.id, checkoutPayBody.parse({ payments: [{ method: 'deposit', amount: 3000 }, { method: 'card', amount: visit.totals.due - 3000 }] }));

  const noShow = await take(35, people[1]!.id, 2500, 'cash', 'Keratin treatment');
  await forfeitDeposit(ctxAt(at(28, 18)), noShow.id, depositForfeitBody.parse({ reason: 'No-show without notice (booking policy: deposit kept)' }));

  await take(20, people[2]!.id, 5000, 'card', 'Bridal hair trial and wedding day');
}
