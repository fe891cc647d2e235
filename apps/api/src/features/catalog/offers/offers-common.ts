import { and, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { services } from '../../../db/schema/index';
import { fieldError } from '../../../lib/errors';

/** Helpers the three offer kinds share. */

/** The names of `ids` (the venue's services, not archived), or a 422 on `field` if one is unknown. */
export async function serviceNames(db: Queryable, venueId: number, ids: number[], field: string): Promise<Map<number, string>> {
  const rows = ids.length
    ? await db
        .select({ id: services.id, name: services.name })
        .from(services)
        .where(and(eq(services.venueId, venueId), eq(services.archived, false), inArray(services.id, ids)))
    : [];
  if (rows.length !== new Set(ids).size) throw fieldError(field, 'catalog_offers.validation.unknown_service');
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** A search text as an ILIKE pattern (its own % and _ taken literally). */
export const likePattern = (search: string | undefined): string | null => {
  const text = search?.trim();
  return text ? `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
};
