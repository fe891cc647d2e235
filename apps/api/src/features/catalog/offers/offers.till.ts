import { and, eq, sql } from 'drizzle-orm';
import { addDays, addMonths } from '@chairside/shared/rules/calendar-time';
import type { Tx } from '../../../db/client';
import { customerMemberships, customerPackages, customerPackageServices, memberships, packages, packageServices } from '../../../db/schema/index';
import type { VenueCtx } from '../../../lib/context';
import { AppError } from '../../../lib/errors';

/**
 * The customer's packages and memberships as the till changes them (issue 14), in the till's
 * transaction: sold (created with their sessions), used (a session taken under the row's lock),
 * given back (sessions back; an unused one removed or cancelled). The sales feature decides when.
 */

export const membershipActive = (row: { state: string; startedOn: string; endsOn: string | null }, today: string) =>
  row.state === 'active' && row.startedOn <= today && (row.endsOn === null || row.endsOn >= today);

/** A package bought today: its services with their counts, valid its validity days. */
export async function sellPackage(ctx: VenueCtx, tx: Tx, input: { customerId: number; packageId: number; today: string }): Promise<number> {
  const [offer] = await tx.select().from(packages).where(and(eq(packages.venueId, ctx.venueId), eq(packages.id, input.packageId)));
  if (!offer) throw new AppError('NOT_FOUND');
  const [own] = await tx.insert(customerPackages)
    .values({ venueId: ctx.venueId, customerId: input.customerId, packageId: offer.id, purchasedAt: ctx.deps.now(), expiresOn: addDays(input.today, offer.validityDays) })
    .returning({ id: customerPackages.id });
  const contents = await tx.select().from(packageServices).where(and(eq(packageServices.venueId, ctx.venueId), eq(packageServices.packageId, offer.id)));
  if (contents.length) {
    await tx.insert(customerPackageServices).values(contents.map((row) => ({ venueId: ctx.venueId, customerPackageId: own!.id, serviceId: row.serviceId, remaining: row.count })));
  }
  return own!.id;
}

/** A membership started today: recurring ones renew a period later; session ones hold their sessions for their validity. */
export async function sellMembership(ctx: VenueCtx, tx: Tx, input: { customerId: number; membershipId: number; today: string }): Promise<number> {
  const [offer] = await tx.select().from(memberships).where(and(eq(memberships.venueId, ctx.venueId), eq(memberships.id, input.membershipId)));
  if (!offer) throw new AppError('NOT_FOUND');
  const recurring = offer.kind === 'recurring';
  const [own] = await tx.insert(customerMemberships).values({
    venueId: ctx.venueId, customerId: input.customerId, membershipId: offer.id, state: 'active', startedOn: input.today,
    renewsOn: recurring ? addMonths(input.today, offer.period === 'year' ? 12 : 1) : null,
    endsOn: !recurring && offer.validityDays ? addDays(input.today, offer.validityDays) : null,
    sessionsLeft: recurring ? null : offer.sessions,
  }).returning({ id: customerMemberships.id });
  return own!.id;
}

/**
 * Takes sessions of a package's service in one conditional update (the row stays locked until the
 * commit, so two tills cannot both take the last one). False when not enough is left, the package
 * expired or is not the customer's.
 */
export async function takePackageSessions(ctx: VenueCtx, tx: Tx, input: { customerId: number; ownId: number; serviceId: number; quantity: number; today: string }): Promise<boolean> {
  const taken = await tx.update(customerPackageServices)
    .set({ remaining: sql`${customerPackageServices.remaining} - ${input.quantity}` })
    .where(and(
      eq(customerPackageServices.venueId, ctx.venueId), eq(customerPackageServices.customerPackageId, input.ownId), eq(customerPackageServices.serviceId, input.serviceId),
      sql`${customerPackageServices.remaining} >= ${input.quantity}`,
      sql`exists (select 1 from ${customerPackages} p where p.venue_id = ${ctx.venueId} and p.id = ${input.ownId} and p.customer_id = ${input.customerId} and p.expires_on >= ${input.today})`,
    ))
    .returning({ remaining: customerPackageServices.remaining });
  return taken.length > 0;
}

/** Uses a membership under its row lock: `quantity` sessions off a session membership (0: only checks it is active). */
export async function useMembershipSessions(
  ctx: VenueCtx, tx: Tx, input: { customerId: number; ownId: number; quantity: number; today: string },
): Promise<null | 'membership_inactive' | 'membership_no_session'> {
  const [own] = await tx.select().from(customerMemberships)
    .where(and(eq(customerMemberships.venueId, ctx.venueId), eq(customerMemberships.id, input.ownId))).for('update');
  if (!own || own.customerId !== input.customerId || !membershipActive(own, input.today)) return 'membership_inactive';
  if (input.quantity === 0 || own.sessionsLeft === null) return null;
  if (own.sessionsLeft < input.quantity) return 'membership_no_session';
  await tx.update(customerMemberships).set({ sessionsLeft: own.sessionsLeft - input.quantity, updatedAt: ctx.deps.now() })
    .where(and(eq(customerMemberships.venueId, ctx.venueId), eq(customerMemberships.id, own.id)));
  return null;
}

export async function givePackageSessions(ctx: VenueCtx, tx: Tx, ownId: number, serviceId: number, quantity: number) {
  await tx.update(customerPackageServices).set({ remaining: sql`${customerPackageServices.remaining} + ${quantity}` })
    .where(and(eq(customerPackageServices.venueId, ctx.venueId), eq(customerPackageServices.customerPackageId, ownId), eq(customerPackageServices.serviceId, serviceId)));
}

export async function giveMembershipSessions(ctx: VenueCtx, tx: Tx, ownId: number, quantity: number) {
  await tx.update(customerMemberships).set({ sessionsLeft: sql`${customerMemberships.sessionsLeft} + ${quantity}`, updatedAt: ctx.deps.now() })
    .where(and(eq(customerMemberships.venueId, ctx.venueId), eq(customerMemberships.id, ownId), sql`${customerMemberships.sessionsLeft} is not null`));
}

/** A package given back unused (the caller checked): gone with its sessions. */
export async function removeCustomerPackage(ctx: VenueCtx, tx: Tx, ownId: number) {
  await tx.delete(customerPackages).where(and(eq(customerPackages.venueId, ctx.venueId), eq(customerPackages.id, ownId)));
}

/** A membership given back unused (the caller checked): cancelled today. */
export async function cancelCustomerMembership(ctx: VenueCtx, tx: Tx, ownId: number, today: string) {
  await tx.update(customerMemberships).set({ state: 'cancelled', endsOn: today, renewsOn: null, updatedAt: ctx.deps.now() })
    .where(and(eq(customerMemberships.venueId, ctx.venueId), eq(customerMemberships.id, ownId)));
}
