import { and, eq } from 'drizzle-orm';
import { employees } from '../../db/schema/index';
import type { VenueCtx } from '../../lib/context';
import { AppError, fieldError } from '../../lib/errors';
import { t } from '../../lib/i18n';
import { logActivity } from '../../lib/activity';
import { revokeEmployeeSessions } from '../auth/auth.service';

export * from './hours/hours.service';

/** Staff (spec §7 "Employees"). So far: archiving. */

/**
 * POST employees/archive/{id}: hides the employee and ends their sessions at once. The owner and
 * the caller themselves cannot be archived (422); another venue's id → 404. Archiving twice is a no-op.
 */
export async function archiveEmployee(ctx: VenueCtx, id: number): Promise<{ id: number; archived: 1; message: string }> {
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: employees.id, isOwner: employees.isOwner, archived: employees.archived })
      .from(employees)
      .where(and(eq(employees.venueId, ctx.venueId), eq(employees.id, id)))
      .for('update');
    if (!row) throw new AppError('NOT_FOUND');
    if (row.isOwner) throw fieldError('id', 'settings.validation.archive_owner');
    if (row.id === ctx.employeeId) throw fieldError('id', 'settings.validation.archive_self');
    if (row.archived) return;
    const now = ctx.deps.now();
    await tx
      .update(employees)
      .set({ archived: true, updatedAt: now })
      .where(and(eq(employees.venueId, ctx.venueId), eq(employees.id, id)));
    await revokeEmployeeSessions(tx, ctx.venueId, id, now);
    await logActivity(ctx, { entity: 'employee', entityId: id, action: 'archive', changes: { archived: { before: false, after: true } } }, tx);
  });
  return { id, archived: 1, message: t(ctx.lang, 'settings.employee_archived') };
}
