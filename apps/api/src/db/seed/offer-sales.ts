import { desc, eq } from 'drizzle-orm';
import { ROLE_PERMISSIONS } from '@chairside/shared/permissions';
import { checkoutPayBody, checkoutStoreBody, type CheckoutItemBody } from '@chairside/shared/sales';
import type { Tx } from '../client';
import { customers, employees, memberships, packages, sales, services } from '../schema/index';
import type { VenueCtx } from '../../lib/context';
import { payCheckout, saleDetail, storeCheckout } from '../../features/sales/sales.service';

/**
 * Demo Salon's packages and memberships at the till, through the sales feature's own services,
 * today after the rest of the till history: a package bought and two of its blow-dries used, a
 * session membership with one manicure used, the blow-dry club (a covered blow-dry and 10 % off a
 * colour) and the welcome code. Customers from the end of the list (the tests use the first ones).
 */
export async function seedOfferSales(tx: Tx, venueId: number, ownerEmployeeId: number, now: Date): Promise<void> {
  const [owner] = await tx.select({ userId: employees.userId }).from(employees).where(eq(employees.id, ownerEmployeeId));
  const [latest] = await tx.select({ at: sales.createdAt }).from(sales).where(eq(sales.venueId, venueId)).orderBy(desc(sales.createdAt)).limit(1);
  let at = Math.max((latest?.at.getTime() ?? 0) + 60_000, now.getTime() - 90 * 60_000);
  const ctx = (): VenueCtx => {
    at += 7 * 60_000;
    const when = new Date(Math.min(at, now.getTime()));
    return {
      db: tx, deps: { now: () => when }, lang: 'en-us', platform: 'web', ip: '127.0.0.1', requestId: 'seed', venueId, employeeId: ownerEmployeeId, userId: owner!.userId!,
      session: { id: 0, userId: owner!.userId!, email: '', isSupport: false, viaSupport: false, venueId, employeeId: ownerEmployeeId, role: 'owner', permissions: ROLE_PERMISSIONS.owner },
    } as unknown as VenueCtx;
  };
  const idOf = (rows: { id: number; name: string }[], name: string) => rows.find((row) => row.name === name)?.id;
  const packageRows = await tx.select({ id: packages.id, name: packages.name }).from(packages).where(eq(packages.venueId, venueId));
  const membershipRows = await tx.select({ id: memberships.id, name: memberships.name }).from(memberships).where(eq(memberships.venueId, venueId));
  const serviceRows = await tx.select({ id: services.id, name: services.name }).from(services).where(eq(services.venueId, venueId));
  const pack = idOf(packageRows, '5 × Blow-dry');
  const manicureTen = idOf(membershipRows, 'Manicure 10');
  const club = idOf(membershipRows, 'Blow-dry club');
  const [blowDry, manicure, colour] = ['Blow-dry', 'Classic manicure', 'Root colour'].map((name) => idOf(serviceRows, name));
  if (!pack || !manicureTen || !club || !blowDry || !manicure || !colour) return;
  const people = (await tx.select({ id: customers.id }).from(customers).where(eq(customers.venueId, venueId)).orderBy(desc(customers.id)).limit(4)).map((row) => row.id);
  if (people.length < 4) return;
  const [ana, ben, cleo, dan] = people as [number, number, number, number];

  const sell = async (customerId: number, items: CheckoutItemBody[], method: string, extra: Record<string, unknown> = {}) => {
    const c = ctx();
    const cart = (await storeCheckout(c, checkoutStoreBody.parse({ customer_id: customerId, items, ...extra }))).data;
    const id = await payCheckout(c, cart.id, checkoutPayBody.parse({ payments: [{ method, amount: cart.totals.due }] }));
    return saleDetail(c, id);
  };
  const ownedPackage = (await sell(ana, [{ kind: 'package', package_id: pack }], 'card')).lines[0]!.customer_package_id!;
  for (let i = 0; i < 2; i++) await sell(ana, [{ kind: 'service', service_id: blowDry, cover: { customer_package_id: ownedPackage } }], 'cash');

  const tenSessions = (await sell(ben, [{ kind: 'membership', membership_id: manicureTen }], 'card')).lines[0]!.customer_membership_id!;
  await sell(ben, [{ kind: 'service', service_id: manicure, cover: { customer_membership_id: tenSessions } }], 'cash');

  const clubMember = (await sell(cleo, [{ kind: 'membership', membership_id: club }], 'card')).lines[0]!.customer_membership_id!;
  await sell(cleo, [
    { kind: 'service', service_id: blowDry, cover: { customer_membership_id: clubMember } },
    { kind: 'service', service_id: colour, cover: { customer_membership_id: clubMember } },
  ], 'card');

  await sell(dan, [{ kind: 'service', service_id: blowDry }], 'card', { cart_discount: { code: 'WELCOME10' } });
}
