import type { BookableService, EmployeeServiceValues } from '@chairside/shared/catalog';

/**
 * What a booking line may offer: the services its employee performs (grouped as the catalogue
 * groups them), that employee's own length, split and price, and the resources a service may use.
 */

export interface ServiceOptionGroup {
  group: string;
  items: { value: string; label: string }[];
}

export const performs = (service: BookableService, employeeId: number | null | undefined) =>
  service.employees.some((e) => e.employee_id === employeeId);

/** The employee's own values for the service; the service's when that employee has none. */
export function employeeValues(service: BookableService, employeeId: number | null | undefined): Omit<EmployeeServiceValues, 'employee_id'> {
  const own = service.employees.find((e) => e.employee_id === employeeId);
  const { duration, gap, finish, price } = own ?? service;
  return { duration, gap, finish, price };
}

/** The values a line takes: the chosen variant's own length, split and price, else the employee's for the service. */
export function lineValues(service: BookableService, employeeId: number | null | undefined, variantId: number | null | undefined): Omit<EmployeeServiceValues, 'employee_id'> {
  const variant = variantId == null ? undefined : service.variants.find((v) => v.id === variantId);
  if (!variant) return employeeValues(service, employeeId);
  return { duration: variant.duration, gap: variant.gap, finish: variant.finish, price: variant.price };
}

/**
 * The services `employeeId` performs, in catalogue order, grouped by group name (services
 * without a group come under `ungrouped`); each label is made by `label` from the employee's values.
 */
export function serviceOptions(
  services: BookableService[],
  employeeId: number | null | undefined,
  label: (service: BookableService, values: Omit<EmployeeServiceValues, 'employee_id'>) => string,
  ungrouped: string,
): ServiceOptionGroup[] {
  const groups = new Map<string, ServiceOptionGroup>();
  for (const service of services) {
    if (!performs(service, employeeId)) continue;
    const name = service.group_name || ungrouped;
    let group = groups.get(name);
    if (!group) groups.set(name, (group = { group: name, items: [] }));
    group.items.push({ value: String(service.id), label: label(service, employeeValues(service, employeeId)) });
  }
  return [...groups.values()];
}

/**
 * The resources a line with `service` may use: those it lists and every one of the resource types
 * it needs; all when it names neither.
 */
export function allowedResources<R extends { id: number; type?: string }>(service: BookableService | undefined, resources: R[]): R[] {
  if (!service?.resource_ids.length && !service?.resource_types.length) return resources;
  return resources.filter((r) => service.resource_ids.includes(r.id) || (r.type !== undefined && service.resource_types.includes(r.type)));
}

/**
 * The resource a line should hold after its service changed: the current one when still allowed,
 * the only allowed one when the service needs one and there is no choice, else none (a service
 * that needs one then gets the first free one when the booking is saved).
 */
export function resourceAfterServiceChange<R extends { id: number; type?: string }>(service: BookableService | undefined, resources: R[], current: number | null | undefined): number | null {
  const allowed = allowedResources(service, resources);
  if (current != null && allowed.some((r) => r.id === current)) return current;
  if (service?.resource_required && allowed.length === 1) return allowed[0]!.id;
  return null;
}
