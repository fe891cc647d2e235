import { and, eq, sql } from 'drizzle-orm';
import type { ImportMapping } from '@chairside/shared/rules/customer-import';
import { customerImports, customers } from '../../../db/schema/index';
import type { Deps } from '../../../lib/context';
import type { JobDefinition } from '../../../lib/jobs/jobs';
import { pgCode } from '../../../lib/errors';
import { insertActivity } from '../../../lib/activity';
import { venueCountry } from '../customers.queries';
import { newCustomerRow, planBatches } from './import.plan';
import { countImportRows, IMPORT_QUEUE, purgeOldImports, reportLines } from './import.service';

export interface ImportJobData {
  venueId: number;
  importId: number;
}

/**
 * Works one queued import. Each batch of rows is written in one transaction together with the
 * import's progress (processed_rows, counts, report lines), so a retried job (the process died)
 * resumes after the last committed batch and never imports a row twice. One activity entry for
 * the whole import, written with the status 'done'.
 */
export async function runImport(deps: Deps, data: ImportJobData): Promise<void> {
  const db = deps.database.forVenue(data.venueId);
  const [imp] = await db.select().from(customerImports).where(and(eq(customerImports.venueId, data.venueId), eq(customerImports.id, data.importId)));
  if (!imp || !['queued', 'running'].includes(imp.status)) return;
  try {
    if (imp.status === 'queued') {
      const total = await countImportRows(imp.file);
      await db.update(customerImports).set({ status: 'running', startedAt: deps.now(), totalRows: total }).where(eq(customerImports.id, imp.id));
    }
    await importBatches(deps, data, imp);
  } catch (error) {
    // A database failure is retried (the job resumes after the last committed batch); a file that
    // cannot be parsed further never will be: the import ends as failed.
    if (pgCode(error)) throw error;
    await db.update(customerImports).set({ status: 'failed', finishedAt: deps.now() }).where(eq(customerImports.id, imp.id));
    return;
  }
  await finish(deps, data, imp.id);
}

async function importBatches(deps: Deps, data: ImportJobData, imp: typeof customerImports.$inferSelect): Promise<void> {
  const db = deps.database.forVenue(data.venueId);
  const country = await venueCountry(db, data.venueId);
  for await (const batch of planBatches(db, data.venueId, imp.file, { mapping: imp.mapping as ImportMapping, country, after: imp.lastRow })) {
    if (!batch.length) continue;
    const now = deps.now();
    const creates = batch.filter((p) => p.kind === 'create');
    const updates = batch.filter((p) => p.kind === 'update');
    const bad = batch.filter((p) => p.problems.length);
    const lastRow = batch[batch.length - 1]!.row;
    await db.transaction(async (tx) => {
      if (creates.length) await tx.insert(customers).values(creates.map((p) => newCustomerRow(data.venueId, p.customer, now)));
      for (const p of updates) await tx.update(customers).set({ ...p.patch, updatedAt: now }).where(and(eq(customers.venueId, data.venueId), eq(customers.id, p.existingId!)));
      await tx
        .update(customerImports)
        .set({
          processedRows: sql`${customerImports.processedRows} + ${batch.length}`,
          created: sql`${customerImports.created} + ${creates.length}`,
          updated: sql`${customerImports.updated} + ${updates.length}`,
          skipped: sql`${customerImports.skipped} + ${batch.filter((p) => p.kind === 'skip').length}`,
          failed: sql`${customerImports.failed} + ${batch.filter((p) => p.kind === 'fail').length}`,
          report: sql`${customerImports.report} || ${reportLines(bad)}`,
          lastRow,
        })
        .where(eq(customerImports.id, imp.id));
    });
  }
}

async function finish(deps: Deps, data: ImportJobData, id: number): Promise<void> {
  await deps.database.forVenue(data.venueId).transaction(async (tx) => {
    const [done] = await tx
      .update(customerImports)
      .set({ status: 'done', finishedAt: deps.now() })
      .where(and(eq(customerImports.id, id), eq(customerImports.status, 'running')))
      .returning();
    if (!done) return;
    await insertActivity(tx, [{
      venueId: data.venueId, userId: done.userId, employeeId: done.employeeId, entity: 'customer_import', entityId: done.id, action: 'imported', source: done.source,
      changes: { file_name: done.fileName, rows: done.processedRows, created: done.created, updated: done.updated, skipped: done.skipped, failed: done.failed },
    }]);
  });
}

export function customerImportJob(deps: Deps): JobDefinition<ImportJobData> {
  return {
    name: IMPORT_QUEUE,
    queue: { retryLimit: 3, retryDelay: 5, retryBackoff: true, expireInSeconds: 900 },
    handle: (data) => runImport(deps, data),
  };
}

/** Hourly: the files and reports of imports finished (or left unstarted) IMPORT_KEEP_DAYS ago are emptied. */
export function customerImportPurgeJob(deps: Deps): JobDefinition {
  return { name: 'customers-import-purge', cron: '41 * * * *', queue: { retryLimit: 2 }, handle: async () => void (await purgeOldImports(deps.db, deps.now())) };
}
