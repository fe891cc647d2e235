import { and, asc, eq, ilike, inArray } from 'drizzle-orm';
import type { Package, PackageInput, PackageResponse, PackagesResponse, OfferArchiveResponse, CustomerPackagesResponse } from '@chairside/shared/catalog-offers';
import type { Queryable } from '../../../db/client';
import { customerPackageServices, customerPackages, customers, packageServices, packages, services } from '../../../db/schema/index';
import { assertFeature } from '../../../lib/access';
import type { VenueCtx } from '../../../lib/context';
import { AppError } from '../../../lib/errors';
import { t } from '../../../lib/i18n';
import { likePattern, serviceNames } from './offers-common';

/** Packages (issue 12): services with counts sold at one price, valid N days. Subscription feature and permission `packages`. */

async function withItems(db: Queryable, venueId: number, rows: (typeof packages.$inferSelect)[]): Promise<Package[]> {
  const items = rows.length
    ? await db
        .select({ packageId: packageServices.packageId, serviceId: packageServices.serviceId, count: packageServices.count, name: services.name })
        .from(packageServices)
        .innerJoin(services, and(eq(services.venueId, packageServices.venueId), eq(services.id, packageServices.serviceId)))
        .where(and(eq(packageServices.venueId, venueId), inArray(packageServices.packageId, rows.map((row) => row.id))))
        .orderBy(asc(packageServices.sortOrder))
    : [];
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    price: row.price,
    validity_days: row.validityDays,
    online: row.online,
    archived: row.archived,
    items: items.filter((item) => item.packageId === row.id).map((item) => ({ service_id: item.serviceId, service_name: item.name, count: item.count })),
  }));
}

async function findPackage(db: Queryable, venueId: number, id: number): Promise<Package> {
  const rows = await db.select().from(packages).where(and(eq(packages.venueId, venueId), eq(packages.id, id))).limit(1);
  if (!rows.length) throw new AppError('NOT_FOUND');
  return (await withItems(db, venueId, rows))[0]!;
}

/** GET packages: active (or archived) packages by name. */
export async function listPackages(ctx: VenueCtx, archived: boolean, search?: string): Promise<PackagesResponse> {
  const pattern = likePattern(search);
  const rows = await ctx.db
    .select()
    .from(packages)
    .where(and(eq(packages.venueId, ctx.venueId), eq(packages.archived, archived), pattern ? ilike(packages.name, pattern) : undefined))
    .orderBy(asc(packages.name), asc(packages.id));
  return { data: await withItems(ctx.db, ctx.venueId, rows) };
}

export const packageDetail = async (ctx: VenueCtx, id: number) => ({ package: await findPackage(ctx.db, ctx.venueId, id) });

async function writeItems(db: Queryable, venueId: number, packageId: number, input: PackageInput): Promise<void> {
  await serviceNames(db, venueId, input.items.map((item) => item.service_id), 'items');
  await db.delete(packageServices).where(and(eq(packageServices.venueId, venueId), eq(packageServices.packageId, packageId)));
  await db.insert(packageServices).values(input.items.map((item, index) => ({ venueId, packageId, serviceId: item.service_id, count: item.count, sortOrder: index })));
}

const columns = (input: PackageInput) => ({
  name: input.name,
  description: input.description,
  price: input.price,
  validityDays: input.validity_days,
  online: input.online,
});

/** Inserts a package with its services (the store route and the demo seed); answers its id. */
export async function insertPackage(db: Queryable, venueId: number, input: PackageInput): Promise<number> {
  const [row] = await db.insert(packages).values({ venueId, ...columns(input) }).returning({ id: packages.id });
  await writeItems(db, venueId, row!.id, input);
  return row!.id;
}

/** POST packages/store. */
export async function storePackage(ctx: VenueCtx, input: PackageInput): Promise<PackageResponse> {
  await assertFeature(ctx, 'packages');
  const id = await ctx.db.transaction((tx) => insertPackage(tx, ctx.venueId, input));
  return { package: await findPackage(ctx.db, ctx.venueId, id), message: t(ctx.lang, 'catalog_offers.package_created') };
}

/** POST packages/update/{id}: every field and the services (bought packages keep what they were sold with). */
export async function updatePackage(ctx: VenueCtx, id: number, input: PackageInput): Promise<PackageResponse> {
  await findPackage(ctx.db, ctx.venueId, id);
  await assertFeature(ctx, 'packages');
  await ctx.db.transaction(async (tx) => {
    await tx.update(packages).set({ ...columns(input), updatedAt: new Date() }).where(and(eq(packages.venueId, ctx.venueId), eq(packages.id, id)));
    await writeItems(tx, ctx.venueId, id, input);
  });
  return { package: await findPackage(ctx.db, ctx.venueId, id), message: t(ctx.lang, 'catalog_offers.package_saved') };
}

/** POST packages/archive/{id} and packages/restore/{id}: off sale (customers keep what they bought), or back. */
export async function setPackageArchived(ctx: VenueCtx, id: number, archived: boolean): Promise<OfferArchiveResponse> {
  await findPackage(ctx.db, ctx.venueId, id);
  await assertFeature(ctx, 'packages');
  await ctx.db.update(packages).set({ archived, updatedAt: new Date() }).where(and(eq(packages.venueId, ctx.venueId), eq(packages.id, id)));
  return { id, archived, message: t(ctx.lang, archived ? 'catalog_offers.archived' : 'catalog_offers.restored') };
}

/** GET customers/{id}/packages: a customer's bought packages with what is left, the soonest to expire first. */
export async function customerPackagesOf(ctx: VenueCtx, customerId: number): Promise<CustomerPackagesResponse> {
  const [customer] = await ctx.db.select({ id: customers.id }).from(customers).where(and(eq(customers.venueId, ctx.venueId), eq(customers.id, customerId))).limit(1);
  if (!customer) throw new AppError('NOT_FOUND');
  const rows = await ctx.db
    .select({ id: customerPackages.id, packageId: customerPackages.packageId, name: packages.name, purchasedAt: customerPackages.purchasedAt, expiresOn: customerPackages.expiresOn })
    .from(customerPackages)
    .innerJoin(packages, and(eq(packages.venueId, customerPackages.venueId), eq(packages.id, customerPackages.packageId)))
    .where(and(eq(customerPackages.venueId, ctx.venueId), eq(customerPackages.customerId, customerId)))
    .orderBy(asc(customerPackages.expiresOn), asc(customerPackages.id));
  const left = rows.length
    ? await ctx.db
        .select({ owner: customerPackageServices.customerPackageId, serviceId: customerPackageServices.serviceId, remaining: customerPackageServices.remaining, name: services.name })
        .from(customerPackageServices)
        .innerJoin(services, and(eq(services.venueId, customerPackageServices.venueId), eq(services.id, customerPackageServices.serviceId)))
        .where(and(eq(customerPackageServices.venueId, ctx.venueId), inArray(customerPackageServices.customerPackageId, rows.map((row) => row.id))))
    : [];
  return {
    data: rows.map((row) => ({
      id: row.id,
      package_id: row.packageId,
      name: row.name,
      purchased_at: row.purchasedAt.toISOString(),
      expires_on: row.expiresOn,
      remaining: left.filter((item) => item.owner === row.id).map((item) => ({ service_id: item.serviceId, service_name: item.name, count: item.remaining })),
    })),
  };
}
