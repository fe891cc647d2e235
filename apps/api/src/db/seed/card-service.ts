import { eq } from 'drizzle-orm';
import { ROLE_PERMISSIONS } from '@chairside/shared/permissions';
import { deskPaymentsBody } from '@chairside/shared/payments';
import type { Tx } from '../client';
import { employees } from '../schema/index';
import type { VenueCtx } from '../../lib/context';
import { connectLink, finishSandboxOnboarding, updateDeskPayments } from '../../features/payments/payments.service';

/**
 * Demo Salon's own card service, through the payments feature's services as the owner would: the
 * onboarding link asked for (the sandbox account opened), the sandbox's onboarding finished verified
 * (active: payouts and fees shown), and the desk's methods with its transfer named and three tip suggestions.
 */
export async function seedCardService(tx: Tx, venueId: number, ownerEmployeeId: number, now: Date): Promise<void> {
  const [owner] = await tx.select({ userId: employees.userId }).from(employees).where(eq(employees.id, ownerEmployeeId));
  // The sandbox provider keeps its own books through deps.db: in the seed that is the same transaction.
  const deps = { now: () => now, db: tx, env: { appUrl: 'http://localhost:3000', paymentsProvider: 'sandbox' } };
  const ctx = {
    db: tx, deps, lang: 'en-us', platform: 'web', ip: '127.0.0.1', requestId: 'seed', venueId, employeeId: ownerEmployeeId, userId: owner!.userId!,
    session: { id: 0, userId: owner!.userId!, email: '', isSupport: false, viaSupport: false, venueId, employeeId: ownerEmployeeId, role: 'owner', permissions: ROLE_PERMISSIONS.owner },
  } as unknown as VenueCtx;

  const link = await connectLink(ctx);
  await finishSandboxOnboarding(ctx.deps, new URL(link.data.url).pathname.split('/').pop()!, 'verified');
  await updateDeskPayments(ctx, deskPaymentsBody.parse({
    methods: [{ method: 'cash', name: '', enabled: true }, { method: 'card', name: '', enabled: true }, { method: 'other', name: 'Bank transfer', enabled: true }],
    tips: { enabled: true, percents: [10, 15, 20] },
  }));
}
