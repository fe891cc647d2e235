import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { BookableService, EmployeeServicesResponse } from '@chairside/shared/catalog';
import { hasPermission } from '@chairside/shared/permissions';
import { totalMinutes } from '@chairside/shared/rules/calendar-duration';
import { employeeServicePrice, employeeServiceSplit } from '@chairside/shared/rules/employee-service-values';
import { employeeServices, employees, serviceGroups, serviceResources, serviceVariants, services } from '../../db/schema/index';
import type { Queryable } from '../../db/client';
import type { VenueCtx } from '../../lib/context';
import { AppError } from '../../lib/errors';

/**
 * The catalogue as the calendar books it: every bookable (not archived) service with the
 * resources it may use and the employees who perform it, each with their own duration and price.
 */

/**
 * GET employees/services (every service) or employees/services/{id} (the services one employee
 * performs). A calendar.own caller sees only their own employee; another employee's id, like an
 * id of another venue or an archived employee, is not found.
 */
export async function bookableServices(ctx: VenueCtx, employeeId?: number): Promise<EmployeeServicesResponse> {
  const own = hasPermission(ctx.session.permissions, 'calendar.own') ? ctx.employeeId : null;
  if (employeeId !== undefined && own !== null && employeeId !== own) throw new AppError('NOT_FOUND');
  const only = employeeId ?? own;
  if (employeeId !== undefined) {
    const [found] = await ctx.db
      .select({ id: employees.id })
      .from(employees)
      .where(and(eq(employees.venueId, ctx.venueId), eq(employees.id, employeeId), eq(employees.archived, false)))
      .limit(1);
    if (!found) throw new AppError('NOT_FOUND');
  }

  const [rows, performed] = await Promise.all([
    ctx.db
      .select({ service: services, groupName: serviceGroups.name })
      .from(services)
      .leftJoin(serviceGroups, and(eq(serviceGroups.venueId, services.venueId), eq(serviceGroups.id, services.groupId)))
      .where(and(eq(services.venueId, ctx.venueId), eq(services.archived, false)))
      .orderBy(sql`${serviceGroups.sortOrder} asc nulls last`, asc(services.groupId), asc(services.sortOrder), asc(services.name), asc(services.id)),
    ctx.db
      .select({ own: employeeServices })
      .from(employeeServices)
      .innerJoin(employees, and(eq(employees.venueId, employeeServices.venueId), eq(employees.id, employeeServices.employeeId)))
      .where(and(
        eq(employeeServices.venueId, ctx.venueId),
        eq(employees.archived, false),
        only === null ? undefined : eq(employeeServices.employeeId, only),
      ))
      .orderBy(asc(employees.sortOrder), asc(employees.id)),
  ]);
  // Indexed once: the answer is built in one pass over the services (500 services × a team stays linear).
  const ownByService = new Map<number, (typeof performed)[number]['own'][]>();
  for (const { own: link } of performed) {
    const list = ownByService.get(link.serviceId);
    if (list) list.push(link);
    else ownByService.set(link.serviceId, [link]);
  }
  const listed = employeeId === undefined ? rows : rows.filter((row) => ownByService.has(row.service.id));
  const listedIds = listed.map((row) => row.service.id);
  const [links, variants] = listed.length
    ? await Promise.all([
        ctx.db
          .select({ serviceId: serviceResources.serviceId, resourceId: serviceResources.resourceId })
          .from(serviceResources)
          .where(and(eq(serviceResources.venueId, ctx.venueId), inArray(serviceResources.serviceId, listedIds)))
          .orderBy(asc(serviceResources.resourceId)),
        ctx.db
          .select()
          .from(serviceVariants)
          .where(and(eq(serviceVariants.venueId, ctx.venueId), inArray(serviceVariants.serviceId, listedIds)))
          .orderBy(asc(serviceVariants.sortOrder), asc(serviceVariants.id)),
      ])
    : [[], []];

  const resourcesOf = groupBy(links, (link) => link.serviceId);
  const variantsOf = groupBy(variants, (variant) => variant.serviceId);
  const data = listed.map(({ service, groupName }): BookableService => {
    const split = { initial: service.initialMinutes, gap: service.gapMinutes, finish: service.finishMinutes };
    return {
      id: service.id,
      name: service.name,
      group_id: service.groupId,
      group_name: groupName ?? '',
      color: service.color,
      duration: totalMinutes(split),
      gap: split.gap,
      finish: split.finish,
      price: service.price,
      resource_required: service.resourceRequired,
      resource_ids: (resourcesOf.get(service.id) ?? []).map((link) => link.resourceId),
      resource_types: service.resourceTypes,
      employees: (ownByService.get(service.id) ?? [])
        .map((own) => {
          const values = employeeServiceSplit(split, own);
          return { employee_id: own.employeeId, duration: totalMinutes(values), gap: values.gap, finish: values.finish, price: employeeServicePrice(service.price, own) };
        }),
      variants: (variantsOf.get(service.id) ?? [])
        .map((v) => ({ id: v.id, name: v.name, duration: v.initialMinutes + v.gapMinutes + v.finishMinutes, gap: v.gapMinutes, finish: v.finishMinutes, price: v.price })),
    };
  });
  return { data };
}

function groupBy<T>(items: T[], key: (item: T) => number): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const item of items) {
    const list = map.get(key(item));
    if (list) list.push(item);
    else map.set(key(item), [item]);
  }
  return map;
}

/** An employee's own link to a service: null price or duration = the service's own. */
export interface EmployeeServiceLinkInput {
  serviceId: number;
  price: number | null;
  duration: number | null;
}

/** The services one employee performs with their own values (archived services left out), in catalogue order. */
export async function employeeServiceLinks(db: Queryable, venueId: number, employeeId: number): Promise<EmployeeServiceLinkInput[]> {
  const rows = await db
    .select({ serviceId: employeeServices.serviceId, price: employeeServices.price, duration: employeeServices.durationMinutes })
    .from(employeeServices)
    .innerJoin(services, and(eq(services.venueId, employeeServices.venueId), eq(services.id, employeeServices.serviceId)))
    .where(and(eq(employeeServices.venueId, venueId), eq(employeeServices.employeeId, employeeId), eq(services.archived, false)))
    .orderBy(asc(services.groupId), asc(services.sortOrder), asc(services.id));
  return rows;
}

/**
 * Replaces the services an employee performs (the staff feature's employee form). Every service
 * must be the venue's and not archived: otherwise nothing is written and the unknown ids are
 * returned. Links to archived services are kept (they come back with the service).
 */
export async function setEmployeeServices(
  db: Queryable,
  venueId: number,
  employeeId: number,
  links: EmployeeServiceLinkInput[],
): Promise<{ unknown: number[] }> {
  const ids = links.map((link) => link.serviceId);
  const known = ids.length
    ? await db
        .select({ id: services.id })
        .from(services)
        .where(and(eq(services.venueId, venueId), eq(services.archived, false), inArray(services.id, ids)))
    : [];
  const unknown = ids.filter((id) => !known.some((row) => row.id === id));
  if (unknown.length) return { unknown };
  const active = db
    .select({ id: services.id })
    .from(services)
    .where(and(eq(services.venueId, venueId), eq(services.archived, false)));
  await db
    .delete(employeeServices)
    .where(and(eq(employeeServices.venueId, venueId), eq(employeeServices.employeeId, employeeId), inArray(employeeServices.serviceId, active)));
  if (links.length) {
    await db.insert(employeeServices).values(
      links.map((link) => ({ venueId, employeeId, serviceId: link.serviceId, price: link.price, durationMinutes: link.duration })),
    );
  }
  return { unknown: [] };
}

// ---- Offers (packages, memberships, discounts; issue 12): the sales issue and the seed use these.
export { insertPackage, customerPackagesOf } from './offers/packages.service';
export { insertMembership, customerMembershipsOf as customerMemberships } from './offers/memberships.service';
export { insertDiscount } from './offers/discounts.service';
/** A customer merge moves bought packages and memberships to the kept customer (and undo moves them back). */
export { moveCustomerOffers, returnCustomerOffers } from './offers/offers.customers';
/** The till (sales) sells, uses and gives back customers' packages and memberships through these. */
export {
  cancelCustomerMembership, giveMembershipSessions, givePackageSessions, membershipActive, removeCustomerPackage, sellMembership, sellPackage, takePackageSessions, useMembershipSessions,
} from './offers/offers.till';
export { listPackages } from './offers/packages.service';
export { listMemberships } from './offers/memberships.service';
export { listDiscounts } from './offers/discounts.service';

// ── resources + taxes (catalog/resources, catalog/taxes) ──
/** The demo seed's tax rates (Dutch VAT 21 % default, 9 %, 0 %). */
export { seedTaxRates } from './taxes/taxes.service';
/** The venue's tax-inclusive/exclusive mode and default rates (basis points) for services and products; the rounding rule is @chairside/shared/rules/tax. */
export { venueTaxDefaults, venueWithTaxDefaults } from './taxes/taxes.service';

// ——— services part (services + service groups, /catalogs/services): what other features and the seed use ———
export { createGroup as createServiceGroup, createService } from './services/services.service';

// ——— a new venue (sign-up and onboarding) ———
/** A venue made by sign-up gets its default tax rates (from its tax_default columns). */
export { createDefaultTaxRates } from './taxes/taxes-defaults';
/** Onboarding's services step: the starter groups and services, performed by the owner, idempotent by the ids it returns. */
export { applyStarterCatalogue, type StarterCatalogueInput } from './services/services-starter';
/** Online booking: which services are bookable online. */
export { setServicesOnline } from './services/services.online';
