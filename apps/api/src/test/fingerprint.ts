import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/** Tables whose rows legitimately change on a rejected request (failed sign-in counters). */
const VOLATILE = new Set(['auth_attempts', '__drizzle_migrations']);

async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** A digest of every table's contents: equal digests mean nothing was written. */
export async function databaseFingerprint(db: Db): Promise<Record<string, string>> {
  const tables = await rows<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const result: Record<string, string> = {};
  for (const { name } of tables) {
    if (VOLATILE.has(name)) continue;
    const [digest] = await rows<{ n: number; md5: string | null }>(
      db,
      sql`select count(*)::int as n, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as md5 from ${sql.identifier(name)} t`,
    );
    result[name] = `${digest?.n}:${digest?.md5}`;
  }
  return result;
}
