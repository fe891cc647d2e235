import { and, eq, inArray, sql } from 'drizzle-orm';
import type { LineInput } from '@chairside/shared/calendar';
import type { ItemType } from '@chairside/shared/calendar-constants';
import type { AppointmentStatus } from '@chairside/shared/constants';
import { splitDuration, type DurationSplit } from '@chairside/shared/rules/calendar-duration';
import { clockToMinutes, zonedInstant } from '@chairside/shared/rules/calendar-time';
import { employeeServicePrice, employeeServiceSplit } from '@chairside/shared/rules/employee-service-values';
import { customers, employeeServices, resources, serviceResources, serviceVariants, services } from '../../../db/schema/index';
import type { Queryable } from '../../../db/client';
import type { VenueCtx } from '../../../lib/context';
import { AppError, type FieldMessage } from '../../../lib/errors';
import { assertMayBookFor, employeesById, type VenueClock } from './calendar.context';
import { endOf, idList, rangeText, type PlannedLine } from './calendar.segments';

/** Turns requested lines into planned items: defaults from the service and the employee, checks references. */

export interface PlanOptions {
  type: ItemType;
  status: AppointmentStatus;
  customerId: number | null;
  color: string | null;
  note: string;
  forced: boolean;
  expiresAt: Date | null;
  /** The booking's date; a line may name its own. */
  date: string;
}

/** Length of a line without a service (reminders, reserved slots). */
const PLAIN_MINUTES = 30;

export interface ServiceRef {
  id: number;
  split: DurationSplit;
  price: number;
  resourceRequired: boolean;
  resourceIds: number[];
}

/** Services with their resources and the employees' own prices and durations (all employees when `employeeIds` is null). */
export async function loadServices(db: Queryable, venueId: number, serviceIds: number[], employeeIds: number[] | null) {
  if (!serviceIds.length) return { services: new Map<number, ServiceRef>(), own: new Map<string, typeof employeeServices.$inferSelect>() };
  const [rows, own, links] = await Promise.all([
    db.select().from(services).where(and(eq(services.venueId, venueId), inArray(services.id, serviceIds), eq(services.archived, false))),
    db.select().from(employeeServices).where(and(
      eq(employeeServices.venueId, venueId), inArray(employeeServices.serviceId, serviceIds),
      employeeIds ? inArray(employeeServices.employeeId, employeeIds.length ? employeeIds : [0]) : undefined,
    )),
    db.select().from(serviceResources).where(and(eq(serviceResources.venueId, venueId), inArray(serviceResources.serviceId, serviceIds))),
  ]);
  const map = new Map<number, ServiceRef>();
  for (const row of rows) {
    map.set(row.id, {
      id: row.id,
      split: { initial: row.initialMinutes, gap: row.gapMinutes, finish: row.finishMinutes },
      price: row.price,
      resourceRequired: row.resourceRequired,
      resourceIds: links.filter((link) => link.serviceId === row.id).map((link) => link.resourceId),
    });
  }
  return { services: map, own: new Map(own.map((row) => [`${row.employeeId}:${row.serviceId}`, row])) };
}

/** The employee's own duration for the service, else the service's (shared with the catalogue's answers). */
export const defaultSplit = (service: ServiceRef, own: typeof employeeServices.$inferSelect | undefined): DurationSplit =>
  employeeServiceSplit(service.split, own);

export async function planLines(ctx: VenueCtx, clock: VenueClock, lines: LineInput[], options: PlanOptions): Promise<PlannedLine[]> {
  const employeeIds = lines.map((line) => line.employee_id);
  assertMayBookFor(ctx, employeeIds);
  const serviceIds = [...new Set(lines.map((line) => line.service_id).filter((id): id is number => id != null))];
  const resourceIds = [...new Set(lines.map((line) => line.resource_id).filter((id): id is number => id != null))];
  const variantIds = [...new Set(lines.map((line) => line.variant_id).filter((id): id is number => id != null))];
  const [staff, catalog, rooms, customer, variants] = await Promise.all([
    employeesById(ctx.db, ctx.venueId, employeeIds),
    loadServices(ctx.db, ctx.venueId, serviceIds, employeeIds),
    resourceIds.length
      ? ctx.db.select({ id: resources.id }).from(resources).where(and(eq(resources.venueId, ctx.venueId), inArray(resources.id, resourceIds), eq(resources.archived, false)))
      : [],
    options.customerId === null
      ? null
      : ctx.db.select({ id: customers.id }).from(customers).where(and(eq(customers.venueId, ctx.venueId), eq(customers.id, options.customerId))).limit(1),
    variantIds.length
      ? ctx.db.select().from(serviceVariants).where(and(eq(serviceVariants.venueId, ctx.venueId), inArray(serviceVariants.id, variantIds)))
      : [],
  ]);
  const errors: Record<string, FieldMessage[]> = {};
  const fail = (field: string, key: string) => (errors[field] ??= []).push({ key });
  if (customer && !customer.length) fail('customer_id', 'calendar.customer_unknown');
  const roomIds = new Set(rooms.map((room) => room.id));

  const planned: PlannedLine[] = [];
  for (const [index, line] of lines.entries()) {
    const at = `services.${index}`;
    if (!staff.has(line.employee_id)) fail(`${at}.employee_id`, 'calendar.employee_unknown');
    const service = line.service_id == null ? undefined : catalog.services.get(line.service_id);
    if (line.service_id != null && !service) fail(`${at}.service_id`, 'calendar.service_unknown');
    if (line.service_id == null && options.type === 'appointment') fail(`${at}.service_id`, 'validation.required');
    if (line.resource_id != null && !roomIds.has(line.resource_id)) fail(`${at}.resource_id`, 'calendar.resource_unknown');
    if (service && line.resource_id != null && service.resourceIds.length && !service.resourceIds.includes(line.resource_id)) {
      fail(`${at}.resource_id`, 'calendar.resource_unsuitable');
    }
    const own = service ? catalog.own.get(`${line.employee_id}:${service.id}`) : undefined;
    // A variant (e.g. long hair) has its own length and price: they replace the service's and the employee's.
    const variant = line.variant_id == null ? undefined : variants.find((v) => v.id === line.variant_id && v.serviceId === line.service_id);
    if (line.variant_id != null && !variant) fail(`${at}.variant_id`, 'catalog_services.validation.unknown_variant');
    const defaults = variant
      ? { initial: variant.initialMinutes, gap: variant.gapMinutes, finish: variant.finishMinutes }
      : service ? defaultSplit(service, own) : { initial: PLAIN_MINUTES, gap: 0, finish: 0 };
    const split = splitDuration(line, defaults);
    if (!split) fail(`${at}.duration`, 'calendar.invalid_duration');
    const date = line.date ?? options.date;
    planned.push({
      index,
      type: options.type,
      status: options.status,
      employeeId: line.employee_id,
      resourceId: line.resource_id ?? null,
      serviceId: service?.id ?? null,
      customerId: options.customerId,
      startsAt: zonedInstant(date, clockToMinutes(line.start_time), clock.timeZone),
      split: split ?? defaults,
      price: line.price ?? (variant ? variant.price : service ? employeeServicePrice(service.price, own) : 0),
      color: options.color ?? 'appt_default',
      note: options.note,
      forced: options.forced,
      onlineBookable: false,
      expiresAt: options.expiresAt,
    });
  }
  if (Object.keys(errors).length) throw new AppError('VALIDATION', { errors });
  await assignResources(ctx.db, ctx.venueId, planned, catalog.services);
  return planned;
}

/** Lines whose service needs a resource and got none: the first suitable one that is free (one query for all of them). */
async function assignResources(db: Queryable, venueId: number, lines: PlannedLine[], catalog: Map<number, ServiceRef>) {
  const needing = lines.flatMap((line) => {
    const service = line.resourceId === null && line.serviceId !== null ? catalog.get(line.serviceId)! : undefined;
    return service?.resourceRequired && service.resourceIds.length ? [{ line, candidates: service.resourceIds }] : [];
  });
  if (!needing.length) return;
  const from = new Date(Math.min(...needing.map(({ line }) => line.startsAt.getTime())));
  const to = new Date(Math.max(...needing.map(({ line }) => endOf(line).getTime())));
  const resourceIds = [...new Set(needing.flatMap(({ candidates }) => candidates))];
  const busy = (await db.execute(sql`
    select resource_id, lower(during) as "from", upper(during) as "to" from appointment_segments
    where venue_id = ${venueId} and during && ${rangeText(from, to)}::tstzrange
      and resource_id in (${idList(resourceIds)})`)) as unknown as {
    rows: { resource_id: number; from: string | Date; to: string | Date }[];
  };
  for (const { line, candidates } of needing) {
    const end = endOf(line);
    const taken = new Set(busy.rows.filter((row) => new Date(row.from) < end && line.startsAt < new Date(row.to)).map((row) => row.resource_id));
    for (const other of lines) {
      if (other !== line && other.resourceId !== null && other.startsAt < end && line.startsAt < endOf(other)) taken.add(other.resourceId);
    }
    // None free: keep the first, and the clash check names it.
    line.resourceId = candidates.find((id) => !taken.has(id)) ?? candidates[0]!;
  }
}
