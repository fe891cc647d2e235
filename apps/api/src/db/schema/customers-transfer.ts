import { boolean, customType, foreignKey, index, integer, jsonb, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { createdAt, tenantColumns } from './columns';
import { customers } from './customers';
import { venues } from './venues';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/**
 * An uploaded customer file waiting for (or done with) its import. The bytes live here, not on a
 * disk, so whichever process works the job can read them. `status`: uploaded → queued → running →
 * done (or failed). `report` is the CSV of the rows that were not imported. The file and the
 * report hold customers' personal data: both are purged (emptied, `purged_at` set) IMPORT_KEEP_DAYS
 * after the import finished or was left unstarted, and at once when a customer is erased.
 */
export const customerImports = pgTable(
  'customer_imports',
  {
    ...tenantColumns(),
    employeeId: integer('employee_id'),
    userId: integer('user_id'),
    fileName: text('file_name').notNull(),
    format: text('format').notNull(),
    file: bytea('file').notNull(),
    /** The column chosen for each customer field ({ field: column index }). */
    mapping: jsonb('mapping').$type<Record<string, number>>().notNull().default({}),
    status: text('status').notNull().default('uploaded'),
    lang: text('lang').notNull().default('en-us'),
    source: text('source').notNull().default('web'),
    totalRows: integer('total_rows').notNull().default(0),
    processedRows: integer('processed_rows').notNull().default(0),
    /** The file row of the last batch committed: a retried job resumes after it. */
    lastRow: integer('last_row').notNull().default(0),
    created: integer('created').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    skipped: integer('skipped').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    report: text('report').notNull().default(''),
    createdAt: createdAt(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** When the file and the report were emptied (null: still held). */
    purgedAt: timestamp('purged_at', { withTimezone: true }),
  },
  (t) => [
    unique().on(t.venueId, t.id),
    index().on(t.venueId, t.createdAt),
    foreignKey({ columns: [t.venueId], foreignColumns: [venues.id] }).onDelete('cascade'),
  ],
);

/**
 * One merge of two customers: what the kept customer was before, the merged-away customer as it
 * was, and what each mover moved (row ids per kind), so undo can put back exactly that.
 */
export const customerMerges = pgTable(
  'customer_merges',
  {
    ...tenantColumns(),
    keptId: integer('kept_id').notNull(),
    mergedId: integer('merged_id').notNull(),
    keptBefore: jsonb('kept_before').$type<Record<string, unknown>>().notNull(),
    mergedBefore: jsonb('merged_before').$type<Record<string, unknown>>().notNull(),
    moved: jsonb('moved').$type<Record<string, number[]>>().notNull().default({}),
    employeeId: integer('employee_id'),
    createdAt: createdAt(),
    undone: boolean('undone').notNull().default(false),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
  },
  (t) => [
    index().on(t.venueId, t.createdAt),
    foreignKey({ columns: [t.venueId], foreignColumns: [venues.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.venueId, t.keptId], foreignColumns: [customers.venueId, customers.id] }),
    foreignKey({ columns: [t.venueId, t.mergedId], foreignColumns: [customers.venueId, customers.id] }),
  ],
);
