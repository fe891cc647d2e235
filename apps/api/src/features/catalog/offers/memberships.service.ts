import { and, asc, eq, ilike, inArray } from 'drizzle-orm';
import type { CustomerMembership, Membership, MembershipInput, MembershipResponse, MembershipsResponse, OfferArchiveResponse } from '@chairside/shared/catalog-offers';
import type { Queryable } from '../../../db/client';
import { customerMemberships, membershipServices, memberships, services } from '../../../db/schema/index';
import { assertFeature } from '../../../lib/access';
import type { VenueCtx } from '../../../lib/context';
import { AppError } from '../../../lib/errors';
import { t } from '../../../lib/i18n';
import { likePattern, serviceNames } from './offers-common';

/**
 * Memberships (issue 12): recurring (a price per month or year) or prepaid sessions, the services
 * they cover and a discount (basis points) on the others. Subscription feature and permission `memberships`.
 */

async function withServices(db: Queryable, venueId: number, rows: (typeof memberships.$inferSelect)[]): Promise<Membership[]> {
  const links = rows.length
    ? await db
        .select({ membershipId: membershipServices.membershipId, serviceId: membershipServices.serviceId, name: services.name })
        .from(membershipServices)
        .innerJoin(services, and(eq(services.venueId, membershipServices.venueId), eq(services.id, membershipServices.serviceId)))
        .where(and(eq(membershipServices.venueId, venueId), inArray(membershipServices.membershipId, rows.map((row) => row.id))))
        .orderBy(asc(services.name))
    : [];
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    kind: row.kind,
    period: row.kind === 'recurring' ? row.period : null,
    price: row.price,
    sessions: row.kind === 'sessions' ? row.sessions : null,
    validity_days: row.kind === 'sessions' ? row.validityDays : null,
    discount_bp: row.discountBp,
    online: row.online,
    archived: row.archived,
    services: links.filter((link) => link.membershipId === row.id).map((link) => ({ service_id: link.serviceId, service_name: link.name })),
  }));
}

async function findMembership(db: Queryable, venueId: number, id: number): Promise<Membership> {
  const rows = await db.select().from(memberships).where(and(eq(memberships.venueId, venueId), eq(memberships.id, id))).limit(1);
  if (!rows.length) throw new AppError('NOT_FOUND');
  return (await withServices(db, venueId, rows))[0]!;
}

/** GET memberships. */
export async function listMemberships(ctx: VenueCtx, archived: boolean, search?: string): Promise<MembershipsResponse> {
  const pattern = likePattern(search);
  const rows = await ctx.db
    .select()
    .from(memberships)
    .where(and(eq(memberships.venueId, ctx.venueId), eq(memberships.archived, archived), pattern ? ilike(memberships.name, pattern) : undefined))
    .orderBy(asc(memberships.name), asc(memberships.id));
  return { data: await withServices(ctx.db, ctx.venueId, rows) };
}

export const membershipDetail = async (ctx: VenueCtx, id: number) => ({ membership: await findMembership(ctx.db, ctx.venueId, id) });

const columns = (input: MembershipInput) => ({
  name: input.name,
  description: input.description,
  kind: input.kind,
  // Only the fields of its kind are kept.
  period: input.kind === 'recurring' ? input.period : null,
  price: input.price,
  sessions: input.kind === 'sessions' ? input.sessions : null,
  validityDays: input.kind === 'sessions' ? input.validity_days : null,
  discountBp: input.discount_bp,
  online: input.online,
});

async function writeServices(db: Queryable, venueId: number, membershipId: number, input: MembershipInput): Promise<void> {
  await serviceNames(db, venueId, input.service_ids, 'service_ids');
  await db.delete(membershipServices).where(and(eq(membershipServices.venueId, venueId), eq(membershipServices.membershipId, membershipId)));
  await db.insert(membershipServices).values(input.service_ids.map((serviceId) => ({ venueId, membershipId, serviceId })));
}

/** Inserts a membership with its services (the store route and the demo seed); answers its id. */
export async function insertMembership(db: Queryable, venueId: number, input: MembershipInput): Promise<number> {
  const [row] = await db.insert(memberships).values({ venueId, ...columns(input) }).returning({ id: memberships.id });
  await writeServices(db, venueId, row!.id, input);
  return row!.id;
}

/** POST memberships/store. */
export async function storeMembership(ctx: VenueCtx, input: MembershipInput): Promise<MembershipResponse> {
  await assertFeature(ctx, 'memberships');
  const id = await ctx.db.transaction((tx) => insertMembership(tx, ctx.venueId, input));
  return { membership: await findMembership(ctx.db, ctx.venueId, id), message: t(ctx.lang, 'catalog_offers.membership_created') };
}

/** POST memberships/update/{id}. */
export async function updateMembership(ctx: VenueCtx, id: number, input: MembershipInput): Promise<MembershipResponse> {
  await findMembership(ctx.db, ctx.venueId, id);
  await assertFeature(ctx, 'memberships');
  await ctx.db.transaction(async (tx) => {
    await tx.update(memberships).set({ ...columns(input), updatedAt: new Date() }).where(and(eq(memberships.venueId, ctx.venueId), eq(memberships.id, id)));
    await writeServices(tx, ctx.venueId, id, input);
  });
  return { membership: await findMembership(ctx.db, ctx.venueId, id), message: t(ctx.lang, 'catalog_offers.membership_saved') };
}

/** POST memberships/archive/{id} and memberships/restore/{id}: off sale (members keep theirs), or back. */
export async function setMembershipArchived(ctx: VenueCtx, id: number, archived: boolean): Promise<OfferArchiveResponse> {
  await findMembership(ctx.db, ctx.venueId, id);
  await assertFeature(ctx, 'memberships');
  await ctx.db.update(memberships).set({ archived, updatedAt: new Date() }).where(and(eq(memberships.venueId, ctx.venueId), eq(memberships.id, id)));
  return { id, archived, message: t(ctx.lang, archived ? 'catalog_offers.archived' : 'catalog_offers.restored') };
}

/**
 * A customer's memberships with their state, active ones first (for the customer profile and
 * checkout). An unknown or other venue's customer simply has none.
 */
export async function customerMembershipsOf(ctx: VenueCtx, customerId: number): Promise<CustomerMembership[]> {
  const rows = await ctx.db
    .select({ own: customerMemberships, membership: memberships })
    .from(customerMemberships)
    .innerJoin(memberships, and(eq(memberships.venueId, customerMemberships.venueId), eq(memberships.id, customerMemberships.membershipId)))
    .where(and(eq(customerMemberships.venueId, ctx.venueId), eq(customerMemberships.customerId, customerId)))
    .orderBy(asc(customerMemberships.startedOn), asc(customerMemberships.id));
  const defs = await withServices(ctx.db, ctx.venueId, [...new Map(rows.map((row) => [row.membership.id, row.membership])).values()]);
  const order = { active: 0, paused: 1, cancelled: 2, expired: 3 } as const;
  return rows
    .map(({ own, membership }) => ({
      id: own.id,
      membership_id: membership.id,
      name: membership.name,
      kind: membership.kind,
      state: own.state,
      started_on: own.startedOn,
      renews_on: own.renewsOn,
      ends_on: own.endsOn,
      sessions_left: own.sessionsLeft,
      discount_bp: membership.discountBp,
      service_ids: defs.find((def) => def.id === membership.id)!.services.map((s) => s.service_id),
    }))
    .sort((a, b) => order[a.state] - order[b.state]);
}
