import { and, eq, inArray, sql } from 'drizzle-orm';
import { services } from '../../../db/schema/index';
import type { VenueCtx } from '../../../lib/context';
import { logActivities } from '../../../lib/activity';

/**
 * Online booking's "what can be booked online" (issue 18): exactly the venue's services in `ids`
 * (not archived) become bookable online, the others not; each change is logged.
 */
export async function setServicesOnline(ctx: VenueCtx, ids: number[]): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const wanted = ids.length ? inArray(services.id, ids) : sql`false`;
    const changed = await tx.update(services).set({ onlineBookable: sql`not ${services.onlineBookable}`, updatedAt: ctx.deps.now() })
      .where(and(eq(services.venueId, ctx.venueId), eq(services.archived, false), sql`${services.onlineBookable} <> (${wanted})`))
      .returning({ id: services.id, online: services.onlineBookable });
    await logActivities(ctx, changed.map((row) => ({ entity: 'service', entityId: row.id, action: 'updated', changes: { online_bookable: { before: !row.online, after: row.online } } })), tx);
  });
}
