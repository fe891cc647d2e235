import { and, eq, inArray, sql } from 'drizzle-orm';
import { employees } from '../../../db/schema/index';
import type { VenueCtx } from '../../../lib/context';
import { logActivities } from '../../../lib/activity';

/**
 * Online booking's "who can be booked online" (issue 18): exactly the venue's active employees in
 * `ids` are shown online, the others not; each change is logged.
 */
export async function setEmployeesOnline(ctx: VenueCtx, ids: number[]): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const wanted = ids.length ? inArray(employees.id, ids) : sql`false`;
    const changed = await tx.update(employees).set({ visibleOnline: sql`not ${employees.visibleOnline}`, updatedAt: ctx.deps.now() })
      .where(and(eq(employees.venueId, ctx.venueId), eq(employees.archived, false), sql`${employees.visibleOnline} <> (${wanted})`))
      .returning({ id: employees.id, online: employees.visibleOnline });
    await logActivities(ctx, changed.map((row) => ({ entity: 'employee', entityId: row.id, action: 'updated', changes: { visible_online: { before: !row.online, after: row.online } } })), tx);
  });
}
