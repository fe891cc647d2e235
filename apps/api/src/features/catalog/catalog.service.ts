import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { BookableService, EmployeeServicesResponse } from '@chairside/shared/catalog';
import { hasPermission } from '@chairside/shared/permissions';
import { totalMinutes } from '@chairside/shared/rules/calendar-duration';
import { employeeServicePrice, employeeServiceSplit } from '@chairside/shared/rules/employee-service-values';
import { employeeServices, employees, serviceGroups, serviceResources, services } from '../../db/schema/index';
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
  const listed = employeeId === undefined ? rows : rows.filter((row) => performed.some(({ own: link }) => link.serviceId === row.service.id));
  const links = listed.length
    ? await ctx.db
        .select({ serviceId: serviceResources.serviceId, resourceId: serviceResources.resourceId })
        .from(serviceResources)
        .where(and(eq(serviceResources.venueId, ctx.venueId), inArray(serviceResources.serviceId, listed.map((row) => row.service.id))))
        .orderBy(asc(serviceResources.resourceId))
    : [];

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
      resource_ids: links.filter((link) => link.serviceId === service.id).map((link) => link.resourceId),
      employees: performed
        .filter(({ own }) => own.serviceId === service.id)
        .map(({ own }) => {
          const values = employeeServiceSplit(split, own);
          return { employee_id: own.employeeId, duration: totalMinutes(values), gap: values.gap, finish: values.finish, price: employeeServicePrice(service.price, own) };
        }),
    };
  });
  return { data };
}
