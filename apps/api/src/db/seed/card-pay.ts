import { and, asc, eq, gt } from 'drizzle-orm';
import { ROLE_PERMISSIONS } from '@chairside/shared/permissions';
import { checkoutStoreBody } from '@chairside/shared/sales';
import { checkoutCardBody } from '@chairside/shared/sales-card';
import type { Tx } from '../client';
import { customers, employees } from '../schema/index';
import type { Deps, VenueCtx } from '../../lib/context';
import { payOnSandboxNow, SANDBOX_CARDS } from '../../features/payments/payments.service';
import { startCardPayment, storeCheckout, tillCardEffects } from '../../features/sales/sales.service';

/**
 * Demo Salon's sale paid by Chairside Pay (issue 17), made as the desk would: a walk-in cart
 * yesterday, "Open the payment page", the sandbox's hosted page paid with the success test card, and its
 * webhook event applied (the seed runs no jobs, so the event is applied at once, through the same
 * applyProviderEvent a delivery reaches). Its sale is paid partly in cash and the rest `card_service`.
 */
export async function seedCardPay(tx: Tx, venueId: number, ownerEmployeeId: number, now: Date): Promise<void> {
  const [owner] = await tx.select({ userId: employees.userId }).from(employees).where(eq(employees.id, ownerEmployeeId));
  // Yesterday: a day not cashed up yet (the seed closes the days before it), so its cash part is in that day's drawer.
  const at = new Date(now.getTime() - 86_400_000);
  const deps = {
    now: () => at, db: tx, database: { forVenue: () => tx },
    env: { appUrl: 'http://localhost:3000', paymentsProvider: 'sandbox', smsProvider: 'local' },
    jobs: { send: async () => undefined }, live: { touch: () => undefined },
  } as unknown as Deps;
  const ctx = {
    db: tx, deps, lang: 'en-us', platform: 'web', ip: '127.0.0.1', requestId: 'seed', venueId, employeeId: ownerEmployeeId, userId: owner!.userId!,
    session: { id: 0, userId: owner!.userId!, email: '', isSupport: false, viaSupport: false, venueId, employeeId: ownerEmployeeId, role: 'owner', permissions: ROLE_PERMISSIONS.owner },
  } as unknown as VenueCtx;
  const [customer] = await tx.select({ id: customers.id }).from(customers).where(and(eq(customers.venueId, venueId), gt(customers.id, 0))).orderBy(asc(customers.id)).offset(9).limit(1);
  const cart = (await storeCheckout(ctx, checkoutStoreBody.parse({
    customer_id: customer?.id ?? null, items: [{ kind: 'custom', name: 'Blow-dry and style', unit_price: 4500, employee_id: ownerEmployeeId }],
  }))).data;
  // Split with cash: 15.00 handed over at the desk, the rest on the card; the webhook writes one sale with both.
  const waiting = (await startCardPayment(ctx, cart.id, checkoutCardBody.parse({ channel: 'desk', payments: [{ method: 'cash', amount: 1500, tendered: 2000 }] }))).data;
  const sessionId = new URL(waiting.card_payment!.url).pathname.split('/').pop()!;
  await payOnSandboxNow(deps, sessionId, SANDBOX_CARDS.success, tillCardEffects(deps));
}
