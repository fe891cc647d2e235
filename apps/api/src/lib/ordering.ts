import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * `case id when … then 0 … end`: one UPDATE gives every row of a reordered list its position
 * (POST employees/order, resources/order, …; the order itself comes from shared/rules/ordering).
 */
export function positionsOf(idColumn: AnyPgColumn, order: readonly number[]): SQL {
  const cases = sql.join(order.map((id, index) => sql`when ${id}::int then ${index}::int`), sql` `);
  return sql`case ${idColumn} ${cases} end`;
}
