import { and, desc, eq, inArray } from 'drizzle-orm';
import type { AppointmentDetails } from '@chairside/shared/calendar-responses';
import { activityLog, appointmentGroups, appointmentSeries, customers, employees, resources, serviceVariants, services } from '../../../db/schema/index';
import type { VenueCtx } from '../../../lib/context';
import { assertVisible, venueClock } from '../core/calendar.context';
import { itemById, itemsOfGroup } from '../core/calendar.queries';

/** GET appointments/details/{id}: the item, its booking's lines, its series and its history. */
export async function appointmentDetails(ctx: VenueCtx, id: number): Promise<AppointmentDetails> {
  const clock = await venueClock(ctx);
  const item = await itemById(ctx.db, ctx.venueId, clock.timeZone, id);
  assertVisible(ctx, item.employee_id);
  const lines = await itemsOfGroup(ctx, clock.timeZone, item.group_id);
  const [[group], history] = await Promise.all([
    ctx.db
      .select({ seriesId: appointmentGroups.seriesId, rule: appointmentSeries.rule })
      .from(appointmentGroups)
      .leftJoin(appointmentSeries, and(eq(appointmentSeries.venueId, appointmentGroups.venueId), eq(appointmentSeries.id, appointmentGroups.seriesId)))
      .where(and(eq(appointmentGroups.venueId, ctx.venueId), eq(appointmentGroups.id, item.group_id))),
    ctx.db
      .select({
        id: activityLog.id, entityId: activityLog.entityId, action: activityLog.action, changes: activityLog.changes, source: activityLog.source,
        createdAt: activityLog.createdAt, employeeId: activityLog.employeeId, firstName: employees.firstName, lastName: employees.lastName,
      })
      .from(activityLog)
      .leftJoin(employees, and(eq(employees.venueId, activityLog.venueId), eq(employees.id, activityLog.employeeId)))
      .where(and(eq(activityLog.venueId, ctx.venueId), eq(activityLog.entity, 'appointment'), inArray(activityLog.entityId, lines.map((line) => line.id))))
      .orderBy(desc(activityLog.createdAt), desc(activityLog.id))
      .limit(200),
  ]);
  const names = await namesInHistory(ctx, history.map((row) => row.changes));
  return {
    appointment: item,
    names,
    lines,
    series: group?.seriesId && group.rule ? { id: group.seriesId, rule: group.rule } : null,
    activity: history.map((row) => ({
      id: row.id,
      appointment_id: row.entityId!, // selected by entity_id in (…)
      action: row.action,
      changes: row.changes,
      source: row.source,
      created_at: row.createdAt.toISOString(),
      by: row.employeeId === null ? null : { employee_id: row.employeeId, name: `${row.firstName ?? ''} ${row.lastName ?? ''}`.trim() },
    })),
  };
}

/** The ids a change names (as { before, after } or a plain snapshot value). */
function idsOf(changes: Record<string, unknown>[], field: string): number[] {
  const ids = new Set<number>();
  for (const change of changes) {
    const value = change[field];
    const values = typeof value === 'object' && value !== null ? [(value as { before?: unknown }).before, (value as { after?: unknown }).after] : [value];
    for (const v of values) if (typeof v === 'number' && Number.isInteger(v) && v > 0) ids.add(v);
  }
  return [...ids];
}

/** Services, variants, resources and customers named in the history, by id (small reads, none when nothing is named). */
async function namesInHistory(ctx: VenueCtx, changes: Record<string, unknown>[]) {
  const serviceIds = idsOf(changes, 'service_id');
  const customerIds = idsOf(changes, 'customer_id');
  const variantIds = idsOf(changes, 'variant_id');
  const resourceIds = idsOf(changes, 'resource_id');
  const [serviceRows, customerRows, variantRows, resourceRows] = await Promise.all([
    serviceIds.length ? ctx.db.select({ id: services.id, name: services.name }).from(services).where(and(eq(services.venueId, ctx.venueId), inArray(services.id, serviceIds))) : [],
    customerIds.length
      ? ctx.db.select({ id: customers.id, first: customers.firstName, last: customers.lastName }).from(customers).where(and(eq(customers.venueId, ctx.venueId), inArray(customers.id, customerIds)))
      : [],
    variantIds.length
      ? ctx.db.select({ id: serviceVariants.id, name: serviceVariants.name }).from(serviceVariants).where(and(eq(serviceVariants.venueId, ctx.venueId), inArray(serviceVariants.id, variantIds)))
      : [],
    resourceIds.length
      ? ctx.db.select({ id: resources.id, name: resources.name }).from(resources).where(and(eq(resources.venueId, ctx.venueId), inArray(resources.id, resourceIds)))
      : [],
  ]);
  return {
    services: Object.fromEntries(serviceRows.map((row) => [String(row.id), row.name])),
    customers: Object.fromEntries(customerRows.map((row) => [String(row.id), `${row.first} ${row.last}`.trim()])),
    variants: Object.fromEntries(variantRows.map((row) => [String(row.id), row.name])),
    resources: Object.fromEntries(resourceRows.map((row) => [String(row.id), row.name])),
  };
}
