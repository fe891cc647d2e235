import { sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';

/**
 * pg-boss's database adapter (`{ executeSql }`) over a Drizzle database or transaction: with a
 * transaction, what pg-boss writes (a job) commits or rolls back with the caller's change.
 * pg-boss's numbered parameters ($1, $2 …) become Drizzle parameters in place.
 */
export function bossSql(db: Queryable) {
  return {
    async executeSql(text: string, values: unknown[] = []): Promise<{ rows: unknown[] }> {
      const parts = text.split(/\$(\d+)\b/);
      const chunks: SQL[] = parts.map((part, i) => (i % 2 === 0 ? sql.raw(part) : sql`${values[Number(part) - 1] ?? null}`));
      const result = (await db.execute(sql.join(chunks))) as unknown as { rows?: unknown[] };
      return { rows: result.rows ?? [] };
    },
  };
}
