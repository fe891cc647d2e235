import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
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
  /** The resources that can host it, in the resources' order: those linked to it and every active one of its resource types. */
  resourceIds: number[];
  /** The resource types it needs (the error when none is free names them). */
  resourceTypes: string[];
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
  const types = [...new Set(rows.flatMap((row) => row.resourceTypes))];
  const linkIds = [...new Set(links.map((link) => link.resourceId))];
  const rooms = types.length || linkIds.length
    ? await db
        .select({ id: resources.id, type: resources.type })
        .from(resources)
        .where(and(
          eq(resources.venueId, venueId), eq(resources.archived, false),
          or(types.length ? inArray(resources.type, types) : undefined, linkIds.length ? inArray(resources.id, linkIds) : undefined),
        ))
        .orderBy(asc(resources.sortOrder), asc(resources.id))
    : [];
  const map = new Map<number, ServiceRef>();
  for (const row of rows) {
    const linked = new Set(links.filter((link) => link.serviceId === row.id).map((link) => link.resourceId));
    map.set(row.id, {
      id: row.id,
      split: { initial: row.initialMinutes, gap: row.gapMinutes, finish: row.finishMinutes },
      price: row.price,
      resourceRequired: row.resourceRequired,
      resourceIds: rooms.filter((room) => linked.has(room.id) || row.resourceTypes.includes(room.type)).map((room) => room.id),
      resourceTypes: row.resourceTypes,
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
      variantId: variant?.id ?? null,
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

/**
 * Lines whose service needs a resource and name none get the first free one of their candidates
 * (the resources' order); `resourceCandidates` stays on the line so a write that loses a race
 * (calendar.write.ts) picks again. None free: SLOT_TAKEN naming the line, unless the booking is forced.
 */
async function assignResources(db: Queryable, venueId: number, lines: PlannedLine[], catalog: Map<number, ServiceRef>) {
  for (const line of lines) {
    const service = line.resourceId === null && line.serviceId !== null ? catalog.get(line.serviceId)! : undefined;
    // A type the venue has no resource of books without one (as before the type existed).
    if (service?.resourceRequired && service.resourceIds.length) {
      line.resourceCandidates = service.resourceIds;
      line.resourceTypes = service.resourceTypes;
    }
  }
  await pickResources(db, venueId, lines);
}

/** (Re)picks the resource of every line that has candidates, against what is stored now (one query). */
export async function pickResources(db: Queryable, venueId: number, lines: PlannedLine[]): Promise<void> {
  const needing = lines.filter((line) => line.resourceCandidates);
  if (!needing.length) return;
  for (const line of needing) line.resourceId = null;
  const resourceIds = [...new Set(needing.flatMap((line) => line.resourceCandidates!))];
  const from = new Date(Math.min(...needing.map((line) => line.startsAt.getTime())));
  const to = new Date(Math.max(...needing.map((line) => endOf(line).getTime())));
  const busy = resourceIds.length
    ? ((await db.execute(sql`
        select resource_id, lower(during) as "from", upper(during) as "to" from appointment_segments
        where venue_id = ${venueId} and during && ${rangeText(from, to)}::tstzrange
          and resource_id in (${idList(resourceIds)})
          and appointment_id not in (${idList(lines.map((line) => line.id ?? 0))})`)) as unknown as {
        rows: { resource_id: number; from: string | Date; to: string | Date }[];
      }).rows
    : [];
  const errors: Record<string, FieldMessage[]> = {};
  for (const line of needing) {
    // The resource is busy for the whole line, the processing gap included.
    const end = endOf(line);
    const taken = new Set(busy.filter((row) => new Date(row.from) < end && line.startsAt < new Date(row.to)).map((row) => row.resource_id));
    for (const other of lines) {
      if (other !== line && other.resourceId !== null && other.startsAt < end && line.startsAt < endOf(other)) taken.add(other.resourceId);
    }
    const free = line.resourceCandidates!.find((id) => !taken.has(id));
    if (free !== undefined) line.resourceId = free;
    else if (line.forced && line.resourceCandidates!.length) line.resourceId = line.resourceCandidates![0]!;
    else (errors[`services.${line.index}.resource_id`] ??= []).push({ key: 'calendar.no_free_resource', vars: { type: (line.resourceTypes ?? []).join(', ') } });
  }
  if (Object.keys(errors).length) throw new AppError('SLOT_TAKEN', { errors, extra: { clashes: [] } });
}
