import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/**
 * Idempotency keys (lib/idempotency): the first answer to a POST sent with an `Idempotency-Key`
 * header, replayed for 24 hours to the same caller sending the same key and body. `scope` is who
 * may replay it: `venue:<id>`, `user:<id>` or `public`. Written in the request's own transaction.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: integer('id').generatedAlwaysAsIdentity().primaryKey(),
    venueId: integer('venue_id'),
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    /** The route pattern (e.g. /api/v1/b2b/appointments/store), for the record. */
    route: text('route').notNull(),
    /** sha256 of method, path and canonical JSON body: another request under the same key is refused. */
    requestHash: text('request_hash').notNull(),
    status: integer('status').notNull(),
    /** `{ body: <the answer as JSON text> }`, `{ redirect }` for a 302, or `{ error: { code, details } }` for a refusal. */
    response: jsonb('response').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('idempotency_keys_scope_key_idx').on(t.scope, t.key), index().on(t.createdAt)],
);
