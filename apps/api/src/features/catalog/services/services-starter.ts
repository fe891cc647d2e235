import { and, eq, inArray } from 'drizzle-orm';
import { serviceBody } from '@chairside/shared/catalog-services';
import { employeeServices, serviceGroups, services } from '../../../db/schema/index';
import type { Queryable } from '../../../db/client';
import { diffChanges, logActivity } from '../../../lib/activity';
import type { VenueCtx } from '../../../lib/context';
import { createGroup, createService } from './services.service';

/** A group of the starter catalogue: `id` is the one made by an earlier save, if any. */
export interface StarterGroupInput {
  key: string;
  id: number | null;
  name: string;
  color: string;
}
export interface StarterServiceInput {
  key: string;
  id: number | null;
  groupKey: string;
  name: string;
  initial: number;
  gap: number;
  finish: number;
  price: number;
  priceType: 'fixed' | 'free';
}
export interface StarterCatalogueInput {
  /** Who performs every service (onboarding: the owner). */
  employeeId: number;
  groups: StarterGroupInput[];
  services: StarterServiceInput[];
  /** Services and groups an earlier save made that are no longer wanted. */
  archiveServices: number[];
  archiveGroups: number[];
}

/**
 * Onboarding's starter catalogue, in the caller's transaction and logged as the caller: makes the
 * groups and services that have no id yet (or whose earlier one is gone or archived), updates those
 * an earlier save made, and archives what is no longer ticked. Returns the ids by key, so the next
 * save updates instead of duplicating.
 */
export async function applyStarterCatalogue(
  ctx: VenueCtx,
  tx: Queryable,
  input: StarterCatalogueInput,
): Promise<{ groups: Record<string, number>; services: Record<string, number> }> {
  const venueId = ctx.venueId;
  const knownIds = [...input.groups.map((g) => g.id), ...input.archiveGroups].filter((id): id is number => id !== null);
  const activeGroups = knownIds.length
    ? await tx.select({ id: serviceGroups.id, name: serviceGroups.name }).from(serviceGroups)
        .where(and(eq(serviceGroups.venueId, venueId), eq(serviceGroups.archived, false), inArray(serviceGroups.id, knownIds)))
    : [];
  const groupIds: Record<string, number> = {};
  for (const group of input.groups) {
    const kept = activeGroups.find((row) => row.id === group.id);
    if (kept) {
      // Another business type may name the group with the same key differently.
      if (kept.name !== group.name) {
        await tx.update(serviceGroups).set({ name: group.name }).where(and(eq(serviceGroups.venueId, venueId), eq(serviceGroups.id, kept.id)));
        await logActivity(ctx, { entity: 'service_group', entityId: kept.id, action: 'update', changes: { name: { before: kept.name, after: group.name } } }, tx);
      }
      groupIds[group.key] = kept.id;
      continue;
    }
    const row = await createGroup(tx, venueId, { name: group.name, color: group.color });
    await logActivity(ctx, { entity: 'service_group', entityId: row.id, action: 'create', changes: { name: { before: null, after: row.name } } }, tx);
    groupIds[group.key] = row.id;
  }

  const serviceIds = input.services.map((s) => s.id).filter((id): id is number => id !== null);
  const existing = serviceIds.length
    ? await tx.select().from(services).where(and(eq(services.venueId, venueId), eq(services.archived, false), inArray(services.id, serviceIds)))
    : [];
  const made: Record<string, number> = {};
  for (const service of input.services) {
    const groupId = groupIds[service.groupKey] ?? null;
    const before = existing.find((row) => row.id === service.id);
    if (!before) {
      const row = await createService(tx, venueId, serviceBody.parse({
        name: service.name, group_id: groupId, initial: service.initial, gap: service.gap, finish: service.finish,
        price_type: service.priceType, price: service.priceType === 'free' ? 0 : service.price,
        color: input.groups.find((g) => g.key === service.groupKey)?.color,
        employees: [{ employee_id: input.employeeId }],
      }));
      await logActivity(ctx, { entity: 'service', entityId: row.id, action: 'create', changes: { name: { before: null, after: row.name } } }, tx);
      made[service.key] = row.id;
      continue;
    }
    const values = {
      name: service.name, groupId, initialMinutes: service.initial, gapMinutes: service.gap, finishMinutes: service.finish,
      priceType: service.priceType, price: service.priceType === 'free' ? 0 : service.price,
    };
    const changes = diffChanges(before, values);
    if (Object.keys(changes).length) {
      await tx.update(services).set({ ...values, updatedAt: ctx.deps.now() }).where(and(eq(services.venueId, venueId), eq(services.id, before.id)));
      await logActivity(ctx, { entity: 'service', entityId: before.id, action: 'update', changes }, tx);
    }
    await tx.insert(employeeServices).values({ venueId, serviceId: before.id, employeeId: input.employeeId }).onConflictDoNothing();
    made[service.key] = before.id;
  }

  if (input.archiveServices.length) {
    const gone = await tx.update(services).set({ archived: true, updatedAt: ctx.deps.now() })
      .where(and(eq(services.venueId, venueId), eq(services.archived, false), inArray(services.id, input.archiveServices)))
      .returning({ id: services.id });
    for (const row of gone) {
      await logActivity(ctx, { entity: 'service', entityId: row.id, action: 'archive', changes: { archived: { before: false, after: true } } }, tx);
    }
  }
  const emptyGroups = input.archiveGroups.filter((id) => !Object.values(groupIds).includes(id));
  if (emptyGroups.length) {
    const gone = await tx.update(serviceGroups).set({ archived: true })
      .where(and(eq(serviceGroups.venueId, venueId), eq(serviceGroups.archived, false), inArray(serviceGroups.id, emptyGroups)))
      .returning({ id: serviceGroups.id });
    for (const row of gone) {
      await logActivity(ctx, { entity: 'service_group', entityId: row.id, action: 'archive', changes: { archived: { before: false, after: true } } }, tx);
    }
  }
  return { groups: groupIds, services: made };
}
